import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dev, identity } from '@marketlens/core/contract';
import { DEMO } from '../../db/seed/identity';
import type { TestApi } from '../../testing/api';
import { testTargets } from '../../testing/db';
import { ageSmsCodes } from '../../testing/flows';
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

  it('freeze the stranger only: the owner still signs in by password from another address', async () => {
    const stranger = '10.66.0.1';
    const owner = '10.66.0.2';
    for (let i = 0; i < 10; i++) expect((await passwordLogin(DEMO.main, `Wrong${i}pass`, stranger, true)).body.code).toBe(IDENTITY_CODES.wrongCredentials);
    expect((await passwordLogin(DEMO.main, DEMO.password, stranger, true)).body.code).toBe(RISK_CODES.freezeLowAccount);
    // After a few failures a login without captcha is asked for one, in the visitor's language.
    const noCaptcha = await passwordLogin(DEMO.main, DEMO.password, owner);
    expect(noCaptcha.body).toMatchObject({ code: IDENTITY_CODES.captchaTicketInvalid, message: '登录失败次数较多，请先完成滑块验证再登录' });
    expect((await passwordLogin(DEMO.main, DEMO.password, owner, true)).body.code).toBe(200);
  });

  it('freeze the stranger only: the owner still signs in by SMS code', async () => {
    const mobile = '13922220001';
    const owner = '10.66.1.2';
    const code = async () => {
      const sent = await api.call(identity.sendMessageV2, { body: { sendType: 'log', mobilePhone: mobile, ...captcha.issue(owner) }, headers: { 'x-forwarded-for': owner } });
      expect(sent.body.code).toBe(200);
      await ageSmsCodes(api, mobile);
      return (await api.call(dev.smsOutbox, { query: { mobile } })).body.data?.[0]?.code ?? '';
    };
    const smsLogin = async () => api.call(identity.loginV2, { body: { action: 'smsAccountLogin', data: { account: mobile, messageCode: await code() } }, headers: { 'x-forwarded-for': owner } });
    expect((await smsLogin()).body).toMatchObject({ code: 200, newSubscriber: true });
    for (let i = 0; i < 10; i++) await passwordLogin(mobile, `Wrong${i}pass`, '10.66.1.1', true);
    expect((await passwordLogin(mobile, 'Wrong0pass', '10.66.1.1', true)).body.code).toBe(RISK_CODES.freezeLowAccount);
    expect((await smsLogin()).body.code).toBe(200);
  });

  it('asks for the captcha after three failures, however many guesses arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => passwordLogin(DEMO.sub, `Guess${i}x`, `10.67.0.${i}`)));
    expect(answers.filter((a) => a.body.code === IDENTITY_CODES.wrongCredentials).length).toBeLessThanOrEqual(3);
    expect(answers.filter((a) => a.body.code === IDENTITY_CODES.captchaTicketInvalid).length).toBeGreaterThanOrEqual(37);
    expect((await passwordLogin(DEMO.sub, DEMO.password, '10.67.1.1')).body.code).toBe(IDENTITY_CODES.captchaTicketInvalid);
    expect((await passwordLogin(DEMO.sub, DEMO.password, '10.67.1.1', true)).body.code).toBe(200);
  });

  it('does not sign a frozen account in through registration', async () => {
    const mobile = '13922220000';
    const ip = '10.68.0.1';
    const sendCode = async () => {
      const sent = await api.call(identity.sendMessageV2, { body: { sendType: 'reg', mobilePhone: mobile, ...captcha.issue(ip) }, headers: { 'x-forwarded-for': ip } });
      expect(sent.body.code).toBe(200);
      const code = (await api.call(dev.smsOutbox, { query: { mobile } })).body.data?.[0]?.code ?? '';
      await ageSmsCodes(api, mobile);
      return code;
    };
    const register = async () => api.call(identity.registerUser, { body: { account: mobile, code: await sendCode(), password: 'Good1234' }, headers: { 'x-forwarded-for': ip } });
    expect((await register()).body.code).toBe(200);
    for (let i = 0; i < 10; i++) await passwordLogin(mobile, `Wrong${i}pass`, ip, true);
    const again = await register();
    expect(again.body).toMatchObject({ code: RISK_CODES.freezeLowAccount, message: '登录失败次数过多，账号已被暂时冻结，请稍后再试' });
    expect(again.body.accessToken).toBeUndefined();
  });
});
