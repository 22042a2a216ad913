import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identity } from '@marketlens/core/contract';
import { loginAttempts } from '../../db/schema/index';
import { DEMO } from '../../db/seed/identity';
import { openTestApi, type TestApi } from '../../testing/api';
import { testTargets } from '../../testing/db';
import { smsCode } from '../../testing/flows';

const { IDENTITY_CODES, RISK_CODES } = identity;

describe.each(testTargets)('abuse of the identity calls on $name', ({ url }) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(url);
  });
  afterAll(async () => api.close());

  it('does not count made-up SMS codes for a number that was sent none against its account', async () => {
    for (let i = 0; i < 21; i++) {
      const tried = await api.call(identity.loginV2, {
        body: { action: 'smsAccountLogin', data: { account: DEMO.main, messageCode: '123456' } },
        headers: { 'x-forwarded-for': `10.7.0.${i + 1}` },
      });
      expect(tried.body.code).toBe(IDENTITY_CODES.smsCodeExpired);
    }
    const ok = await api.call(identity.loginV2, {
      body: { action: 'accountLogin', data: { account: DEMO.main, password: DEMO.password } },
      headers: { 'x-forwarded-for': '10.7.1.1' },
    });
    expect(ok.body.code).toBe(200);
  });

  it('refuses an SMS login from a frozen address, and keeps the address freeze ahead of an account decision', async () => {
    const ip = '10.8.0.1';
    const failures = Array.from({ length: 40 }, () => ({ account: 'someone-else', ip, success: false }));
    await api.database.db.insert(loginAttempts).values([...failures, ...Array.from({ length: 5 }, () => ({ account: DEMO.main, ip: '10.8.9.9', success: false }))]);
    const password = await api.call(identity.loginV2, { body: { action: 'accountLogin', data: { account: DEMO.main, password: DEMO.password } }, headers: { 'x-forwarded-for': ip } });
    expect(password.body.code).toBe(RISK_CODES.freezeLowIp);
    const code = await smsCode(api, '13600000009', 'log', '10.8.7.7');
    const sms = await api.call(identity.loginV2, { body: { action: 'smsAccountLogin', data: { account: '13600000009', messageCode: code } }, headers: { 'x-forwarded-for': ip } });
    expect(sms.body.code).toBe(RISK_CODES.freezeLowIp);
  });

  it('answers 10099 when registration would sign in an account that must verify on PC', async () => {
    const reg = await api.call(identity.registerUser, { body: { account: DEMO.pcVerify, code: await smsCode(api, DEMO.pcVerify, 'reg') } });
    expect(reg.body.code).toBe(IDENTITY_CODES.pcVerifyRequired);
  });
});
