/**
 * The numbers of the development Seller API, derived deterministically from the market's daily sales
 * of a shop's goods: one posting per goods and day carrying that day's units at the day's price (so
 * the postings add up to the market's sales and GMV), a few of them cancelled or returned a week
 * later, and the finance operations Ozon books for them (sale with commission and delivery services,
 * acquiring, return), each `amount` = accruals + commission + charges (charges negative, as Ozon's).
 */

/** One goods-day of the market: units sold and revenue in kopecks. */
export interface FakeSale {
  sku: number;
  day: string;
  units: number;
  revenue: number;
}

export interface FakePosting {
  postingNumber: string;
  sku: number;
  day: string;
  createdAt: string;
  quantity: number;
  /** Kopecks per unit. */
  price: number;
  status: 'delivered' | 'cancelled';
  scheme: 'FBO' | 'FBS';
}

export interface FakeReturn {
  id: number;
  posting: FakePosting;
  day: string;
  quantity: number;
}

export interface FakeOperation {
  operationId: number;
  type: string;
  name: string;
  day: string;
  transactionType: 'orders' | 'returns' | 'services';
  postingNumber: string;
  scheme: 'FBO' | 'FBS';
  sku: number;
  /** Kopecks; charges negative. */
  accruals: number;
  commission: number;
  delivery: number;
  returnDelivery: number;
  services: { name: string; price: number }[];
  amount: number;
}

/** A deterministic fraction in [0, 1) of a number, a day and a salt. */
export function frac(n: number, day: string, salt: string): number {
  let h = 2166136261;
  for (const ch of `${salt}:${n}:${day}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  h ^= h >>> 13;
  h = Math.imul(h, 0x5bd1e995);
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}

export const shiftDay = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

/** Ozon's sales commission of a goods, percent (8..19), the same in the prices answer and the finance operations. */
export const commissionPercent = (sku: number) => 8 + Math.floor(frac(sku, '', 'pct') * 12);

/** FBS for every third goods, FBO for the rest. */
export const schemeOf = (sku: number): 'FBO' | 'FBS' => (sku % 3 === 0 ? 'FBS' : 'FBO');

export function postingOf(sale: FakeSale): FakePosting | null {
  if (sale.units <= 0) return null;
  const minute = Math.floor(frac(sale.sku, sale.day, 'min') * 1380);
  const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;
  return {
    postingNumber: `${String(sale.sku % 100_000_000).padStart(8, '0')}-${sale.day.replace(/-/g, '').slice(2)}-1`,
    sku: sale.sku,
    day: sale.day,
    createdAt: `${sale.day}T${time}.000Z`,
    quantity: sale.units,
    price: Math.round(sale.revenue / sale.units),
    status: frac(sale.sku, sale.day, 'cancel') < 0.04 ? 'cancelled' : 'delivered',
    scheme: schemeOf(sale.sku),
  };
}

/** The returns booked on `day`: some delivered postings of a week before, one unit each. */
export function returnsOn(day: string, weekBefore: readonly FakePosting[]): FakeReturn[] {
  return weekBefore
    .filter((p) => p.status === 'delivered' && p.day === shiftDay(day, -7) && frac(p.sku, p.day, 'return') < 0.06)
    .map((p) => ({ id: 40_000_000 + (p.sku % 1_000_000) * 100 + (Date.parse(`${p.day}T00:00:00Z`) / 86_400_000) % 100, posting: p, day, quantity: 1 }));
}

const opId = (sku: number, day: string, kind: number) => 9_000_000_000 + (sku % 10_000_000) * 1000 + ((Date.parse(`${day}T00:00:00Z`) / 86_400_000) % 333) * 3 + kind;

/** The finance operations of `day`: sales and acquiring of its delivered postings, and its returns. */
export function operationsOn(day: string, postings: readonly FakePosting[], returns: readonly FakeReturn[]): FakeOperation[] {
  const ops: FakeOperation[] = [];
  for (const p of postings) {
    if (p.day !== day || p.status !== 'delivered') continue;
    const accruals = p.price * p.quantity;
    const commission = -Math.round((accruals * commissionPercent(p.sku)) / 100);
    const logistics = -(3000 + Math.floor(frac(p.sku, '', 'vol') * 9000)) * p.quantity;
    const lastMile = -Math.min(50_000, Math.round(accruals * 0.055));
    const services = [
      { name: 'MarketplaceServiceItemDirectFlowLogistic', price: logistics },
      { name: 'MarketplaceServiceItemDelivToCustomer', price: lastMile },
    ];
    const base = { day, postingNumber: p.postingNumber, scheme: p.scheme, sku: p.sku, returnDelivery: 0 };
    ops.push({ ...base, operationId: opId(p.sku, day, 0), type: 'OperationAgentDeliveredToCustomer', name: 'Доставка покупателю', transactionType: 'orders', accruals, commission, delivery: 0, services, amount: accruals + commission + logistics + lastMile });
    const acquiring = -Math.round(accruals * 0.015);
    ops.push({ ...base, operationId: opId(p.sku, day, 1), type: 'MarketplaceRedistributionOfAcquiringOperation', name: 'Оплата эквайринга', transactionType: 'services', accruals: 0, commission: 0, delivery: 0, services: [{ name: 'MarketplaceRedistributionOfAcquiringOperation', price: acquiring }], amount: acquiring });
  }
  for (const r of returns) {
    if (r.day !== day) continue;
    const accruals = -r.posting.price * r.quantity;
    const commission = Math.round((-accruals * commissionPercent(r.posting.sku)) / 100);
    const returnDelivery = -5000;
    ops.push({ operationId: opId(r.posting.sku, day, 2), type: 'ClientReturnAgentOperation', name: 'Получение возврата', day, transactionType: 'returns', postingNumber: r.posting.postingNumber, scheme: r.posting.scheme, sku: r.posting.sku, accruals, commission, delivery: 0, returnDelivery, services: [], amount: accruals + commission + returnDelivery });
  }
  return ops;
}

/** Card views and add-to-cart of a goods-day (the analytics metrics Ozon may or may not return). */
export function trafficOf(sale: FakeSale): { views: number; toCart: number } {
  const views = 10 + Math.floor(frac(sale.sku, sale.day, 'v') * 60) + sale.units * (20 + Math.floor(frac(sale.sku, sale.day, 'vu') * 30));
  const toCart = Math.min(views, sale.units + Math.floor(frac(sale.sku, sale.day, 'c') * 5) + sale.units * 2);
  return { views, toCart };
}

const WAREHOUSES = ['ХОРУГВИНО_РФЦ', 'ТВЕРЬ_РФЦ', 'КАЗАНЬ_РФЦ', 'НОВОСИБИРСК_РФЦ_НОВЫЙ'];

/** A goods' stock split over one to three Ozon warehouses (the parts add up to `stock`). */
export function warehousesOf(sku: number, stock: number): { warehouse: string; present: number; reserved: number }[] {
  const count = 1 + (sku % 3);
  const first = sku % WAREHOUSES.length;
  const parts: { warehouse: string; present: number; reserved: number }[] = [];
  let left = stock;
  for (let i = 0; i < count; i++) {
    const part = i === count - 1 ? left : Math.floor(left / 2);
    left -= part;
    parts.push({ warehouse: WAREHOUSES[(first + i) % WAREHOUSES.length] ?? 'ХОРУГВИНО_РФЦ', present: part, reserved: Math.min(part, sku % 2) });
  }
  return parts;
}

/** Kopecks as Ozon's rouble amount (a number with two decimals). */
export const roubles = (kopecks: number) => Math.round(kopecks) / 100;

/** A goods of a development shop as the product and price calls answer it. */
export interface FakeProduct {
  productId: string;
  offerId: string;
  sku: number;
  /** Kopecks. */
  price: number;
  stock: number;
  archived?: boolean;
}
