import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '@marketlens/core/contract';
import { auditLog } from '../db/schema/index';
import { OPERATOR_COOKIE } from '../security/operator-session';
import { createOperator } from '../services/admin/operators';
import { callPath, openTestApi, type TestApi } from '../testing/api';
import { testTargets } from '../testing/db';
import { solveCaptcha } from '../testing/flows';

const { ADMIN_CODES, ADMIN_LIMITS } = admin;
const PASSWORD = 'Operator2026';

/** The console's sign-in: password, authenticator code, the lock per name and address, the captcha after failures. */
describe.each(testTargets)('the console sign-in on $name', ({ url }) => {
  let api: TestApi;
  let next = 0;

  const operator = async () => {
    const created = await createOperator(api.database.db, { name: `signin${next++}`, role: 'admin', password: PASSWORD });
    if (!created) throw new Error('operator not created');
    return created;
  };

  type Captcha = { ticket: string; randstr: string };
  /** Posts the login form (with a solved captcha when given); returns the answer and the console cookie it set. */
  const login = async (name: string, password: string, code: string, opts: { ip?: string; captcha?: Captcha; headers?: Record<string, string> } = {}) => {
    const res = await api.app.request(callPath(api.runtimeConfig, admin.login), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': opts.ip ?? '10.80.0.1', ...opts.headers },
      body: JSON.stringify({ name, password, code, ...opts.captcha }),
    });
    const setCookie = res.headers.get('set-cookie') ?? '';
    const token = new RegExp(`${OPERATOR_COOKIE}=([^;]+)`).exec(setCookie)?.[1];
    return { body: (await res.json()) as { code: number; message?: string; data?: admin.Operator }, setCookie, cookie: token ? `${OPERATOR_COOKIE}=${token}` : '' };
  };
  const solved = (n: number) => Promise.all(Array.from({ length: n }, () => solveCaptcha(api)));
  const codes = (answers: { body: { code: number } }[]) => answers.map((a) => a.body.code).sort();

  beforeAll(async () => {
    api = await openTestApi(url);
  });
  afterAll(async () => api.close());

  it('lets an operator in with password and the authenticator code, in a cookie scripts cannot read', async () => {
    const op = await operator();
    const wrongCode = await login(op.name, PASSWORD, '000000');
    expect(wrongCode.body.code).toBe(ADMIN_CODES.badLogin);
    expect(wrongCode.cookie).toBe('');
    expect((await login(op.name, 'Wrong123456', await generate({ secret: op.secret }))).body.code).toBe(ADMIN_CODES.badLogin);
    const code = await generate({ secret: op.secret });
    const ok = await login(op.name, PASSWORD, code);
    expect(ok.body).toMatchObject({ code: 200, data: { name: op.name, role: 'admin' } });
    expect(ok.setCookie).toMatch(/HttpOnly/i);
    expect(ok.setCookie).toMatch(/SameSite=Strict/i);
    expect(ok.setCookie).toMatch(new RegExp(`Max-Age=${ADMIN_LIMITS.sessionHours * 3600}`));
    const me = await api.call(admin.me, { headers: { cookie: ok.cookie } });
    expect(me.body.data).toMatchObject({ name: op.name });
    // The same code is accepted once.
    expect((await login(op.name, PASSWORD, code)).body.code).toBe(ADMIN_CODES.badLogin);
    await api.call(admin.logout, { body: {}, headers: { cookie: ok.cookie } });
    expect((await api.call(admin.me, { headers: { cookie: ok.cookie } })).status).toBe(401);
  });

  it('marks the cookie Secure only when the trusted proxy says the console was reached over https', async () => {
    // The test server trusts one proxy hop: the rightmost X-Forwarded-Proto entry is that proxy's.
    const secure = await operator();
    const viaHttps = await login(secure.name, PASSWORD, await generate({ secret: secure.secret }), { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaHttps.setCookie).toMatch(/Secure/);
    // A client that writes "https" itself, the proxy appending the "http" it really used: no Secure cookie, no HSTS.
    const forged = await operator();
    const res = await api.app.request(callPath(api.runtimeConfig, admin.login), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '6.6.6.6, 10.80.0.1', 'x-forwarded-proto': 'https, http' },
      body: JSON.stringify({ name: forged.name, password: PASSWORD, code: await generate({ secret: forged.secret }) }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`${OPERATOR_COOKIE}=`));
    expect(res.headers.get('set-cookie')).not.toMatch(/Secure/);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('asks for a captcha after a few failures of a name, from any address: refused without a solved one, let in with one', async () => {
    const op = await operator();
    // Failures from several addresses count together for the name.
    for (const ip of ['10.81.0.1', '10.81.0.2', '10.81.0.3']) expect((await login(op.name, 'Wrong123456', '123456', { ip })).body.code).toBe(ADMIN_CODES.badLogin);
    const code = await generate({ secret: op.secret });
    // The right password and code without a captcha: refused before the password is checked (the code stays unused).
    const refused = await login(op.name, PASSWORD, code, { ip: '10.81.0.4' });
    expect(refused.body.code).toBe(ADMIN_CODES.captchaRequired);
    expect(refused.body.message).toBeTruthy();
    expect(refused.cookie).toBe('');
    // A made-up ticket is no captcha.
    expect((await login(op.name, PASSWORD, code, { ip: '10.81.0.4', captcha: { ticket: 'made-up', randstr: 'made-up' } })).body.code).toBe(ADMIN_CODES.captchaRequired);
    const [captcha] = await solved(1);
    const ok = await login(op.name, PASSWORD, code, { ip: '10.81.0.4', captcha });
    expect(ok.body).toMatchObject({ code: 200, data: { name: op.name } });
    expect(ok.cookie).not.toBe('');
    // A sign-in clears the name's failures: the next try needs no captcha.
    expect((await login(op.name, 'Wrong123456', '123456', { ip: '10.81.0.5' })).body.code).toBe(ADMIN_CODES.badLogin);
    const failures = await api.database.db.select().from(auditLog).where(and(eq(auditLog.operatorId, op.id), eq(auditLog.action, 'operator.loginFailed')));
    expect(failures.map((f) => (f.after as { outcome: string }).outcome).sort()).toEqual(['bad', 'bad', 'bad', 'bad', 'captcha', 'captcha']);
  });

  it('counts parallel wrong guesses atomically: a few without a captcha, then the lock per address even with captchas', async () => {
    const op = await operator();
    const bare = await Promise.all(Array.from({ length: 8 }, () => login(op.name, 'Wrong123456', '123456')));
    expect(bare.filter((g) => g.body.code === ADMIN_CODES.badLogin)).toHaveLength(ADMIN_LIMITS.captchaAfter);
    expect(bare.filter((g) => g.body.code === ADMIN_CODES.captchaRequired)).toHaveLength(8 - ADMIN_LIMITS.captchaAfter);
    const tickets = await solved(6);
    const guesses = await Promise.all(tickets.map((captcha) => login(op.name, 'Wrong123456', '123456', { captcha })));
    const left = ADMIN_LIMITS.loginAttempts - ADMIN_LIMITS.captchaAfter;
    expect(guesses.filter((g) => g.body.code === ADMIN_CODES.badLogin)).toHaveLength(left);
    expect(guesses.filter((g) => g.body.code === ADMIN_CODES.locked)).toHaveLength(6 - left);
    // Locked: even the right code with a solved captcha is refused from this address.
    const [captcha] = await solved(1);
    expect((await login(op.name, PASSWORD, await generate({ secret: op.secret }), { captcha })).body.code).toBe(ADMIN_CODES.locked);
    // Every try is in the audit log, under the operator.
    const tries = await api.database.db.select().from(auditLog).where(eq(auditLog.operatorId, op.id));
    expect(tries.filter((t) => t.action === 'operator.loginFailed')).toHaveLength(15);
  });

  it('answers an unknown name as a known one, and locks a name for the address that guessed only', async () => {
    const op = await operator();
    const guess = (name: string, captcha?: Captcha) => login(name, 'Wrong123456', '123456', { ip: '10.80.1.1', ...(captcha ? { captcha } : {}) });
    const known = await Promise.all(Array.from({ length: 5 }, () => guess(op.name)));
    const unknown = await Promise.all(Array.from({ length: 5 }, () => guess('nobody_here')));
    expect(codes(unknown)).toEqual(codes(known));
    expect(unknown.filter((g) => g.body.code === ADMIN_CODES.captchaRequired)).toHaveLength(5 - ADMIN_LIMITS.captchaAfter);
    const tickets = await solved(6);
    const knownSolved = await Promise.all(tickets.slice(0, 3).map((t) => guess(op.name, t)));
    const unknownSolved = await Promise.all(tickets.slice(3).map((t) => guess('nobody_here', t)));
    expect(codes(unknownSolved)).toEqual(codes(knownSolved));
    expect(unknownSolved.filter((g) => g.body.code === ADMIN_CODES.locked)).toHaveLength(3 - (ADMIN_LIMITS.loginAttempts - ADMIN_LIMITS.captchaAfter));
    // Another address is not locked out, though it must pass the captcha the name's failures ask for.
    const code = await generate({ secret: op.secret });
    expect((await login(op.name, PASSWORD, code, { ip: '10.80.1.2' })).body.code).toBe(ADMIN_CODES.captchaRequired);
    const [captcha] = await solved(1);
    expect((await login(op.name, PASSWORD, code, { ip: '10.80.1.2', captcha })).body.code).toBe(200);
    const [signedIn] = await api.database.db.select().from(auditLog).where(and(eq(auditLog.operatorId, op.id), eq(auditLog.action, 'operator.login')));
    expect(signedIn).toMatchObject({ operatorName: op.name, after: { ip: '10.80.1.2', outcome: 'ok' } });
    expect(await api.database.db.select().from(auditLog).where(and(eq(auditLog.operatorName, 'nobody_here'), eq(auditLog.action, 'operator.loginFailed')))).toHaveLength(8);
  });
});
