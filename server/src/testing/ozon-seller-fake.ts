import { sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../db/client';
import { rows } from '../services/market/window';

/**
 * A local stand-in for the three Ozon Seller API endpoints the shop binding uses (product list,
 * prices, stocks), answering in their documented shapes. The adapter's contract test runs against
 * it on loopback; in local mode the server answers Seller API calls with it (demo shops below).
 */

export interface FakeProduct {
  productId: string;
  offerId: string;
  sku: number;
  /** Kopecks. */
  price: number;
  stock: number;
  archived?: boolean;
}

/** Finds the shop of a Client-Id and API key pair; null when the pair is not valid. */
export type FakeShopSource = (clientId: string, apiKey: string) => Promise<FakeProduct[] | null>;

const listBody = z.object({ filter: z.object({ visibility: z.string().optional() }).optional(), last_id: z.string().default(''), limit: z.number().int().min(1).max(1000) });
const infoBody = z.object({ filter: z.object({ product_id: z.array(z.union([z.string(), z.number()])).max(1000) }), cursor: z.string().optional(), limit: z.number().int().min(1).max(1000) });

const rub = (kopecks: number) => (kopecks / 100).toFixed(2);

/** The fake as a Hono app whose routes are the API's paths (mount it anywhere). */
export function ozonSellerFake(source: FakeShopSource): Hono {
  const app = new Hono();
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
    const wanted = new Set(body.data.filter.product_id.map(String));
    const items = products.filter((p) => wanted.has(p.productId)).map(shape);
    return c.json({ items, cursor: '', total: items.length });
  };

  app.post(
    '/v5/product/info/prices',
    info((p) => ({
      product_id: Number(p.productId),
      offer_id: p.offerId,
      price: { price: rub(p.price), old_price: rub(Math.round(p.price * 1.25)), min_price: rub(Math.round(p.price * 0.9)), marketing_price: rub(p.price), currency_code: 'RUB', vat: '0.2' },
      commissions: {},
      acquiring: 0,
    })),
  );

  app.post(
    '/v4/product/info/stocks',
    info((p) => ({ product_id: Number(p.productId), offer_id: p.offerId, stocks: [{ present: p.stock, reserved: 0, sku: p.sku, type: 'fbo', shipment_type: 'SHIPMENT_TYPE_GENERAL', warehouse_ids: [] }] })),
  );
  return app;
}

/** The demo shops of the development Seller API: Client-Id and API key (documented in the README). */
export const DEMO_SELLER_SHOPS = Object.freeze([
  { clientId: '200001', apiKey: 'ml-demo-seller-key-1' },
  { clientId: '200002', apiKey: 'ml-demo-seller-key-2' },
  { clientId: '200003', apiKey: 'ml-demo-seller-key-3' },
]);

/** The development source: demo shop n is the market shop with the n-th most goods; its goods are the products. */
export function demoShopSource(db: Db): FakeShopSource {
  return async (clientId, apiKey) => {
    const index = DEMO_SELLER_SHOPS.findIndex((s) => s.clientId === clientId && s.apiKey === apiKey);
    if (index < 0) return null;
    const [shop] = await rows<{ shop_id: number }>(
      db,
      sql`SELECT shop_id FROM goods GROUP BY shop_id ORDER BY count(*) DESC, shop_id LIMIT 1 OFFSET ${index}`,
    );
    if (!shop) return [];
    const goods = await rows<{ id: number; price: number; base_sales: number }>(db, sql`SELECT id, price, base_sales FROM goods WHERE shop_id = ${shop.shop_id} ORDER BY id`);
    return goods.map((g) => ({
      productId: String(700_000_000 + Number(g.id) % 100_000_000),
      offerId: `ML-${g.id}`,
      sku: Number(g.id),
      price: Number(g.price),
      stock: Math.round(Number(g.base_sales) * 14) % 500,
    }));
  };
}
