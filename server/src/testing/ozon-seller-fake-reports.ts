import type { Context, Hono } from 'hono';
import { z } from 'zod';
import {
  commissionPercent,
  operationsOn,
  postingOf,
  returnsOn,
  roubles,
  shiftDay,
  trafficOf,
  warehousesOf,
  type FakePosting,
  type FakeSale,
} from './ozon-seller-fake-model';
import type { FakeProduct } from './ozon-seller-fake-model';

/**
 * The report calls of the development Seller API the shop sync reads, in Ozon's documented shapes and
 * paging: FBO postings (offset), FBS postings (offset + has_next), returns (last_id), the analytics
 * report (offset; at most one request per `analyticsEveryMs` per Client-Id, else 429), finance
 * transactions (page / page_count) and stock by warehouse (offset).
 */

/** The market's goods-days of a shop's goods between two days (inclusive). */
export type FakeSalesSource = (clientId: string, from: string, to: string) => Promise<FakeSale[]>;

interface Deps {
  shopOf(c: Context): Promise<FakeProduct[] | null>;
  sales: FakeSalesSource;
  analyticsEveryMs: number;
}

const refused = { code: 16, message: 'Invalid Api-Key, please contact support', details: [] };
const badRequest = { code: 3, message: 'invalid request body', details: [] };
const dayOf = (time: string) => time.slice(0, 10);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}/);

const postingBody = z.object({
  dir: z.enum(['ASC', 'DESC', 'asc', 'desc']).optional(),
  filter: z.object({ since: isoDay, to: isoDay, status: z.string().optional() }),
  limit: z.number().int().min(1).max(1000),
  offset: z.number().int().min(0).default(0),
  with: z.object({ analytics_data: z.boolean().optional(), financial_data: z.boolean().optional() }).optional(),
});
const returnsBody = z.object({
  filter: z.object({ logistic_return_date: z.object({ time_from: isoDay, time_to: isoDay }) }),
  limit: z.number().int().min(1).max(500),
  last_id: z.number().int().min(0).default(0),
});
const analyticsBody = z.object({
  date_from: isoDay,
  date_to: isoDay,
  metrics: z.array(z.string()).min(1).max(14),
  dimension: z.array(z.string()).min(1),
  limit: z.number().int().min(1).max(1000),
  offset: z.number().int().min(0).default(0),
});
const financeBody = z.object({
  filter: z.object({ date: z.object({ from: isoDay, to: isoDay }), transaction_type: z.string().default('all'), posting_number: z.string().optional() }),
  page: z.number().int().min(1),
  page_size: z.number().int().min(1).max(1000),
});
const stockBody = z.object({ limit: z.number().int().min(1).max(1000), offset: z.number().int().min(0).default(0), warehouse_type: z.string().optional() });

export function registerReportCalls(app: Hono, deps: Deps): void {
  const lastAnalytics = new Map<string, number>();
  const postingsBetween = async (clientId: string, from: string, to: string): Promise<FakePosting[]> =>
    (await deps.sales(clientId, from, to)).flatMap((s) => postingOf(s) ?? []).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.postingNumber.localeCompare(b.postingNumber));
  const guarded = <T extends z.ZodType>(schema: T, handle: (c: Context, clientId: string, products: FakeProduct[], body: z.infer<T>) => Promise<Response>) => async (c: Context) => {
    const products = await deps.shopOf(c);
    if (!products) return c.json(refused, 403);
    const body = schema.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json(badRequest, 400);
    return handle(c, c.req.header('Client-Id') ?? '', products, body.data);
  };
  const offerOf = (products: FakeProduct[]) => {
    const bySku = new Map(products.map((p) => [p.sku, p]));
    return (sku: number) => bySku.get(sku)?.offerId ?? `ML-${sku}`;
  };
  const postingJson = (p: FakePosting, offer: string) => ({
    order_id: Number(p.postingNumber.replace(/\D/g, '').slice(0, 12)),
    order_number: p.postingNumber.slice(0, -2),
    posting_number: p.postingNumber,
    status: p.status,
    created_at: p.createdAt,
    in_process_at: p.createdAt,
    products: [{ sku: p.sku, name: `Товар ${offer}`, quantity: p.quantity, offer_id: offer, price: roubles(p.price).toFixed(2), currency_code: 'RUB' }],
    analytics_data: { region: 'Москва', city: 'Москва', delivery_type: 'PVZ', is_premium: false, payment_type_group_name: 'Карты оплаты', warehouse_name: warehousesOf(p.sku, 1)[0]?.warehouse ?? '' },
    financial_data: {
      products: [{ product_id: p.sku, commission_percent: commissionPercent(p.sku), commission_amount: roubles((p.price * p.quantity * commissionPercent(p.sku)) / 100), payout: roubles(p.price * p.quantity), price: roubles(p.price), quantity: p.quantity }],
    },
  });

  app.post(
    '/v2/posting/fbo/list',
    guarded(postingBody, async (c, clientId, products, body) => {
      const all = (await postingsBetween(clientId, dayOf(body.filter.since), dayOf(body.filter.to))).filter((p) => p.scheme === 'FBO' && (!body.filter.status || p.status === body.filter.status));
      const offer = offerOf(products);
      return c.json({ result: all.slice(body.offset, body.offset + body.limit).map((p) => postingJson(p, offer(p.sku))) });
    }),
  );

  app.post(
    '/v3/posting/fbs/list',
    guarded(postingBody, async (c, clientId, products, body) => {
      const all = (await postingsBetween(clientId, dayOf(body.filter.since), dayOf(body.filter.to))).filter((p) => p.scheme === 'FBS' && (!body.filter.status || p.status === body.filter.status));
      const offer = offerOf(products);
      const page = all.slice(body.offset, body.offset + body.limit);
      return c.json({ result: { postings: page.map((p) => ({ ...postingJson(p, offer(p.sku)), delivery_method: { warehouse: 'Склад продавца' }, tpl_integration_type: 'ozon' })), has_next: body.offset + page.length < all.length } });
    }),
  );

  app.post(
    '/v1/returns/list',
    guarded(returnsBody, async (c, clientId, products, body) => {
      const from = dayOf(body.filter.logistic_return_date.time_from);
      const to = dayOf(body.filter.logistic_return_date.time_to);
      const postings = await postingsBetween(clientId, shiftDay(from, -7), shiftDay(to, -7));
      const all = [];
      for (let day = from; day <= to; day = shiftDay(day, 1)) all.push(...returnsOn(day, postings));
      all.sort((a, b) => a.id - b.id);
      const rest = all.filter((r) => r.id > body.last_id);
      const page = rest.slice(0, body.limit);
      const offer = offerOf(products);
      return c.json({
        returns: page.map((r) => ({
          id: r.id,
          posting_number: r.posting.postingNumber,
          schema: r.posting.scheme === 'FBO' ? 'Fbo' : 'Fbs',
          type: 'ClientReturn',
          product: { sku: r.posting.sku, offer_id: offer(r.posting.sku), name: `Товар ${offer(r.posting.sku)}`, quantity: r.quantity, price: { price: roubles(r.posting.price), currency_code: 'RUB' } },
          logistic: { return_date: `${r.day}T12:00:00.000Z` },
          visual: { status: { id: 3, sys_name: 'ReturnedToSeller' } },
        })),
        has_next: rest.length > page.length,
      });
    }),
  );

  app.post(
    '/v1/analytics/data',
    guarded(analyticsBody, async (c, clientId, _products, body) => {
      const now = Date.now();
      const last = lastAnalytics.get(clientId);
      if (last !== undefined && now - last < deps.analyticsEveryMs) {
        c.header('Retry-After', String(Math.ceil((deps.analyticsEveryMs - (now - last)) / 1000)));
        return c.json({ code: 8, message: 'You have reached request rate limit per minute', details: [] }, 429);
      }
      lastAnalytics.set(clientId, now);
      const sales = (await deps.sales(clientId, body.date_from.slice(0, 10), body.date_to.slice(0, 10))).sort((a, b) => a.day.localeCompare(b.day) || a.sku - b.sku);
      const value = (s: FakeSale, metric: string): number => {
        const t = trafficOf(s);
        if (metric === 'revenue') return roubles(s.revenue);
        if (metric === 'ordered_units') return s.units;
        if (metric === 'hits_view' || metric === 'hits_view_pdp') return t.views;
        if (metric === 'hits_tocart' || metric === 'hits_tocart_pdp') return t.toCart;
        return 0;
      };
      const page = sales.slice(body.offset, body.offset + body.limit);
      return c.json({
        result: {
          data: page.map((s) => ({
            dimensions: body.dimension.map((d) => (d === 'day' ? { id: s.day, name: '' } : { id: String(s.sku), name: `Товар ${s.sku}` })),
            metrics: body.metrics.map((m) => value(s, m)),
          })),
          totals: body.metrics.map((m) => sales.reduce((sum, s) => sum + value(s, m), 0)),
        },
        timestamp: new Date(now).toISOString(),
      });
    }),
  );

  app.post(
    '/v3/finance/transaction/list',
    guarded(financeBody, async (c, clientId, products, body) => {
      const from = dayOf(body.filter.date.from);
      const to = dayOf(body.filter.date.to);
      if (Date.parse(to) - Date.parse(from) > 31 * 86_400_000) return c.json({ ...badRequest, message: 'period is too long' }, 400);
      const postings = await postingsBetween(clientId, shiftDay(from, -7), to);
      const all = [];
      for (let day = from; day <= to; day = shiftDay(day, 1)) all.push(...operationsOn(day, postings, returnsOn(day, postings)));
      const type = body.filter.transaction_type;
      const ops = all.filter((o) => type === 'all' || o.transactionType === type);
      const page = ops.slice((body.page - 1) * body.page_size, body.page * body.page_size);
      const offer = offerOf(products);
      return c.json({
        result: {
          operations: page.map((o) => ({
            operation_id: o.operationId,
            operation_type: o.type,
            operation_date: `${o.day} 00:00:00`,
            operation_type_name: o.name,
            delivery_charge: roubles(o.delivery),
            return_delivery_charge: roubles(o.returnDelivery),
            accruals_for_sale: roubles(o.accruals),
            sale_commission: roubles(o.commission),
            amount: roubles(o.amount),
            type: o.transactionType,
            posting: { delivery_schema: o.scheme, order_date: `${o.day} 00:00:00`, posting_number: o.postingNumber, warehouse_id: 0 },
            items: [{ name: `Товар ${offer(o.sku)}`, sku: o.sku }],
            services: o.services.map((s) => ({ name: s.name, price: roubles(s.price) })),
          })),
          page_count: Math.max(1, Math.ceil(ops.length / body.page_size)),
          row_count: ops.length,
        },
      });
    }),
  );

  app.post(
    '/v2/analytics/stock_on_warehouses',
    guarded(stockBody, async (c, _clientId, products, body) => {
      const all = [...products]
        .filter((p) => !p.archived)
        .sort((a, b) => a.sku - b.sku)
        .flatMap((p) => warehousesOf(p.sku, p.stock).map((w) => ({ p, w })));
      return c.json({
        result: {
          rows: all.slice(body.offset, body.offset + body.limit).map(({ p, w }) => ({
            sku: p.sku,
            item_code: p.offerId,
            item_name: `Товар ${p.offerId}`,
            free_to_sell_amount: w.present - w.reserved,
            promised_amount: 0,
            reserved_amount: w.reserved,
            warehouse_name: w.warehouse,
          })),
        },
      });
    }),
  );
}
