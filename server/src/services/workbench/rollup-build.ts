import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

type Ex = Pick<Db, 'execute'>;
import { opportunityScore } from './opportunity';
import { coveredSql, GROWTH_FLOOR } from './growth';

// The steps of the rollups (rollups.ts). Each goes one of two ways: from the whole daily table (the
// full rebuild: the first build, after an import or an estimate, on demand) or by the days the market
// moved (the daily step): the new days' market totals and running totals are appended to those kept,
// and each window's sums are the running totals at its ends apart, so the day entering a window is
// added and the day leaving it taken off without reading the days between.

/** The fixed windows the rollups hold. */
export const ROLLUP_WINDOWS = [1, 7, 30, 90] as const;

const dayOf = (day: string, add: number) => new Date(Date.parse(`${day}T00:00:00Z`) + add * 86_400_000).toISOString().slice(0, 10);

/** The windows whose previous window holds market data on enough of its days to compare growth with. */
export async function coveredWindows(tx: Ex, latest: string): Promise<number[]> {
  const covered: number[] = [];
  for (const n of ROLLUP_WINDOWS) {
    const [c] = (await tx.execute<{ ok: boolean }>(sql`SELECT ${coveredSql(dayOf(latest, -(2 * n - 1)), dayOf(latest, -n))} AS ok`)).rows;
    if (c?.ok) covered.push(n);
  }
  return covered;
}

/** SQL: true when a window's growth is shown (its previous window covered and above the volume floor). */
export const comparableSql = (covered: number[], n: SQL, prev: SQL, kind: 'units' | 'searchers') =>
  sql`${covered.length ? sql`${n} IN (${sql.raw(covered.join(', '))})` : sql`false`} AND ${prev} >= GREATEST(${GROWTH_FLOOR[kind].min}, ${GROWTH_FLOOR[kind].perDay} * ${n})`;

/** The market per scope and day, for the days after `after` (all days when null). */
export async function writeMarketDaily(tx: Ex, after: string | null): Promise<void> {
  await tx.execute(sql`
    INSERT INTO market_daily (scope_type_id, day, sales, gmv, goods, shops, brands, observed)
    SELECT s.scope, d.day, sum(d.sales), sum(d.gmv), count(*) FILTER (WHERE d.sales > 0),
           count(DISTINCT d.shop_id) FILTER (WHERE d.sales > 0), count(DISTINCT d.brand_id) FILTER (WHERE d.sales > 0), count(*)
    FROM goods_daily d CROSS JOIN LATERAL (VALUES (0), (d.type_id), (d.sub_type_id), (d.leaf_type_id)) AS s(scope)
    WHERE s.scope IS NOT NULL ${after ? sql`AND d.day > ${after}::date` : sql``}
    GROUP BY s.scope, d.day`);
}

/**
 * Each goods' running totals for every day from its first with data to the latest (a day without a
 * row carries the day before's), so that any range is two days' totals apart. Stored day by day: the
 * goods of one day lie together, so a range reads a few hundred pages, not the table.
 */
export async function writeCumulative(tx: Ex, latest: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO goods_cumulative (day, goods_id, sales, gmv, observed)
    SELECT s.day::date, r.goods_id, r.sales, r.gmv, r.observed
    FROM (SELECT goods_id, day, sum(sales) OVER w AS sales, sum(gmv) OVER w AS gmv, count(*) OVER w AS observed,
                 lead(day) OVER w AS next_day
          FROM goods_daily WHERE day <= ${latest}::date
          WINDOW w AS (PARTITION BY goods_id ORDER BY day ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)) r
    CROSS JOIN LATERAL generate_series(r.day, coalesce(r.next_day - 1, ${latest}::date), interval '1 day') AS s(day)
    ORDER BY 1, 2`);
}

/** Appends the running totals of each day after `built` up to `latest`: the day before's plus the day's row. */
export async function appendCumulative(tx: Ex, built: string, latest: string): Promise<void> {
  for (let day = dayOf(built, 1); day <= latest; day = dayOf(day, 1)) {
    await tx.execute(sql`
      INSERT INTO goods_cumulative (day, goods_id, sales, gmv, observed)
      SELECT ${day}::date, coalesce(c.goods_id, n.goods_id), coalesce(c.sales, 0) + coalesce(n.sales, 0),
             coalesce(c.gmv, 0) + coalesce(n.gmv, 0), coalesce(c.observed, 0) + (n.goods_id IS NOT NULL)::int
      FROM (SELECT goods_id, sales, gmv, observed FROM goods_cumulative WHERE day = ${dayOf(day, -1)}::date) c
      FULL JOIN (SELECT goods_id, sales, gmv FROM goods_daily WHERE day = ${day}::date) n ON n.goods_id = c.goods_id
      ORDER BY 2`);
  }
}

const GOODS_WINDOW_COLUMNS = sql.raw(`window_days, goods_id, type_id, sub_type_id, shop_id, brand_id, price, sales, gmv, prev_sales, growth, observed_days, reviews,
                              listed_on, seller_type, sellers, competitors, opportunity`);

/**
 * Goods with their window sums (`sums`: n, goods_id, sales, gmv, prev, observed, sold) completed into
 * goods_window rows. The price is the card's; reviews as of the latest day are those before the
 * history plus the card's rate of reviews per unit sold since; with the card's listing day, seller
 * type and sellers, its subcategory's competitors and its potential-goods score, so that a list
 * filters and sorts on this table alone.
 */
function goodsWindowRows(latest: string, covered: number[], sums: SQL): SQL {
  return sql`
    SELECT x.n, x.goods_id, x.type_id, x.sub_type_id, x.shop_id, x.brand_id, x.price, x.sales, x.gmv, x.prev_sales, x.growth, x.observed, x.reviews,
           x.listed_on, x.seller_type, x.sellers, x.competitors, ${opportunityScore(sql`x`)}
    FROM (
      SELECT t.n, t.goods_id, g.type_id, g.sub_type_id, g.shop_id, g.brand_id, g.price, t.sales, t.gmv, t.prev AS prev_sales,
             CASE WHEN ${comparableSql(covered, sql`t.n`, sql`t.prev`, 'units')} THEN t.sales::float8 / t.prev END AS growth, t.observed,
             g.reviews_base + round(g.review_rate * coalesce(t.sold, 0))::int AS reviews,
             g.listed_on, sh.seller_type, g.sellers, (${latest}::date - g.listed_on) AS age,
             count(*) FILTER (WHERE t.sales > 0 AND t.observed > 0) OVER (PARTITION BY t.n, g.sub_type_id) AS competitors
      FROM (${sums}) t
      JOIN goods g ON g.id = t.goods_id JOIN shops sh ON sh.id = g.shop_id) x`;
}

/** goods_window from the daily table: each window's days and the days before them, summed. */
export async function writeGoodsWindowFull(tx: Ex, latest: string, covered: number[]): Promise<void> {
  const L = sql`${latest}::date`;
  const windows = sql.raw(`(VALUES ${ROLLUP_WINDOWS.map((n) => `(${n})`).join(', ')})`);
  const sums = sql`
    SELECT t.*, life.sold FROM (
      SELECT w.n, d.goods_id,
             coalesce(sum(d.sales) FILTER (WHERE d.day > ${L} - w.n), 0)::int AS sales,
             coalesce(sum(d.gmv) FILTER (WHERE d.day > ${L} - w.n), 0)::bigint AS gmv,
             coalesce(sum(d.sales) FILTER (WHERE d.day <= ${L} - w.n), 0)::int AS prev,
             count(*) FILTER (WHERE d.day > ${L} - w.n)::int AS observed
      FROM ${windows} AS w(n) JOIN goods_daily d ON d.day > ${L} - 2 * w.n AND d.day <= ${L}
      GROUP BY w.n, d.goods_id) t
    LEFT JOIN (SELECT goods_id, sum(sales)::float8 AS sold FROM goods_daily WHERE day <= ${L} GROUP BY goods_id) life ON life.goods_id = t.goods_id`;
  await tx.execute(sql`INSERT INTO goods_window (${GOODS_WINDOW_COLUMNS}) ${goodsWindowRows(latest, covered, sums)}`);
}

/**
 * goods_window from the running totals: a window's sums are the totals on its last day less those on
 * the day before it starts, the previous window's likewise; three rows per goods and window.
 */
export async function writeGoodsWindowFromTotals(tx: Ex, latest: string, covered: number[]): Promise<void> {
  const perWindow = ROLLUP_WINDOWS.map((n) => sql`
    SELECT ${sql.raw(String(n))} AS n, a.goods_id,
           (a.sales - coalesce(b.sales, 0))::int AS sales, (a.gmv - coalesce(b.gmv, 0))::bigint AS gmv,
           (coalesce(b.sales, 0) - coalesce(p.sales, 0))::int AS prev, (a.observed - coalesce(b.observed, 0))::int AS observed,
           a.sales::float8 AS sold
    FROM goods_cumulative a
    LEFT JOIN goods_cumulative b ON b.day = ${dayOf(latest, -n)}::date AND b.goods_id = a.goods_id
    LEFT JOIN goods_cumulative p ON p.day = ${dayOf(latest, -2 * n)}::date AND p.goods_id = a.goods_id
    WHERE a.day = ${latest}::date AND a.observed - coalesce(p.observed, 0) > 0`);
  await tx.execute(sql`INSERT INTO goods_window (${GOODS_WINDOW_COLUMNS}) ${goodsWindowRows(latest, covered, sql.join(perWindow, sql` UNION ALL `))}`);
}

/** Shops and brands per scope (0 = market, top category, subcategory, leaf); categories per parent scope. */
export async function writeGroupWindow(tx: Ex, covered: number[]): Promise<void> {
  const growth = sql`CASE WHEN ${comparableSql(covered, sql`gw.window_days`, sql`sum(gw.prev_sales)`, 'units')} THEN sum(gw.sales)::float8 / sum(gw.prev_sales) END`;
  for (const [kind, column] of [['shop', 'shop_id'], ['brand', 'brand_id']] as const) {
    await tx.execute(sql`
      INSERT INTO group_window (window_days, kind, scope_type_id, id, sales, gmv, prev_sales, growth, goods_count)
      SELECT gw.window_days, ${kind}, s.scope, gw.${sql.raw(column)}, sum(gw.sales), sum(gw.gmv), sum(gw.prev_sales), ${growth},
             count(*) FILTER (WHERE gw.sales > 0)
      FROM goods_window gw JOIN goods g ON g.id = gw.goods_id
      CROSS JOIN LATERAL (VALUES (0), (gw.type_id), (gw.sub_type_id), (g.leaf_type_id)) AS s(scope)
      WHERE s.scope IS NOT NULL
      GROUP BY gw.window_days, s.scope, gw.${sql.raw(column)}`);
  }
  await tx.execute(sql`
    INSERT INTO group_window (window_days, kind, scope_type_id, id, sales, gmv, prev_sales, growth, goods_count)
    SELECT gw.window_days, 'category', s.scope, s.id, sum(gw.sales), sum(gw.gmv), sum(gw.prev_sales), ${growth},
           count(*) FILTER (WHERE gw.sales > 0)
    FROM goods_window gw JOIN goods g ON g.id = gw.goods_id
    CROSS JOIN LATERAL (VALUES (0, gw.type_id), (gw.type_id, gw.sub_type_id), (gw.sub_type_id, g.leaf_type_id)) AS s(scope, id)
    WHERE s.id IS NOT NULL
    GROUP BY gw.window_days, s.scope, s.id`);
}

/**
 * Search words per window, with their competing goods: goods of the word's category whose title
 * contains it. `keepCounts`: the counts come from the rows being replaced where they have one (the
 * daily step changes no title), and are counted only for words without.
 */
export async function writeKeywordWindow(tx: Ex, latest: string, covered: number[], keepCounts: boolean): Promise<void> {
  const L = sql`${latest}::date`;
  const windows = sql.raw(`(VALUES ${ROLLUP_WINDOWS.map((n) => `(${n})`).join(', ')})`);
  const counted = (k: SQL) => sql`(SELECT count(*)::int FROM goods g WHERE g.type_id = ${k}.type_id AND position(${k}.word IN lower(g.title)) > 0)`;
  if (keepCounts) {
    await tx.execute(sql`CREATE TEMP TABLE keyword_goods ON COMMIT DROP AS SELECT keyword_id, max(goods_count) AS goods FROM keyword_window GROUP BY keyword_id`);
  }
  await tx.execute(sql`DELETE FROM keyword_window`);
  const counts = keepCounts
    ? sql`SELECT k2.id, coalesce(kg.goods, ${counted(sql`k2`)}) AS goods FROM keywords k2 LEFT JOIN keyword_goods kg ON kg.keyword_id = k2.id`
    : sql`SELECT k2.id, count(g.id)::int AS goods FROM keywords k2
          LEFT JOIN goods g ON g.type_id = k2.type_id AND position(k2.word IN lower(g.title)) > 0 GROUP BY k2.id`;
  await tx.execute(sql`
    INSERT INTO keyword_window (window_days, keyword_id, type_id, sub_type_id, heat, click_heat, prev_heat, growth, goods_count)
    SELECT t.n, k.id, k.type_id, k.sub_type_id, t.heat, t.click, t.prev,
           CASE WHEN ${comparableSql(covered, sql`t.n`, sql`t.prev`, 'searchers')} THEN t.heat::float8 / t.prev END, c.goods
    FROM (
      SELECT w.n, d.keyword_id,
             coalesce(sum(d.heat) FILTER (WHERE d.day > ${L} - w.n), 0)::int AS heat,
             coalesce(sum(d.click_heat) FILTER (WHERE d.day > ${L} - w.n), 0)::int AS click,
             coalesce(sum(d.heat) FILTER (WHERE d.day <= ${L} - w.n), 0)::int AS prev,
             count(*) FILTER (WHERE d.day > ${L} - w.n) AS observed
      FROM ${windows} AS w(n) JOIN keyword_daily d ON d.day > ${L} - 2 * w.n AND d.day <= ${L}
      GROUP BY w.n, d.keyword_id) t
    JOIN keywords k ON k.id = t.keyword_id
    JOIN (${counts}) c ON c.id = k.id
    WHERE t.observed > 0`);
}
