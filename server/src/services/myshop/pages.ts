import { LRUCache } from 'lru-cache';
import { MYSHOP_ALERTS } from '@marketlens/core/constants';
import type { myshop } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { moscowYesterday } from '../market/advance';
import { shiftDay } from '../seller-api/sync-state';
import { MyshopRefusal } from './access';
import { addSums, cache, chargesOf, daySeries, profitOf, skuCatalogue, skuSums, zeroSums, type SkuMeta, type Sums } from './figures';
import type { FiguresAt } from './look';

/** The overview, the SKU table and its export over a period of the shop's stored days. */

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export interface Resolved extends myshop.Period {
  version: string;
}

/**
 * The period of a request over the figures a page reads: the last `days` days up to the shop's
 * newest stored day, or `from`..`to` (both given, from ≤ to, not after yesterday in Moscow); refused
 * when it reaches further back than the plan's history (counted back from the shop's newest day, as
 * the workbench counts from the market's).
 */
export function periodOf(at: FiguresAt, q: { days: number; from?: string | undefined; to?: string | undefined }, historyDays: number | null): Resolved {
  const yesterday = moscowYesterday();
  const latest = at.latestDay;
  let from: string;
  let to: string;
  if (q.from !== undefined || q.to !== undefined) {
    if (q.from === undefined || q.to === undefined || q.from > q.to || q.to > yesterday) throw new MyshopRefusal('badRange');
    from = q.from;
    to = q.to;
  } else {
    to = latest || yesterday;
    from = shiftDay(to, -(q.days - 1));
  }
  if (historyDays !== null && from < shiftDay(latest || yesterday, -(historyDays - 1))) throw new MyshopRefusal('historyLimit', { days: historyDays });
  const days = daysBetween(from, to);
  return { from, to, days, prevFrom: shiftDay(from, -days), prevTo: shiftDay(from, -1), latestDay: latest, version: at.version };
}

/** The period as the answer states it. */
export const publicPeriod = (p: Resolved): myshop.Period => ({ from: p.from, to: p.to, days: p.days, prevFrom: p.prevFrom, prevTo: p.prevTo, latestDay: p.latestDay });

export function figuresOf(s: Sums): myshop.Figures {
  const total = chargesOf(s);
  return {
    orders: s.orders,
    units: s.units,
    revenue: s.revenue,
    returnedUnits: s.returnedUnits,
    cancelledUnits: s.cancelledUnits,
    charges: { commission: s.commission, logistics: s.logistics, lastMile: s.lastMile, acquiring: s.acquiring, services: s.services, returnDelivery: s.returnDelivery, total },
    costs: s.costs,
    profit: s.revenue - total - s.costs,
    views: s.views,
    toCart: s.toCart,
  };
}

/** The overview of a period: totals, the previous period's, every day's figures, and the SKUs sold without a unit cost. */
export function overview(db: Db, shopId: number, p: Resolved, apiOrigin: string) {
  return cache(db, `overview:${shopId}:${p.version}:${p.from}:${p.to}:${p.latestDay}`, () => buildOverview(db, shopId, p, apiOrigin));
}

async function buildOverview(db: Db, shopId: number, p: Resolved, apiOrigin: string) {
  const [series, skus, meta] = await Promise.all([
    daySeries(db, shopId, p.version, p.prevFrom, p.to),
    skuSums(db, shopId, p.version, p.from, p.to),
    skuCatalogue(db, shopId, p.version, p.latestDay, apiOrigin),
  ]);
  const totals = zeroSums();
  const prev = zeroSums();
  const days: myshop.DayFigures[] = [];
  for (let day = p.prevFrom; day <= p.to; day = shiftDay(day, 1)) {
    const s = series.get(day) ?? zeroSums();
    if (day < p.from) addSums(prev, s);
    else {
      addSums(totals, s);
      days.push({ day, ...figuresOf(s) });
    }
  }
  let skusWithoutCost = 0;
  for (const s of skus.values()) if (s.units > s.cancelledUnits && (meta.get(s.sku)?.unitCost ?? null) === null) skusWithoutCost++;
  return { period: publicPeriod(p), totals: figuresOf(totals), prev: figuresOf(prev), series: days, skusWithoutCost };
}

/** One SKU's row of the table. */
function skuRow(meta: SkuMeta, s: Sums, latest: string): myshop.SkuRow {
  const charges = chargesOf(s);
  const profit = profitOf(s);
  const perDay = meta.recentUnits / MYSHOP_ALERTS.coverWindowDays;
  const cover = perDay > 0 ? Math.round((meta.stock / perDay) * 10) / 10 : null;
  return {
    sku: meta.sku,
    offerId: meta.offerId,
    name: meta.name,
    imageUrl: meta.imageUrl,
    indexed: meta.indexed,
    price: meta.price,
    orders: s.orders,
    units: s.units,
    revenue: s.revenue,
    returnedUnits: s.returnedUnits,
    cancelledUnits: s.cancelledUnits,
    charges,
    unitCost: meta.unitCost,
    costs: s.costs,
    profit,
    margin: s.revenue > 0 ? Math.round((profit / s.revenue) * 10_000) / 10_000 : null,
    stock: meta.stock,
    daysOfCover: cover,
    outOfStockOn: cover === null || !latest ? null : shiftDay(latest, Math.floor(cover)),
    views: s.views,
    toCart: s.toCart,
    conversion: s.views ? Math.round((s.units / s.views) * 10_000) / 10_000 : null,
  };
}

export type SkuFilter = { sort: myshop.MyshopSkuSort; order: 'asc' | 'desc'; q?: string | undefined; lowStock?: 1 | undefined; lossMaking?: 1 | undefined };

/** Every SKU's row of the period with its offer id and name in lower case (for the search), built once per shop version and period. */
interface Table {
  rows: myshop.SkuRow[];
  offers: string[];
  names: string[];
}

export function skuTable(db: Db, shopId: number, p: Resolved, apiOrigin: string): Promise<Table> {
  return cache(db, `rows:${shopId}:${p.version}:${p.from}:${p.to}:${p.latestDay}`, async () => {
    const [sums, meta] = await Promise.all([skuSums(db, shopId, p.version, p.from, p.to), skuCatalogue(db, shopId, p.version, p.latestDay, apiOrigin)]);
    const rows = [...meta.values()].map((m) => skuRow(m, sums.get(m.sku) ?? zeroSums(), p.latestDay));
    return { rows, offers: rows.map((r) => r.offerId.toLowerCase()), names: rows.map((r) => r.name.toLowerCase()) };
  });
}

const orders = new WeakMap<Db, LRUCache<string, Promise<Int32Array>>>();

/** The table's rows in one sort order (empty values last whatever the order; then by SKU), as positions; kept per shop version, period, column and order. */
function sortedOrder(db: Db, shopId: number, p: Resolved, by: myshop.MyshopSkuSort, order: 'asc' | 'desc', apiOrigin: string): Promise<Int32Array> {
  let c = orders.get(db);
  if (!c) {
    c = new LRUCache<string, Promise<Int32Array>>({ max: 256, ttl: 10 * 60_000 });
    orders.set(db, c);
  }
  const key = `${shopId}:${p.version}:${p.from}:${p.to}:${p.latestDay}:${by}:${order}`;
  const hit = c.get(key);
  if (hit) return hit;
  const value = skuTable(db, shopId, p, apiOrigin).then(({ rows }) => {
    const dir = order === 'asc' ? 1 : -1;
    return Int32Array.from(rows.keys()).sort((i, j) => {
      const a = rows[i] as myshop.SkuRow;
      const b = rows[j] as myshop.SkuRow;
      const x = a[by];
      const y = b[by];
      if (x === null || y === null) return x === y ? a.sku - b.sku : x === null ? 1 : -1;
      return x === y ? a.sku - b.sku : (x < y ? -1 : 1) * dir;
    });
  });
  c.set(key, value);
  value.catch(() => c.delete(key));
  return value;
}

/** Every SKU row of the period that passes the filters, sorted: each order is sorted once, the filters run over it. */
export async function skuRows(db: Db, shopId: number, p: Resolved, f: SkuFilter, apiOrigin: string): Promise<myshop.SkuRow[]> {
  const [{ rows, offers, names }, order] = await Promise.all([skuTable(db, shopId, p, apiOrigin), sortedOrder(db, shopId, p, f.sort, f.order, apiOrigin)]);
  const q = f.q?.toLowerCase();
  const out: myshop.SkuRow[] = [];
  for (const i of order) {
    const row = rows[i] as myshop.SkuRow;
    if (q && !(offers[i] as string).includes(q) && !(names[i] as string).includes(q) && String(row.sku) !== q) continue;
    if (f.lowStock && !(row.daysOfCover !== null && row.daysOfCover <= MYSHOP_ALERTS.coverDays)) continue;
    if (f.lossMaking && !(row.profit < 0)) continue;
    out.push(row);
  }
  return out;
}
