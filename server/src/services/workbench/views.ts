import { sql } from 'drizzle-orm';
import type { workbench } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { mediaUrl } from '../market/thumbs';
import { rows } from '../market/window';
import { scopeOf, type ResolvedWindow } from './access';
import { nameColumn } from './lists';

type Lang = 'zh' | 'en' | 'ru';
const num = (v: unknown) => Number(v ?? 0);

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
  const column = sql.raw(level === 'sub' ? 'sub_type_id' : 'type_id');
  const filter = typeId === undefined ? sql`` : sql` AND ${column} = ${typeId}`;
  const [active] = w.fixed !== null
    ? await rows<{ goods: number; shops: number; brands: number }>(
        db,
        sql`SELECT (SELECT count(*)::int FROM goods_window WHERE window_days = ${w.fixed} AND sales > 0${filter}) AS goods,
                   (SELECT count(*)::int FROM group_window WHERE window_days = ${w.fixed} AND kind = 'shop' AND scope_type_id = ${scope} AND sales > 0) AS shops,
                   (SELECT count(*)::int FROM group_window WHERE window_days = ${w.fixed} AND kind = 'brand' AND scope_type_id = ${scope} AND sales > 0) AS brands`,
      )
    : await rows<{ goods: number; shops: number; brands: number }>(
        db,
        sql`SELECT count(DISTINCT goods_id)::int AS goods, count(DISTINCT shop_id)::int AS shops, count(DISTINCT brand_id)::int AS brands
            FROM goods_daily WHERE day BETWEEN ${w.from} AND ${w.to} AND sales > 0${filter}`,
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
              SELECT ${sql.raw(level === 'all' ? 'type_id' : 'sub_type_id')} AS id, sum(sales)::bigint AS sales, sum(gmv)::bigint AS gmv
              FROM goods_daily WHERE day BETWEEN ${w.from} AND ${w.to}${filter} GROUP BY 1) t
            JOIN categories c ON c.type_id = t.id WHERE ${level === 'sub' ? sql`false` : sql`true`} ORDER BY t.gmv DESC, t.id`,
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

/** One goods: its figures over the window, its daily series and its rank by sales in its subcategory. */
export async function goodsDetail(db: Db, w: ResolvedWindow, goodsId: number, lang: Lang, apiOrigin: string) {
  const [g] = await rows<{ id: number; title: string; type_id: number; sub_type_id: number; shop_id: number; brand_id: number; price: number; shop_name: string; brand_name: string; type_name: string; sub_name: string }>(
    db,
    sql`SELECT g.id, g.title, g.type_id, g.sub_type_id, g.shop_id, g.brand_id, g.price, sh.name AS shop_name, b.name AS brand_name,
               ${nameColumn(lang, 'c1')} AS type_name, ${nameColumn(lang, 'c2')} AS sub_name
        FROM goods g JOIN shops sh ON sh.id = g.shop_id JOIN brands b ON b.id = g.brand_id
        JOIN categories c1 ON c1.type_id = g.type_id JOIN categories c2 ON c2.type_id = g.sub_type_id WHERE g.id = ${goodsId}`,
  );
  if (!g) return null;
  const daily = await rows<{ day: string; sales: number; gmv: number }>(
    db,
    sql`SELECT day::text AS day, sales, gmv FROM goods_daily WHERE goods_id = ${goodsId} AND day BETWEEN ${w.prevFrom} AND ${w.to} ORDER BY day`,
  );
  const current = daily.filter((d) => d.day >= w.from);
  const sales = current.reduce((sum, d) => sum + num(d.sales), 0);
  const prevSales = daily.filter((d) => d.day < w.from).reduce((sum, d) => sum + num(d.sales), 0);
  const [rank] = await rows<{ rank: number; total: number }>(
    db,
    sql`SELECT (SELECT count(*)::int + 1 FROM (SELECT goods_id, sum(sales) AS s FROM goods_daily WHERE sub_type_id = ${g.sub_type_id} AND day BETWEEN ${w.from} AND ${w.to} GROUP BY goods_id) t WHERE t.s > ${sales}) AS rank,
               (SELECT count(DISTINCT goods_id)::int FROM goods_daily WHERE sub_type_id = ${g.sub_type_id} AND day BETWEEN ${w.from} AND ${w.to}) AS total`,
  );
  const goods: workbench.GoodsRow = {
    goodsId: g.id, title: g.title, thumbUrl: mediaUrl(apiOrigin, 'goods', g.id), typeId: g.type_id, typeName: g.type_name,
    subTypeId: g.sub_type_id, subTypeName: g.sub_name, shopId: g.shop_id, shopName: g.shop_name, brandId: g.brand_id, brandName: g.brand_name,
    price: num(g.price), sales, gmv: current.reduce((sum, d) => sum + num(d.gmv), 0), prevSales,
    growth: prevSales > 0 ? Math.round((sales / prevSales) * 100) / 100 : null,
  };
  return {
    goods,
    series: current.map((d) => ({ day: d.day, sales: num(d.sales), gmv: num(d.gmv), price: num(d.sales) > 0 ? Math.round(num(d.gmv) / num(d.sales)) : null })),
    rank: current.length ? (rank?.rank ?? null) : null,
    rankOf: rank?.total ?? 0,
  };
}
