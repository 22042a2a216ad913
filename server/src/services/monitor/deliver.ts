import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { formatMoney } from '@marketlens/core/format';
import { allResources } from '@marketlens/locales/all';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import type { Logger } from '../../log';
import { checkedLookup, OutboundAddressError, outboundRefusal, type OutboundPolicy } from '../../security/outbound-address';
import { rows } from '../market/window';

/** Sends an e-mail; the SMTP adapter and the development outbox implement it. */
export interface MailProvider {
  readonly name: string;
  send(mail: { to: string; subject: string; text: string }): Promise<void>;
}

/** The local provider: nothing leaves the machine; mail goes to the log and to /api/dev/mail-outbox. */
export function mailOutboxProvider(db: Db, log: Logger): MailProvider {
  return {
    name: 'outbox',
    async send({ to, subject, text }) {
      await db.insert(mailOutbox).values({ to, subject, body: text });
      log.info('mail outbox', { to, subject });
    },
  };
}

/** SMTP through nodemailer, e.g. `smtps://user:pass@smtp.example.com:465`; `from` is the sender. */
export function smtpProvider(url: string, from: string): MailProvider {
  const transport = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}

/** The provider chosen by SMTP_URL and MAIL_FROM, else the outbox. */
export function mailProviderFromEnv(db: Db, log: Logger, env: NodeJS.ProcessEnv = process.env): MailProvider {
  return env.SMTP_URL ? smtpProvider(env.SMTP_URL, env.MAIL_FROM || 'MarketLens <noreply@localhost>') : mailOutboxProvider(db, log);
}

/** The signature header of a webhook body: `sha256=` and the hex HMAC-SHA256 of `timestamp.body` under the member's secret. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The webhook rules of the environment: https only in production; private addresses never (only tests allow them). */
export function webhookPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): OutboundPolicy {
  return { requireHttps: env.APP_MODE === 'production', allowPrivate: false };
}

/**
 * Posts a signed JSON body; throws on a non-2xx answer (a redirect is not followed), after 5 s, for
 * a URL the policy refuses, and for a name that resolves to a private or special address: the
 * connection goes to the address that was checked.
 */
export async function postWebhook(url: string, secret: string, payload: unknown, policy: OutboundPolicy = webhookPolicyFromEnv()): Promise<void> {
  // Names are judged by the addresses they resolve to, at connection time.
  const refusal = outboundRefusal(url, policy, false);
  if (refusal) throw new OutboundAddressError(`webhook address refused (${refusal})`);
  const body = JSON.stringify(payload);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const status = await new Promise<number>((resolve, reject) => {
    const req = send(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-marketlens-timestamp': timestamp, 'x-marketlens-signature': webhookSignature(secret, timestamp, body) },
        signal: AbortSignal.timeout(5_000),
        ...(policy.allowPrivate ? {} : { lookup: checkedLookup }),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  if (status < 200 || status > 299) throw new Error(`webhook answered ${status}`);
}

/** The Moscow hour of `now`. */
export const moscowHour = (now = new Date()) => (now.getUTCHours() + 3) % 24;

/** True inside the quiet hours [from, to) (Moscow time; they may wrap midnight; from = to means none). */
export function inQuietHours(from: number, to: number, hour: number): boolean {
  if (from === to) return false;
  return from < to ? hour >= from && hour < to : hour >= from || hour < to;
}

/** Hour of the day (Moscow) the daily digest goes out. */
export const DIGEST_HOUR = 9;

type Pending = { id: number; user_id: number; event: string; kind: string | null; day: string; params: Record<string, string | number | null> };
type Settings = { user_id: number; quiet_from: number; quiet_to: number; digest: boolean; email: string | null; webhook_url: string | null; webhook_secret: string | null };

/** One line of an alert in Chinese (e-mail and webhook carry the default language; the centre renders each reader's). */
export function alertText(n: { event: string; kind: string | null; params: Record<string, string | number | null> }, locale: keyof typeof allResources = 'zh-CN'): string {
  const events = allResources[locale].monitor.events as Record<string, string>;
  const p = n.params;
  const lang = locale === 'en-US' ? 'en' : locale === 'ru-RU' ? 'ru' : 'zh';
  // Prices in kopecks, written as the site and the extension write them (core's money formatter).
  const money = (v: string | number | null) => (typeof v === 'number' ? formatMoney(v, { lang, kind: 'price' }) : String(v ?? ''));
  const values: Record<string, string | number> = {
    name: String(p.name ?? ''),
    from: n.event.startsWith('price') ? money(p.from ?? null) : String(p.from ?? '—'),
    to: n.event.startsWith('price') ? money(p.to ?? null) : String(p.to ?? '—'),
    pct: String(p.pct ?? ''),
    n: String(p.n ?? ''),
    note: String(p.note ?? ''),
    seller: String(p.seller ?? ''),
    price: money(p.price ?? null),
    own: money(p.own ?? null),
  };
  return (events[n.event] ?? n.event).replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(values[k] ?? ''));
}

/**
 * Sends e-mail and webhooks of notifications not yet delivered: each notification is claimed by one
 * conditional UPDATE (delivered_at IS NULL … RETURNING) before sending, so two instances never send
 * it twice. Held back inside the member's quiet hours; members who chose the digest get one message
 * a day at DIGEST_HOUR with everything pending. Members without e-mail or webhook are marked done.
 */
export async function deliverPending(db: Db, log: Logger, opts: { mail?: MailProvider; now?: Date; webhook?: OutboundPolicy } = {}): Promise<number> {
  const mail = opts.mail ?? mailProviderFromEnv(db, log);
  const webhook = opts.webhook ?? webhookPolicyFromEnv();
  const hour = moscowHour(opts.now);
  // Members without a channel: nothing to send, close them in one statement.
  await db.execute(sql`
    UPDATE notifications n SET delivered_at = now()
    WHERE n.delivered_at IS NULL AND NOT EXISTS (
      SELECT 1 FROM notify_settings s WHERE s.user_id = n.user_id AND (coalesce(s.email, '') <> '' OR coalesce(s.webhook_url, '') <> ''))`);
  const members = await rows<Settings>(
    db,
    sql`SELECT s.* FROM notify_settings s WHERE EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = s.user_id AND n.delivered_at IS NULL)`,
  );
  let sent = 0;
  for (const s of members) {
    if (inQuietHours(s.quiet_from, s.quiet_to, hour)) continue;
    if (s.digest && hour < DIGEST_HOUR) continue;
    const claimed = await rows<Pending>(
      db,
      sql`UPDATE notifications SET delivered_at = now() WHERE user_id = ${s.user_id} AND delivered_at IS NULL
          RETURNING id, user_id, event, kind, day::text AS day, params`,
    );
    if (!claimed.length) continue;
    claimed.sort((a, b) => a.id - b.id);
    const groups = s.digest ? [claimed] : claimed.map((n) => [n]);
    for (const group of groups) {
      const lines = group.map((n) => `${n.day} ${alertText(n)}`);
      const subject = group.length === 1 && group[0] ? `MarketLens: ${alertText(group[0])}` : `MarketLens: ${allResources['zh-CN'].monitor.digestSubject.replace('{{count}}', String(group.length))}`;
      try {
        if (s.email) await mail.send({ to: s.email, subject, text: lines.join('\n') });
        if (s.webhook_url && s.webhook_secret) {
          await postWebhook(s.webhook_url, s.webhook_secret, {
            type: s.digest ? 'digest' : 'alert',
            alerts: group.map((n) => ({ id: n.id, event: n.event, kind: n.kind, day: n.day, params: n.params, text: alertText(n) })),
          }, webhook);
        }
        sent += group.length;
      } catch (err) {
        log.warn('notification delivery failed', { userId: s.user_id, err: err instanceof Error ? err.message : String(err) });
      }
    }
  }
  return sent;
}
