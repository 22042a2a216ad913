import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { MYSHOP_ALERTS } from '@marketlens/core/constants';
import type { Db } from '../../db/client';
import { mediaUrl } from '../market/thumbs';
import { rows } from '../market/window';
import { shiftDay } from '../seller-api/sync-state';

/**
 * The figures the "My shops" pages read, summed from myshop_daily (postings, returns, traffic and
 * Ozon's charges by kind per day and SKU) with the member's unit costs. A shop's figures change
 * only when its sync stores something or its costs change, so each sum is kept in memory under the
 * shop's version (the sync state's last write, the goods' last read and the costs; see look.ts,
 * which also keeps the version still while a sync runs): the first request after a change sums the
 * table, the following ones page, sort and filter in memory.
 */

export interface Sums {
  orders: number;
  units: number;
  revenue: number;
  returnedUnits: number;
  cancelledUnits: number;
  commission: number;
  logistics: number;
  lastMile: number;
  acquiring: number;
  services: number;
  returnDelivery: number;
  costs: number;
  views: number | null;
  toCart: number | null;
}

export interface SkuSums extends Sums {
  sku: number;
}

export interface SkuMeta {
  sku: number;
  offerId: string;
  name: string;
  imageUrl: string;
  indexed: boolean;
  price: number | null;
  stock: number;
  unitCost: number | null;
  /** Units ordered over the last MYSHOP_ALERTS.coverWindowDays days up to the latest day. */
  recentUnits: number;
}

export const zeroSums = (): Sums => ({ orders: 0, units: 0, revenue: 0, returnedUnits: 0, cancelledUnits: 0, commission: 0, logistics: 0, lastMile: 0, acquiring: 0, services: 0, returnDelivery: 0, costs: 0, views: null, toCart: null });

export const chargesOf = (s: Sums) => s.commission + s.logistics + s.lastMile + s.acquiring + s.services + s.returnDelivery;
export const profitOf = (s: Sums) => s.revenue - chargesOf(s) - s.costs;

/** Adds `b` into `a`. */
export function addSums(a: Sums, b: Sums): Sums {
  for (const k of ['orders', 'units', 'revenue', 'returnedUnits', 'cancelledUnits', 'commission', 'logistics', 'lastMile', 'acquiring', 'services', 'returnDelivery', 'costs'] as const) a[k] += b[k];
  if (b.views !== null) a.views = (a.views ?? 0) + b.views;
  if (b.toCart !== null) a.toCart = (a.toCart ?? 0) + b.toCart;
  return a;
}

const SUMS_SQL = sql`
  sum(d.orders)::bigint AS orders, sum(d.units)::bigint AS units, sum(d.revenue - d.cancelled_revenue)::bigint AS revenue,
  sum(d.returned_units)::bigint AS returned_units, sum(d.cancelled_units)::bigint AS cancelled_units,
  sum(d.ch_commission)::bigint AS commission, sum(d.ch_logistics)::bigint AS logistics, sum(d.ch_last_mile)::bigint AS last_mile,
  sum(d.ch_acquiring)::bigint AS acquiring, sum(d.ch_services)::bigint AS services, sum(d.ch_return_delivery)::bigint AS return_delivery,
  sum(GREATEST(d.units - d.cancelled_units, 0)::bigint * COALESCE(c.unit_cost, 0))::bigint AS costs,
  sum(d.views)::bigint AS views, sum(d.to_cart)::bigint AS to_cart`;

type SumsRow = Record<'orders' | 'units' | 'revenue' | 'returned_units' | 'cancelled_units' | 'commission' | 'logistics' | 'last_mile' | 'acquiring' | 'services' | 'return_delivery' | 'costs', string | number> & {
  views: string | number | null;
  to_cart: string | number | null;
};

const n = (v: string | number | null | undefined) => Number(v ?? 0);
const sumsOf = (r: SumsRow): Sums => ({
  orders: n(r.orders),
  units: n(r.units),
  revenue: n(r.revenue),
  returnedUnits: n(r.returned_units),
  cancelledUnits: n(r.cancelled_units),
  commission: n(r.commission),
  logistics: n(r.logistics),
  lastMile: n(r.last_mile),
  acquiring: n(r.acquiring),
  services: n(r.services),
  returnDelivery: n(r.return_delivery),
  costs: n(r.costs),
  views: r.views === null ? null : n(r.views),
  toCart: r.to_cart === null ? null : n(r.to_cart),
});

const caches = new WeakMap<Db, LRUCache<string, Promise<unknown>>>();
/**
 * Keeps what `load` answers under `key` (which names the shop's version) for ten minutes, the 64
 * entries used last per database: a page's sums stay while they are read, whatever else is summed.
 */
export function cache<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  let c = caches.get(db);
  if (!c) {
    c = new LRUCache<string, Promise<unknown>>({ max: 64, ttl: 10 * 60_000 });
    caches.set(db, c);
  }
  const hit = c.get(key);
  if (hit) return hit as Promise<T>;
  const value = load();
  c.set(key, value);
  // A failed load must not be served from the cache.
  value.catch(() => {
    if (c.get(key) === value) c.delete(key);
  });
  return value;
}

/** The whole shop's figures per day from `from` to `to` (days without any row are absent). */
export function daySeries(db: Db, shopId: number, version: string, from: string, to: string): Promise<Map<string, Sums>> {
  return cache(db, `days:${shopId}:${version}:${from}:${to}`, async () => {
    const found = await rows<SumsRow & { day: string }>(
      db,
      sql`SELECT d.day::text AS day, ${SUMS_SQL}
          FROM myshop_daily d LEFT JOIN myshop_costs c ON c.shop_id = d.shop_id AND c.sku = d.sku
          WHERE d.shop_id = ${shopId} AND d.day BETWEEN ${from}::date AND ${to}::date GROUP BY d.day`,
    );
    return new Map(found.map((r) => [r.day, sumsOf(r)]));
  });
}

/** Each SKU's figures from `from` to `to` (SKU 0, the shop's own charges, excluded). */
export function skuSums(db: Db, shopId: number, version: string, from: string, to: string): Promise<Map<number, SkuSums>> {
  return cache(db, `skus:${shopId}:${version}:${from}:${to}`, async () => {
    const found = await rows<SumsRow & { sku: string | number }>(
      db,
      sql`SELECT d.sku, ${SUMS_SQL}
          FROM myshop_daily d LEFT JOIN myshop_costs c ON c.shop_id = d.shop_id AND c.sku = d.sku
          WHERE d.shop_id = ${shopId} AND d.day BETWEEN ${from}::date AND ${to}::date AND d.sku <> 0 GROUP BY d.sku`,
    );
    return new Map(found.map((r) => [Number(r.sku), { sku: Number(r.sku), ...sumsOf(r) }]));
  });
}

/**
 * Every SKU the shop has (goods read at binding, stock, prices, or any stored figure) with its offer
 * id, the index's title and thumbnail, its price and stock at the last sync, its unit cost and the
 * units of the last days up to `latest` (for days of cover).
 */
export function skuCatalogue(db: Db, shopId: number, version: string, latest: string, apiOrigin: string): Promise<Map<number, SkuMeta>> {
  return cache(db, `meta:${shopId}:${version}:${latest}`, async () => {
    const since = shiftDay(latest || '2000-01-01', -(MYSHOP_ALERTS.coverWindowDays - 1));
    const found = await rows<{ sku: string | number; offer_id: string | null; title: string | null; price: string | number | null; stock: string | number | null; unit_cost: string | number | null; recent: string | number | null }>(
      db,
      sql`WITH k AS (
            SELECT sku FROM seller_shop_goods WHERE shop_id = ${shopId}
            UNION SELECT sku FROM myshop_stock WHERE shop_id = ${shopId}
            UNION SELECT DISTINCT sku FROM myshop_daily WHERE shop_id = ${shopId} AND sku <> 0),
          st AS (SELECT sku, sum(free_to_sell)::bigint AS stock, min(offer_id) AS offer_id FROM myshop_stock WHERE shop_id = ${shopId} GROUP BY sku),
          recent AS (SELECT sku, sum(units)::bigint AS units FROM myshop_daily WHERE shop_id = ${shopId} AND day BETWEEN ${since}::date AND ${latest || '2000-01-01'}::date GROUP BY sku)
          SELECT k.sku, COALESCE(sg.offer_id, st.offer_id) AS offer_id, g.title, COALESCE(p.price, sg.price) AS price, st.stock, c.unit_cost, recent.units AS recent
          FROM k
          LEFT JOIN seller_shop_goods sg ON sg.shop_id = ${shopId} AND sg.sku = k.sku
          LEFT JOIN st ON st.sku = k.sku
          LEFT JOIN myshop_prices p ON p.shop_id = ${shopId} AND p.offer_id = COALESCE(sg.offer_id, st.offer_id)
          LEFT JOIN goods g ON g.id = k.sku
          LEFT JOIN myshop_costs c ON c.shop_id = ${shopId} AND c.sku = k.sku
          LEFT JOIN recent ON recent.sku = k.sku`,
    );
    return new Map(
      found.map((r) => {
        const sku = Number(r.sku);
        const offerId = r.offer_id ?? String(sku);
        return [
          sku,
          {
            sku,
            offerId,
            name: r.title ?? offerId,
            imageUrl: r.title === null ? '' : mediaUrl(apiOrigin, 'goods', sku),
            indexed: r.title !== null,
            price: r.price === null ? null : Number(r.price),
            stock: n(r.stock),
            unitCost: r.unit_cost === null ? null : Number(r.unit_cost),
            recentUnits: n(r.recent),
          },
        ];
      }),
    );
  });
}
