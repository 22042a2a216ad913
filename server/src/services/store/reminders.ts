import { sql } from 'drizzle-orm';
import type { identity } from '@marketlens/core/contract';
import type { Locale } from '@marketlens/locales';
import { allResources } from '@marketlens/locales/all';
import type { Db } from '../../db/client';
import { membershipReminders, notifications } from '../../db/schema/index';
import type { Logger } from '../../log';
import { PLANS, TRIAL } from '../accounts/plans';
import { rows } from '../market/window';
import type { SmsNoticeSender } from '../sms/notices';

const DAY_MS = 24 * 60 * 60_000;

/** The two reminders before a membership ends. */
export type ReminderKind = '7d' | '1d';
const DAYS: Readonly<Record<ReminderKind, 7 | 1>> = Object.freeze({ '7d': 7, '1d': 1 });

/**
 * The reminder due for a membership that ends at `endsAt`: '1d' within a day of the end, '7d'
 * within 7 days (never both: once the last day has come only '1d' is due). A trial lasts 7 days, so
 * its 7-day reminder would arrive with the trial itself: a trial gets the 1-day one only.
 */
export function dueReminder(endsAt: Date, now: Date, planId: number): ReminderKind | null {
  const left = endsAt.getTime() - now.getTime();
  if (left <= 0 || left > 7 * DAY_MS) return null;
  if (left <= DAY_MS) return '1d';
  return planId === TRIAL.planId ? null : '7d';
}

/** `YYYY-MM-DD HH:mm` in Beijing time (UTC+8, no daylight saving), the same in every language. */
export function beijingTime(at: Date): string {
  return new Date(at.getTime() + 8 * 60 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The plans page of the site in a language: /pricing, /en/pricing, /ru/pricing. */
export function pricingUrl(siteOrigin: string, locale: Locale): string {
  const prefix = locale === 'en-US' ? '/en' : locale === 'ru-RU' ? '/ru' : '';
  return `${siteOrigin.replace(/\/$/, '')}${prefix}/pricing`;
}

/**
 * The reminder SMS in a language (locales/<lang>/monitor.json `membership.sms`): the text the
 * outbox keeps, and the template variables in the order the gateways' approved templates take them
 * (plan, time left, end in Beijing time, plans page).
 */
export function reminderSms(locale: Locale, input: { tier: identity.Tier; kind: ReminderKind; endsAt: Date; siteOrigin: string }): { text: string; params: string[] } {
  const texts = allResources[locale].monitor.membership;
  const params = [texts.tiers[input.tier], input.kind === '1d' ? texts.left1 : texts.left7, beijingTime(input.endsAt), pricingUrl(input.siteOrigin, locale)];
  const [tier, left, date, link] = params;
  const values: Record<string, string | undefined> = { tier, left, date, link };
  return { text: texts.sms.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => values[k] ?? ''), params };
}

export interface ReminderOptions {
  log: Logger;
  /** Sends the SMS; null: the gateway has no reminder template, the bell only. */
  sms: SmsNoticeSender | null;
  siteOrigin: string;
  now?: Date | undefined;
  /** The member's language for the SMS; none is stored for a member yet, so Chinese. */
  localeOf?: ((userId: number) => Locale) | undefined;
}

type Candidate = { user_id: number; plan_id: number; mobile: string; ends_at: string; ends_ms: number };

/**
 * Sends the membership reminders that are due: for each main account whose membership (paid plan
 * or trial; its end is the later of maturity_time and bonus_end_time, as `isExpired` reads them)
 * ends within 7 days or within a day, one bell notice and one SMS per (member, reminder, end). The
 * reminder is claimed first with one `INSERT … ON CONFLICT DO NOTHING RETURNING` on
 * membership_reminders, in the transaction that writes the bell notice, so any number of instances
 * and reruns send each once; a renewal moves the end, which makes new reminders possible. The SMS
 * goes after the claim is committed: a gateway failure is logged and not retried (at most once).
 */
export async function runMembershipReminders(db: Db, opts: ReminderOptions): Promise<{ due: number; sent: number; failed: number }> {
  const now = opts.now ?? new Date();
  const at = now.toISOString();
  const ends = sql`greatest(m.maturity_time, m.bonus_end_time)`;
  const candidates = await rows<Candidate>(
    db,
    sql`SELECT m.user_id, m.plan_id, u.mobile, ${ends}::text AS ends_at, (extract(epoch FROM ${ends}) * 1000)::float8 AS ends_ms
        FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE u.main_user_id IS NULL AND m.plan_id IS NOT NULL
          AND ${ends} > ${at}::timestamptz AND ${ends} <= ${at}::timestamptz + interval '7 days'
          -- Members told already are skipped here; the claim below is what makes it once.
          AND NOT EXISTS (SELECT 1 FROM membership_reminders r WHERE r.user_id = m.user_id AND r.ends_at = ${ends}
                            AND r.kind = CASE WHEN ${ends} <= ${at}::timestamptz + interval '1 day' THEN '1d' ELSE '7d' END)
        ORDER BY m.user_id`,
  );
  let due = 0;
  let sent = 0;
  let failed = 0;
  for (const c of candidates) {
    const plan = PLANS[c.plan_id];
    const endsAt = new Date(Math.round(Number(c.ends_ms)));
    const kind = plan ? dueReminder(endsAt, now, c.plan_id) : null;
    if (!plan || !kind) continue;
    const claimed = await db.transaction(async (tx) => {
      const [won] = await tx
        .insert(membershipReminders)
        .values({ userId: c.user_id, kind, endsAt: sql`${c.ends_at}::timestamptz` })
        .onConflictDoNothing()
        .returning();
      if (!won) return false;
      await tx
        .insert(notifications)
        .values({
          userId: c.user_id,
          key: `membership:${c.user_id}:${kind}:${endsAt.toISOString()}`,
          event: 'membershipEnding',
          day: sql`(now() AT TIME ZONE 'Europe/Moscow')::date`,
          params: { days: DAYS[kind], endsAt: endsAt.toISOString(), tier: plan.tier },
          // The SMS is this notice's message: the e-mail and webhook of the monitor alerts do not carry it.
          deliveredAt: sql`now()`,
        })
        .onConflictDoNothing();
      return true;
    });
    if (!claimed) continue;
    due++;
    if (!opts.sms || !c.mobile) continue;
    const locale = opts.localeOf?.(c.user_id) ?? 'zh-CN';
    const message = reminderSms(locale, { tier: plan.tier, kind, endsAt, siteOrigin: opts.siteOrigin });
    try {
      await opts.sms.sendNotice({ mobile: c.mobile, template: 'membershipEnding', locale, ...message });
      sent++;
    } catch (err) {
      failed++;
      opts.log.warn('membership reminder sms failed', { userId: c.user_id, kind, err: err instanceof Error ? err.message : String(err) });
    }
  }
  return { due, sent, failed };
}
