import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MonitorFigures, MonitorKind } from '../../db/schema/monitor';
import { rows } from '../market/window';

/** An int[] parameter that both drivers pass the same way. */
export const intArray = (ids: readonly number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;

export interface TargetFigures extends MonitorFigures {
  name: string;
}

/**
 * Figures of goods, shops or words on `day` (the market's latest day, whose rollups give the ranks):
 * goods — price (GMV ÷ sales that day, else the listed price), units sold, place in the subcategory
 * by 7-day sales; shops — units sold, place in the market by 7-day sales; words — searchers, place
 * among the words of the category by searchers that day. Ids not in the index are left out.
 */
export async function figuresOf(db: Db, kind: MonitorKind, ids: readonly number[], day: string): Promise<Map<number, TargetFigures>> {
  if (!ids.length) return new Map();
  const found =
    kind === 'goods'
      ? await rows<{ id: number; name: string; price: number; sales: number; rank: number | null }>(
          db,
          sql`SELECT x.id, x.name, x.price, x.sales, x.rank FROM (
                SELECT g.id, g.title AS name, coalesce(d.sales, 0)::int AS sales,
                       (CASE WHEN d.sales > 0 THEN d.gmv / d.sales ELSE g.price END)::int AS price,
                       rank() OVER (PARTITION BY g.sub_type_id ORDER BY coalesce(w.sales, 0) DESC)::int AS rank
                FROM goods g
                LEFT JOIN goods_window w ON w.goods_id = g.id AND w.window_days = 7
                LEFT JOIN goods_daily d ON d.goods_id = g.id AND d.day = ${day}::date
                WHERE g.sub_type_id IN (SELECT sub_type_id FROM goods WHERE id = ANY(${intArray(ids)}))) x
              WHERE x.id = ANY(${intArray(ids)})`,
        )
      : kind === 'shop'
        ? await rows<{ id: number; name: string; price: null; sales: number; rank: number | null }>(
            db,
            sql`SELECT x.id, x.name, NULL AS price, x.sales, x.rank FROM (
                  SELECT s.id, s.name, coalesce(d.sales, 0)::int AS sales,
                         rank() OVER (ORDER BY coalesce(w.sales, 0) DESC)::int AS rank
                  FROM shops s
                  LEFT JOIN group_window w ON w.kind = 'shop' AND w.scope_type_id = 0 AND w.window_days = 7 AND w.id = s.id
                  LEFT JOIN (SELECT shop_id, sum(sales)::int AS sales FROM goods_daily WHERE day = ${day}::date AND shop_id = ANY(${intArray(ids)}) GROUP BY shop_id) d ON d.shop_id = s.id) x
                WHERE x.id = ANY(${intArray(ids)})`,
          )
        : await rows<{ id: number; name: string; price: null; sales: number; rank: number | null }>(
            db,
            sql`SELECT x.id, x.name, NULL AS price, x.sales, x.rank FROM (
                  SELECT k.id, k.word AS name, coalesce(d.heat, 0)::int AS sales,
                         rank() OVER (PARTITION BY k.type_id ORDER BY coalesce(d.heat, 0) DESC)::int AS rank
                  FROM keywords k
                  LEFT JOIN keyword_daily d ON d.keyword_id = k.id AND d.day = ${day}::date
                  WHERE k.type_id IN (SELECT type_id FROM keywords WHERE id = ANY(${intArray(ids)}))) x
                WHERE x.id = ANY(${intArray(ids)})`,
          );
  return new Map(found.map((r) => [Number(r.id), { day, name: r.name, price: r.price === null ? null : Number(r.price), sales: Number(r.sales), rank: r.rank === null ? null : Number(r.rank) }]));
}

/** Figures of the day before the latest: price and sales only (ranks are held for the latest day). */
export async function previousFiguresOf(db: Db, kind: MonitorKind, ids: readonly number[], day: string): Promise<Map<number, MonitorFigures>> {
  if (!ids.length) return new Map();
  const found =
    kind === 'goods'
      ? await rows<{ id: number; price: number | null; sales: number }>(
          db,
          sql`SELECT goods_id AS id, (CASE WHEN sales > 0 THEN gmv / sales END)::int AS price, sales FROM goods_daily WHERE day = ${day}::date AND goods_id = ANY(${intArray(ids)})`,
        )
      : kind === 'shop'
        ? await rows<{ id: number; price: null; sales: number }>(
            db,
            sql`SELECT shop_id AS id, NULL AS price, sum(sales)::int AS sales FROM goods_daily WHERE day = ${day}::date AND shop_id = ANY(${intArray(ids)}) GROUP BY shop_id`,
          )
        : await rows<{ id: number; price: null; sales: number }>(
            db,
            sql`SELECT keyword_id AS id, NULL AS price, heat AS sales FROM keyword_daily WHERE day = ${day}::date AND keyword_id = ANY(${intArray(ids)})`,
          );
  return new Map(found.map((r) => [Number(r.id), { day, price: r.price === null ? null : Number(r.price), sales: Number(r.sales), rank: null }]));
}

/** Units sold (goods, shops) or searchers (words) per day over the `days` days ending on `day`, oldest first; a day without data counts 0. */
export async function sparksOf(db: Db, kind: MonitorKind, ids: readonly number[], day: string, days = 14): Promise<Map<number, number[]>> {
  if (!ids.length) return new Map();
  const source =
    kind === 'goods'
      ? sql`SELECT goods_id AS id, day, sales AS v FROM goods_daily WHERE goods_id = ANY(${intArray(ids)}) AND day > ${day}::date - ${days}::int AND day <= ${day}::date`
      : kind === 'shop'
        ? sql`SELECT shop_id AS id, day, sum(sales)::int AS v FROM goods_daily WHERE shop_id = ANY(${intArray(ids)}) AND day > ${day}::date - ${days}::int AND day <= ${day}::date GROUP BY shop_id, day`
        : sql`SELECT keyword_id AS id, day, heat AS v FROM keyword_daily WHERE keyword_id = ANY(${intArray(ids)}) AND day > ${day}::date - ${days}::int AND day <= ${day}::date`;
  const found = await rows<{ id: number; series: number[] }>(
    db,
    sql`SELECT t.id, array_agg(coalesce(s.v, 0) ORDER BY t.day)::int[] AS series
        FROM (SELECT i.id, (${day}::date - n) AS day FROM unnest(${intArray(ids)}) AS i(id) CROSS JOIN generate_series(0, ${days - 1}::int) AS n) t
        LEFT JOIN (${source}) s ON s.id = t.id AND s.day = t.day
        GROUP BY t.id`,
  );
  return new Map(found.map((r) => [Number(r.id), (r.series ?? []).map(Number)]));
}

/** The id of the search word `word`, or null. */
export async function keywordIdOf(db: Db, word: string): Promise<number | null> {
  const [r] = await rows<{ id: number }>(db, sql`SELECT id FROM keywords WHERE word = ${word.trim().toLowerCase()} LIMIT 1`);
  return r ? Number(r.id) : null;
}
