import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../market/window';
import { opportunityScore } from './opportunity';
import { coveredSql, GROWTH_FLOOR } from './growth';

/** The fixed windows the rollups hold. */
export const ROLLUP_WINDOWS = [1, 7, 30, 90] as const;

// Any constant serves, as long as every instance uses the same one (custom ranges take it shared, ranges.ts).
export const ROLLUP_LOCK = 724_310;

/** The latest day the rollups were built for, or null when they were never built. */
export async function rollupLatestDay(db: Db): Promise<string | null> {
  const [r] = await rows<{ day: string }>(db, sql`SELECT latest_day::text AS day FROM rollup_state WHERE id = 1`);
  return r?.day ?? null;
}

/**
 * Rebuilds every rollup from the daily tables for their latest day, unless they are built for it
 * already. One transaction under an advisory lock: concurrent instances wait, then see it done.
 * Returns true when this call rebuilt them.
 */
export async function refreshRollups(db: Db, opts: { force?: boolean } = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    const found = await tx.execute<{ latest: string | null; built: string | null }>(
      sql`SELECT (SELECT max(day)::text FROM goods_daily) AS latest, (SELECT latest_day::text FROM rollup_state WHERE id = 1) AS built`,
    );
    const state = found.rows[0];
    const latest = state?.latest ?? null;
    if (!latest) return false;
    if (!opts.force && state?.built === latest) return false;
    const L = sql`${latest}::date`;
    const windows = sql.raw(`(VALUES ${ROLLUP_WINDOWS.map((n) => `(${n})`).join(', ')})`);
    await tx.execute(sql`DELETE FROM goods_window`);
    await tx.execute(sql`DELETE FROM keyword_window`);
    await tx.execute(sql`DELETE FROM group_window`);
    await tx.execute(sql`DELETE FROM market_daily`);
    // Custom ranges were built for the previous latest day; they are built again when asked for.
    await tx.execute(sql`DELETE FROM goods_range`);
    await tx.execute(sql`DELETE FROM goods_range_state`);
    await tx.execute(sql`DELETE FROM goods_cumulative`);
    await tx.execute(sql`
      INSERT INTO market_daily (scope_type_id, day, sales, gmv, goods, shops, brands, observed)
      SELECT s.scope, d.day, sum(d.sales), sum(d.gmv), count(*) FILTER (WHERE d.sales > 0),
             count(DISTINCT d.shop_id) FILTER (WHERE d.sales > 0), count(DISTINCT d.brand_id) FILTER (WHERE d.sales > 0), count(*)
      FROM goods_daily d CROSS JOIN LATERAL (VALUES (0), (d.type_id), (d.sub_type_id), (d.leaf_type_id)) AS s(scope)
      WHERE s.scope IS NOT NULL
      GROUP BY s.scope, d.day`);
    // Growth compares only against a previous window with data on enough of its days, and above a volume floor.
    const covered: number[] = [];
    for (const n of ROLLUP_WINDOWS) {
      const [c] = (await tx.execute<{ ok: boolean }>(sql`SELECT ${coveredSql(sql`${L} - ${sql.raw(String(2 * n - 1))}`, sql`${L} - ${sql.raw(String(n))}`)} AS ok`)).rows;
      if (c?.ok) covered.push(n);
    }
    const comparable = (n: SQL, prev: SQL, kind: 'units' | 'searchers') =>
      sql`${covered.length ? sql`${n} IN (${sql.raw(covered.join(', '))})` : sql`false`} AND ${prev} >= GREATEST(${GROWTH_FLOOR[kind].min}, ${GROWTH_FLOOR[kind].perDay} * ${n})`;
    // Goods seen in the window or the one before it; the price is the latest day's (GMV ÷ sales), else the listed price.
    // Reviews as of the latest day: those before the history plus the card's rate of reviews per unit sold since.
    // With the card's listing day, seller type and sellers, its subcategory's competitors and its potential-goods score,
    // so that a list filters and sorts on this table alone.
    await tx.execute(sql`
      INSERT INTO goods_window (window_days, goods_id, type_id, sub_type_id, shop_id, brand_id, price, sales, gmv, prev_sales, growth, observed_days, reviews,
                                listed_on, seller_type, sellers, competitors, opportunity)
      SELECT x.n, x.goods_id, x.type_id, x.sub_type_id, x.shop_id, x.brand_id, x.price, x.sales, x.gmv, x.prev_sales, x.growth, x.observed, x.reviews,
             x.listed_on, x.seller_type, x.sellers, x.competitors, ${opportunityScore(sql`x`)}
      FROM (
        SELECT t.n, t.goods_id, g.type_id, g.sub_type_id, g.shop_id, g.brand_id, g.price, t.sales, t.gmv, t.prev AS prev_sales,
               CASE WHEN ${comparable(sql`t.n`, sql`t.prev`, 'units')} THEN t.sales::float8 / t.prev END AS growth, t.observed,
               g.reviews_base + round(g.review_rate * coalesce(life.sold, 0))::int AS reviews,
               g.listed_on, sh.seller_type, g.sellers, (${L} - g.listed_on) AS age,
               count(*) FILTER (WHERE t.sales > 0 AND t.observed > 0) OVER (PARTITION BY t.n, g.sub_type_id) AS competitors
        FROM (
          SELECT w.n, d.goods_id,
                 coalesce(sum(d.sales) FILTER (WHERE d.day > ${L} - w.n), 0)::int AS sales,
                 coalesce(sum(d.gmv) FILTER (WHERE d.day > ${L} - w.n), 0)::bigint AS gmv,
                 coalesce(sum(d.sales) FILTER (WHERE d.day <= ${L} - w.n), 0)::int AS prev,
                 count(*) FILTER (WHERE d.day > ${L} - w.n)::int AS observed
          FROM ${windows} AS w(n) JOIN goods_daily d ON d.day > ${L} - 2 * w.n AND d.day <= ${L}
          GROUP BY w.n, d.goods_id) t
        JOIN goods g ON g.id = t.goods_id JOIN shops sh ON sh.id = g.shop_id
        LEFT JOIN (SELECT goods_id, sum(sales)::float8 AS sold FROM goods_daily WHERE day <= ${L} GROUP BY goods_id) life ON life.goods_id = t.goods_id) x`);
    // Each goods' running totals for every day from its first with data to the latest (a day without a
    // row carries the day before's), so that a custom range is two days' totals apart (ranges.ts). Stored
    // day by day: the goods of one day lie together, so a range reads a few hundred pages, not the table.
    await tx.execute(sql`
      INSERT INTO goods_cumulative (day, goods_id, sales, gmv, observed)
      SELECT s.day::date, r.goods_id, r.sales, r.gmv, r.observed
      FROM (SELECT goods_id, day, sum(sales) OVER w AS sales, sum(gmv) OVER w AS gmv, count(*) OVER w AS observed,
                   lead(day) OVER w AS next_day
            FROM goods_daily WHERE day <= ${L}
            WINDOW w AS (PARTITION BY goods_id ORDER BY day ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)) r
      CROSS JOIN LATERAL generate_series(r.day, coalesce(r.next_day - 1, ${L}), interval '1 day') AS s(day)
      ORDER BY 1, 2`);
    // Shops and brands per scope (0 = market, top category, subcategory, leaf); categories per parent scope.
    for (const [kind, column] of [['shop', 'shop_id'], ['brand', 'brand_id']] as const) {
      await tx.execute(sql`
        INSERT INTO group_window (window_days, kind, scope_type_id, id, sales, gmv, prev_sales, growth, goods_count)
        SELECT gw.window_days, ${kind}, s.scope, gw.${sql.raw(column)}, sum(gw.sales), sum(gw.gmv), sum(gw.prev_sales),
               CASE WHEN ${comparable(sql`gw.window_days`, sql`sum(gw.prev_sales)`, 'units')} THEN sum(gw.sales)::float8 / sum(gw.prev_sales) END,
               count(*) FILTER (WHERE gw.sales > 0)
        FROM goods_window gw JOIN goods g ON g.id = gw.goods_id
        CROSS JOIN LATERAL (VALUES (0), (gw.type_id), (gw.sub_type_id), (g.leaf_type_id)) AS s(scope)
        WHERE s.scope IS NOT NULL
        GROUP BY gw.window_days, s.scope, gw.${sql.raw(column)}`);
    }
    await tx.execute(sql`
      INSERT INTO group_window (window_days, kind, scope_type_id, id, sales, gmv, prev_sales, growth, goods_count)
      SELECT gw.window_days, 'category', s.scope, s.id, sum(gw.sales), sum(gw.gmv), sum(gw.prev_sales),
             CASE WHEN ${comparable(sql`gw.window_days`, sql`sum(gw.prev_sales)`, 'units')} THEN sum(gw.sales)::float8 / sum(gw.prev_sales) END,
             count(*) FILTER (WHERE gw.sales > 0)
      FROM goods_window gw JOIN goods g ON g.id = gw.goods_id
      CROSS JOIN LATERAL (VALUES (0, gw.type_id), (gw.type_id, gw.sub_type_id), (gw.sub_type_id, g.leaf_type_id)) AS s(scope, id)
      WHERE s.id IS NOT NULL
      GROUP BY gw.window_days, s.scope, s.id`);
    // Competing goods of a word: goods of its category whose title contains it.
    await tx.execute(sql`
      INSERT INTO keyword_window (window_days, keyword_id, type_id, sub_type_id, heat, click_heat, prev_heat, growth, goods_count)
      SELECT t.n, k.id, k.type_id, k.sub_type_id, t.heat, t.click, t.prev, CASE WHEN ${comparable(sql`t.n`, sql`t.prev`, 'searchers')} THEN t.heat::float8 / t.prev END, c.goods
      FROM (
        SELECT w.n, d.keyword_id,
               coalesce(sum(d.heat) FILTER (WHERE d.day > ${L} - w.n), 0)::int AS heat,
               coalesce(sum(d.click_heat) FILTER (WHERE d.day > ${L} - w.n), 0)::int AS click,
               coalesce(sum(d.heat) FILTER (WHERE d.day <= ${L} - w.n), 0)::int AS prev,
               count(*) FILTER (WHERE d.day > ${L} - w.n) AS observed
        FROM ${windows} AS w(n) JOIN keyword_daily d ON d.day > ${L} - 2 * w.n AND d.day <= ${L}
        GROUP BY w.n, d.keyword_id) t
      JOIN keywords k ON k.id = t.keyword_id
      JOIN (SELECT k2.id, count(g.id)::int AS goods FROM keywords k2
            LEFT JOIN goods g ON g.type_id = k2.type_id AND position(k2.word IN lower(g.title)) > 0 GROUP BY k2.id) c ON c.id = k.id
      WHERE t.observed > 0`);
    await tx.execute(sql`
      INSERT INTO rollup_state (id, latest_day, refreshed_at) VALUES (1, ${latest}, now())
      ON CONFLICT (id) DO UPDATE SET latest_day = excluded.latest_day, refreshed_at = excluded.refreshed_at`);
    return true;
  });
}
