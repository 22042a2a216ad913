import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../http/headers';
import { authFixture } from './auth-fixture';
import { LOGIN_MODES } from './modes';

let fixture: Awaited<ReturnType<typeof authFixture>> | undefined;
afterEach(async () => {
  await fixture?.server.close();
  fixture = undefined;
});

describe('password login', () => {
  it('passes the captcha, logs in, saves the token, fetches the info, reloads the account data and welcomes the user back', async () => {
    fixture = await authFixture();
    const f = fixture;
    f.promote.getState().setInviteCode('INV1');
    f.promote.getState().setUtm('spring');
    expect(await f.auth.loginWithPassword({ account: '138 0013 8000', password: 'Demo1234' })).toBe(true);
    expect(f.bodyOf('/user/loginQbt3AccountPc')).toMatchObject({
      action: 'accountLogin',
      data: { account: '13800138000', password: 'Demo1234', code: 'ticket-1', randstr: 'rand-1', tenantId: 1 },
      firstId: 'anon-1',
      invite: 'INV1',
      invite_channel: 'spring',
    });
    expect(f.bodyOf('/user/createQbt3AccessTokenV2')).toEqual({ account: '13800138000', loginCredential: 'cred-1', checkChannelId: 2 });
    expect(JSON.parse(decodeURIComponent(f.platform.cookies.get(SESSION_KEYS.userCookie) ?? ''))).toMatchObject({ userToken: 'tok-1', userId: 7 });
    expect(f.platform.storage.data.get(SESSION_KEYS.isLoginStorage)).toBe('true');
    const u = f.user.getState();
    expect(u.info?.accessToken).toBe('tok-1');
    expect(u.info?.channelUserInfo?.comments).toBe('https://img.example/a.png');
    expect(u).toMatchObject({ weChatUrl: 'qr-1', weChatUrl4: 'qr-1', serviceNickName: '客服小林', isFilterAbnormal: true, promoteType: 2, categoryBuyStatus: true, passwordStatus: true });
    expect(u.mainCategory[99997]).toEqual({ typeId: 99997, typeName: '家居生活' });
    expect(f.auth.state.getState()).toMatchObject({ loading: false, done: true, error: null, mode: LOGIN_MODES.authSuccess });
    expect(f.platform.shown).toEqual([{ kind: 'success', message: { key: 'auth.welcomeBack' } }]);
  });

  it('stops before any request when the form is invalid or the captcha is not passed', async () => {
    fixture = await authFixture();
    const f = fixture;
    expect(await f.auth.loginWithPassword({ account: '23812345678', password: 'Demo1234' })).toBe(false);
    expect(f.auth.state.getState().error).toEqual({ key: 'validation.mobileInvalid' });
    f.platform.captchaResults.push({ ret: 2 });
    expect(await f.auth.loginWithPassword({ account: '13800138000', password: 'Demo1234' })).toBe(false);
    expect(f.auth.state.getState()).toMatchObject({ loading: false, error: { key: 'auth.captchaFailed' } });
    expect(f.server.seen).toHaveLength(0);
  });

  it('asks to log in on the PC client on code 10099', async () => {
    fixture = await authFixture({ '/user/loginQbt3AccountPc': () => [200, { code: 10099, message: 'pc only' }] });
    expect(await fixture.auth.loginWithPassword({ account: '13800138000', password: 'Demo1234' })).toBe(false);
    expect(fixture.auth.state.getState()).toMatchObject({ loading: false, done: false, error: { key: 'auth.needsPcVerify' } });
    expect(fixture.platform.shown).toEqual([]);
  });

  it('turns a resettable risk code into identity verification and completes the login after it', async () => {
    const risk = { level: 'reset-low', resettable: true, verifyTypes: ['message', 'password'], credential: 'risk-cred' };
    fixture = await authFixture({ '/user/loginQbt3AccountPc': () => [403, { code: 90001, message: 'risk', risk }] });
    const f = fixture;
    expect(await f.auth.loginWithPassword({ account: '13800138000', password: 'Demo1234' })).toBe(false);
    expect(f.auth.state.getState()).toMatchObject({ mode: LOGIN_MODES.identityAuth, loading: false, risk: { code: 90001, ...risk } });
    expect(await f.auth.verifyRisk({ verifyType: 'message', messageCode: '123456' })).toBe(true);
    expect(f.bodyOf('/user/identity/verify')).toEqual({ credential: 'risk-cred', verifyType: 'message', messageCode: '123456' });
    expect(f.auth.state.getState()).toMatchObject({ done: true, risk: null });
  });

  it('derives the level of a risk code the server sent without details, and cannot verify without a credential', async () => {
    fixture = await authFixture({ '/user/loginQbt3AccountPc': () => [200, { code: 90004 }] });
    await fixture.auth.loginWithPassword({ account: '13800138000', password: 'Demo1234' });
    expect(fixture.auth.state.getState().risk).toEqual({ code: 90004, level: 'freeze-high', resettable: false, verifyTypes: [] });
    expect(await fixture.auth.verifyRisk({ verifyType: 'password', password: 'Demo1234' })).toBe(false);
    expect(fixture.auth.state.getState().error).toEqual({ key: 'auth.riskControl' });
  });

  it('says the info failed and clears loading when the WeChat user info call fails', async () => {
    fixture = await authFixture({ '/user/channelUserInfo': () => [200, { code: 10017, message: 'no info' }] });
    expect(await fixture.auth.loginWithPassword({ account: '13800138000', password: 'Demo1234' })).toBe(false);
    expect(fixture.auth.state.getState()).toMatchObject({ loading: false, done: false, error: { key: 'auth.infoFailed' } });
    expect(fixture.platform.shown).toContainEqual({ kind: 'error', message: { key: 'auth.infoFailed' } });
  });

  it('shows the server message of a wrong password and a generic failure when the token cannot be created', async () => {
    fixture = await authFixture({ '/user/loginQbt3AccountPc': () => [400, { code: 10002, message: '账号或密码错误' }], '/user/createQbt3AccessTokenV2': () => [200, { code: 10011 }] });
    await fixture.auth.loginWithPassword({ account: '13800138000', password: 'Demo1234' });
    expect(fixture.auth.state.getState().error).toEqual({ text: '账号或密码错误' });
    await fixture.auth.loginWithSms({ mobile: '13800138000', captcha: '123456' });
    expect(fixture.auth.state.getState()).toMatchObject({ loading: false, error: { key: 'auth.loginFailed' } });
  });
});

describe('SMS login', () => {
  it('logs in with the code through the login call without risk control', async () => {
    fixture = await authFixture();
    expect(await fixture.auth.loginWithSms({ mobile: '+8613800138000', captcha: '654321' })).toBe(true);
    expect(fixture.bodyOf('/user/loginQbt3AccountV2')).toMatchObject({ action: 'smsAccountLogin', data: { account: '13800138000', messageCode: '654321', tenantId: 1 } });
    expect(fixture.calls('/user/loginQbt3AccountPc')).toHaveLength(0);
  });

  it('wants a six-digit code', async () => {
    fixture = await authFixture();
    expect(await fixture.auth.loginWithSms({ mobile: '13800138000', captcha: '12345' })).toBe(false);
    expect(fixture.auth.state.getState().error).toEqual({ key: 'validation.codeInvalid' });
  });
});

describe('sheet state', () => {
  it('switches between the password and SMS tabs and resets for a new opening', async () => {
    fixture = await authFixture();
    fixture.auth.setLoginType('sms');
    expect(fixture.auth.state.getState()).toMatchObject({ loginType: 'sms', mode: LOGIN_MODES.smsLogin });
    fixture.auth.setMode(LOGIN_MODES.passwordReset);
    expect(fixture.auth.state.getState().mode).toBe('password_reset');
    fixture.auth.setLoginType('password');
    expect(fixture.auth.state.getState().mode).toBe('account_login');
    fixture.auth.state.setState({ done: true, loading: true });
    fixture.auth.reset();
    expect(fixture.auth.state.getState()).toMatchObject({ done: false, loading: false, error: null });
  });
});
