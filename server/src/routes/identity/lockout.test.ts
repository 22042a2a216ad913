import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, identity } from '@marketlens/core/contract';
import { DEMO } from '../../db/seed/identity';
import type { TestApi } from '../../testing/api';
import { testTargets } from '../../testing/db';
import { openWithHostedCaptcha, type HostedCaptcha } from '../../testing/hosted-captcha';

const { IDENTITY_CODES, RISK_CODES } = identity;

describe.each(testTargets)('wrong passwords of a stranger on $name', ({ url }) => {
  let api: TestApi;
  let captcha: HostedCaptcha;
  beforeAll(async () => {
    ({ api, captcha } = await openWithHostedCaptcha(url));
  }, 60_000);
  afterAll(async () => api.close());

  /** loginQbt3AccountV2 (no risk control) from `ip`, with a solved captcha when `solved`. */
  const passwordLogin = (account: string, password: string, ip: string, solved = false) => {
    const ticket = solved ? captcha.issue(ip) : undefined;
    return api.call(identity.loginV2, {
      body: { appName: 'ozon', action: 'accountLogin', data: { account, password, tenantId: 1, ...(ticket ? { code: ticket.ticket, randstr: ticket.randstr } : {}) } },
      headers: { 'x-forwarded-for': ip },
    });
  };

  it('freeze the stranger only: the owner still signs in by SMS code and by password from another address', async () => {
    const stranger = '10.66.0.1';
    const owner = '10.66.0.2';
    for (let i = 0; i < 10; i++) expect((await passwordLogin(DEMO.main, `Wrong${i}pass`, stranger, true)).body.code).toBe(IDENTITY_CODES.wrongCredentials);
    expect((await passwordLogin(DEMO.main, DEMO.password, stranger, true)).body.code).toBe(RISK_CODES.freezeLowAccount);

    // After a few failures a login without captcha is asked for one, in the visitor's language.
    const noCaptcha = await passwordLogin(DEMO.main, DEMO.password, owner);
    expect(noCaptcha.body).toMatchObject({ code: IDENTITY_CODES.captchaTicketInvalid, message: '登录失败次数较多，请先完成滑块验证再登录' });

    const ticket = captcha.issue(owner);
    expect((await api.call(identity.sendMessageV2, { body: { sendType: 'log', mobilePhone: DEMO.main, ...ticket }, headers: { 'x-forwarded-for': owner } })).body.code).toBe(200);
    const code = (await api.call(dev.smsOutbox, { query: { mobile: DEMO.main } })).body.data?.[0]?.code ?? '';
    const bySms = await api.call(identity.loginV2, { body: { action: 'smsAccountLogin', data: { account: DEMO.main, messageCode: code } }, headers: { 'x-forwarded-for': owner } });
    expect(bySms.body.code).toBe(200);

    // The stranger again, ten more times: the owner's password from another address still works.
    for (let i = 0; i < 10; i++) await passwordLogin(DEMO.main, `Again${i}pass`, stranger, true);
    expect((await passwordLogin(DEMO.main, DEMO.password, stranger, true)).body.code).toBe(RISK_CODES.freezeLowAccount);
    expect((await passwordLogin(DEMO.main, DEMO.password, owner, true)).body.code).toBe(200);
  }, 20_000);

  it('asks for the captcha after three failures, however many guesses arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => passwordLogin(DEMO.sub, `Guess${i}x`, `10.67.0.${i}`)));
    expect(answers.filter((a) => a.body.code === IDENTITY_CODES.wrongCredentials).length).toBeLessThanOrEqual(3);
    expect(answers.filter((a) => a.body.code === IDENTITY_CODES.captchaTicketInvalid).length).toBeGreaterThanOrEqual(37);
    expect((await passwordLogin(DEMO.sub, DEMO.password, '10.67.1.1')).body.code).toBe(IDENTITY_CODES.captchaTicketInvalid);
    expect((await passwordLogin(DEMO.sub, DEMO.password, '10.67.1.1', true)).body.code).toBe(200);
  });
});
