import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cached } from '../market/service';
import { rows } from '../market/window';
import type { ResolvedWindow } from './access';
import { comparable } from './list-query';
import { opportunityScore } from './opportunity';
import { ROLLUP_LOCK, ROLLUP_WINDOWS } from './rollups';

// Custom date ranges of the goods lists. The first request of a range builds its rollup (goods_range)
// from the goods' running totals (goods_cumulative: the sums of a range are two days' totals apart),
// once for every instance; every later request of that range, by any member, reads it through an
// index as the fixed windows read goods_window. The rollups of a range live until the market moves.

/** Ranges kept beside those in use; a range looked up in the last USED_MINUTES is never dropped. */
const KEPT_RANGES = 32;
const USED_MINUTES = 10;

// Reviews are the same in every window of goods_window, and the longest window holds every goods the
// shorter ones hold (those seen in its days or the days before them); the others keep their base count.
const LONGEST_WINDOW = Math.max(...ROLLUP_WINDOWS);

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The goods of the range with the columns the lists filter and sort on, as the daily table gives
 * them: sums of the range and of the range before it, growth against the previous range when it is
 * comparable, reviews as the rollups hold them, the card's listing day, seller type and sellers, its
 * subcategory's competitors (goods that sold in the range) and the potential-goods score.
 */
function rangeRows(w: ResolvedWindow): SQL {
  const totals = sql`SELECT a.goods_id,
                            (a.sales - coalesce(b.sales, 0))::int AS sales,
                            (a.gmv - coalesce(b.gmv, 0))::bigint AS gmv,
                            (coalesce(b.sales, 0) - coalesce(p.sales, 0))::int AS prev_sales
                     FROM goods_cumulative a
                     LEFT JOIN goods_cumulative b ON b.day = ${dayBefore(w.from)} AND b.goods_id = a.goods_id
                     LEFT JOIN goods_cumulative p ON p.day = ${dayBefore(w.prevFrom)} AND p.goods_id = a.goods_id
                     WHERE a.day = ${w.to} AND a.observed - coalesce(b.observed, 0) > 0`;
  const goods = sql`SELECT t.goods_id, g.type_id, g.sub_type_id, g.shop_id, g.brand_id, g.price, t.sales, t.gmv, t.prev_sales,
                           CASE WHEN ${comparable(w, sql`t.prev_sales`, 'units')} THEN t.sales::float8 / t.prev_sales END AS growth,
                           coalesce(r.reviews, g.reviews_base) AS reviews, g.listed_on, sh.seller_type, g.sellers
                    FROM (${totals}) t
                    JOIN goods g ON g.id = t.goods_id JOIN shops sh ON sh.id = g.shop_id
                    LEFT JOIN goods_window r ON r.window_days = ${LONGEST_WINDOW} AND r.goods_id = t.goods_id`;
  return sql`SELECT x.*, ${opportunityScore(sql`x`)} AS opportunity
             FROM (SELECT s0.*, (${w.to}::date - s0.listed_on) AS age,
                          count(*) FILTER (WHERE s0.sales > 0) OVER (PARTITION BY s0.sub_type_id) AS competitors
                   FROM (${goods}) s0) x`;
}

/**
 * The id of the range's rollup, built now if no instance has built it for the latest day. One
 * transaction holding the rollups' lock shared (a rebuild of the rollups waits, and is waited for)
 * and the range's own lock, so that members asking for a new range at once build it once.
 */
async function buildOrFind(db: Db, w: ResolvedWindow): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${ROLLUP_LOCK})`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ROLLUP_LOCK + 1}, hashtext(${`${w.from}:${w.to}`}))`);
    const [found] = (await tx.execute<{ id: number }>(sql`
      UPDATE goods_range_state SET used_at = now()
      WHERE from_day = ${w.from} AND to_day = ${w.to} AND latest_day = ${w.latest} RETURNING id`)).rows;
    if (found) return found.id;
    // Ranges of an earlier latest day, and the least recently used beyond those kept, make room.
    await tx.execute(sql`
      WITH gone AS (
        DELETE FROM goods_range_state WHERE id IN (
          SELECT id FROM goods_range_state WHERE latest_day <> ${w.latest}
          UNION ALL
          SELECT id FROM (SELECT id, used_at FROM goods_range_state WHERE latest_day = ${w.latest} ORDER BY used_at DESC OFFSET ${KEPT_RANGES}) old
          WHERE old.used_at < now() - make_interval(mins => ${USED_MINUTES}))
        RETURNING id)
      DELETE FROM goods_range WHERE range_id IN (SELECT id FROM gone)`);
    const [made] = (await tx.execute<{ id: number }>(sql`
      INSERT INTO goods_range_state (from_day, to_day, latest_day) VALUES (${w.from}, ${w.to}, ${w.latest}) RETURNING id`)).rows;
    if (!made) throw new Error('range not recorded');
    await tx.execute(sql`
      INSERT INTO goods_range (range_id, goods_id, type_id, sub_type_id, shop_id, brand_id, price, sales, gmv, prev_sales, growth, reviews,
                               listed_on, seller_type, sellers, competitors, opportunity)
      SELECT ${made.id}, r.goods_id, r.type_id, r.sub_type_id, r.shop_id, r.brand_id, r.price, r.sales, r.gmv, r.prev_sales, r.growth, r.reviews,
             r.listed_on, r.seller_type, r.sellers, r.competitors, r.opportunity
      FROM (${rangeRows(w)}) r`);
    return made.id;
  });
}

/**
 * The id of the custom range's rollup. Each instance remembers it with the market data (until the
 * market moves, and at most a minute), so a range in use is looked up once a minute per instance.
 */
export function customRange(db: Db, w: ResolvedWindow): Promise<number> {
  return cached(db, `wb:range:${w.latest}:${w.from}:${w.to}`, () => buildOrFind(db, w));
}

/** How many custom ranges are kept for the latest day (tests and the benchmark). */
export async function keptRanges(db: Db): Promise<number> {
  const [r] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM goods_range_state`);
  return r?.n ?? 0;
}
