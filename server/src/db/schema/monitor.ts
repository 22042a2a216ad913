import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { monitor } from '@marketlens/core/contract';

/**
 * The job queue (services/jobs/queue.ts): one row per job. A worker claims due rows with
 * `FOR UPDATE SKIP LOCKED` under a lease; a job whose lease ran out (its worker died) is claimed
 * again. `key` makes a scheduled job unique (one market step per day, one check per day).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    maxAttempts: smallint('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().default(sql`now()`),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('jobs_key_idx').on(t.key), index('jobs_due_idx').on(t.state, t.runAt)],
);

/** What a monitor watches. */
export type MonitorKind = 'goods' | 'shop' | 'keyword';

/** Alert rules of a monitored item; a rule left out is off. Percentages and places are thresholds. */
export interface MonitorRules {
  priceUp?: number | undefined;
  priceDown?: number | undefined;
  salesUp?: number | undefined;
  salesDown?: number | undefined;
  /** Enters or leaves the top N of its category (goods by 7-day sales, shops by 7-day sales, words by heat). */
  topN?: number | undefined;
  outOfStock?: boolean | undefined;
  /** A word's place in its category by heat moves by at least this many places. */
  position?: number | undefined;
  /** Goods: a seller that was not on the card joins it. */
  newSeller?: boolean | undefined;
}

/** Figures of a monitored item on one day: price in kopecks (goods), units sold (goods, shops) or searchers (words), rank in its category. */
export interface MonitorFigures {
  day: string;
  price: number | null;
  sales: number;
  rank: number | null;
}

/** A member's monitored goods, shops and search words with their rules and the figures when added and at the last check. */
export const monitors = pgTable(
  'monitors',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    kind: text('kind', { enum: ['goods', 'shop', 'keyword'] }).notNull(),
    targetId: integer('target_id').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    rules: jsonb('rules').$type<MonitorRules>().notNull().default({}),
    baseline: jsonb('baseline').$type<MonitorFigures>(),
    last: jsonb('last').$type<MonitorFigures>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('monitors_user_target_idx').on(t.userId, t.kind, t.targetId), index('monitors_kind_idx').on(t.kind, t.targetId)],
);

/** How a member is told: quiet hours (Moscow time), a daily digest instead of single alerts, e-mail and a signed webhook. */
export const notifySettings = pgTable('notify_settings', {
  userId: integer('user_id').primaryKey(),
  /** Hours 0..23; equal values mean no quiet hours. */
  quietFrom: smallint('quiet_from').notNull().default(0),
  quietTo: smallint('quiet_to').notNull().default(0),
  digest: boolean('digest').notNull().default(false),
  email: text('email'),
  webhookUrl: text('webhook_url'),
  webhookSecret: text('webhook_secret'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** Event of a notification; its text is rendered in the reader's language from `params`. */
export type NotificationEvent = monitor.Notification['event'];

/**
 * The notification centre. `key` names the change (monitor, event, day), so a check that runs again
 * after a restart inserts nothing new (INSERT … ON CONFLICT DO NOTHING).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    event: text('event').$type<NotificationEvent>().notNull(),
    monitorId: integer('monitor_id'),
    kind: text('kind', { enum: ['goods', 'shop', 'keyword'] }),
    targetId: integer('target_id'),
    day: date('day', { mode: 'string' }).notNull(),
    params: jsonb('params').$type<Record<string, string | number | null>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When e-mail and webhook were sent (or found not configured); null while waiting for quiet hours to end. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('notifications_key_idx').on(t.key), index('notifications_user_idx').on(t.userId, t.id)],
);

/** Development outbox of e-mail: what the local SMTP stand-in would have sent (/api/dev/mail-outbox). */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** Monitored items per member: the counter the tier limit is checked against in one conditional upsert. */
export const monitorUsage = pgTable('monitor_usage', {
  userId: integer('user_id').primaryKey(),
  used: integer('used').notNull().default(0),
});
