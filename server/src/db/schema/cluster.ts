import { bigint, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The request limits shared by every instance when no Redis is configured (uploads, anti-bot
 * decryptions per address): rate-limiter-flexible's PostgreSQL store, one row per limit and
 * subject. The columns are the ones that store reads and writes (`key`, `points`, `expire` in
 * milliseconds since the epoch); it prunes rows an hour past their expiry.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/**
 * Where each member's latest write ended in the primary's write-ahead log (bytes since 0/0), set
 * only when a read replica is configured: a workbench read goes to the replica once it has
 * replayed past this point, so a member always reads back what they just wrote.
 */
export const memberWriteMarks = pgTable('member_write_marks', {
  userId: integer('user_id').primaryKey(),
  lsn: bigint('lsn', { mode: 'number' }).notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
