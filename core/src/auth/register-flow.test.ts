import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../http/headers';
import { authFixture } from './auth-fixture';
import { MESSAGE_PURPOSES } from './modes';
import { REGISTER_SUCCESS_PATH } from './modes';

let fixture: Awaited<ReturnType<typeof authFixture>> | undefined;
afterEach(async () => {
  await fixture?.server.close();
  fixture = undefined;
});

const form = { mobile: '13900139000', captcha: '123456', password: 'Seller88', agreed: true as const };

describe('SMS code', () => {
  it('needs a valid phone before the captcha and sends the captcha ticket with the purpose', async () => {
    fixture = await authFixture();
    const f = fixture;
    expect(await f.auth.sendSmsCode('', MESSAGE_PURPOSES.register)).toBe(false);
    expect(f.auth.state.getState().error).toEqual({ key: 'validation.mobileRequired' });
    expect(await f.auth.sendSmsCode('2390013900', MESSAGE_PURPOSES.register)).toBe(false);
    expect(f.server.seen).toHaveLength(0);
    expect(await f.auth.sendSmsCode('0086 139 0013 9000', MESSAGE_PURPOSES.register)).toBe(true);
    expect(f.bodyOf('/public/sendTencentMessage')).toEqual({ type: 'reg', mobile: '13900139000', ticket: 'ticket-1', randstr: 'rand-1' });
    expect(f.platform.shown).toEqual([{ kind: 'success', message: { key: 'auth.smsSent' } }]);
  });

  it('sends nothing when the captcha is not passed and says nothing of its own for another result', async () => {
    fixture = await authFixture({ '/public/sendTencentMessage': () => [200, { code: 10010, message: 'ticket invalid' }] });
    fixture.platform.captchaResults.push({ ret: 1 });
    expect(await fixture.auth.sendSmsCode('13900139000', 'log')).toBe(false);
    expect(fixture.server.seen).toHaveLength(0);
    expect(await fixture.auth.sendSmsCode('13900139000', 'log')).toBe(false);
    expect(fixture.platform.shown).toEqual([{ kind: 'warning', message: { text: 'ticket invalid' } }]);
  });
});

describe('user-exists check', () => {
  it('warns in the register form that an existing number is registered', async () => {
    fixture = await authFixture();
    expect(await fixture.auth.checkUserExists('13800138000', true)).toBe(true);
    expect(fixture.server.seen.at(-1)?.query).toEqual({ userName: '13800138000' });
    expect(fixture.platform.shown).toEqual([{ kind: 'warning', message: { key: 'auth.mobileRegistered' } }]);
    expect(await fixture.auth.checkUserExists('13800138000')).toBe(true);
    expect(fixture.platform.shown).toHaveLength(1);
  });

  it('says account check error and treats the number as existing when the check fails', async () => {
    fixture = await authFixture({ '/user/hasUserByMobile': () => [400, { code: 10001, message: 'bad' }] });
    expect(await fixture.auth.checkUserExists('13800138000', true)).toBe(true);
    expect(fixture.platform.shown).toEqual([{ kind: 'error', message: { key: 'auth.accountCheckError' } }]);
    expect(await fixture.auth.checkUserExists('1380013')).toBe(false);
  });

  it('answers false for a free number', async () => {
    fixture = await authFixture({ '/user/hasUserByMobile': () => [200, { code: 200, exist: false }] });
    expect(await fixture.auth.checkUserExists('13900139000', true)).toBe(false);
    expect(fixture.platform.shown).toEqual([]);
  });
});

describe('registration', () => {
  it('saves the user, spends the invite and utm codes, reports a new account and goes to the success page', async () => {
    fixture = await authFixture();
    const f = fixture;
    f.promote.getState().setInviteCode('INV7');
    f.promote.getState().setUtm('ads');
    expect(await f.auth.register(form, { variant: 'normal', expandInfo: '{"actId":4,"inviteCode":""}', searchWord: 'чехол', keyWord: 'phone' })).toBe(true);
    expect(f.bodyOf('/user/registerUserV2')).toMatchObject({ account: '13900139000', code: '123456', password: 'Seller88', tenantId: 1, firstId: 'anon-1', invite: 'INV7', invite_channel: 'ads', expandInfo: '{"actId":4,"inviteCode":""}', searchWord: 'чехол', keyWord: 'phone' });
    expect(f.platform.cookies.has(SESSION_KEYS.userCookie)).toBe(true);
    expect(f.promote.getState()).toMatchObject({ invite_code: '', utm: '' });
    expect(f.events).toEqual([['identify', 'd-9'], ['track', 'Register', { distinctId: 'd-9' }]]);
    expect(f.visited).toEqual([REGISTER_SUCCESS_PATH]);
    expect(f.platform.shown).toEqual([{ kind: 'success', message: { key: 'auth.registerSuccess' } }]);
  });

  it('sends a promote page\'s attribution, reports the ad conversion, grants the trial gift and goes to the variant\'s success page', async () => {
    fixture = await authFixture();
    const f = fixture;
    f.promote.getState().setInviteCode('FRIEND42');
    f.promote.getState().setUtm('feed');
    const promote = { mode: 'promote_register_fast', urlCode: 'yiwu-export', promotionId: 1, landingPath: '/promote/mobile2' } as const;
    expect(await f.auth.register({ ...form, password: '' }, { variant: 'normal', promote, successPath: '/promote/mobile2/success' })).toBe(true);
    expect(f.bodyOf('/user/registerUserV2')).toMatchObject({ invite: 'FRIEND42', invite_channel: 'feed', utm: 'feed', urlCode: 'yiwu-export', promotionId: 1, mode: 'promote_register_fast', landingPath: '/promote/mobile2' });
    expect(f.events[0]).toEqual(['track', 'AdFormSubmit', { mode: 'promote_register_fast', urlCode: 'yiwu-export', promotionId: 1 }]);
    // The product (with the trial the server gave at creation) is read; nothing is claimed from the page.
    expect(f.server.seen.some((r) => r.path.endsWith('/user-account/giveAway'))).toBe(false);
    expect(f.server.seen.some((r) => r.path.endsWith('/user-account/getUserProductAndPolicy'))).toBe(true);
    expect(f.visited).toEqual(['/promote/mobile2/success']);
  });

  it('stays on the page when a desktop promote registration shows its success in place', async () => {
    fixture = await authFixture();
    expect(await fixture.auth.register(form, { variant: 'normal', promote: { mode: 'promote_register' }, successPath: null })).toBe(true);
    expect(fixture.visited).toEqual([]);
    expect(fixture.auth.state.getState().done).toBe(true);
  });

  it('reloads the data and grants a lucky draw in the activity variant; an SMS-only registration sends no password', async () => {
    fixture = await authFixture();
    expect(await fixture.auth.register({ ...form, password: '' }, { variant: 'activity' })).toBe(true);
    expect(fixture.bodyOf('/user/registerUserV2')).not.toHaveProperty('password');
    expect(fixture.calls('/user-account/userCategoryList')).toHaveLength(1);
    expect(fixture.visited).toEqual([]);
    expect(fixture.platform.shown).toEqual([{ kind: 'success', message: { key: 'auth.registerLottery' } }]);
  });

  it('requires the agreement and a valid password, and keeps the sheet on a refused registration', async () => {
    fixture = await authFixture({ '/user/registerUserV2': () => [400, { code: 10007, message: '验证码错误' }] });
    expect(await fixture.auth.register({ ...form, agreed: false as unknown as true }, { variant: 'normal' })).toBe(false);
    expect(fixture.auth.state.getState().error).toEqual({ key: 'validation.agreementRequired' });
    expect(await fixture.auth.register({ ...form, password: 'abcdef' }, { variant: 'normal' })).toBe(false);
    expect(fixture.auth.state.getState().error).toEqual({ key: 'validation.passwordInvalid' });
    expect(await fixture.auth.register(form, { variant: 'normal' })).toBe(false);
    expect(fixture.auth.state.getState()).toMatchObject({ loading: false, done: false });
    expect(fixture.visited).toEqual([]);
  });

  it('registers with WeChat without reporting an upgraded account', async () => {
    fixture = await authFixture();
    expect(await fixture.auth.registerWithWechat({ mobile: '13900139000', captcha: '123456', password: 'Seller88', confirmPassword: 'Seller88', sceneId: 'scene-1' })).toBe(true);
    expect(fixture.bodyOf('/user/createUserAndBindWxV2')).toEqual({ userName: '13900139000', code: '123456', password: 'Seller88', passwordConfirm: 'Seller88', sceneId: 'scene-1' });
    expect(fixture.events).toEqual([]);
    expect(await fixture.auth.registerWithWechat({ mobile: '13900139000', captcha: '123456', password: 'Seller88', confirmPassword: 'x', sceneId: 's' })).toBe(false);
  });
});

describe('password reset, WeChat bind and logout', () => {
  it('resets the password with matching entries', async () => {
    fixture = await authFixture();
    const reset = { mobile: '13800138000', captcha: '123456', password: 'NewPass9', confirmPassword: 'NewPass9' };
    expect(await fixture.auth.resetPassword({ ...reset, confirmPassword: 'NewPass0' })).toBe(false);
    expect(fixture.auth.state.getState().error).toEqual({ key: 'validation.passwordMismatch' });
    expect(await fixture.auth.resetPassword(reset)).toBe(true);
    expect(fixture.bodyOf('/public/resetPassword')).toEqual({ phone: '13800138000', code: '123456', password: 'NewPass9', confirmPassword: 'NewPass9', tenantId: 1 });
    expect(fixture.platform.shown).toEqual([{ kind: 'success', message: { key: 'auth.resetSuccess' } }]);
  });

  it('binds WeChat by scene id and reports a refused bind', async () => {
    fixture = await authFixture();
    expect(await fixture.auth.bindWechat('scene-9')).toBe(true);
    expect(fixture.server.seen.at(-1)?.query).toEqual({ scentId: 'scene-9' });
    await fixture.server.close();
    fixture = await authFixture({ '/user/addWeiXinBind': () => [400, { code: 10014, message: 'bound' }] });
    expect(await fixture.auth.bindWechat('scene-9')).toBe(false);
    expect(fixture.auth.state.getState().loading).toBe(false);
  });

  it('logs out: session cookies and marker removed, user state cleared; a restored session comes back from the cookie', async () => {
    fixture = await authFixture();
    const f = fixture;
    await f.auth.loginWithPassword({ account: '13800138000', password: 'Demo1234' });
    const fresh = await authFixture();
    fresh.platform.cookies.set(SESSION_KEYS.userCookie, f.platform.cookies.get(SESSION_KEYS.userCookie) ?? '');
    expect(await fresh.auth.restoreSession()).toBe(true);
    expect(fresh.user.getState().info?.accessToken).toBe('tok-1');
    await fresh.server.close();
    await f.auth.logout();
    expect(f.calls('/user/logout')).toHaveLength(1);
    expect(f.platform.cookies.size).toBe(0);
    expect(f.platform.storage.data.has(SESSION_KEYS.isLoginStorage)).toBe(false);
    expect(f.user.getState()).toMatchObject({ info: null, product: null, weChatUrl: '', promoteType: 0 });
    expect(await f.auth.restoreSession()).toBe(false);
  });

  it('sets the promote type to 0 silently on 30005 and explains other failures', async () => {
    fixture = await authFixture({ '/privateAreaChannel/loginUserChannel': () => [200, { code: 30005 }] });
    await fixture.auth.loadAccountData();
    expect(fixture.user.getState().promoteType).toBe(0);
    expect(fixture.platform.shown).toEqual([]);
    expect(fixture.server.seen.find((r) => r.path.endsWith('/loginUserChannel'))?.headers['x-custom-verifycode']).toBe('false');
    await fixture.server.close();
    fixture = await authFixture({ '/privateAreaChannel/loginUserChannel': () => [200, { code: 30006 }], '/user-account/getUserProductAndPolicy': () => [500, { code: 500 }] });
    await fixture.auth.loadAccountData();
    expect(fixture.platform.shown).toContainEqual({ kind: 'warning', message: { key: 'auth.noBoundChannel' } });
    await fixture.server.close();
    fixture = await authFixture({ '/privateAreaChannel/loginUserChannel': () => [404, { code: 10017 }] });
    await fixture.auth.loadAccountData();
    expect(fixture.platform.shown).toContainEqual({ kind: 'warning', message: { key: 'auth.noPrivateChannel' } });
  });
});
