import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshRollups } from '../workbench/rollups';
import { clearMarketCache } from './service';
import { launchColumns, launchFactor, seasonFactor, seasonRows } from './model';
import { stepOffers } from './offers';
import { ensureDailyPartitionsIn, monthStart } from './partitions';
import { marketSize } from './size';

// Any constant serves, as long as every instance uses the same one.
const STEP_LOCK = 724_311;

/** Yesterday in Moscow, YYYY-MM-DD: the newest day the scheduled step appends. */
export function moscowYesterday(now = new Date()): string {
  const moscow = new Date(now.getTime() + 3 * 3_600_000);
  return new Date(Date.UTC(moscow.getUTCFullYear(), moscow.getUTCMonth(), moscow.getUTCDate()) - 86_400_000).toISOString().slice(0, 10);
}

// A deterministic number in [0, 1) per seed, salt, row and day, computed inside the database.
const noise = (seed: number, salt: string, id: string, day: string) =>
  sql.raw(`(('x' || substr(md5('${seed}:${salt}:' || ${id} || ':' || '${day}'), 1, 8))::bit(32)::bigint / 4294967296.0)`);

/**
 * Appends one generated day after the latest day of the market, from the generator's model: each
 * goods continues from its last week (so trends and surges carry on), moved by its leaf's season and
 * its launch (between the middle of the last week and the new day), with the weekly rhythm and noise;
 * a goods still ramping up (or without a last week) takes the model's level for its age (model.ts).
 * About 3 % of goods change price that day (−20 … +25 %), about 1 % are out of stock (no sales);
 * sellers join and leave cards (offers.ts); words continue their last week's heat. Deterministic per
 * seed and day. Moves the rollups forward by the day (rollups.ts) unless `rollups` is false. Returns the new day, or null when the market is empty or
 * already reaches `until`.
 */
export async function advanceMarketDay(db: Db, opts: { until?: string; seed?: number; rollups?: boolean } = {}): Promise<string | null> {
  const seed = Math.trunc(opts.seed ?? marketSize().seed);
  const day = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${STEP_LOCK})`);
    const found = await tx.execute<{ first: string | null; latest: string | null }>(sql`SELECT min(day)::text AS first, max(day)::text AS latest FROM goods_daily`);
    const first = found.rows[0]?.first ?? null;
    const latest = found.rows[0]?.latest ?? null;
    if (!latest) return null;
    const next = new Date(Date.parse(`${latest}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    if (opts.until !== undefined && next > opts.until) return null;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(next)) throw new Error(`bad day ${next}`);
    // The day's month has its partition (and the next month too) before the day is written.
    await ensureDailyPartitionsIn(tx, next, monthStart(next, 1));
    // Price moves first, so the day's GMV uses the new price.
    await tx.execute(sql`
      UPDATE goods g SET price = GREATEST(9900, (round(g.price * (0.8 + 0.45 * ${noise(seed, 'pf', 'g.id', next)}) / 1000) * 1000 - 100)::int)
      WHERE ${noise(seed, 'pm', 'g.id', next)} < 0.03`);
    await stepOffers(tx, seed, next);
    const mid = sql`(${next}::date - 4)`;
    await tx.execute(sql`
      INSERT INTO goods_daily (goods_id, day, type_id, sub_type_id, leaf_type_id, shop_id, brand_id, sales, gmv)
      SELECT g.id, ${next}::date, g.type_id, g.sub_type_id, g.leaf_type_id, g.shop_id, g.brand_id, s.sales, s.sales::bigint * g.price
      FROM (SELECT g.*, ${launchColumns(seed, sql`${first}::date`)} FROM goods g) g
      LEFT JOIN ${seasonRows()} ON season.leaf_id = g.leaf_type_id
      LEFT JOIN (SELECT goods_id, avg(sales)::float8 AS avg_sales FROM goods_daily WHERE day > ${latest}::date - 7 AND day <= ${latest}::date GROUP BY goods_id) w ON w.goods_id = g.id
      CROSS JOIN LATERAL (SELECT ${seasonFactor(sql`${next}::date`)} AS now_season, ${launchFactor(sql`(${next}::date - g.listed_on)`)} AS now_launch) f
      CROSS JOIN LATERAL (SELECT CASE WHEN ${noise(seed, 'os', 'g.id', next)} < 0.01 THEN 0 ELSE GREATEST(0, round(
        (CASE WHEN w.avg_sales IS NULL OR ${next}::date - g.listed_on < g.ramp_days
              THEN g.base_sales * (1 + g.trend) * f.now_season * f.now_launch
              ELSE w.avg_sales * f.now_season / ${seasonFactor(mid)} * f.now_launch / NULLIF(${launchFactor(sql`(${mid} - g.listed_on)`)}, 0) END)
        * (1 + 0.15 * cos(2 * pi() * extract(dow FROM ${next}::date) / 7))
        * (0.75 + 0.5 * ${noise(seed, 'g', 'g.id', next)})
      ))::int END AS sales) s
      WHERE g.listed_on <= ${next}::date
      ON CONFLICT DO NOTHING`);
    await tx.execute(sql`
      INSERT INTO keyword_daily (keyword_id, day, type_id, heat, click_heat)
      SELECT k.id, ${next}::date, k.type_id, h.heat, round(h.heat * (0.15 + 0.5 * ${noise(seed, 'c', 'k.id', next)}))::int
      FROM keywords k
      LEFT JOIN (SELECT keyword_id, avg(heat)::float8 AS avg_heat FROM keyword_daily WHERE day > ${latest}::date - 7 AND day <= ${latest}::date GROUP BY keyword_id) w ON w.keyword_id = k.id
      CROSS JOIN LATERAL (SELECT GREATEST(1, round(coalesce(w.avg_heat, k.base_heat) * (0.8 + 0.4 * ${noise(seed, 'k', 'k.id', next)})))::int AS heat) h
      ON CONFLICT DO NOTHING`);
    return next;
  });
  if (day) {
    if (opts.rollups !== false) await refreshRollups(db);
    clearMarketCache(db);
  }
  return day;
}
