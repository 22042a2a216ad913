import { sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/client';
import { rows } from '../services/market/window';
import { commissionPercent } from './ozon-seller-fake-model';
import type { FakeProduct } from './ozon-seller-fake-model';
import { registerReportCalls, type FakeSalesSource } from './ozon-seller-fake-reports';

/**
 * A local stand-in for the Ozon Seller API: the three endpoints the shop binding uses (product list,
 * prices with commissions, stocks) and the report calls the shop sync reads
 * (ozon-seller-fake-reports.ts), answering in their documented shapes. The adapter's contract tests
 * run against it on loopback; in local mode the server answers Seller API calls with it (demo shops
 * below). `faults` lets a test make it answer 429, 5xx, garbage or a revoked key.
 */

export type { FakeProduct } from './ozon-seller-fake-model';

/** Finds the shop of a Client-Id and API key pair; null when the pair is not valid. A source may carry the shops' sales too. */
export type FakeShopSource = ((clientId: string, apiKey: string) => Promise<FakeProduct[] | null>) & { sales?: FakeSalesSource };

/** Faults a test switches on: Client-Ids whose key is revoked, and the next answers to spoil (first match by path). */
export interface FakeFaults {
  revoked: Set<string>;
  pending: { path?: string; kind: 'rateLimit' | 'serverError' | 'garbage' | 'malformed'; retryAfterSeconds?: number }[];
}

export interface FakeOptions {
  /** The market's goods-days of the shop behind a Client-Id; without it the shop has no orders. */
  sales?: FakeSalesSource;
  faults?: FakeFaults;
  /** The analytics report's rate limit per Client-Id (Ozon: one request a minute). */
  analyticsEveryMs?: number;
}

export const noFaults = (): FakeFaults => ({ revoked: new Set(), pending: [] });

const listBody = z.object({ filter: z.object({ visibility: z.string().optional() }).optional(), last_id: z.string().default(''), limit: z.number().int().min(1).max(1000) });
const infoBody = z.object({
  filter: z.object({ product_id: z.array(z.union([z.string(), z.number()])).max(1000).optional(), visibility: z.string().optional() }),
  cursor: z.string().optional(),
  limit: z.number().int().min(1).max(1000),
});

const rub = (kopecks: number) => (kopecks / 100).toFixed(2);

/** The fake as a Hono app whose routes are the API's paths (mount it anywhere). */
export function ozonSellerFake(source: FakeShopSource, opts: FakeOptions = {}): Hono {
  const app = new Hono();
  const faults = opts.faults;
  if (faults) {
    app.use('*', async (c, next) => {
      if (faults.revoked.has(c.req.header('Client-Id') ?? '')) return c.json({ code: 7, message: 'Api-key is deactivated', details: [] }, 403);
      const at = faults.pending.findIndex((f) => !f.path || f.path === c.req.path);
      const fault = at < 0 ? undefined : faults.pending.splice(at, 1)[0];
      if (!fault) return next();
      if (fault.kind === 'rateLimit') {
        c.header('Retry-After', String(fault.retryAfterSeconds ?? 1));
        return c.json({ code: 8, message: 'You have reached request rate limit per second', details: [] }, 429);
      }
      if (fault.kind === 'serverError') return c.json({ code: 13, message: 'internal error', details: [] }, 503);
      if (fault.kind === 'garbage') return c.body('<html><body>502 Bad Gateway</body></html>', 200, { 'content-type': 'application/json' });
      return c.json({ result: { items: 'truncated' }, rows: null, returns: [{ id: 'x' }], has_next: 'maybe' });
    });
  }
  const shopOf = async (c: { req: { header(name: string): string | undefined } }) => source(c.req.header('Client-Id') ?? '', c.req.header('Api-Key') ?? '');
  const refused = { code: 16, message: 'Invalid Api-Key, please contact support', details: [] };
  const badRequest = { code: 3, message: 'invalid request body', details: [] };

  app.post('/v3/product/list', async (c) => {
    const products = await shopOf(c);
    if (!products) return c.json(refused, 401);
    const body = listBody.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json(badRequest, 400);
    const sorted = [...products].sort((a, b) => Number(a.productId) - Number(b.productId));
    const start = body.data.last_id ? sorted.findIndex((p) => p.productId === body.data.last_id) + 1 : 0;
    const page = sorted.slice(start, start + body.data.limit);
    const more = start + page.length < sorted.length;
    return c.json({
      result: {
        items: page.map((p) => ({ product_id: Number(p.productId), offer_id: p.offerId, has_fbo_stocks: p.stock > 0, has_fbs_stocks: false, archived: p.archived ?? false, is_discounted: false, quants: [] })),
        total: sorted.length,
        last_id: more ? (page[page.length - 1]?.productId ?? '') : '',
      },
    });
  });

  const info = (shape: (p: FakeProduct) => Record<string, unknown>) => async (c: Context) => {
    const products = await shopOf(c);
    if (!products) return c.json(refused, 401);
    const body = infoBody.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json(badRequest, 400);
    // By the listed product ids, or every goods page by page (the cursor is the last product id given).
    const ids = body.data.filter.product_id;
    const wanted = ids ? new Set(ids.map(String)) : null;
    const sorted = products.filter((p) => (wanted ? wanted.has(p.productId) : !p.archived)).sort((a, b) => Number(a.productId) - Number(b.productId));
    const start = body.data.cursor ? sorted.findIndex((p) => p.productId === body.data.cursor) + 1 : 0;
    const page = sorted.slice(start, start + body.data.limit);
    const more = start + page.length < sorted.length;
    return c.json({ items: page.map(shape), cursor: more ? (page[page.length - 1]?.productId ?? '') : '', total: sorted.length });
  };

  app.post(
    '/v5/product/info/prices',
    info((p) => ({
      product_id: Number(p.productId),
      offer_id: p.offerId,
      price: { price: rub(p.price), old_price: rub(Math.round(p.price * 1.25)), min_price: rub(Math.round(p.price * 0.9)), marketing_price: rub(p.price), currency_code: 'RUB', vat: '0.2' },
      commissions: {
        sales_percent_fbo: commissionPercent(p.sku),
        sales_percent_fbs: commissionPercent(p.sku) + 1,
        fbo_direct_flow_trans_min_amount: 30,
        fbo_direct_flow_trans_max_amount: 120,
        fbo_deliv_to_customer_amount: rub(Math.min(50_000, Math.round(p.price * 0.055))),
        fbs_deliv_to_customer_amount: rub(Math.min(50_000, Math.round(p.price * 0.055))),
      },
      acquiring: rub(Math.round(p.price * 0.015)),
    })),
  );

  app.post(
    '/v4/product/info/stocks',
    info((p) => ({ product_id: Number(p.productId), offer_id: p.offerId, stocks: [{ present: p.stock, reserved: 0, sku: p.sku, type: 'fbo', shipment_type: 'SHIPMENT_TYPE_GENERAL', warehouse_ids: [] }] })),
  );
  registerReportCalls(app, { shopOf, sales: opts.sales ?? source.sales ?? (async () => []), analyticsEveryMs: opts.analyticsEveryMs ?? 60_000 });
  return app;
}

/** The demo shops of the development Seller API: Client-Id and API key (documented in the README). */
export const DEMO_SELLER_SHOPS = Object.freeze([
  { clientId: '200001', apiKey: 'ml-demo-seller-key-1' },
  { clientId: '200002', apiKey: 'ml-demo-seller-key-2' },
  { clientId: '200003', apiKey: 'ml-demo-seller-key-3' },
]);

const marketShops = new WeakMap<Db, { at: number; ids: Promise<number[]> }>();

/** The market shop behind demo shop n: the one with the n-th most goods (looked up at most once a minute per database). */
async function demoMarketShop(db: Db, index: number): Promise<number | null> {
  let known = marketShops.get(db);
  if (!known || Date.now() - known.at > 60_000) {
    const ids = rows<{ shop_id: number }>(db, sql`SELECT shop_id FROM goods GROUP BY shop_id ORDER BY count(*) DESC, shop_id LIMIT ${DEMO_SELLER_SHOPS.length}`).then((r) => r.map((x) => Number(x.shop_id)));
    known = { at: Date.now(), ids };
    marketShops.set(db, known);
    ids.catch(() => marketShops.delete(db));
  }
  return (await known.ids)[index] ?? null;
}

/** The development sales: a demo shop's goods-days are its market shop's (goods_daily), so its postings add up to the market's sales. */
export function demoSalesSource(db: Db): FakeSalesSource {
  return async (clientId, from, to) => {
    const index = DEMO_SELLER_SHOPS.findIndex((s) => s.clientId === clientId);
    const shopId = index < 0 ? null : await demoMarketShop(db, index);
    if (shopId === null) return [];
    const found = await rows<{ goods_id: number; day: string; sales: number; gmv: number }>(
      db,
      // Through the shop's goods and goods_daily's key (goods, day): a shop's days without scanning the market's.
      sql`SELECT d.goods_id, d.day::text AS day, d.sales, d.gmv FROM goods g JOIN goods_daily d ON d.goods_id = g.id
          WHERE g.shop_id = ${shopId} AND d.day BETWEEN ${from}::date AND ${to}::date AND d.sales > 0`,
    );
    return found.map((r) => ({ sku: Number(r.goods_id), day: r.day, units: Number(r.sales), revenue: Number(r.gmv) }));
  };
}

/** The development source: demo shop n is the market shop with the n-th most goods; its goods are the products. */
export function demoShopSource(db: Db): FakeShopSource {
  const source: FakeShopSource = async (clientId, apiKey) => {
    const index = DEMO_SELLER_SHOPS.findIndex((s) => s.clientId === clientId && s.apiKey === apiKey);
    if (index < 0) return null;
    const shopId = await demoMarketShop(db, index);
    if (shopId === null) return [];
    const goods = await rows<{ id: number; price: number; base_sales: number }>(db, sql`SELECT id, price, base_sales FROM goods WHERE shop_id = ${shopId} ORDER BY id`);
    return goods.map((g) => ({
      productId: String(700_000_000 + Number(g.id) % 100_000_000),
      offerId: `ML-${g.id}`,
      sku: Number(g.id),
      price: Number(g.price),
      stock: Math.round(Number(g.base_sales) * 14) % 500,
    }));
  };
  source.sales = demoSalesSource(db);
  return source;
}
