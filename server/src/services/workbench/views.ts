import { sql } from 'drizzle-orm';
import type { workbench } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { mediaUrl } from '../market/thumbs';
import { rows } from '../market/window';
import { daysCoverage, levelColumn, scopeOf, type ResolvedWindow } from './access';
import { growthFloor, MIN_PREVIOUS_COVERAGE } from './growth';
import { categoryCondition, goodsPage, groupSource, nameColumn } from './lists';
import { translatedOf } from './list-query';

export type Lang = 'zh' | 'en' | 'ru';
export const num = (v: unknown) => Number(v ?? 0);
/** True when the previous window holds data on enough of its days for a growth (the lists' rule). */
export const comparable = async (db: Db, w: ResolvedWindow) => (await daysCoverage(db, w)).previous >= MIN_PREVIOUS_COVERAGE;

/** Whole market or one category over the window: totals, daily trend and share by child category. */
export async function marketOverview(db: Db, w: ResolvedWindow, typeId: number | undefined, lang: Lang) {
  const scope = typeId ?? 0;
  const series = await rows<{ day: string; sales: number; gmv: number }>(
    db,
    sql`SELECT day::text AS day, sales, gmv FROM market_daily WHERE scope_type_id = ${scope} AND day BETWEEN ${w.from} AND ${w.to} ORDER BY day`,
  );
  const [prev] = await rows<{ sales: number | null; gmv: number | null }>(
    db,
    sql`SELECT sum(sales)::bigint AS sales, sum(gmv)::bigint AS gmv FROM market_daily WHERE scope_type_id = ${scope} AND day BETWEEN ${w.prevFrom} AND ${w.prevTo}`,
  );
  // Active goods, shops and brands are distinct over the window: the rollups hold them for fixed windows.
  const level = await scopeOf(db, typeId);
  const filter = (table: string) => categoryCondition(db, table, typeId);
  const [active] = w.fixed !== null
    ? await rows<{ goods: number; shops: number; brands: number }>(
        db,
        sql`SELECT (SELECT count(*)::int FROM goods_window WHERE window_days = ${w.fixed} AND sales > 0${await filter('goods_window')}) AS goods,
                   (SELECT count(*)::int FROM group_window WHERE window_days = ${w.fixed} AND kind = 'shop' AND scope_type_id = ${scope} AND sales > 0) AS shops,
                   (SELECT count(*)::int FROM group_window WHERE window_days = ${w.fixed} AND kind = 'brand' AND scope_type_id = ${scope} AND sales > 0) AS brands`,
      )
    : await rows<{ goods: number; shops: number; brands: number }>(
        db,
        sql`SELECT count(DISTINCT goods_id)::int AS goods, count(DISTINCT shop_id)::int AS shops, count(DISTINCT brand_id)::int AS brands
            FROM goods_daily WHERE day BETWEEN ${w.from} AND ${w.to} AND sales > 0${await filter('goods_daily')}`,
      );
  const shareRows = w.fixed !== null
    ? await rows<{ type_id: number; name: string; sales: number; gmv: number }>(
        db,
        sql`SELECT g.id AS type_id, ${nameColumn(lang, 'c')} AS name, g.sales, g.gmv FROM group_window g JOIN categories c ON c.type_id = g.id
            WHERE g.window_days = ${w.fixed} AND g.kind = 'category' AND g.scope_type_id = ${scope} ORDER BY g.gmv DESC, g.id`,
      )
    : await rows<{ type_id: number; name: string; sales: number; gmv: number }>(
        db,
        sql`SELECT t.id AS type_id, ${nameColumn(lang, 'c')} AS name, t.sales, t.gmv FROM (
              SELECT ${sql.raw(level === 'all' ? 'type_id' : level === 'top' ? 'sub_type_id' : 'leaf_type_id')} AS id, sum(sales)::bigint AS sales, sum(gmv)::bigint AS gmv
              FROM goods_daily WHERE day BETWEEN ${w.from} AND ${w.to}${await filter('goods_daily')} GROUP BY 1) t
            JOIN categories c ON c.type_id = t.id WHERE ${level === 'leaf' ? sql`false` : sql`true`} ORDER BY t.gmv DESC, t.id`,
      );
  const totalGmv = shareRows.reduce((sum, r) => sum + num(r.gmv), 0);
  return {
    totals: {
      sales: series.reduce((sum, r) => sum + num(r.sales), 0),
      gmv: series.reduce((sum, r) => sum + num(r.gmv), 0),
      prevSales: num(prev?.sales),
      prevGmv: num(prev?.gmv),
      goods: active?.goods ?? 0,
      shops: active?.shops ?? 0,
      brands: active?.brands ?? 0,
    },
    series: series.map((r) => ({ day: r.day, sales: num(r.sales), gmv: num(r.gmv) })),
    shares: shareRows.map((r) => ({ typeId: r.type_id, typeName: r.name, sales: num(r.sales), gmv: num(r.gmv), share: totalGmv > 0 ? Math.round((num(r.gmv) / totalGmv) * 10_000) / 10_000 : 0 })),
  };
}

/**
 * A goods' place by each day's units among the goods of its subcategory observed that day, and its
 * reviews as of each day (the card's reviews before the history plus its reviews per unit sold since,
 * the estimate the lists show for the latest day).
 */
async function goodsHistory(db: Db, goodsId: number, subTypeId: number, w: ResolvedWindow) {
  const found = await rows<{ day: string; rank: number; rank_of: number; reviews: number }>(
    db,
    sql`SELECT r.day, r.rank, r.rank_of, g.reviews_base + round(g.review_rate * (coalesce(b.sold, 0) + sum(d.sales) OVER (ORDER BY d.day)))::int AS reviews
        FROM goods_daily d JOIN goods g ON g.id = d.goods_id
        JOIN (SELECT day::text AS day, goods_id, rank() OVER (PARTITION BY day ORDER BY sales DESC)::int AS rank, count(*) OVER (PARTITION BY day)::int AS rank_of
              FROM goods_daily WHERE sub_type_id = ${subTypeId} AND day BETWEEN ${w.from} AND ${w.to}) r ON r.goods_id = d.goods_id AND r.day = d.day::text
        LEFT JOIN (SELECT sum(sales)::float8 AS sold FROM goods_daily WHERE goods_id = ${goodsId} AND day < ${w.from}) b ON true
        WHERE d.goods_id = ${goodsId} AND d.day BETWEEN ${w.from} AND ${w.to}`,
  );
  return new Map(found.map((r) => [r.day, { rank: num(r.rank), rankOf: num(r.rank_of), reviews: num(r.reviews) }]));
}

/** One goods: its figures over the window, its daily series and its rank by sales in its subcategory. */
export async function goodsDetail(db: Db, w: ResolvedWindow, goodsId: number, lang: Lang, apiOrigin: string) {
  const [g] = await rows<{
    id: number; title: string; title_zh: string | null; title_en: string | null; type_id: number; sub_type_id: number; shop_id: number; brand_id: number; price: number; shop_name: string; brand_name: string; type_name: string; sub_name: string;
    listed_on: string; rating: number; reviews: number; seller_type: 'cn' | 'local'; fulfilment: 'FBO' | 'FBS' | 'rFBS'; sellers: number; min_offer_price: number;
  }>(
    db,
    sql`SELECT g.id, g.title, g.title_zh, g.title_en, g.type_id, g.sub_type_id, g.shop_id, g.brand_id, g.price, sh.name AS shop_name, b.name AS brand_name,
               ${nameColumn(lang, 'c1')} AS type_name, ${nameColumn(lang, 'c2')} AS sub_name, g.listed_on::text AS listed_on, g.rating,
               coalesce((SELECT r.reviews FROM goods_window r WHERE r.goods_id = g.id LIMIT 1), g.reviews_base) AS reviews, sh.seller_type, sh.fulfilment, g.sellers, LEAST(g.min_offer_price, g.price) AS min_offer_price
        FROM goods g JOIN shops sh ON sh.id = g.shop_id JOIN brands b ON b.id = g.brand_id
        JOIN categories c1 ON c1.type_id = g.type_id JOIN categories c2 ON c2.type_id = g.sub_type_id WHERE g.id = ${goodsId}`,
  );
  if (!g) return null;
  const daily = await rows<{ day: string; sales: number; gmv: number }>(
    db,
    sql`SELECT day::text AS day, sales, gmv FROM goods_daily WHERE goods_id = ${goodsId} AND day BETWEEN ${w.prevFrom} AND ${w.to} ORDER BY day`,
  );
  const history = await goodsHistory(db, goodsId, g.sub_type_id, w);
  const current = daily.filter((d) => d.day >= w.from);
  const sales = current.reduce((sum, d) => sum + num(d.sales), 0);
  const prevSales = daily.filter((d) => d.day < w.from).reduce((sum, d) => sum + num(d.sales), 0);
  const [rank] = await rows<{ rank: number; total: number }>(
    db,
    sql`SELECT (SELECT count(*)::int + 1 FROM (SELECT goods_id, sum(sales) AS s FROM goods_daily WHERE sub_type_id = ${g.sub_type_id} AND day BETWEEN ${w.from} AND ${w.to} GROUP BY goods_id) t WHERE t.s > ${sales}) AS rank,
               (SELECT count(DISTINCT goods_id)::int FROM goods_daily WHERE sub_type_id = ${g.sub_type_id} AND day BETWEEN ${w.from} AND ${w.to}) AS total`,
  );
  const goods: workbench.GoodsRow = {
    goodsId: g.id, title: g.title, titleTranslated: translatedOf(lang, g.title, g.title_zh, g.title_en), thumbUrl: mediaUrl(apiOrigin, 'goods', g.id), typeId: g.type_id, typeName: g.type_name,
    subTypeId: g.sub_type_id, subTypeName: g.sub_name, shopId: g.shop_id, shopName: g.shop_name, brandId: g.brand_id, brandName: g.brand_name,
    price: num(g.price), sales, gmv: current.reduce((sum, d) => sum + num(d.gmv), 0), prevSales,
    growth: (await comparable(db, w)) && prevSales >= growthFloor('units', w.days) ? Math.round((sales / prevSales) * 100) / 100 : null,
    listedOn: g.listed_on, reviews: num(g.reviews), rating: num(g.rating), sellerType: g.seller_type, fulfilment: g.fulfilment, opportunity: null,
    sellers: num(g.sellers), minOfferPrice: num(g.min_offer_price),
  };
  // The potential-goods score needs the goods' subcategory over the window: the list computes it.
  if (sales > 0) {
    const scored = await goodsPage({
      db, w, typeId: g.sub_type_id, order: 'desc', offset: 0, limit: 1, lang, apiOrigin,
      q: { sort: 'sales', order: 'desc', days: w.fixed ?? 30, pageNum: 1, pageSize: 1 },
      extra: sql` AND s.goods_id = ${goodsId}`,
    });
    goods.opportunity = scored.list[0]?.opportunity ?? null;
  }
  return {
    goods,
    series: current.map((d) => {
      const h = history.get(d.day);
      return { day: d.day, sales: num(d.sales), gmv: num(d.gmv), price: num(d.sales) > 0 ? Math.round(num(d.gmv) / num(d.sales)) : null, rank: h?.rank ?? null, rankOf: h?.rankOf ?? 0, reviews: h?.reviews ?? num(g.reviews) };
    }),
    rank: current.length ? (rank?.rank ?? null) : null,
    rankOf: rank?.total ?? 0,
  };
}

type GroupKind = 'shop' | 'brand' | 'category';
const ratio = (part: unknown, whole: unknown) => (num(whole) > 0 ? Math.round((num(part) / num(whole)) * 10_000) / 10_000 : null);

/** One shop, brand or category over the window: totals against the previous window, daily series, rank among its peers, concentration, share by subcategory. */
export async function groupDetail(db: Db, w: ResolvedWindow, kind: GroupKind, id: number, lang: Lang, apiOrigin: string) {
  const [head] = kind === 'category'
    ? await rows<{ name: string; parent_id: number | null; parent_name: string | null }>(
        db,
        sql`SELECT ${nameColumn(lang, 'c')} AS name, c.parent_id, ${nameColumn(lang, 'p')} AS parent_name
            FROM categories c LEFT JOIN categories p ON p.type_id = c.parent_id WHERE c.type_id = ${id}`,
      )
    : await rows<{ name: string; parent_id: null; parent_name: null }>(
        db,
        sql`SELECT name, NULL AS parent_id, NULL AS parent_name FROM ${sql.raw(kind === 'shop' ? 'shops' : 'brands')} WHERE id = ${id}`,
      );
  if (!head) return null;
  const level = kind === 'category' ? await scopeOf(db, id) : 'all';
  const cond = sql.raw(kind === 'shop' ? 'd.shop_id' : kind === 'brand' ? 'd.brand_id' : `d.${levelColumn(level)}`);
  const daily = kind === 'category'
    ? await rows<{ day: string; sales: number; gmv: number }>(
        db,
        sql`SELECT day::text AS day, sales, gmv FROM market_daily WHERE scope_type_id = ${id} AND day BETWEEN ${w.prevFrom} AND ${w.to} ORDER BY day`,
      )
    : await rows<{ day: string; sales: number; gmv: number }>(
        db,
        sql`SELECT d.day::text AS day, sum(d.sales)::bigint AS sales, sum(d.gmv)::bigint AS gmv FROM goods_daily d
            WHERE ${cond} = ${id} AND d.day BETWEEN ${w.prevFrom} AND ${w.to} GROUP BY d.day ORDER BY d.day`,
      );
  const current = daily.filter((d) => d.day >= w.from);
  const previous = daily.filter((d) => d.day < w.from);
  const sum = (list: typeof daily, key: 'sales' | 'gmv') => list.reduce((total, d) => total + num(d[key]), 0);
  const sales = sum(current, 'sales');
  const gmv = sum(current, 'gmv');
  // Per goods over the window: active goods, shops, brands, concentration and share by subcategory.
  const [spread] = await rows<{ goods: number; shops: number; brands: number; top_goods: number | null; all_goods: number | null; top_brands: number | null; all_brands: number | null; top_type: number | null }>(
    db,
    sql`WITH g AS (SELECT d.goods_id, d.type_id, d.shop_id, d.brand_id, sum(d.sales) AS s, sum(d.gmv) AS v FROM goods_daily d
                   WHERE ${cond} = ${id} AND d.day BETWEEN ${w.from} AND ${w.to} GROUP BY d.goods_id, d.type_id, d.shop_id, d.brand_id),
             b AS (SELECT sum(v) AS v FROM g GROUP BY brand_id ORDER BY 1 DESC LIMIT 500),
             top AS (SELECT v FROM g ORDER BY v DESC LIMIT 500)
        SELECT (SELECT count(*) FROM g WHERE s > 0)::int AS goods,
               (SELECT count(DISTINCT shop_id) FROM g WHERE s > 0)::int AS shops,
               (SELECT count(DISTINCT brand_id) FROM g WHERE s > 0)::int AS brands,
               (SELECT sum(v) FROM (SELECT v FROM top ORDER BY v DESC LIMIT 10) t)::bigint AS top_goods,
               (SELECT sum(v) FROM top)::bigint AS all_goods,
               (SELECT sum(v) FROM (SELECT v FROM b ORDER BY v DESC LIMIT 10) t)::bigint AS top_brands,
               (SELECT sum(v) FROM b)::bigint AS all_brands,
               (SELECT type_id FROM g GROUP BY type_id ORDER BY sum(v) DESC, type_id LIMIT 1) AS top_type`,
  );
  // Shares by the level below: subcategories (of a top category, shop or brand) or leaves (of a subcategory).
  const below = sql.raw(level === 'sub' ? 'd.leaf_type_id' : 'd.sub_type_id');
  const shareRows = level === 'leaf'
    ? []
    : await rows<{ type_id: number; name: string; sales: number; gmv: number }>(
        db,
        sql`SELECT t.id AS type_id, ${nameColumn(lang, 'c')} AS name, t.sales, t.gmv FROM (
              SELECT ${below} AS id, sum(d.sales)::bigint AS sales, sum(d.gmv)::bigint AS gmv FROM goods_daily d
              WHERE ${cond} = ${id} AND d.day BETWEEN ${w.from} AND ${w.to} GROUP BY ${below}) t
            JOIN categories c ON c.type_id = t.id WHERE t.gmv > 0 ORDER BY t.gmv DESC, t.id LIMIT 12`,
      );
  // Peers: shops or brands of the whole market, categories of the same parent.
  const peerScope = kind === 'category' ? (head.parent_id ?? undefined) : undefined;
  const [rank] = await rows<{ rank: number; total: number }>(
    db,
    sql`SELECT (count(*) FILTER (WHERE s.sales > ${sales}))::int + 1 AS rank, count(*)::int AS total FROM (${await groupSource(db, kind, w, peerScope)}) s`,
  );
  const typeId = kind === 'category' ? head.parent_id : (spread?.top_type ?? null);
  const [typeRow] = typeId === null ? [] : await rows<{ name: string }>(db, sql`SELECT ${nameColumn(lang, 'c')} AS name FROM categories c WHERE c.type_id = ${typeId}`);
  const shareTotal = shareRows.reduce((total, r) => total + num(r.gmv), 0);
  return {
    kind,
    id,
    name: head.name,
    thumbUrl: kind === 'category' ? '' : mediaUrl(apiOrigin, kind, id),
    typeId,
    typeName: typeRow?.name ?? '',
    totals: { sales, gmv, prevSales: sum(previous, 'sales'), prevGmv: sum(previous, 'gmv'), goods: spread?.goods ?? 0, avgPrice: sales > 0 ? Math.round(gmv / sales) : 0 },
    series: current.map((d) => ({ day: d.day, sales: num(d.sales), gmv: num(d.gmv) })),
    rank: sales > 0 ? (rank?.rank ?? null) : null,
    rankOf: rank?.total ?? 0,
    goodsConcentration: ratio(spread?.top_goods, spread?.all_goods),
    brandConcentration: kind === 'brand' ? null : ratio(spread?.top_brands, spread?.all_brands),
    shops: kind === 'shop' ? 0 : (spread?.shops ?? 0),
    brands: kind === 'brand' ? 0 : (spread?.brands ?? 0),
    shares: shareRows.map((r) => ({ typeId: r.type_id, typeName: r.name, sales: num(r.sales), gmv: num(r.gmv), share: shareTotal > 0 ? Math.round((num(r.gmv) / shareTotal) * 10_000) / 10_000 : 0 })),
  };
}
