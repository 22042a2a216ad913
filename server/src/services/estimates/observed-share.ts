import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cached } from '../market/service';
import { rows } from '../market/window';

/** Methods of goods-days estimated from that day's observations; 'carried' repeats an earlier one. */
const OBSERVED = sql.raw(`('reviews', 'stock', 'position')`);
const FROM_OBSERVATIONS = sql.raw(`('reviews', 'stock', 'position', 'carried')`);

/**
 * How much of a window's goods-days the observations produced: `observedShare` is the share whose
 * sales were estimated from the day's observations (null when no goods-day of the window came from
 * observations), `observed` whether the market is an observed one. `scope` narrows to a category
 * (its column and id). A market whose last day holds no estimate is not read further.
 */
export function observedShareOf(db: Db, from: string, to: string, scope?: { column: string; typeId: number }): Promise<{ observed: boolean; observedShare: number | null }> {
  return cached(db, `est:share:${from}:${to}:${scope?.column ?? ''}:${scope?.typeId ?? 0}`, async () => {
    const filter: SQL = scope ? sql` AND ${sql.raw(scope.column)} = ${scope.typeId}` : sql``;
    const [last] = await rows<{ observed: boolean }>(
      db,
      sql`SELECT EXISTS (SELECT 1 FROM goods_daily WHERE day = ${to}::date AND method IN ${FROM_OBSERVATIONS}) AS observed`,
    );
    if (!last?.observed) return { observed: false, observedShare: null };
    const [r] = await rows<{ estimated: number; from_observations: number; total: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE method IN ${OBSERVED})::int AS estimated, count(*) FILTER (WHERE method IN ${FROM_OBSERVATIONS})::int AS from_observations,
                 count(*)::int AS total
          FROM goods_daily WHERE day BETWEEN ${from}::date AND ${to}::date${filter}`,
    );
    if (!r || r.from_observations === 0 || r.total === 0) return { observed: true, observedShare: null };
    return { observed: true, observedShare: r.estimated / r.total };
  });
}
