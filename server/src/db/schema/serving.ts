import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

/** Bytes of uploaded images stored per user, checked against the per-user cap in one statement. */
export const uploadUsage = pgTable('upload_usage', {
  userId: integer('user_id').primaryKey(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  files: integer('files').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
