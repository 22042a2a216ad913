import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Anti-bot codes already accepted: a signed request is good once. The key is the code's page
 * session and timestamp; rows older than the clock window are pruned (a code that old is refused
 * by the clock check anyway). Shared by every instance on the database.
 */
export const antiBotSeen = pgTable(
  'anti_bot_seen',
  {
    sessionId: text('session_id').notNull(),
    ts: bigint('ts', { mode: 'number' }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.ts] })],
);

/**
 * Counters of the abuse limits (SMS sends, feedback posts, look-ups, sign-in failures): one row per
 * limit and subject, counting within a fixed window that starts with its first event. A use is
 * taken by one conditional upsert (security/rate-counter.ts), so parallel requests cannot pass a
 * limit together. Rows past their window are pruned from time to time.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_counters_expires_idx').on(t.expiresAt)],
);

/** Bytes of uploaded images stored per user, checked against the per-user cap in one statement. */
export const uploadUsage = pgTable('upload_usage', {
  userId: integer('user_id').primaryKey(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  files: integer('files').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
