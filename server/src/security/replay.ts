import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { antiBotSeen } from '../db/schema/serving';

const PRUNE_EVERY_MS = 60_000;
const lastPruned = new WeakMap<Db, number>();

/**
 * Claims an anti-bot code (its page session and timestamp) for one request: true the first time,
 * false for every replay, on every instance sharing the database. One insert decides, so parallel
 * replays cannot both win. Codes whose timestamp left the clock window are forgotten from time to
 * time: the clock check refuses them before they get here.
 */
export async function claimAntiBotCode(db: Db, sessionId: string, ts: number, windowMs: number): Promise<boolean> {
  const now = Date.now();
  if (now - (lastPruned.get(db) ?? 0) > PRUNE_EVERY_MS) {
    lastPruned.set(db, now);
    await db.delete(antiBotSeen).where(lt(antiBotSeen.ts, now - windowMs));
  }
  const claimed = await db.insert(antiBotSeen).values({ sessionId, ts }).onConflictDoNothing().returning();
  return claimed.length === 1;
}
