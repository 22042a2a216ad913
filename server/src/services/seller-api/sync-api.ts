import { z } from 'zod';
import { SellerApiError, type SellerApi, type SellerCredentials } from './client';

/**
 * The Seller API reports the shop sync reads, each answer checked with zod (a refused shape throws
 * SellerApiError 'malformed' before anything is stored), paged as Ozon pages them. Money comes as
 * roubles and leaves as kopecks.
 */

const kopecks = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const n = Number(v);
  if (!Number.isFinite(n)) {
    ctx.addIssue({ code: 'custom', message: 'not a number' });
    return z.NEVER;
  }
  return Math.round(n * 100);
});
const sku = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

const posting = z.object({
  posting_number: z.string(),
  status: z.string(),
  created_at: z.string(),
  products: z.array(z.object({ sku, quantity: z.number().int().min(0), price: kopecks })),
});
const fboAnswer = z.object({ result: z.array(posting) });
const fbsAnswer = z.object({ result: z.object({ postings: z.array(posting), has_next: z.boolean() }) });
const returnsAnswer = z.object({
  returns: z.array(z.object({ id: z.number().int(), posting_number: z.string(), product: z.object({ sku, quantity: z.number().int().min(0) }) })),
  has_next: z.boolean(),
});
const financeAnswer = z.object({
  result: z.object({
    operations: z.array(
      z.object({
        operation_id: z.number().int(),
        operation_type: z.string(),
        operation_type_name: z.string().default(''),
        operation_date: z.string(),
        accruals_for_sale: kopecks,
        sale_commission: kopecks,
        delivery_charge: kopecks.default(0),
        return_delivery_charge: kopecks.default(0),
        amount: kopecks,
        type: z.string().default('other'),
        posting: z.object({ posting_number: z.string().default('') }).partial().default({}),
        items: z.array(z.object({ sku })).default([]),
        services: z.array(z.object({ name: z.string(), price: kopecks })).default([]),
      }),
    ),
    page_count: z.number().int().min(0),
  }),
});
const analyticsAnswer = z.object({
  result: z.object({
    data: z.array(z.object({ dimensions: z.array(z.object({ id: z.string() })).min(2), metrics: z.array(z.number().nullable()) })),
  }),
});
const stockAnswer = z.object({
  result: z.object({
    rows: z.array(z.object({ sku, item_code: z.string(), warehouse_name: z.string(), free_to_sell_amount: z.number().int(), reserved_amount: z.number().int().default(0) })),
  }),
});
const pricesAnswer = z.object({
  items: z.array(
    z.object({
      product_id: z.union([z.number().int(), z.string()]).transform(String),
      offer_id: z.string(),
      price: z.object({ price: kopecks, old_price: kopecks.optional(), min_price: kopecks.optional() }),
      commissions: z
        .object({ sales_percent_fbo: z.number().optional(), sales_percent_fbs: z.number().optional(), fbo_deliv_to_customer_amount: kopecks.optional() })
        .partial()
        .default({}),
      acquiring: kopecks.optional(),
    }),
  ),
  cursor: z.string().optional().default(''),
});

export interface DayPostings {
  orders: number;
  units: number;
  revenue: number;
  cancelledUnits: number;
  /** Revenue of the cancelled postings (part of `revenue`). */
  cancelledRevenue: number;
}

const dayRange = (day: string) => ({ since: `${day}T00:00:00.000Z`, to: `${day}T23:59:59.999Z` });
const MAX_PAGES = 10_000;

/** The FBO and FBS postings created on `day`, summed per SKU (a cancelled posting counts as an order and as cancelled units). */
export async function postingsOfDay(api: SellerApi, creds: SellerCredentials, day: string, pageSize: number): Promise<Map<number, DayPostings>> {
  const out = new Map<number, DayPostings>();
  const add = (p: z.infer<typeof posting>) => {
    if (p.created_at.slice(0, 10) !== day) return;
    const cancelled = p.status === 'cancelled';
    p.products.forEach((item, i) => {
      const row = out.get(item.sku) ?? { orders: 0, units: 0, revenue: 0, cancelledUnits: 0, cancelledRevenue: 0 };
      if (i === 0 || !p.products.slice(0, i).some((x) => x.sku === item.sku)) row.orders += 1;
      row.units += item.quantity;
      row.revenue += item.price * item.quantity;
      if (cancelled) {
        row.cancelledUnits += item.quantity;
        row.cancelledRevenue += item.price * item.quantity;
      }
      out.set(item.sku, row);
    });
  };
  const body = (offset: number) => ({ dir: 'ASC', filter: dayRange(day), limit: pageSize, offset, with: { analytics_data: false, financial_data: false } });
  for (let offset = 0, n = 0; n < MAX_PAGES; n++, offset += pageSize) {
    const page = await api.call(creds, '/v2/posting/fbo/list', body(offset), fboAnswer);
    page.result.forEach(add);
    if (page.result.length < pageSize) break;
  }
  for (let offset = 0, n = 0; n < MAX_PAGES; n++, offset += pageSize) {
    const page = await api.call(creds, '/v3/posting/fbs/list', body(offset), fbsAnswer);
    page.result.postings.forEach(add);
    if (!page.result.has_next) break;
  }
  return out;
}

/** Units returned on `day`, per SKU. */
export async function returnsOfDay(api: SellerApi, creds: SellerCredentials, day: string, pageSize: number): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (let lastId = 0, n = 0; n < MAX_PAGES; n++) {
    const page = await api.call(
      creds,
      '/v1/returns/list',
      { filter: { logistic_return_date: { time_from: `${day}T00:00:00.000Z`, time_to: `${day}T23:59:59.999Z` } }, limit: Math.min(500, pageSize), last_id: lastId },
      returnsAnswer,
    );
    for (const r of page.returns) out.set(r.product.sku, (out.get(r.product.sku) ?? 0) + r.product.quantity);
    const last = page.returns[page.returns.length - 1];
    if (!page.has_next || !last) break;
    lastId = last.id;
  }
  return out;
}

export type FinanceOperation = z.infer<typeof financeAnswer>['result']['operations'][number];

/** Every finance operation booked on `day`. */
export async function financeOfDay(api: SellerApi, creds: SellerCredentials, day: string, pageSize: number): Promise<FinanceOperation[]> {
  const out: FinanceOperation[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await api.call(
      creds,
      '/v3/finance/transaction/list',
      { filter: { date: { from: `${day}T00:00:00.000Z`, to: `${day}T23:59:59.999Z` }, operation_type: [], posting_number: '', transaction_type: 'all' }, page, page_size: pageSize },
      financeAnswer,
    );
    out.push(...answer.result.operations);
    if (page >= answer.result.page_count) break;
  }
  return out;
}

export interface TrafficRow {
  day: string;
  sku: number;
  orderedUnits: number | null;
  views: number | null;
  toCart: number | null;
}

const METRICS = ['ordered_units', 'hits_view', 'hits_tocart'] as const;

/** One page of the analytics report by day and SKU (card views, add-to-cart); metrics Ozon no longer gives come back null. */
export async function trafficPage(api: SellerApi, creds: SellerCredentials, from: string, to: string, offset: number, limit: number): Promise<TrafficRow[]> {
  const answer = await api.call(creds, '/v1/analytics/data', { date_from: from, date_to: to, metrics: METRICS, dimension: ['day', 'sku'], limit, offset }, analyticsAnswer);
  return answer.result.data.map((row) => {
    const [dayDim, skuDim] = row.dimensions;
    const id = Number(skuDim?.id);
    if (!dayDim || !/^\d{4}-\d{2}-\d{2}$/.test(dayDim.id) || !Number.isSafeInteger(id)) throw new SellerApiError('malformed', 'Seller API answered an analytics row without a day and SKU');
    return { day: dayDim.id, sku: id, orderedUnits: row.metrics[0] ?? null, views: row.metrics[1] ?? null, toCart: row.metrics[2] ?? null };
  });
}

export type StockRow = z.infer<typeof stockAnswer>['result']['rows'][number];

/** Stock of every SKU in each warehouse. */
export async function stockByWarehouse(api: SellerApi, creds: SellerCredentials, pageSize: number): Promise<StockRow[]> {
  const out: StockRow[] = [];
  for (let offset = 0, n = 0; n < MAX_PAGES; n++, offset += pageSize) {
    const page = await api.call(creds, '/v2/analytics/stock_on_warehouses', { limit: pageSize, offset, warehouse_type: 'ALL' }, stockAnswer);
    out.push(...page.result.rows);
    if (page.result.rows.length < pageSize) break;
  }
  return out;
}

export type PriceRow = z.infer<typeof pricesAnswer>['items'][number];

/** Prices and commissions of every goods, page by page (cursor). */
export async function pricesOfShop(api: SellerApi, creds: SellerCredentials, pageSize: number): Promise<PriceRow[]> {
  const out: PriceRow[] = [];
  for (let cursor = '', n = 0; n < MAX_PAGES; n++) {
    const page = await api.call(creds, '/v5/product/info/prices', { filter: { visibility: 'ALL' }, cursor, limit: pageSize }, pricesAnswer);
    out.push(...page.items);
    if (!page.cursor || page.items.length < pageSize) break;
    cursor = page.cursor;
  }
  return out;
}
