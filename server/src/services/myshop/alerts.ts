import { sql } from 'drizzle-orm';
import { MYSHOP_ALERTS } from '@marketlens/core/constants';
import type { Db } from '../../db/client';
import { rows } from '../market/window';
import { shiftDay } from '../seller-api/sync-state';
import { latestDayOf } from './access';

/**
 * The shop alerts raised into the notice centre after a sync (MYSHOP_ALERTS): a SKU about to run
 * out, conversion falling, Ozon's charge per unit jumping, a follow-seller under the member's price.
 * Each goes to the shop's main account once per SKU, cause and day (Moscow): the notice's key names
 * all three and the insert is one INSERT … ON CONFLICT (key) DO NOTHING, so parallel runs, retries
 * and later syncs of the same day add nothing.
 */

export interface ShopAlert {
  event: 'myshopStockOut' | 'myshopConversionDrop' | 'myshopChargeJump' | 'myshopFollowerUnder';
  sku: number;
  params: Record<string, string | number | null>;
}

const moscowToday = (now = new Date()) => new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

/** What the shop's figures call for now (nothing is written). */
export async function shopAlerts(db: Db, shopId: number): Promise<{ ownerId: number; alerts: ShopAlert[] } | null> {
  const [shop] = await rows<{ user_id: number }>(db, sql`SELECT user_id FROM seller_shops WHERE id = ${shopId}`);
  if (!shop) return null;
  const latest = await latestDayOf(db, shopId);
  if (!latest) return { ownerId: Number(shop.user_id), alerts: [] };
  const a = MYSHOP_ALERTS;
  const recentFrom = shiftDay(latest, -(a.recentDays - 1));
  const baseFrom = shiftDay(recentFrom, -a.baseDays);
  const coverFrom = shiftDay(latest, -(a.coverWindowDays - 1));
  const charges = sql`(d.ch_commission + d.ch_logistics + d.ch_last_mile + d.ch_acquiring + d.ch_services + d.ch_return_delivery)`;
  const found = await rows<{
    sku: string | number;
    offer_id: string | null;
    title: string | null;
    stock: string | number | null;
    price: string | number | null;
    cover_units: string | number | null;
    u7: string | number | null;
    v7: string | number | null;
    s7: string | number | null;
    c7: string | number | null;
    u28: string | number | null;
    v28: string | number | null;
    s28: string | number | null;
    c28: string | number | null;
  }>(
    db,
    sql`WITH f AS (
          SELECT d.sku,
                 sum(d.units) FILTER (WHERE d.day >= ${coverFrom}::date) AS cover_units,
                 sum(d.units) FILTER (WHERE d.day >= ${recentFrom}::date) AS u7, sum(d.views) FILTER (WHERE d.day >= ${recentFrom}::date) AS v7,
                 sum(d.units - d.cancelled_units) FILTER (WHERE d.day >= ${recentFrom}::date) AS s7, sum(${charges}) FILTER (WHERE d.day >= ${recentFrom}::date) AS c7,
                 sum(d.units) FILTER (WHERE d.day < ${recentFrom}::date) AS u28, sum(d.views) FILTER (WHERE d.day < ${recentFrom}::date) AS v28,
                 sum(d.units - d.cancelled_units) FILTER (WHERE d.day < ${recentFrom}::date) AS s28, sum(${charges}) FILTER (WHERE d.day < ${recentFrom}::date) AS c28
          FROM myshop_daily d WHERE d.shop_id = ${shopId} AND d.sku <> 0 AND d.day BETWEEN ${baseFrom}::date AND ${latest}::date GROUP BY d.sku),
        st AS (SELECT sku, sum(free_to_sell)::bigint AS stock, min(offer_id) AS offer_id FROM myshop_stock WHERE shop_id = ${shopId} GROUP BY sku)
        SELECT f.*, COALESCE(sg.offer_id, st.offer_id) AS offer_id, g.title, st.stock, COALESCE(p.price, sg.price) AS price
        FROM f LEFT JOIN st ON st.sku = f.sku LEFT JOIN seller_shop_goods sg ON sg.shop_id = ${shopId} AND sg.sku = f.sku
          LEFT JOIN myshop_prices p ON p.shop_id = ${shopId} AND p.offer_id = COALESCE(sg.offer_id, st.offer_id) LEFT JOIN goods g ON g.id = f.sku`,
  );
  const n = (v: string | number | null) => Number(v ?? 0);
  const alerts: ShopAlert[] = [];
  const prices = new Map<number, { price: number; name: string }>();
  for (const r of found) {
    const sku = Number(r.sku);
    const name = r.offer_id ? (r.title ? `${r.offer_id} · ${r.title}` : r.offer_id) : (r.title ?? String(sku));
    const base = { shopId, sku, name };
    if (r.price !== null) prices.set(sku, { price: Number(r.price), name });
    // Stock about to run out: at the pace of the last days, it lasts coverDays or less.
    const perDay = n(r.cover_units) / a.coverWindowDays;
    if (r.stock !== null && perDay > 0) {
      const cover = n(r.stock) / perDay;
      if (cover <= a.coverDays) alerts.push({ event: 'myshopStockOut', sku, params: { ...base, n: Math.floor(cover), count: n(r.stock) } });
    }
    // Conversion (ordered units per view) of the last week against the four weeks before.
    if (n(r.v7) >= a.minViews && n(r.v28) >= a.minViews && n(r.u28) > 0) {
      const now = n(r.u7) / n(r.v7);
      const before = n(r.u28) / n(r.v28);
      const fall = Math.round((1 - now / before) * 100);
      if (fall >= a.conversionDropPct) alerts.push({ event: 'myshopConversionDrop', sku, params: { ...base, pct: fall } });
    }
    // Ozon's charges per unit sold, the same two periods.
    if (n(r.s7) >= a.minUnits && n(r.s28) >= a.minUnits && n(r.c28) > 0) {
      const now = Math.round(n(r.c7) / n(r.s7));
      const before = Math.round(n(r.c28) / n(r.s28));
      const rise = Math.round((now / before - 1) * 100);
      if (rise >= a.chargeJumpPct) alerts.push({ event: 'myshopChargeJump', sku, params: { ...base, pct: rise, own: before, price: now } });
    }
  }
  // A follow-seller the patrol sees on the card right now, cheaper than the member.
  const cases = await rows<{ goods_id: number; seller: string | null; seller_id: number; price: number }>(
    db,
    sql`SELECT DISTINCT ON (pc.goods_id) pc.goods_id, s.name AS seller, pc.seller_id, pc.last_price AS price
        FROM patrol_cases pc LEFT JOIN shops s ON s.id = pc.seller_id
        WHERE pc.user_id = ${shop.user_id} AND pc.ended_at IS NULL ORDER BY pc.goods_id, pc.last_price`,
  );
  for (const c of cases) {
    const own = prices.get(Number(c.goods_id));
    if (own && Number(c.price) < own.price) {
      alerts.push({ event: 'myshopFollowerUnder', sku: Number(c.goods_id), params: { shopId, sku: Number(c.goods_id), name: own.name, seller: c.seller ?? String(c.seller_id), price: Number(c.price), own: own.price } });
    }
  }
  return { ownerId: Number(shop.user_id), alerts };
}

/** Raises the shop's alerts of today; returns the notices inserted (those already raised today are not). */
export async function raiseShopAlerts(db: Db, shopId: number, now = new Date()): Promise<number> {
  const found = await shopAlerts(db, shopId);
  if (!found?.alerts.length) return 0;
  const day = moscowToday(now);
  const list = found.alerts.map((a) => ({ key: `myshop:${a.event}:${shopId}:${a.sku}:${day}`, event: a.event, params: a.params }));
  let inserted = 0;
  for (let i = 0; i < list.length; i += 500) {
    const done = await db.execute(sql`
      INSERT INTO notifications (user_id, key, event, day, params)
      SELECT ${found.ownerId}, a.key, a.event, ${day}::date, a.params FROM jsonb_to_recordset(${JSON.stringify(list.slice(i, i + 500))}::jsonb) AS a(key text, event text, params jsonb)
      ON CONFLICT (key) DO NOTHING RETURNING id`);
    inserted += done.rows.length;
  }
  return inserted;
}
