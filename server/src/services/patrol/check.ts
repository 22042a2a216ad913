import { sql } from 'drizzle-orm';
import { TIER_LIMITS } from '@marketlens/core/constants';
import type { Db } from '../../db/client';
import { productOf } from '../accounts/plans';
import { rows } from '../market/window';
import { intArray } from '../monitor/figures';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface PatrolCheckResult {
  day: string | null;
  checked: number;
  /** Notification ids inserted by this run: one per new follow-seller (or one that came back). */
  inserted: { id: number; userId: number }[];
}

interface Claimed extends Record<string, unknown> {
  id: number;
  user_id: number;
  kind: 'goods' | 'shop';
  target_id: number;
  every_minutes: number;
  first: boolean;
}

/** The goods each claimed item covers: the goods itself, or the indexed goods of the bound shop. */
async function goodsOfItems(tx: Tx, items: readonly Claimed[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  const shopIds = items.filter((i) => i.kind === 'shop').map((i) => Number(i.target_id));
  const shopGoods = shopIds.length
    ? (await tx.execute<{ shop_id: number; sku: number }>(sql`
        SELECT sg.shop_id, sg.sku FROM seller_shop_goods sg JOIN goods g ON g.id = sg.sku WHERE sg.shop_id IN (SELECT unnest(${intArray(shopIds)}))`)).rows
    : [];
  for (const item of items) {
    out.set(Number(item.id), item.kind === 'goods' ? [Number(item.target_id)] : shopGoods.filter((g) => Number(g.shop_id) === Number(item.target_id)).map((g) => Number(g.sku)));
  }
  return out;
}

/** Checks one member's claimed items inside the batch's transaction; returns the alerts inserted. */
async function checkMember(tx: Tx, userId: number, items: readonly Claimed[], day: string): Promise<{ id: number; userId: number }[]> {
  const covered = await goodsOfItems(tx, items);
  const goods = [...new Set([...covered.values()].flat())];
  if (!goods.length) return [];
  // Goods some earlier check already saw: sellers found on them now are news; on the others they were there before patrolling began.
  const seasoned = new Set(items.filter((i) => !i.first).flatMap((i) => covered.get(Number(i.id)) ?? []));
  const current = (
    await tx.execute<{ goods_id: number; seller_id: number; price: number; own_price: number; title: string; seller: string }>(sql`
      SELECT o.goods_id, o.seller_id, o.price, coalesce(own.price, g.price) AS own_price, g.title, s.name AS seller
      FROM offers o JOIN goods g ON g.id = o.goods_id JOIN shops s ON s.id = o.seller_id
      LEFT JOIN LATERAL (SELECT sg.price FROM seller_shop_goods sg JOIN seller_shops ss ON ss.id = sg.shop_id WHERE ss.user_id = ${userId} AND sg.sku = o.goods_id ORDER BY ss.id LIMIT 1) own ON true
      WHERE o.left_on IS NULL AND o.goods_id IN (SELECT unnest(${intArray(goods)}))
        AND o.seller_id NOT IN (SELECT market_shop_id FROM seller_shops WHERE user_id = ${userId} AND market_shop_id IS NOT NULL)`)
  ).rows;
  const payload = JSON.stringify(
    current.map((o) => ({ goods_id: Number(o.goods_id), seller_id: Number(o.seller_id), price: Number(o.price), own_price: Number(o.own_price), baseline: !seasoned.has(Number(o.goods_id)) })),
  );
  const cases = (
    await tx.execute<{ id: number; goods_id: number; seller_id: number; episode: number; baseline: boolean; last_price: number; own_price: number }>(sql`
      INSERT INTO patrol_cases AS c (user_id, goods_id, seller_id, first_price, last_price, own_price, baseline)
      SELECT ${userId}, o.goods_id, o.seller_id, o.price, o.price, o.own_price, o.baseline
      FROM jsonb_to_recordset(${payload}::jsonb) AS o(goods_id int, seller_id int, price int, own_price int, baseline boolean)
      ON CONFLICT (user_id, goods_id, seller_id) DO UPDATE SET last_seen_at = now(), last_price = excluded.last_price, own_price = excluded.own_price,
        episode = c.episode + CASE WHEN c.ended_at IS NULL THEN 0 ELSE 1 END, ended_at = NULL
      RETURNING c.id, c.goods_id, c.seller_id, c.episode, c.baseline, c.last_price, c.own_price`)
  ).rows;
  if (cases.length) {
    await tx.execute(sql`
      INSERT INTO patrol_evidence (case_id, price, own_price, status)
      SELECT e.case_id, e.price, e.own_price, 'seen' FROM jsonb_to_recordset(${JSON.stringify(cases.map((c) => ({ case_id: Number(c.id), price: Number(c.last_price), own_price: Number(c.own_price) })))}::jsonb)
        AS e(case_id int, price int, own_price int)`);
  }
  const seen = JSON.stringify(current.map((o) => ({ goods_id: Number(o.goods_id), seller_id: Number(o.seller_id) })));
  await tx.execute(sql`
    WITH gone AS (
      UPDATE patrol_cases c SET ended_at = now()
      WHERE c.user_id = ${userId} AND c.ended_at IS NULL AND c.goods_id IN (SELECT unnest(${intArray(goods)}))
        AND NOT EXISTS (SELECT 1 FROM jsonb_to_recordset(${seen}::jsonb) AS o(goods_id int, seller_id int) WHERE o.goods_id = c.goods_id AND o.seller_id = c.seller_id)
      RETURNING c.id, c.last_price, c.own_price)
    INSERT INTO patrol_evidence (case_id, price, own_price, status) SELECT id, last_price, own_price, 'left' FROM gone`);
  const names = new Map(current.map((o) => [`${o.goods_id}:${o.seller_id}`, o]));
  // One alert per case and episode (a seller that left and came back is a new episode); the key makes it once only.
  const alerts = cases
    .filter((c) => !(c.baseline && Number(c.episode) === 1))
    .map((c) => {
      const o = names.get(`${c.goods_id}:${c.seller_id}`);
      return {
        user_id: userId,
        key: `patrol:${c.id}:${c.episode}`,
        target_id: Number(c.goods_id),
        params: { name: o?.title ?? String(c.goods_id), seller: o?.seller ?? String(c.seller_id), sellerId: Number(c.seller_id), price: Number(c.last_price), own: Number(c.own_price), caseId: Number(c.id) },
      };
    });
  if (!alerts.length) return [];
  const inserted = await tx.execute<{ id: number }>(sql`
    INSERT INTO notifications (user_id, key, event, kind, target_id, day, params)
    SELECT a.user_id, a.key, 'followSeller', 'goods', a.target_id, ${day}::date, a.params
    FROM jsonb_to_recordset(${JSON.stringify(alerts)}::jsonb) AS a(user_id int, key text, target_id int, params jsonb)
    ON CONFLICT (key) DO NOTHING RETURNING id`);
  return inserted.rows.map((r) => ({ id: Number(r.id), userId }));
}

/**
 * The patrol check: claims the due items — their interval (by tier) has passed, or the market has a
 * newer day than they saw — in batches, each in one transaction with `FOR UPDATE SKIP LOCKED`, so
 * parallel checks and instances never take the same item. For each member it records every
 * follow-seller on the patrolled cards as a case with evidence (price, the member's price, when),
 * closes the cases whose seller left, and raises one `followSeller` alert per new case (unique key;
 * sellers found by an item's first check were there before and are recorded without an alert).
 */
export async function runPatrolCheck(db: Db, opts: { batch?: number; itemIds?: readonly number[] } = {}): Promise<PatrolCheckResult> {
  const [latest] = await rows<{ day: string | null }>(db, sql`SELECT latest_day::text AS day FROM rollup_state WHERE id = 1`);
  const day = latest?.day ?? null;
  const result: PatrolCheckResult = { day, checked: 0, inserted: [] };
  if (!day) return result;
  const only = opts.itemIds ? sql`AND id IN (SELECT unnest(${intArray(opts.itemIds)}))` : sql``;
  for (;;) {
    const claimedCount = await db.transaction(async (tx) => {
      const claimed = (
        await tx.execute<Claimed>(sql`
          WITH due AS (
            SELECT id, last_check_at FROM patrol_items
            WHERE (next_check_at <= now() OR checked_day IS NULL OR checked_day < ${day}::date) ${only}
            ORDER BY id LIMIT ${opts.batch ?? 200} FOR UPDATE SKIP LOCKED)
          UPDATE patrol_items p SET last_check_at = now(), checked_day = ${day}::date, next_check_at = now() + make_interval(mins => p.every_minutes)
          FROM due WHERE p.id = due.id
          RETURNING p.id, p.user_id, p.kind, p.target_id, p.every_minutes, (due.last_check_at IS NULL) AS first`)
      ).rows;
      const byUser = new Map<number, Claimed[]>();
      for (const c of claimed) byUser.set(Number(c.user_id), [...(byUser.get(Number(c.user_id)) ?? []), c]);
      for (const [userId, items] of byUser) {
        const product = await productOf(tx, userId);
        if (!product.tier || product.expired) continue;
        const every = TIER_LIMITS[product.tier].patrolEveryMinutes;
        if (items.some((i) => Number(i.every_minutes) !== every)) {
          await tx.execute(sql`UPDATE patrol_items SET every_minutes = ${every}, next_check_at = now() + make_interval(mins => ${every}) WHERE user_id = ${userId}`);
        }
        result.inserted.push(...(await checkMember(tx, userId, items, day)));
      }
      return claimed.length;
    });
    result.checked += claimedCount;
    if (!claimedCount) break;
    // Embedded PGlite answers without leaving the event loop: let requests in between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return result;
}
