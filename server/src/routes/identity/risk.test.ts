import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identity } from '@marketlens/core/contract';
import { DEMO } from '../../db/seed/identity';
import { openTestApi, type TestApi } from '../../testing/api';
import { testTargets } from '../../testing/db';
import { smsCode, solveCaptcha } from '../../testing/flows';

const { IDENTITY_CODES, RISK_CODES } = identity;

async function attempt(api: TestApi, account: string, password: string, ip: string) {
  const captcha = await solveCaptcha(api);
  return api.call(identity.loginPc, {
    body: { action: 'accountLogin', data: { account, password, code: captcha.ticket, randstr: captcha.randstr } },
    headers: { 'x-forwarded-for': ip },
  });
}

describe.each(testTargets)('risk control of the PC login on $name', ({ url }) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(url);
  });
  afterAll(async () => api.close());

  it('asks for identity verification after five wrong passwords, and SMS verification completes the login even after a mistyped code', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt(api, DEMO.main, 'Wrong1234', '10.1.0.1')).body.code).toBe(IDENTITY_CODES.wrongCredentials);
    const risky = await attempt(api, DEMO.main, DEMO.password, '10.1.0.1');
    expect(risky.body).toMatchObject({ code: RISK_CODES.resetLowAccount, risk: { level: 'reset-low', resettable: true, verifyTypes: ['message', 'qrCode'] } });
    expect(risky.body.message).toBe('账号存在风险，请完成身份验证后继续登录');
    const credential = String(risky.body.risk?.credential);

    const code = await smsCode(api, DEMO.main, 'log', '10.1.0.1');
    // A mistyped code is refused without spending the credential.
    const wrong = code === '000000' ? '111111' : '000000';
    const mistyped = await api.call(identity.identityVerify, { body: { credential, verifyType: 'message', messageCode: wrong } });
    expect(mistyped.body.code).not.toBe(200);
    expect(mistyped.body.code).not.toBe(IDENTITY_CODES.credentialInvalid);
    const verified = await api.call(identity.identityVerify, { body: { credential, verifyType: 'message', messageCode: code } });
    expect(verified.body).toMatchObject({ code: 200, mainAccount: { account: DEMO.main } });
    expect((await attempt(api, DEMO.main, DEMO.password, '10.1.0.1')).body.code).toBe(200);
    expect((await api.call(identity.identityVerify, { body: { credential, verifyType: 'message', messageCode: code } })).body.code).toBe(IDENTITY_CODES.credentialInvalid);
  });

  it('freezes an account after ten failures from one address, on both logins, for that address only', async () => {
    const mobile = '13911110000';
    const reg = await api.call(identity.registerUser, { body: { account: mobile, code: await smsCode(api, mobile, 'reg', '10.2.0.1'), password: 'Good1234' } });
    expect(reg.body.code).toBe(200);
    // The second login keeps counting failures (with a captcha after the first few) while the PC login already asks for verification.
    const v2Attempt = async (password: string) => {
      const captcha = await solveCaptcha(api);
      return api.call(identity.loginV2, { body: { action: 'accountLogin', data: { account: mobile, password, code: captcha.ticket, randstr: captcha.randstr } }, headers: { 'x-forwarded-for': '10.2.2.1' } });
    };
    for (let i = 0; i < 10; i++) expect((await v2Attempt('Wrong1234')).body.code).toBe(IDENTITY_CODES.wrongCredentials);
    const frozen = await attempt(api, mobile, 'Good1234', '10.2.2.1');
    expect(frozen.body).toMatchObject({ code: RISK_CODES.freezeLowAccount, risk: { level: 'freeze-low', resettable: false } });
    expect(frozen.body.risk?.retryAfter).toBeGreaterThan(1700);
    expect((await v2Attempt('Good1234')).body.code).toBe(RISK_CODES.freezeLowAccount);
    expect((await attempt(api, mobile, 'Good1234', '10.2.3.1')).body.code).toBe(200);
  }, 20_000);

  it('blocks an address that fails on many accounts (credential stuffing)', async () => {
    for (let i = 0; i < 8; i++) await attempt(api, `1360000${String(i).padStart(4, '0')}`, 'Wrong1234', '10.3.0.1');
    const blocked = await attempt(api, DEMO.main, DEMO.password, '10.3.0.1');
    expect(blocked.body).toMatchObject({ code: RISK_CODES.anomalousLow, risk: { level: 'anomalous-low' } });
    expect((await attempt(api, DEMO.main, DEMO.password, '10.3.0.2')).body.code).toBe(200);
  });
});
