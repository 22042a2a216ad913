import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, identity } from '@marketlens/core/contract';
import { DEMO } from '../../db/seed/identity';
import { openTestApi, type TestApi } from '../../testing/api';
import { testTargets } from '../../testing/db';
import { ageSmsCodes, signIn, smsCode } from '../../testing/flows';

const { IDENTITY_CODES } = identity;

describe.each(testTargets)('registration, password reset and WeChat on $name', ({ url }) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(url);
  });
  afterAll(async () => api.close());

  it('registers a new number with a working token, and answers isUpgrade for a known one', async () => {
    const mobile = '13700001111';
    expect((await api.call(identity.hasUserByMobile, { query: { userName: mobile } })).body.exist).toBe(false);
    const reg = await api.call(identity.registerUser, { body: { account: mobile, code: await smsCode(api, mobile, 'reg'), password: 'Abc12345', tenantId: 1, expandInfo: '{"actId":4,"inviteCode":"AIC1"}' } });
    expect(reg.body).toMatchObject({ code: 200, isUpgrade: false, user: { account: mobile, passwordStatus: true } });
    expect((await api.call(identity.hasUserByMobile, { query: { userName: mobile } })).body.exist).toBe(true);
    const info = await api.call(identity.channelUserInfo, { token: String(reg.body.accessToken) });
    expect(info.body.data?.mobile).toBe('137****1111');
    const again = await api.call(identity.registerUser, { body: { account: DEMO.main, code: await smsCode(api, DEMO.main, 'reg') } });
    expect(again.body).toMatchObject({ code: 200, isUpgrade: true, user: { account: DEMO.main } });
  });

  it('refuses a weak password before using the code', async () => {
    const mobile = '13700002222';
    const code = await smsCode(api, mobile, 'reg');
    expect((await api.call(identity.registerUser, { body: { account: mobile, code, password: '123456' } })).body.code).toBe(IDENTITY_CODES.weakPassword);
    expect((await api.call(identity.registerUser, { body: { account: mobile, code } })).body).toMatchObject({ code: 200, user: { passwordStatus: false } });
  });

  it('resets a password, ending the sessions of the old one', async () => {
    const mobile = '13700003333';
    await api.call(identity.registerUser, { body: { account: mobile, code: await smsCode(api, mobile, 'reg'), password: 'First1234' } });
    const oldToken = await signIn(api, mobile, 'First1234');
    const mismatch = await api.call(identity.resetPassword, { body: { phone: mobile, code: '123456', password: 'Second123', confirmPassword: 'Second124' } });
    expect(mismatch.body.code).toBe(IDENTITY_CODES.passwordMismatch);
    await ageSmsCodes(api, mobile);
    const reset = await api.call(identity.resetPassword, { body: { phone: mobile, code: await smsCode(api, mobile, 'res'), password: 'Second123', confirmPassword: 'Second123', tenantId: 1 } });
    expect(reset.body.code).toBe(200);
    expect((await api.call(identity.channelUserInfo, { token: oldToken })).status).toBe(401);
    expect(await signIn(api, mobile, 'Second123')).toBeTruthy();
  });

  it('logs in by WeChat QR once the bound WeChat has scanned', async () => {
    const qr = await api.call(identity.createLoginQrcode, { query: { appId: 'ozon', channelId: 2 } });
    const sceneId = String(qr.body.sceneId);
    expect(qr.body.qrcodeUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await api.call(identity.loginQrcodeStatus, { query: { sceneId } })).body).toMatchObject({ status: 'waiting', bound: false });
    const early = await api.call(identity.loginV2, { body: { action: 'wechatVerifyLogin', data: { messageCode: sceneId } } });
    expect(early.body.code).toBe(IDENTITY_CODES.sceneNotConfirmed);
    await api.call(dev.wechatScan, { body: { sceneId, openId: DEMO.wechatOpenId } });
    expect((await api.call(identity.loginQrcodeStatus, { query: { sceneId } })).body).toMatchObject({ status: 'scanned', bound: true });
    const login = await api.call(identity.loginV2, { body: { action: 'wechatVerifyLogin', data: { messageCode: sceneId } } });
    expect(login.body.mainAccount?.account).toBe(DEMO.main);
    expect((await api.call(identity.loginQrcodeStatus, { query: { sceneId } })).body.status).toBe('expired');
  });

  it('registers a new WeChat with a phone number and binds it, and shows the scan page', async () => {
    const qr = await api.call(identity.createLoginQrcode, { query: {} });
    const sceneId = String(qr.body.sceneId);
    const page = await api.app.request(`/api/dev/wechat/scan-page?sceneId=${sceneId}`);
    expect(await page.text()).toContain('模拟微信扫码');
    await api.call(dev.wechatScan, { body: { sceneId, openId: 'wx-new-user', nickName: 'Ivan' } });
    const mobile = '13700004444';
    const created = await api.call(identity.createUserAndBindWx, { body: { userName: mobile, code: await smsCode(api, mobile, 'reg'), password: 'Wx123456', passwordConfirm: 'Wx123456', sceneId } });
    expect(created.body).toMatchObject({ code: 200, isUpgrade: false, user: { wechatBound: true } });
    const info = await api.call(identity.channelUserInfo, { token: String(created.body.accessToken) });
    expect(info.body.data?.nickName).toBe('Ivan');
  });

  it('binds a scanned WeChat to a signed-in account and refuses one bound elsewhere', async () => {
    const mobile = '13700005555';
    const reg = await api.call(identity.registerUser, { body: { account: mobile, code: await smsCode(api, mobile, 'reg') } });
    const token = String(reg.body.accessToken);
    const qr = await api.call(identity.createLoginQrcode, { query: {} });
    await api.call(dev.wechatScan, { body: { sceneId: String(qr.body.sceneId), openId: DEMO.wechatOpenId } });
    expect((await api.call(identity.addWeiXinBind, { token, query: { scentId: String(qr.body.sceneId) } })).body.code).toBe(IDENTITY_CODES.wechatAlreadyBound);
    const qr2 = await api.call(identity.createLoginQrcode, { query: {} });
    await api.call(dev.wechatScan, { body: { sceneId: String(qr2.body.sceneId), openId: 'wx-fresh' } });
    expect((await api.call(identity.addWeiXinBind, { token, query: { scentId: String(qr2.body.sceneId) } })).body).toMatchObject({ code: 200, wechatBound: true });
  });
});
