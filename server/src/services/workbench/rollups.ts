import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../market/window';
import { settleDailyPartitions } from '../market/partitions';
import {
  appendCumulative,
  coveredWindows,
  writeCumulative,
  writeGoodsWindowFromTotals,
  writeGoodsWindowFull,
  writeGroupWindow,
  writeKeywordWindow,
  writeMarketDaily,
} from './rollup-build';

export { ROLLUP_WINDOWS } from './rollup-build';

// Any constant serves, as long as every instance uses the same one (custom ranges take it shared, ranges.ts).
export const ROLLUP_LOCK = 724_310;

/** The daily step moves the rollups forward by at most this many days; a longer gap rebuilds them. */
const STEP_DAYS = 31;

/** The latest day the rollups were built for, or null when they were never built. */
export async function rollupLatestDay(db: Db): Promise<string | null> {
  const [r] = await rows<{ day: string }>(db, sql`SELECT latest_day::text AS day FROM rollup_state WHERE id = 1`);
  return r?.day ?? null;
}

/** How the last refresh went: 'full' (from the whole daily table), 'step' (by the days the market moved) or 'none'. */
export type RollupRefresh = 'full' | 'step' | 'none';

/**
 * True when the rollups built for `built` can be moved forward to `latest` by the new days alone: the
 * gap is short, the running totals reach `built`, and the day `built` of the daily table still sums
 * to what the rollups hold for it (a cheap check that nothing rewrote it since).
 */
async function canStep(tx: Pick<Db, 'execute'>, built: string, latest: string): Promise<boolean> {
  const gap = (Date.parse(latest) - Date.parse(built)) / 86_400_000;
  if (!(gap > 0 && gap <= STEP_DAYS)) return false;
  const [c] = (await tx.execute<{ ok: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM goods_cumulative WHERE day = ${built}::date)
       AND (SELECT coalesce(sum(sales), 0) FROM goods_daily WHERE day = ${built}::date)
         = (SELECT coalesce(sum(sales), 0) FROM market_daily WHERE scope_type_id = 0 AND day = ${built}::date)
       AND NOT EXISTS (SELECT 1 FROM market_daily WHERE scope_type_id = 0 AND day > ${built}::date) AS ok`)).rows;
  return c?.ok === true;
}

/**
 * Brings every rollup to the daily tables' latest day and says how, unless it is there already. The daily step
 * (no `force`) moves them forward by the new days: the new days' market totals and running totals are
 * appended, and the windows are taken from the running totals. The first build, `force` (imports and
 * estimates, which may rewrite past days) and `full` rebuild them from the whole daily table. One
 * transaction under an advisory lock: concurrent instances wait, then see it done. Any days that
 * landed in the daily tables' default partitions move into their months first.
 */
export async function updateRollups(db: Db, opts: { force?: boolean; full?: boolean } = {}): Promise<RollupRefresh> {
  await settleDailyPartitions(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    const found = await tx.execute<{ latest: string | null; built: string | null }>(
      sql`SELECT (SELECT max(day)::text FROM goods_daily) AS latest, (SELECT latest_day::text FROM rollup_state WHERE id = 1) AS built`,
    );
    const latest = found.rows[0]?.latest ?? null;
    const built = found.rows[0]?.built ?? null;
    if (!latest) return 'none';
    if (!opts.force && !opts.full && built === latest) return 'none';
    const step = !opts.force && !opts.full && built !== null && (await canStep(tx, built, latest));
    await tx.execute(sql`DELETE FROM goods_window`);
    await tx.execute(sql`DELETE FROM group_window`);
    // Custom ranges were built for the previous latest day; they are built again when asked for.
    await tx.execute(sql`DELETE FROM goods_range`);
    await tx.execute(sql`DELETE FROM goods_range_state`);
    if (step && built) {
      await writeMarketDaily(tx, built);
      await appendCumulative(tx, built, latest);
    } else {
      await tx.execute(sql`DELETE FROM market_daily`);
      await tx.execute(sql`DELETE FROM goods_cumulative`);
      await writeMarketDaily(tx, null);
      await writeCumulative(tx, latest);
    }
    // Growth compares only against a previous window with data on enough of its days, and above a volume floor.
    const covered = await coveredWindows(tx, latest);
    if (step) await writeGoodsWindowFromTotals(tx, latest, covered);
    else await writeGoodsWindowFull(tx, latest, covered);
    await writeGroupWindow(tx, covered);
    await writeKeywordWindow(tx, latest, covered, step);
    await tx.execute(sql`
      INSERT INTO rollup_state (id, latest_day, refreshed_at) VALUES (1, ${latest}, now())
      ON CONFLICT (id) DO UPDATE SET latest_day = excluded.latest_day, refreshed_at = excluded.refreshed_at`);
    return step ? 'step' : 'full';
  });
}

/** updateRollups, returning true when this call built them (false when they were built for the latest day already). */
export async function refreshRollups(db: Db, opts: { force?: boolean; full?: boolean } = {}): Promise<boolean> {
  return (await updateRollups(db, opts)) !== 'none';
}
