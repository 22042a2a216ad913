import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateCounters } from '../db/schema/serving';
import { ApiError } from '../http/errors';

/** A use taken from a limit: what `giveBack` needs to return it to the same window. */
export interface TakenUse {
  key: string;
  windowStart: Date;
}

const PRUNE_EVERY_MS = 60_000;
const lastPruned = new WeakMap<Db, number>();

/**
 * Takes one use of the limit `key` (at most `limit` uses per window of `windowMs`, the window
 * starting with its first use). One conditional upsert decides: PostgreSQL locks the counter row
 * and re-checks the condition against its latest value, so however many requests arrive at once,
 * no more than `limit` of them get a use. Undefined when the limit is used up.
 */
export async function takeUse(db: Db, key: string, limit: number, windowMs: number): Promise<TakenUse | undefined> {
  const now = Date.now();
  if (now - (lastPruned.get(db) ?? 0) > PRUNE_EVERY_MS) {
    lastPruned.set(db, now);
    await db.delete(rateCounters).where(lt(rateCounters.expiresAt, sql`now()`));
  }
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  // Milliseconds, as a JavaScript date holds them: `giveBack` finds the window by its start.
  const start = sql`date_trunc('milliseconds', now())`;
  const expired = sql`${rateCounters.windowStart} <= now() - ${window}`;
  const [row] = await db
    .insert(rateCounters)
    .values({ key, count: 1, windowStart: start, expiresAt: sql`${start} + ${window}` })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateCounters.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${start} ELSE ${rateCounters.windowStart} END`,
        expiresAt: sql`CASE WHEN ${expired} THEN ${start} + ${window} ELSE ${rateCounters.expiresAt} END`,
      },
      setWhere: sql`${expired} OR ${rateCounters.count} < ${limit}`,
    })
    .returning();
  return row ? { key, windowStart: row.windowStart } : undefined;
}

/** Per-address limits of calls anyone may make without signing in (README "Security"). */
export const ADDRESS_LIMITS = Object.freeze({
  /** Feedback posts per address and hour. */
  feedback: { limit: 10, windowMs: 60 * 60_000 },
  /** Look-ups whether a number is registered, per address and 10 minutes. */
  hasUser: { limit: 30, windowMs: 10 * 60_000 },
});

/** Takes one use of an address's limit (one atomic statement); 429 when it is used up. */
export async function takeAddressUse(db: Db, kind: keyof typeof ADDRESS_LIMITS, address: string): Promise<void> {
  const { limit, windowMs } = ADDRESS_LIMITS[kind];
  if (!(await takeUse(db, `${kind}:ip:${address}`, limit, windowMs))) throw new ApiError(429, 429, 'antiAbuse.tooFrequent');
}

/** Takes one use of each limit in order; when one is used up, gives back those already taken. */
export async function takeUses(db: Db, limits: readonly { key: string; limit: number; windowMs: number }[]): Promise<{ taken: TakenUse[] } | { refused: string }> {
  const taken: TakenUse[] = [];
  for (const l of limits) {
    const use = await takeUse(db, l.key, l.limit, l.windowMs);
    if (!use) {
      await giveBack(db, taken);
      return { refused: l.key };
    }
    taken.push(use);
  }
  return { taken };
}

/** Returns uses whose action did not happen after all (to their own window only; a newer window keeps its count). */
export async function giveBack(db: Db, uses: readonly TakenUse[]): Promise<void> {
  for (const use of uses) {
    await db
      .update(rateCounters)
      .set({ count: sql`greatest(0, ${rateCounters.count} - 1)` })
      .where(and(eq(rateCounters.key, use.key), eq(rateCounters.windowStart, use.windowStart)));
  }
}

/** Uses counted so far in the current window of `key` (0 when none or the window has passed). */
export async function usesOf(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({ count: rateCounters.count })
    .from(rateCounters)
    .where(and(eq(rateCounters.key, key), sql`${rateCounters.expiresAt} > now()`));
  return row?.count ?? 0;
}

/** Forgets the counts of `key` (a verified owner clears the failures counted against them). */
export async function clearUses(db: Db, key: string): Promise<void> {
  await db.delete(rateCounters).where(eq(rateCounters.key, key));
}
