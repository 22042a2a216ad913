import { sql } from 'drizzle-orm';
import { UNBOUND_ROWS } from '@marketlens/core/constants';
import type { Db } from '../../db/client';
import { rows } from '../market/window';
import { intArray } from '../monitor/figures';
import { inBoundScope, Refusal, type Member } from './access';

/**
 * The plan's limit outside the bound categories, per member: a list shows its fixed 10-row preview
 * (the same rows whatever is asked); everything whose rows depend on what is asked (a goods' detail,
 * a reverse lookup, a hot-product check, a search word's goods) opens at most UNBOUND_ROWS distinct
 * goods of those categories a day (Moscow date). A goods opened once stays open for the day.
 */

/** A goods and the categories it belongs to. */
export interface GoodsRef {
  goodsId: number;
  subTypeId: number;
}

/** Takes all the fresh goods or none of them, or as many as fit in the order given. */
export type TakeMode = 'all' | 'some';

const today = sql`(now() AT TIME ZONE 'Europe/Moscow')::date`;

/**
 * One statement: the goods of `ids` the member opened earlier today, plus the fresh ones that fit,
 * each taking the next numbered slot. Slots run 1..UNBOUND_ROWS and are the table's primary key, so
 * racing requests cannot pass the limit: a slot taken meanwhile is skipped (ON CONFLICT DO NOTHING),
 * and the loser only sees fewer goods.
 */
async function takeOnce(db: Db, userId: number, ids: readonly number[], mode: TakeMode): Promise<{ open: Set<number>; used: number }> {
  const fits = mode === 'all' ? sql`used.n + (SELECT count(*) FROM fresh)` : sql`used.n + fresh.k`;
  const [found] = await rows<{ open: number[] | null; used: number }>(
    db,
    sql`WITH asked AS (SELECT a.goods_id, a.n FROM unnest(${intArray(ids)}) WITH ORDINALITY AS a(goods_id, n)),
             seen AS (SELECT goods_id FROM unbound_goods_views WHERE user_id = ${userId} AND day = ${today}),
             used AS (SELECT count(*)::int AS n FROM seen),
             fresh AS (SELECT goods_id, row_number() OVER (ORDER BY n)::int AS k FROM asked WHERE goods_id NOT IN (SELECT goods_id FROM seen)),
             taken AS (
               INSERT INTO unbound_goods_views (user_id, day, slot, goods_id)
               SELECT ${userId}, ${today}, used.n + fresh.k, fresh.goods_id FROM fresh CROSS JOIN used
               WHERE ${fits} <= ${UNBOUND_ROWS}
               ON CONFLICT DO NOTHING
               RETURNING goods_id)
        SELECT array(SELECT goods_id FROM taken UNION SELECT goods_id FROM seen WHERE goods_id IN (SELECT goods_id FROM asked)) AS open,
               (SELECT n FROM used) + (SELECT count(*)::int FROM taken) AS used`,
  );
  return { open: new Set((found?.open ?? []).map(Number)), used: Number(found?.used ?? 0) };
}

/**
 * The goods of `ids` (outside the bound categories) the member may see now. A request that lost a
 * race for a slot, or whose goods another request took meanwhile, tries again (twice at most).
 */
async function take(db: Db, userId: number, ids: readonly number[], mode: TakeMode): Promise<Set<number>> {
  let open = new Set<number>();
  for (let attempt = 0; attempt < 3; attempt++) {
    const once = await takeOnce(db, userId, ids, mode);
    open = once.open;
    const missing = ids.filter((id) => !open.has(id)).length;
    // Nothing missing, or what is missing would not have fitted anyway: no race to retry.
    if (missing === 0 || once.used + (mode === 'all' ? missing : 1) > UNBOUND_ROWS) break;
  }
  return open;
}

/** The goods of `goods` outside the member's bound categories (none for a tier that binds all). */
export async function unboundOf(db: Db, m: Member, goods: readonly GoodsRef[]): Promise<number[]> {
  if (m.limits.boundCategories === null) return [];
  const out: number[] = [];
  for (const g of goods) if (!(await inBoundScope(db, m, g.subTypeId)) && !out.includes(g.goodsId)) out.push(g.goodsId);
  return out;
}

/**
 * Keeps the goods the member may see: those of the bound categories and, outside them, the day's
 * distinct goods up to the limit (the ones that fit are taken, in the order given).
 */
export async function keepOpen<T>(db: Db, m: Member, list: readonly T[], ref: (row: T) => GoodsRef): Promise<T[]> {
  const outside = await unboundOf(db, m, list.map(ref));
  if (outside.length === 0) return [...list];
  const open = await take(db, m.ownerId, outside, 'some');
  return list.filter((row) => !outside.includes(ref(row).goodsId) || open.has(ref(row).goodsId));
}

/** Opens every goods of `goods` or refuses the call: outside the bound categories each takes one of the day's distinct goods. */
export async function openAll(db: Db, m: Member, goods: readonly GoodsRef[]): Promise<void> {
  const outside = await unboundOf(db, m, goods);
  if (outside.length === 0) return;
  const open = await take(db, m.ownerId, outside, 'all');
  if (!outside.every((id) => open.has(id))) throw new Refusal('unboundLimit', { count: UNBOUND_ROWS });
}

/** Forgets the goods opened before yesterday (Moscow): the budget is per day, so older rows count for nothing. */
export async function purgeUnboundViews(db: Db): Promise<number> {
  const gone = await rows<{ n: number }>(db, sql`WITH gone AS (DELETE FROM unbound_goods_views WHERE day < ${today} - 1 RETURNING 1) SELECT count(*)::int AS n FROM gone`);
  return Number(gone[0]?.n ?? 0);
}
