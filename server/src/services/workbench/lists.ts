import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { workbench } from '@marketlens/core/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { cached } from '../market/service';
import { mediaUrl } from '../market/thumbs';
import { rows } from '../market/window';
import { scopeOf, type ResolvedWindow } from './access';
import { coveredSql, growthFloor } from './growth';
import { opportunityScore } from './opportunity';

type Lang = 'zh' | 'en' | 'ru';
/** Parsed queries of the lists. */
export type GoodsQuery = z.output<typeof workbench.goodsListQuery>;
export type KeywordQuery = z.output<typeof workbench.keywordListQuery>;
export type GroupQuery = z.output<typeof workbench.groupListQuery>;
export const nameColumn = (lang: Lang, alias: string) => sql.raw(`${alias}.${lang === 'en' ? 'name_en' : lang === 'ru' ? 'name_ru' : 'name_zh'}`);

/** A page of a list and how many rows the filters matched. */
export interface Paged<T> {
  list: T[];
  matched: number;
}

interface ListArgs {
  db: Db;
  w: ResolvedWindow;
  typeId: number | undefined;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  lang: Lang;
  apiOrigin: string;
}

const dialect = new PgDialect();
/**
 * A list's count (and totals): they change only when the market moves, which clears the market cache,
 * so members paging, re-sorting or opening the same list share one count instead of each scanning the
 * scope again. Keyed by the query's text and parameters.
 */
function cachedCount<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return cached(db, `wb:count:${text}:${JSON.stringify(params)}`, () => rows<T>(db, query));
}
const num = (v: unknown) => Number(v ?? 0);
const growthOf = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 100) / 100);
const orderBy = (expr: SQL, order: 'asc' | 'desc', tie: SQL) => sql`${expr} ${sql.raw(order === 'asc' ? 'ASC' : 'DESC')} NULLS LAST, ${tie}`;
/**
 * A goods order: the sort column, then the goods id the same way, spelled as the list indexes are
 * built (DESC NULLS LAST) so that one index read forwards or backwards serves both directions. Only
 * growth and the score can be null ("no data"): those stay last whichever way the list runs.
 */
const goodsOrder = (column: string, alias: string, order: 'asc' | 'desc') => {
  const nulls = order === 'desc' || GOODS_NULLABLE.has(column) ? 'NULLS LAST' : 'NULLS FIRST';
  const dir = order === 'asc' ? 'ASC' : 'DESC';
  return sql.raw(`${alias}.${column} ${dir} ${nulls}, ${alias}.goods_id ${dir} ${nulls}`);
};

/** `AND min <= expr <= max` for the bounds given. */
function range(expr: SQL, min: number | undefined, max: number | undefined): SQL {
  return sql`${min === undefined ? sql`` : sql` AND ${expr} >= ${min}`}${max === undefined ? sql`` : sql` AND ${expr} <= ${max}`}`;
}

/** The equality that keeps one category (top or sub) of a table with type_id and sub_type_id columns. */
export async function categoryCondition(db: Db, alias: string, typeId: number | undefined): Promise<SQL> {
  const scope = await scopeOf(db, typeId);
  if (scope === 'all') return sql``;
  if (scope === 'unknown') return sql` AND false`;
  return sql` AND ${sql.raw(`${alias}.${scope === 'sub' ? 'sub_type_id' : 'type_id'}`)} = ${typeId}`;
}

/**
 * A custom range's growth condition: the previous window covered well enough and its volume above the
 * floor (the rollups apply the same rule to the fixed windows).
 */
const comparable = (w: ResolvedWindow, prev: SQL, kind: 'units' | 'searchers') =>
  sql`${prev} >= ${growthFloor(kind, w.days)} AND ${coveredSql(w.prevFrom, w.prevTo)}`;

// ---- Goods ----

/**
 * Per-goods figures of the window with what the filters and sorts need: the card's listing day, age
 * (days listed as of the window's last day), reviews, seller type and sellers, its subcategory's
 * competitors and its potential-goods score. A fixed window reads the rollup alone (those columns are
 * kept there); a custom range aggregates the daily table and scores the goods here.
 */
export async function goodsSource(db: Db, w: ResolvedWindow, typeId: number | undefined): Promise<SQL> {
  if (w.fixed !== null) {
    return sql`SELECT gw.goods_id, gw.type_id, gw.sub_type_id, gw.shop_id, gw.brand_id, gw.price, gw.sales, gw.gmv, gw.prev_sales, gw.growth,
                      gw.reviews, gw.listed_on, gw.seller_type, gw.sellers, (${w.to}::date - gw.listed_on) AS age, gw.competitors, gw.opportunity
               FROM goods_window gw
               WHERE gw.window_days = ${w.fixed} AND gw.observed_days > 0${await categoryCondition(db, 'gw', typeId)}`;
  }
  const daily = sql`SELECT t.goods_id, g.type_id, g.sub_type_id, g.shop_id, g.brand_id, g.price, t.sales, t.gmv, t.prev_sales,
                    CASE WHEN ${comparable(w, sql`t.prev_sales`, 'units')} THEN t.sales::float8 / t.prev_sales END AS growth,
                    coalesce((SELECT r.reviews FROM goods_window r WHERE r.goods_id = t.goods_id LIMIT 1), g.reviews_base) AS reviews,
                    g.listed_on, sh.seller_type, g.sellers
             FROM (SELECT d.goods_id, coalesce(sum(d.sales) FILTER (WHERE d.day >= ${w.from}), 0)::int AS sales,
                          coalesce(sum(d.gmv) FILTER (WHERE d.day >= ${w.from}), 0)::bigint AS gmv,
                          coalesce(sum(d.sales) FILTER (WHERE d.day < ${w.from}), 0)::int AS prev_sales
                   FROM goods_daily d WHERE d.day BETWEEN ${w.prevFrom} AND ${w.to}${await categoryCondition(db, 'd', typeId)}
                   GROUP BY d.goods_id HAVING count(*) FILTER (WHERE d.day >= ${w.from}) > 0) t
             JOIN goods g ON g.id = t.goods_id JOIN shops sh ON sh.id = g.shop_id`;
  // The competitors of a subcategory are all its goods that sold: a category filter keeps whole subcategories.
  return sql`SELECT x.*, ${opportunityScore(sql`x`)} AS opportunity
             FROM (SELECT s0.*, (${w.to}::date - s0.listed_on) AS age,
                          count(*) FILTER (WHERE s0.sales > 0) OVER (PARTITION BY s0.sub_type_id) AS competitors
                   FROM (${daily}) s0) x`;
}

const GOODS_SORT: Record<(typeof workbench.GOODS_SORTS)[number], string> = {
  sales: 'sales', gmv: 'gmv', price: 'price', growth: 'growth', reviews: 'reviews', listedOn: 'listed_on', opportunity: 'opportunity', sellers: 'sellers',
};
const GOODS_NULLABLE = new Set(['growth', 'opportunity']);

interface GoodsRowDb extends Record<string, unknown> {
  goods_id: number; type_id: number; sub_type_id: number; shop_id: number; brand_id: number; price: number;
  sales: number; gmv: string | number; prev_sales: number; growth: number | null;
  reviews: number; listed_on: string; rating: number; seller_type: 'cn' | 'local'; fulfilment: 'FBO' | 'FBS' | 'rFBS'; opportunity: number | null;
  sellers: number; min_offer_price: number;
  title: string; shop_name: string; brand_name: string; type_name: string; sub_name: string;
}

function goodsRow(r: GoodsRowDb, apiOrigin: string): workbench.GoodsRow {
  return {
    goodsId: r.goods_id, title: r.title, thumbUrl: mediaUrl(apiOrigin, 'goods', r.goods_id),
    typeId: r.type_id, typeName: r.type_name, subTypeId: r.sub_type_id, subTypeName: r.sub_name,
    shopId: r.shop_id, shopName: r.shop_name, brandId: r.brand_id, brandName: r.brand_name,
    price: num(r.price), sales: num(r.sales), gmv: num(r.gmv), prevSales: num(r.prev_sales), growth: growthOf(r.growth),
    listedOn: String(r.listed_on).slice(0, 10), reviews: num(r.reviews), rating: num(r.rating), sellerType: r.seller_type, fulfilment: r.fulfilment,
    opportunity: r.opportunity === null || r.opportunity === undefined ? null : num(r.opportunity),
    sellers: num(r.sellers), minOfferPrice: num(r.min_offer_price),
  };
}

/** Goods of the window with the filters, sorted and paged in the database. */
export async function goodsPage(a: ListArgs & { q: GoodsQuery; extra?: SQL }): Promise<Paged<workbench.GoodsRow>> {
  const { q } = a;
  const where = sql`true${range(sql`s.price`, q.priceMin, q.priceMax)}${range(sql`s.sales`, q.salesMin, q.salesMax)}${range(sql`s.growth`, q.growthMin, q.growthMax)}${
    q.brandId === undefined ? sql`` : sql` AND s.brand_id = ${q.brandId}`}${q.shopId === undefined ? sql`` : sql` AND s.shop_id = ${q.shopId}`}${
    q.sellerType === undefined ? sql`` : sql` AND s.seller_type = ${q.sellerType}`}${q.listedWithin === undefined ? sql`` : sql` AND s.age <= ${q.listedWithin}`}${
    q.listedInWindow === undefined ? sql`` : sql` AND s.listed_on >= ${a.w.from}::date`}${range(sql`s.reviews`, q.reviewsMin, q.reviewsMax)}${range(sql`s.sellers`, q.sellersMin, q.sellersMax)}${a.extra ?? sql``}`;
  const source = await goodsSource(a.db, a.w, a.typeId);
  const [count] = await cachedCount<{ n: number }>(a.db, sql`SELECT count(*)::int AS n FROM (${source}) s WHERE ${where}`);
  const found = a.limit === 0 ? [] : await rows<GoodsRowDb>(
    a.db,
    sql`SELECT p.*, g.title, g.rating, sh.fulfilment, LEAST(g.min_offer_price, p.price) AS min_offer_price, sh.name AS shop_name, b.name AS brand_name,
               ${nameColumn(a.lang, 'c1')} AS type_name, ${nameColumn(a.lang, 'c2')} AS sub_name
        FROM (SELECT s.* FROM (${source}) s WHERE ${where} ORDER BY ${goodsOrder(GOODS_SORT[q.sort], 's', a.order)} LIMIT ${a.limit} OFFSET ${a.offset}) p
        JOIN goods g ON g.id = p.goods_id JOIN shops sh ON sh.id = p.shop_id JOIN brands b ON b.id = p.brand_id
        JOIN categories c1 ON c1.type_id = p.type_id JOIN categories c2 ON c2.type_id = p.sub_type_id
        ORDER BY ${goodsOrder(GOODS_SORT[q.sort], 'p', a.order)}`,
  );
  return { list: found.map((r) => goodsRow(r, a.apiOrigin)), matched: count?.n ?? 0 };
}

// ---- Keywords ----

export async function keywordSource(db: Db, w: ResolvedWindow, typeId: number | undefined): Promise<SQL> {
  if (w.fixed !== null) {
    return sql`SELECT keyword_id, type_id, heat, click_heat, prev_heat, growth, goods_count FROM keyword_window kw
               WHERE window_days = ${w.fixed}${await categoryCondition(db, 'kw', typeId)}`;
  }
  return sql`SELECT t.keyword_id, k.type_id, t.heat, t.click_heat, t.prev_heat, CASE WHEN ${comparable(w, sql`t.prev_heat`, 'searchers')} THEN t.heat::float8 / t.prev_heat END AS growth,
                    coalesce((SELECT max(goods_count) FROM keyword_window c WHERE c.keyword_id = t.keyword_id), 0) AS goods_count
             FROM (SELECT d.keyword_id, coalesce(sum(d.heat) FILTER (WHERE d.day >= ${w.from}), 0)::int AS heat,
                          coalesce(sum(d.click_heat) FILTER (WHERE d.day >= ${w.from}), 0)::int AS click_heat,
                          coalesce(sum(d.heat) FILTER (WHERE d.day < ${w.from}), 0)::int AS prev_heat
                   FROM keyword_daily d JOIN keywords k0 ON k0.id = d.keyword_id
                   WHERE d.day BETWEEN ${w.prevFrom} AND ${w.to}${await categoryCondition(db, 'k0', typeId)}
                   GROUP BY d.keyword_id HAVING count(*) FILTER (WHERE d.day >= ${w.from}) > 0) t
             JOIN keywords k ON k.id = t.keyword_id`;
}

const KEYWORD_SORT: Record<(typeof workbench.KEYWORD_SORTS)[number], string> = {
  heat: 'heat',
  clickHeat: 'click_heat',
  conversion: 'click_heat::float8 / NULLIF(heat, 0)',
  growth: 'growth',
  goodsCount: 'goods_count',
  // A word searched for with no competing goods at all is the bluest ocean: it sorts above every ratio.
  blueOcean: "CASE WHEN goods_count = 0 AND heat > 0 THEN 'Infinity'::float8 ELSE heat::float8 / NULLIF(goods_count, 0) END",
};

export async function keywordPage(a: ListArgs & { q: KeywordQuery }): Promise<Paged<workbench.KeywordRow>> {
  const { q } = a;
  const where = sql`true${range(sql`s.heat`, q.heatMin, q.heatMax)}${range(sql`s.growth`, q.growthMin, q.growthMax)}`;
  const source = await keywordSource(a.db, a.w, a.typeId);
  const sortOf = (alias: string) => sql.raw(KEYWORD_SORT[q.sort].replace(/\b(heat|click_heat|growth|goods_count)\b/g, `${alias}.$1`));
  const [count] = await rows<{ n: number }>(a.db, sql`SELECT count(*)::int AS n FROM (${source}) s WHERE ${where}`);
  const found = a.limit === 0 ? [] : await rows<{ keyword_id: number; type_id: number; heat: number; click_heat: number; growth: number | null; goods_count: number; word: string; word_zh: string | null; type_name: string }>(
    a.db,
    sql`SELECT p.*, k.word, k.word_zh, ${nameColumn(a.lang, 'c')} AS type_name
        FROM (SELECT s.* FROM (${source}) s WHERE ${where} ORDER BY ${orderBy(sortOf('s'), a.order, sql`s.keyword_id`)} LIMIT ${a.limit} OFFSET ${a.offset}) p
        JOIN keywords k ON k.id = p.keyword_id JOIN categories c ON c.type_id = p.type_id
        ORDER BY ${orderBy(sortOf('p'), a.order, sql`p.keyword_id`)}`,
  );
  return {
    matched: count?.n ?? 0,
    list: found.map((r) => {
      const heat = num(r.heat);
      const goods = num(r.goods_count);
      return {
        keywordId: r.keyword_id, keyword: r.word, keywordZh: r.word_zh ?? null, typeId: r.type_id, typeName: r.type_name, heat, clickHeat: num(r.click_heat),
        conversion: heat > 0 ? Math.round((num(r.click_heat) / heat) * 10_000) / 10_000 : 0,
        growth: growthOf(r.growth), goodsCount: goods, blueOcean: goods > 0 ? Math.round((heat / goods) * 10) / 10 : null,
      };
    }),
  };
}

// ---- Shops and brands ----

/** Shops, brands, or the child categories of the scope (top categories for the whole market). */
export type GroupKind = 'shop' | 'brand' | 'category';

export async function groupSource(db: Db, kind: GroupKind, w: ResolvedWindow, typeId: number | undefined): Promise<SQL> {
  if (w.fixed !== null) {
    return sql`SELECT id, sales, gmv, prev_sales, growth, goods_count FROM group_window
               WHERE window_days = ${w.fixed} AND kind = ${kind} AND scope_type_id = ${typeId ?? 0}`;
  }
  const scope = await scopeOf(db, typeId);
  const column = sql.raw(kind === 'shop' ? 'd.shop_id' : kind === 'brand' ? 'd.brand_id' : scope === 'all' ? 'd.type_id' : 'd.sub_type_id');
  // A subcategory has no children: its category list is empty, as in the rollup.
  const leaf = kind === 'category' && scope === 'sub' ? sql` AND false` : sql``;
  return sql`SELECT t.*, CASE WHEN ${comparable(w, sql`t.prev_sales`, 'units')} THEN t.sales::float8 / t.prev_sales END AS growth
             FROM (SELECT ${column} AS id, coalesce(sum(d.sales) FILTER (WHERE d.day >= ${w.from}), 0)::bigint AS sales,
                          coalesce(sum(d.gmv) FILTER (WHERE d.day >= ${w.from}), 0)::bigint AS gmv,
                          coalesce(sum(d.sales) FILTER (WHERE d.day < ${w.from}), 0)::bigint AS prev_sales,
                          count(DISTINCT d.goods_id) FILTER (WHERE d.day >= ${w.from} AND d.sales > 0)::int AS goods_count
                   FROM goods_daily d WHERE d.day BETWEEN ${w.prevFrom} AND ${w.to}${await categoryCondition(db, 'd', typeId)}${leaf}
                   GROUP BY ${column} HAVING count(*) FILTER (WHERE d.day >= ${w.from}) > 0) t`;
}

const GROUP_SORT: Record<(typeof workbench.GROUP_SORTS)[number], string> = {
  sales: 'sales',
  gmv: 'gmv',
  growth: 'growth',
  goodsCount: 'goods_count',
  avgPrice: 'gmv::float8 / NULLIF(sales, 0)',
  concentration: 'concentration',
  opportunity: 'opportunity',
};

/** Growth above this multiple counts as full marks in the opportunity index. */
export const OPPORTUNITY_GROWTH_CAP = 3;

/**
 * Categories with their concentration (top-10 brands' GMV ÷ top-500 brands' GMV, WORKBENCH.md §2)
 * and opportunity index: 100 × min(growth, 3) ÷ 3 × (1 − concentration), 0..100; null without
 * sales in either window.
 */
function withConcentration(source: SQL, w: ResolvedWindow): SQL {
  const brands = w.fixed !== null
    ? sql`SELECT b.gmv AS v FROM group_window b WHERE b.window_days = ${w.fixed} AND b.kind = 'brand' AND b.scope_type_id = c.id`
    : sql`SELECT sum(d.gmv) AS v FROM goods_daily d WHERE (d.type_id = c.id OR d.sub_type_id = c.id) AND d.day BETWEEN ${w.from} AND ${w.to} GROUP BY d.brand_id`;
  return sql`SELECT c.*, k.concentration,
                    CASE WHEN c.growth IS NULL OR k.concentration IS NULL THEN NULL
                         ELSE 100 * least(c.growth, ${OPPORTUNITY_GROWTH_CAP}) / ${OPPORTUNITY_GROWTH_CAP} * (1 - k.concentration) END AS opportunity
             FROM (${source}) c
             CROSS JOIN LATERAL (
               SELECT CASE WHEN sum(t.v) > 0 THEN sum(t.v) FILTER (WHERE t.r <= 10)::float8 / sum(t.v) END AS concentration
               FROM (SELECT x.v, row_number() OVER (ORDER BY x.v DESC) AS r FROM (${brands}) x ORDER BY x.v DESC LIMIT 500) t) k`;
}

/** `%text%` for ILIKE with the wildcards of the text escaped. */
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export async function groupPage(a: ListArgs & { kind: GroupKind; q: GroupQuery }): Promise<Paged<workbench.GroupRow>> {
  const { q } = a;
  const named = q.name === undefined
    ? sql``
    : a.kind === 'category'
      ? sql` AND s.id IN (SELECT type_id FROM categories c WHERE ${nameColumn(a.lang, 'c')} ILIKE ${likeOf(q.name)})`
      : sql` AND s.id IN (SELECT id FROM ${sql.raw(a.kind === 'shop' ? 'shops' : 'brands')} WHERE name ILIKE ${likeOf(q.name)})`;
  const where = sql`true${range(sql`s.sales`, q.salesMin, q.salesMax)}${range(sql`s.growth`, q.growthMin, q.growthMax)}${named}`;
  const base = await groupSource(a.db, a.kind, a.w, a.typeId);
  const source = a.kind === 'category' ? withConcentration(base, a.w) : sql`SELECT b.*, NULL::float8 AS concentration, NULL::float8 AS opportunity FROM (${base}) b`;
  if (a.kind !== 'category' && (q.sort === 'concentration' || q.sort === 'opportunity')) return { list: [], matched: 0 };
  const sortOf = (alias: string) => sql.raw(GROUP_SORT[q.sort].replace(/\b(sales|gmv|growth|goods_count|concentration|opportunity)\b/g, `${alias}.$1`));
  const names = a.kind === 'category'
    ? sql`(SELECT type_id AS id, ${nameColumn(a.lang, 'c')} AS name FROM categories c)`
    : sql.raw(a.kind === 'shop' ? 'shops' : 'brands');
  const [count] = await cachedCount<{ n: number; gmv: string | number | null }>(a.db, sql`SELECT count(*) FILTER (WHERE ${where})::int AS n, sum(s.gmv)::bigint AS gmv FROM (${base}) s`);
  const scopeGmv = num(count?.gmv);
  const found = a.limit === 0 ? [] : await rows<{ id: number; sales: number; gmv: number; prev_sales: number; growth: number | null; goods_count: number; name: string; concentration: number | null; opportunity: number | null }>(
    a.db,
    sql`SELECT p.*, n.name FROM (SELECT s.* FROM (${source}) s WHERE ${where} ORDER BY ${orderBy(sortOf('s'), a.order, sql`s.id`)} LIMIT ${a.limit} OFFSET ${a.offset}) p
        JOIN ${names} n ON n.id = p.id ORDER BY ${orderBy(sortOf('p'), a.order, sql`p.id`)}`,
  );
  const ratio = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10_000) / 10_000);
  return {
    matched: count?.n ?? 0,
    list: found.map((r) => ({
      id: r.id, name: r.name, thumbUrl: a.kind === 'category' ? '' : mediaUrl(a.apiOrigin, a.kind, r.id), sales: num(r.sales), gmv: num(r.gmv), prevSales: num(r.prev_sales),
      growth: growthOf(r.growth), goodsCount: num(r.goods_count), avgPrice: num(r.sales) > 0 ? Math.round(num(r.gmv) / num(r.sales)) : 0,
      share: scopeGmv > 0 ? Math.round((num(r.gmv) / scopeGmv) * 10_000) / 10_000 : 0,
      concentration: ratio(r.concentration),
      opportunity: r.opportunity === null || r.opportunity === undefined ? null : Math.round(Number(r.opportunity) * 10) / 10,
    })),
  };
}
