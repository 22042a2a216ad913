import { sql, type SQL } from 'drizzle-orm';
import { HIGH_TICKET_FLOOR } from '@marketlens/core/constants';
import type { workbench } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { mediaUrl } from '../market/thumbs';
import { rows } from '../market/window';
import { scopeOf, type ResolvedWindow } from './access';
import { cachedCount, categoryCondition, comparable, growthOf, nameColumn, num, orderBy, range, type GroupQuery, type ListArgs, type Paged } from './list-query';

// ---- Shops and brands ----

/** Shops, brands, or the child categories of the scope (top categories for the whole market). */
export type GroupKind = 'shop' | 'brand' | 'category';

export async function groupSource(db: Db, kind: GroupKind, w: ResolvedWindow, typeId: number | undefined): Promise<SQL> {
  if (w.fixed !== null) {
    return sql`SELECT id, sales, gmv, prev_sales, growth, goods_count FROM group_window
               WHERE window_days = ${w.fixed} AND kind = ${kind} AND scope_type_id = ${typeId ?? 0}`;
  }
  const scope = await scopeOf(db, typeId);
  const column = sql.raw(kind === 'shop' ? 'd.shop_id' : kind === 'brand' ? 'd.brand_id' : scope === 'all' ? 'd.type_id' : scope === 'top' ? 'd.sub_type_id' : 'd.leaf_type_id');
  // A subcategory's children are its leaves (goods without a leaf stay out); a leaf has none: its category list is empty, as in the rollup.
  const leaf = kind !== 'category' ? sql`` : scope === 'leaf' ? sql` AND false` : scope === 'sub' ? sql` AND d.leaf_type_id IS NOT NULL` : sql``;
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
    : sql`SELECT sum(d.gmv) AS v FROM goods_daily d WHERE (d.type_id = c.id OR d.sub_type_id = c.id OR d.leaf_type_id = c.id) AND d.day BETWEEN ${w.from} AND ${w.to} GROUP BY d.brand_id`;
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
  const floor = q.volumeFloor === undefined ? sql`` : sql` AND s.sales >= ${Math.max(HIGH_TICKET_FLOOR.minSales, HIGH_TICKET_FLOOR.perDay * a.w.days)}`;
  const where = sql`true${range(sql`s.sales`, q.salesMin, q.salesMax)}${range(sql`s.growth`, q.growthMin, q.growthMax)}${named}${floor}`;
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
