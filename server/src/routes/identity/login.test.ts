import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identity } from '@marketlens/core/contract';
import { DEMO } from '../../db/seed/identity';
import { openTestApi, type TestApi } from '../../testing/api';
import { testTargets } from '../../testing/db';
import { signIn, solveCaptcha } from '../../testing/flows';

const { IDENTITY_CODES } = identity;
const pcLogin = (api: TestApi, data: Record<string, unknown>) => api.call(identity.loginPc, { body: { appName: 'ozon', action: 'accountLogin', data } });

describe.each(testTargets)('password login on $name', ({ url }) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(url);
  });
  afterAll(async () => api.close());

  it('logs the demo account in, lists its sub-account and exchanges the credential for a working token', async () => {
    const captcha = await solveCaptcha(api);
    const login = await pcLogin(api, { account: DEMO.main, password: DEMO.password, code: captcha.ticket, randstr: captcha.randstr });
    expect(login.body).toMatchObject({ code: 200, mainAccount: { account: DEMO.main, accountType: 'main' }, subAccount: [{ account: DEMO.sub, accountType: 'sub' }] });
    const token = await api.call(identity.createAccessToken, { body: { account: DEMO.main, loginCredential: String(login.body.loginCredential), checkChannelId: 2 } });
    expect(token.body.user).toMatchObject({ account: DEMO.main, userToken: token.body.accessToken, passwordStatus: true, wechatBound: true });
    expect(token.body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await api.call(identity.channelUserInfo, { token: String(token.body.accessToken) });
    expect(info.body.data?.comments).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('uses a login credential only once', async () => {
    const captcha = await solveCaptcha(api);
    const login = await pcLogin(api, { account: DEMO.main, password: DEMO.password, code: captcha.ticket, randstr: captcha.randstr });
    const body = { account: DEMO.main, loginCredential: String(login.body.loginCredential) };
    expect((await api.call(identity.createAccessToken, { body })).body.code).toBe(200);
    expect((await api.call(identity.createAccessToken, { body })).body.code).toBe(IDENTITY_CODES.credentialInvalid);
  });

  it('lets the main account continue as its sub-account, whose data is the main account membership', async () => {
    const token = await signIn(api, DEMO.main, DEMO.password, DEMO.sub);
    const product = await api.call(identity.getUserProductAndPolicy, { token });
    expect(product.body.data).toMatchObject({ planId: 12, tier: 'operation', duration: 'year', expired: false });
  });

  it('refuses the risk-controlled login without a captcha ticket, and a ticket used twice', async () => {
    expect((await pcLogin(api, { account: DEMO.main, password: DEMO.password })).body.code).toBe(IDENTITY_CODES.captchaTicketInvalid);
    const captcha = await solveCaptcha(api);
    await pcLogin(api, { account: DEMO.main, password: DEMO.password, code: captcha.ticket, randstr: captcha.randstr });
    expect((await pcLogin(api, { account: DEMO.main, password: DEMO.password, code: captcha.ticket, randstr: captcha.randstr })).body.code).toBe(IDENTITY_CODES.captchaTicketInvalid);
  });

  it('answers 10099 on the second login for an account that must verify on the PC client, and lets it in on the PC login', async () => {
    const v2 = await api.call(identity.loginV2, { body: { action: 'accountLoginV2', data: { account: DEMO.pcVerify, password: DEMO.password } } });
    expect(v2.body).toMatchObject({ code: 10_099, message: '当前账号需要验证，请在PC端登录' });
    const captcha = await solveCaptcha(api);
    expect((await pcLogin(api, { account: DEMO.pcVerify, password: DEMO.password, code: captcha.ticket, randstr: captcha.randstr })).body.code).toBe(200);
  });

  it('refuses a restricted account at login', async () => {
    const v2 = await api.call(identity.loginV2, { body: { action: 'accountLogin', data: { account: DEMO.restricted, password: DEMO.password } } });
    expect(v2.body.code).toBe(IDENTITY_CODES.accountRestricted);
  });

  it('revokes the token on logout, after which signed-in calls answer 401', async () => {
    const token = await signIn(api, DEMO.main, DEMO.password);
    expect((await api.call(identity.logout, { token })).status).toBe(200);
    const after = await api.call(identity.channelUserInfo, { token });
    expect(after.status).toBe(401);
  });

  it('gives an auth code for the site only, which logs in once with auth2CodeLogin', async () => {
    const token = await signIn(api, DEMO.main, DEMO.password);
    const foreign = await api.call(identity.authPassport, { token, query: { callbackUrl: 'https://evil.example/cb', clientId: 'extension' } });
    expect(foreign.status).toBe(400);
    const passport = await api.call(identity.authPassport, { token, query: { callbackUrl: 'http://localhost:8080/oauth', clientId: 'extension' } });
    expect(passport.body.redirectUrl).toContain(`code=${String(passport.body.authCode)}`);
    const body = { action: 'auth2CodeLogin', data: { messageCode: String(passport.body.authCode) } };
    expect((await api.call(identity.loginV2, { body })).body.mainAccount?.account).toBe(DEMO.main);
    expect((await api.call(identity.loginV2, { body })).body.code).toBe(IDENTITY_CODES.authCodeInvalid);
  });

  it('refuses an identity body over 64 KB with 413 before reading it', async () => {
    const res = await api.call(identity.loginV2, { raw: JSON.stringify({ action: 'accountLogin', data: { account: 'x'.repeat(70_000) } }) });
    expect(res.status).toBe(413);
  });

  it('takes as long for an unknown account as for a wrong password, so that timing does not reveal accounts', async () => {
    const attempt = async (account: string) => {
      // After a few failures the login asks for a captcha: each try brings one.
      const captcha = await solveCaptcha(api);
      const started = performance.now();
      const res = await api.call(identity.loginV2, { body: { appName: 'ozon', action: 'accountLogin', data: { account, password: 'Wrong123', tenantId: 1, code: captcha.ticket, randstr: captcha.randstr } } });
      expect(res.body.code).toBe(identity.IDENTITY_CODES.wrongCredentials);
      return performance.now() - started;
    };
    await attempt('no_such_account_x');
    // In turns, so that whatever else the machine does weighs on both alike.
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 7; i++) {
      times.known.push(await attempt(DEMO.pcVerify));
      times.unknown.push(await attempt('no_such_account_y'));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[3] ?? 0;
    const [known, unknown] = [median(times.known), median(times.unknown)];
    // Both spend one password hash (tens of milliseconds); a skipped hash is an order of magnitude faster.
    expect(unknown).toBeGreaterThan(known * 0.4);
  });
});
