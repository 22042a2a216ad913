import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/** One flood counter of a batch: its key in rate_limits, the observed day it counts and the rows this batch adds to it. */
export interface CapKey {
  key: string;
  day: string;
  added: number;
}

const DAY_MS = 86_400_000;

/**
 * Adds each key's rows to its counter in `rate_limits` (the table the shared request limits use,
 * under keys of their own) and answers the new totals. One `INSERT … ON CONFLICT DO UPDATE …
 * RETURNING` inside the caller's transaction: a parallel batch of the same origin waits on the
 * counter's row and then sees this batch's total, so the caps hold across instances, and a batch that
 * rolls back takes its counts back. Keys are taken in sorted order, so two batches never wait on
 * each other crosswise. A counter is kept three days past its day (rows of a day stop arriving
 * unquarantined 48 hours after it); the limits' store prunes it an hour after that.
 */
export async function floodCounts(tx: Tx, keys: CapKey[], now: Date): Promise<Map<string, number>> {
  if (!keys.length) return new Map();
  const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const expireOf = (day: string) => Math.min(Date.parse(`${day}T00:00:00+03:00`) + DAY_MS, now.getTime() + DAY_MS) + 3 * DAY_MS;
  const values = sql.join(
    sorted.map((k) => sql`(${k.key}, ${k.added}::int, ${expireOf(k.day)}::bigint)`),
    sql`, `,
  );
  const result = await tx.execute<{ key: string; points: number }>(
    sql`INSERT INTO rate_limits AS r (key, points, expire) VALUES ${values}
        ON CONFLICT (key) DO UPDATE SET points = r.points + excluded.points, expire = greatest(r.expire, excluded.expire)
        RETURNING key, points`,
  );
  return new Map(result.rows.map((r) => [String(r.key), Number(r.points)]));
}

/**
 * For each (goods, day), the median of the prices other origins saw, when at least `minOrigins`
 * other origins saw it in accepted rows: each origin's own median first, so one origin's many pages
 * weigh as one. Keyed `goodsId|day`.
 */
export async function outlierMedians(tx: Tx, origin: string, pairs: { goodsId: number; day: string }[], minOrigins: number): Promise<Map<string, number>> {
  const distinct = [...new Map(pairs.map((p) => [`${p.goodsId}|${p.day}`, p])).values()];
  if (!distinct.length) return new Map();
  const wanted = sql.join(
    distinct.map((p) => sql`(${p.goodsId}::int, ${p.day}::date)`),
    sql`, `,
  );
  const result = await tx.execute<{ goods_id: number; day: string; median: number }>(
    sql`SELECT goods_id, day::text AS day, percentile_cont(0.5) WITHIN GROUP (ORDER BY p) AS median
        FROM (SELECT o.goods_id, o.day, o.origin, percentile_cont(0.5) WITHIN GROUP (ORDER BY o.price) AS p
              FROM observations o JOIN (VALUES ${wanted}) AS n(goods_id, day) ON o.goods_id = n.goods_id AND o.day = n.day
              WHERE o.status = 'accepted' AND o.origin <> ${origin}
              GROUP BY o.goods_id, o.day, o.origin) per
        GROUP BY goods_id, day
        HAVING count(*) >= ${minOrigins}`,
  );
  return new Map(result.rows.map((r) => [`${Number(r.goods_id)}|${String(r.day)}`, Number(r.median)]));
}

/** Deletes the flood counters past their expiry (on PostgreSQL the limits' store would too; PGlite has no such store). */
export async function pruneFloodCounters(db: Tx, now: Date): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key LIKE 'obs:%' AND expire < ${now.getTime()}::bigint`);
}
