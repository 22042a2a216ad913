import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { dev, identity } from '@marketlens/core/contract';
import { smsCodes } from '../../db/schema/index';
import { createLogger } from '../../log';
import type { SmsProvider } from '../../services/sms/provider';
import { openTestApi, type TestApi } from '../../testing/api';
import { testTargets } from '../../testing/db';
import { openWithHostedCaptcha, type HostedCaptcha } from '../../testing/hosted-captcha';
import { solveCaptcha } from '../../testing/flows';

const codesOf = async (api: TestApi, mobile: string) => (await api.database.db.select({ n: sql<number>`count(*)::int` }).from(smsCodes).where(eq(smsCodes.mobile, mobile)))[0]?.n;

describe.each(testTargets)('SMS send limits under parallel requests on $name', ({ url }) => {
  let api: TestApi;
  let fake: HostedCaptcha;
  beforeAll(async () => {
    ({ api, captcha: fake } = await openWithHostedCaptcha(url));
  }, 60_000);
  afterAll(async () => api.close());

  it('sends one code when 60 sends to one number arrive at once', async () => {
    const mobile = '13500000001';
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => {
        const { ticket, randstr } = fake.issue(`10.7.0.${i}`);
        return api.call(identity.sendMessageV2, { body: { sendType: 'log', mobilePhone: mobile, ticket, randstr }, headers: { 'x-forwarded-for': `10.7.0.${i}` } });
      }),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429 && a.body.message === '访问过于频繁，请稍后再试')).toHaveLength(59);
    expect(await codesOf(api, mobile)).toBe(1);
    expect((await api.call(dev.smsOutbox, { query: { mobile } })).body.data).toHaveLength(1);
  });

  it('sends 30 codes a day from one address when 200 sends to different numbers arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const { ticket, randstr } = fake.issue('10.7.1.1');
        return api.call(identity.sendMessageV2, { body: { sendType: 'log', mobilePhone: `1350001${String(i).padStart(4, '0')}`, ticket, randstr }, headers: { 'x-forwarded-for': '10.7.1.1' } });
      }),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(30);
    // The rest are refused: by the daily cap, or earlier by the address's anti-bot decryption budget.
    expect(answers.filter((a) => a.status === 429)).toHaveLength(170);
    expect(answers.filter((a) => a.body.message === '今日验证码发送次数已达上限，请明天再试').length).toBeGreaterThan(0);
    const [stored] = await api.database.db.select({ n: sql<number>`count(*)::int` }).from(smsCodes).where(eq(smsCodes.ip, '10.7.1.1'));
    expect(stored?.n).toBe(30);
  });
});

describe.each(testTargets)('an SMS the gateway did not take on $name', ({ url }) => {
  let api: TestApi;
  let failing = true;
  const sent: string[] = [];
  const gateway: SmsProvider = {
    name: 'flaky',
    async send({ mobile }) {
      if (failing) throw new Error('gateway down');
      sent.push(mobile);
    },
  };
  beforeAll(async () => {
    api = await openTestApi(url, {}, { sms: gateway, log: createLogger('silent') });
  }, 60_000);
  afterAll(async () => api.close());

  it('counts against no limit: the next send goes out at once', async () => {
    const mobile = '13500000002';
    const down = await api.call(identity.sendMessageV2, { body: { sendType: 'log', mobilePhone: mobile, ...(await solveCaptcha(api)) } });
    expect(down.status).toBe(503);
    failing = false;
    const up = await api.call(identity.sendMessageV2, { body: { sendType: 'log', mobilePhone: mobile, ...(await solveCaptcha(api)) } });
    expect(up.body.code).toBe(200);
    expect(sent).toEqual([mobile]);
    expect(await codesOf(api, mobile)).toBe(1);
  });
});
