import { sql } from 'drizzle-orm';
import type { report } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { mediaUrl } from './thumbs';
import { ratio, rows, typeFilter, windowOf } from './window';

interface ListArgs {
  db: Db;
  apiOrigin: string;
  latest: string;
  typeId: number | undefined;
  limit: number;
}

/**
 * Best sellers of the window. For one day daySales is that day's sales; for 7 or 30 days it is the
 * average per day of the window, so revenue (price × daySales) stays a daily figure.
 */
export async function goodsRanking(a: ListArgs & { days: number }): Promise<report.HotGoodsRow[]> {
  const w = windowOf(a.latest, a.days);
  const found = await rows<{ id: number; sales: number; title: string; price: number; shop: string; brand: string }>(
    a.db,
    sql`SELECT t.goods_id AS id, t.sales, g.title, g.price, s.name AS shop, b.name AS brand
        FROM (SELECT goods_id, sum(sales)::float8 AS sales FROM goods_daily
              WHERE day BETWEEN ${w.from} AND ${w.to}${typeFilter(sql`type_id`, a.typeId)}
              GROUP BY goods_id ORDER BY sum(sales) DESC, goods_id LIMIT ${a.limit}) t
        JOIN goods g ON g.id = t.goods_id JOIN shops s ON s.id = g.shop_id JOIN brands b ON b.id = g.brand_id
        ORDER BY t.sales DESC, t.goods_id`,
  );
  return found.map((r) => {
    const daySales = Math.round(Number(r.sales) / a.days);
    return { goodsId: r.id, thumbUrl: mediaUrl(a.apiOrigin, 'goods', r.id), goodsName: r.title, daySales, price: r.price, revenue: r.price * daySales, shopName: r.shop, brandName: r.brand };
  });
}

// Goods selling a handful a day jump by large multiples on noise alone; a floor keeps the list meaningful.
const MIN_PREVIOUS_SALES = 5;

/** Goods whose sales over the last `days` grew the most against the `days` before. */
async function growthOf(a: ListArgs, days: number) {
  const w = windowOf(a.latest, days);
  return rows<{ id: number; cur: number; prev: number; title: string; price: number; last: number }>(
    a.db,
    sql`SELECT t.goods_id AS id, t.cur, t.prev, t.last, g.title, g.price FROM (
          SELECT goods_id,
                 sum(sales) FILTER (WHERE day >= ${w.from})::float8 AS cur,
                 sum(sales) FILTER (WHERE day <= ${w.prevTo})::float8 AS prev,
                 sum(sales) FILTER (WHERE day = ${w.to})::float8 AS last
          FROM goods_daily WHERE day BETWEEN ${w.prevFrom} AND ${w.to}${typeFilter(sql`type_id`, a.typeId)}
          GROUP BY goods_id HAVING sum(sales) FILTER (WHERE day <= ${w.prevTo}) >= ${MIN_PREVIOUS_SALES * days}
          ORDER BY sum(sales) FILTER (WHERE day >= ${w.from})::float8 / sum(sales) FILTER (WHERE day <= ${w.prevTo}) DESC, goods_id
          LIMIT ${a.limit}) t
        JOIN goods g ON g.id = t.goods_id ORDER BY t.cur / t.prev DESC, t.goods_id`,
  );
}

/** Soaring goods: the latest day's sales against the day before. */
export async function goodsGrowth(a: ListArgs): Promise<report.SoaringGoodsRow[]> {
  const found = await growthOf(a, 1);
  return found.map((r) => ({
    goodsId: r.id, thumbUrl: mediaUrl(a.apiOrigin, 'goods', r.id), goodsName: r.title,
    daySales: Math.round(Number(r.cur)), dayGrowth: ratio(Number(r.cur), Number(r.prev)), price: r.price,
  }));
}

/** Pictures of trending goods: the strongest growth of the last week against the week before. */
export async function trendImages(a: ListArgs): Promise<report.TrendImage[]> {
  const found = await growthOf(a, 7);
  return found.map((r) => ({ goodsId: r.id, imageUrl: mediaUrl(a.apiOrigin, 'goods', r.id), goodsName: r.title, price: r.price, daySales: Math.round(Number(r.last)) }));
}
