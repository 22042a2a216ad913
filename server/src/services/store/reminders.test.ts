import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { memberships, membershipReminders, notifications, smsOutbox, users } from '../../db/schema/index';
import { createLogger } from '../../log';
import { testTargets, openTestDatabase } from '../../testing/db';
import { fakeTencentSms } from '../../testing/gateway-fakes';
import { jobHandlers } from '../jobs/tasks';
import { outboxNotices, tencentNotices, templateIds, type SmsNotice, type SmsNoticeSender } from '../sms/notices';
import { beijingTime, dueReminder, reminderSms, runMembershipReminders } from './reminders';

const log = createLogger('silent');
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const ORIGIN = 'https://www.marketlens.example';

describe('which reminder is due', () => {
  const now = new Date('2026-12-01T00:00:00Z');
  const at = (ms: number) => new Date(now.getTime() + ms);
  it('sends the 7-day reminder within 7 days and only the 1-day one in the last day', () => {
    expect(dueReminder(at(8 * DAY), now, 12)).toBeNull();
    expect(dueReminder(at(7 * DAY), now, 12)).toBe('7d');
    expect(dueReminder(at(DAY + 1), now, 12)).toBe('7d');
    expect(dueReminder(at(DAY), now, 12)).toBe('1d');
    expect(dueReminder(at(HOUR), now, 12)).toBe('1d');
    expect(dueReminder(at(0), now, 12)).toBeNull();
    expect(dueReminder(at(-HOUR), now, 12)).toBeNull();
  });

  it('reminds a 7-day trial only on its last day', () => {
    expect(dueReminder(at(6 * DAY), now, 16)).toBeNull();
    expect(dueReminder(at(20 * HOUR), now, 16)).toBe('1d');
  });
});

describe('the reminder SMS', () => {
  const endsAt = new Date('2026-12-03T10:30:00Z');
  it('says the plan, the end in Beijing time and the plans page in three languages', () => {
    expect(beijingTime(endsAt)).toBe('2026-12-03 18:30');
    expect(reminderSms('zh-CN', { tier: 'operation', kind: '7d', endsAt, siteOrigin: ORIGIN }).text).toBe(
      'MarketLens：您的运营版会员将在 7 天内到期（2026-12-03 18:30，北京时间）。续费或升级请访问 https://www.marketlens.example/pricing',
    );
    expect(reminderSms('en-US', { tier: 'ultimate', kind: '1d', endsAt, siteOrigin: `${ORIGIN}/` }).text).toBe(
      'MarketLens: your Ultimate membership ends within a day (2026-12-03 18:30, Beijing time). Renew or upgrade at https://www.marketlens.example/en/pricing',
    );
    expect(reminderSms('ru-RU', { tier: 'trial', kind: '1d', endsAt, siteOrigin: ORIGIN }).text).toBe(
      'MarketLens: ваша подписка «Пробный» закончится в течение суток (2026-12-03 18:30 по пекинскому времени). Продлить или повысить тариф: https://www.marketlens.example/ru/pricing',
    );
  });

  it('gives the gateways the template variables in order', () => {
    expect(reminderSms('zh-CN', { tier: 'starter', kind: '1d', endsAt, siteOrigin: ORIGIN }).params).toEqual(['入门版', '1 天内', '2026-12-03 18:30', `${ORIGIN}/pricing`]);
  });

  it('reads one template id for all languages or one per language', () => {
    expect(templateIds('1001')).toEqual({ 'zh-CN': '1001', 'en-US': '1001', 'ru-RU': '1001' });
    expect(templateIds('zh-CN:1001, ru-RU:1003')).toEqual({ 'zh-CN': '1001', 'en-US': '1001', 'ru-RU': '1003' });
  });

  it('goes through Tencent Cloud SMS with the reminder template of the language', async () => {
    const keys = { secretId: 'AKIDfake0123456789', secretKey: 'tencent-secret-key' };
    const fake = await fakeTencentSms(keys);
    const sender = tencentNotices(
      { ...keys, appId: '1400000001', signName: 'MarketLens', region: 'ap-guangzhou', endpoint: new URL(fake.url).host, protocol: 'http://', agent: fake.agent, templates: templateIds('zh-CN:2001,en-US:2002,ru-RU:2003') },
      log,
    );
    const message = reminderSms('en-US', { tier: 'operation', kind: '7d', endsAt, siteOrigin: ORIGIN });
    await sender.sendNotice({ mobile: '13800138000', template: 'membershipEnding', locale: 'en-US', ...message });
    expect(fake.refused).toEqual([]);
    expect(fake.sent).toEqual([{ phone: '+8613800138000', sign: 'MarketLens', template: '2002', params: message.params }]);
    await fake.close();
  });
});

/** A gateway that records what it was asked to send (and can refuse). */
function recorder(fail = false): SmsNoticeSender & { sent: SmsNotice[] } {
  const sent: SmsNotice[] = [];
  return {
    name: 'recorder',
    sent,
    async sendNotice(notice) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail) throw new Error('gateway down');
      sent.push(notice);
    },
  };
}

describe.each(testTargets)('membership reminders on $name', ({ url }) => {
  let database: Database;
  const now = new Date();
  const mobiles: string[] = [];
  const base = 13_700_000_000 + Math.floor(Math.random() * 90_000) * 10;

  /** A main account whose membership ends at `maturity` (and `bonus`); returns its id and number. */
  async function member(planId: number, maturity: Date | null, bonus: Date | null = null, mainUserId: number | null = null) {
    const mobile = String(base + mobiles.length);
    mobiles.push(mobile);
    const [u] = await database.db
      .insert(users)
      .values({ account: mainUserId ? `sub_${randomUUID().slice(0, 8)}` : mobile, mobile, nickName: mobile, distinctId: randomUUID(), mainUserId })
      .returning();
    if (!u) throw new Error('no user');
    await database.db.insert(memberships).values({ userId: u.id, planId, maturityTime: maturity, bonusEndTime: bonus });
    return { id: u.id, mobile };
  }
  const notices = (userId: number) => database.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.event, 'membershipEnding')));
  const mine = (sender: { sent: SmsNotice[] }) => sender.sent.filter((s) => mobiles.includes(s.mobile));
  const run = (sms: SmsNoticeSender | null, at = now) => runMembershipReminders(database.db, { log, sms, siteOrigin: ORIGIN, now: at });

  beforeAll(async () => {
    database = await openTestDatabase(url);
  });
  afterAll(async () => {
    await database.close();
  });

  it('sends the 7-day reminder once, in the bell and by SMS, and again only after a renewal', async () => {
    const ends = new Date(now.getTime() + 5 * DAY);
    const a = await member(12, ends);
    const sms = recorder();
    await run(sms);
    expect(mine(sms).filter((s) => s.mobile === a.mobile)).toHaveLength(1);
    expect(sms.sent.find((s) => s.mobile === a.mobile)).toMatchObject({ template: 'membershipEnding', locale: 'zh-CN', params: ['运营版', '7 天内', beijingTime(ends), `${ORIGIN}/pricing`] });
    const [bell, ...more] = await notices(a.id);
    expect(more).toEqual([]);
    expect(bell).toMatchObject({ event: 'membershipEnding', params: { days: 7, endsAt: ends.toISOString(), tier: 'operation' }, readAt: null });
    expect(bell?.deliveredAt).not.toBeNull();
    // Reruns (the next hour, another instance) send nothing more.
    await run(sms);
    await run(sms, new Date(now.getTime() + 2 * HOUR));
    expect(sms.sent.filter((s) => s.mobile === a.mobile)).toHaveLength(1);
    expect(await notices(a.id)).toHaveLength(1);
    // A renewal moves the end: a new 7-day reminder becomes possible when the new end comes near.
    const renewed = new Date(ends.getTime() + 30 * DAY);
    await database.db.update(memberships).set({ maturityTime: renewed }).where(eq(memberships.userId, a.id));
    await run(sms);
    expect(sms.sent.filter((s) => s.mobile === a.mobile)).toHaveLength(1);
    await run(sms, new Date(renewed.getTime() - 6 * DAY));
    expect(sms.sent.filter((s) => s.mobile === a.mobile)).toHaveLength(2);
    expect(await notices(a.id)).toHaveLength(2);
  });

  it('sends only the 1-day reminder when the last day has come, and reads the bonus end too', async () => {
    const lastDay = await member(13, new Date(now.getTime() + 20 * HOUR));
    const bonusOnly = await member(10, new Date(now.getTime() - DAY), new Date(now.getTime() + 3 * DAY));
    const trial = await member(16, new Date(now.getTime() + 6 * DAY));
    const trialLastDay = await member(16, new Date(now.getTime() + 10 * HOUR));
    const ended = await member(12, new Date(now.getTime() - HOUR));
    const far = await member(12, new Date(now.getTime() + 9 * DAY));
    const owner = await member(12, new Date(now.getTime() + 100 * DAY));
    const sub = await member(12, new Date(now.getTime() + 2 * DAY), null, owner.id);
    const sms = recorder();
    await run(sms);
    const to = (m: { mobile: string }) => sms.sent.filter((s) => s.mobile === m.mobile).map((s) => s.params[1]);
    expect(to(lastDay)).toEqual(['1 天内']);
    expect(to(bonusOnly)).toEqual(['7 天内']);
    expect(to(trial)).toEqual([]);
    expect(to(trialLastDay)).toEqual(['1 天内']);
    for (const quiet of [ended, far, owner, sub]) expect(to(quiet)).toEqual([]);
    expect((await notices(bonusOnly.id))[0]?.params).toMatchObject({ days: 7, tier: 'operation' });
    const claims = await database.db.select().from(membershipReminders).where(inArray(membershipReminders.userId, [lastDay.id, trialLastDay.id]));
    expect(claims.map((c) => c.kind)).toEqual(['1d', '1d']);
  });

  it('sends each reminder once when two job runs go at the same time', async () => {
    const many = await Promise.all(Array.from({ length: 6 }, (_, i) => member(i % 2 ? 12 : 14, new Date(now.getTime() + (i + 1) * 20 * HOUR))));
    const sms = recorder();
    const [first, second] = await Promise.all([run(sms), run(sms)]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBeGreaterThanOrEqual(6);
    for (const m of many) {
      expect(sms.sent.filter((s) => s.mobile === m.mobile)).toHaveLength(1);
      expect(await notices(m.id)).toHaveLength(1);
    }
  });

  it('keeps the bell notice when the gateway fails, and does not send the SMS again', async () => {
    const m = await member(11, new Date(now.getTime() + 3 * DAY));
    const down = recorder(true);
    const result = await run(down);
    expect(result.failed).toBeGreaterThanOrEqual(1);
    expect(await notices(m.id)).toHaveLength(1);
    const up = recorder();
    await run(up);
    expect(up.sent.filter((s) => s.mobile === m.mobile)).toEqual([]);
  });

  it('writes the SMS text to the development outbox from the hourly job', async () => {
    const m = await member(115, new Date(now.getTime() + 4 * DAY));
    await jobHandlers({ smsNotices: outboxNotices(database.db, log), siteOrigin: ORIGIN })['membership-remind']?.(
      { id: 0, kind: 'membership-remind', key: 'test', payload: {}, attempts: 1, maxAttempts: 5 },
      { db: database.db, log },
    );
    const outbox = await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, m.mobile));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.sendType).toBe('notice:membershipEnding');
    expect(outbox[0]?.code).toMatch(/^MarketLens：您的专业版会员将在 7 天内到期（\d{4}-\d{2}-\d{2} \d{2}:\d{2}，北京时间）。续费或升级请访问 https:\/\/www\.marketlens\.example\/pricing$/);
  });
});
