import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identity } from '@marketlens/core/contract';
import { eq } from 'drizzle-orm';
import { loginAttempts, smsCodes } from '../../db/schema/index';
import { RISK_POLICY } from '../../services/risk/policy';
import { DEMO } from '../../db/seed/identity';
import { openTestApi, type TestApi } from '../../testing/api';
import { testTargets } from '../../testing/db';
import { smsCode, solveCaptcha } from '../../testing/flows';

const { IDENTITY_CODES } = identity;

/** A wrong 6-digit guess different from the real code. */
function wrongGuess(code: string, i: number): string {
  const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
  return guess === code ? '000000' : guess;
}

describe.each(testTargets)('single-use secrets under parallel requests on $name', ({ url }) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(url);
  });
  afterAll(async () => api.close());

  it('counts at most 5 tries of an SMS code however many guesses arrive at once', async () => {
    const mobile = '13600000001';
    const code = await smsCode(api, mobile, 'reg');
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 20 ? code : wrongGuess(code, i)));
    const answers = await Promise.all(guesses.map((g) => api.call(identity.registerUser, { body: { account: mobile, code: g } })));
    const checked = answers.filter((a) => a.body.code !== IDENTITY_CODES.smsCodeExpired);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const [row] = await api.database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(row?.attempts).toBeLessThanOrEqual(5);
    expect(row?.usedAt).not.toBeNull();
    // Burned: the right code no longer works.
    const after = await api.call(identity.registerUser, { body: { account: mobile, code } });
    expect(after.body.code).toBe(IDENTITY_CODES.smsCodeExpired);
  });

  it('lets a right SMS code sign in exactly once when it is sent many times at once', async () => {
    const mobile = '13600000002';
    const code = await smsCode(api, mobile, 'reg');
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.call(identity.registerUser, { body: { account: mobile, code } })));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === IDENTITY_CODES.smsCodeExpired)).toHaveLength(19);
  });

  it('turns a login credential into one access token only', async () => {
    const captcha = await solveCaptcha(api);
    const login = await api.call(identity.loginPc, {
      body: { appName: 'ozon', action: 'accountLogin', data: { account: DEMO.main, password: DEMO.password, code: captcha.ticket, randstr: captcha.randstr, tenantId: 1 } },
    });
    const loginCredential = String(login.body.loginCredential);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.call(identity.createAccessToken, { body: { account: DEMO.main, loginCredential, checkChannelId: 2 } })),
    );
    expect(answers.filter((a) => a.body.accessToken)).toHaveLength(1);
  });

  it('checks no more passwords than the freeze allows however many guesses arrive at once', async () => {
    const limit = Math.min(...RISK_POLICY.account.rules.filter((r) => r.freezeMs > 0).map((r) => r.failures));
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 30 ? DEMO.password : `Wrong${i}x`));
    const answers = await Promise.all(
      guesses.map((password) => api.call(identity.loginV2, { body: { appName: 'ozon', action: 'accountLogin', data: { account: DEMO.sub, password, tenantId: 1 } } })),
    );
    const checked = answers.filter((a) => a.body.code === 200 || a.body.code === IDENTITY_CODES.wrongCredentials);
    expect(checked.length).toBeLessThanOrEqual(limit);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const rows = await api.database.db.select().from(loginAttempts).where(eq(loginAttempts.account, DEMO.sub));
    expect(rows.length).toBeLessThanOrEqual(limit);
  });
});
