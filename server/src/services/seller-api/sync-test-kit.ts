import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../db/client';
import { memberships } from '../../db/schema/index';
import { rows } from '../market/window';
import { demoShopSource, noFaults, ozonSellerFake, type FakeFaults } from '../../testing/ozon-seller-fake';
import { createSellerApi, type SellerApi } from './client';
import { secretBox } from './secret-box';
import { bindShop } from './shops';

/** What the shop sync tests share: the development Seller API on loopback over the test database, with its fault switches and a hook per call. */
export interface SellerApiServer {
  api: SellerApi;
  faults: FakeFaults;
  /** Paths called, in order. */
  calls: string[];
  /** Runs before each call is answered (a test unbinds the shop there, say). */
  hook: ((path: string) => Promise<void>) | null;
  close(): Promise<void>;
}

export async function startSellerApi(db: Db, opts: { analyticsEveryMs?: number } = {}): Promise<SellerApiServer> {
  const faults = noFaults();
  const outer = new Hono();
  const state: SellerApiServer = { api: null as unknown as SellerApi, faults, calls: [], hook: null, close: async () => undefined };
  outer.use('*', async (c, next) => {
    state.calls.push(c.req.path);
    await state.hook?.(c.req.path);
    await next();
  });
  outer.route('/', ozonSellerFake(demoShopSource(db), { faults, analyticsEveryMs: opts.analyticsEveryMs ?? 0 }));
  let server: ServerType | undefined;
  const baseUrl = await new Promise<string>((resolve) => {
    server = serve({ fetch: outer.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(`http://127.0.0.1:${info.port}`));
  });
  state.api = createSellerApi({ baseUrl });
  state.close = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  return state;
}

export const testBox = secretBox(Buffer.alloc(32, 3));

let nextUser = 880_000;

/** A member on the trial plan (30 days of history) with demo shop `clientId` bound; the shop's id, the member and the sync's first and last day. */
export async function memberWithShop(db: Db, api: SellerApi, shop: { clientId: string; apiKey: string }) {
  const userId = ++nextUser;
  await db.insert(memberships).values({ userId, planId: 16, maturityTime: new Date(Date.now() + 7 * 86_400_000) });
  const bound = await bindShop(db, api, testBox, userId, null, shop);
  const [latest] = await rows<{ day: string }>(db, sql`SELECT max(day)::text AS day FROM goods_daily`);
  const until = latest?.day ?? '';
  const from = new Date(Date.parse(`${until}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  const [market] = await rows<{ market_shop_id: number }>(db, sql`SELECT market_shop_id FROM seller_shops WHERE id = ${bound.id}`);
  return { userId, shopId: bound.id, until, from, marketShopId: Number(market?.market_shop_id) };
}

/** Totals of what the sync stored for a shop. */
export async function storedTotals(db: Db, shopId: number) {
  const [daily] = await rows<{ units: number; revenue: number; orders: number; days: number; views: number; cancelled: number; returned: number }>(
    db,
    sql`SELECT coalesce(sum(units), 0)::int AS units, coalesce(sum(revenue), 0)::bigint AS revenue, coalesce(sum(orders), 0)::int AS orders,
               count(DISTINCT day)::int AS days, coalesce(sum(views), 0)::int AS views, coalesce(sum(cancelled_units), 0)::int AS cancelled,
               coalesce(sum(returned_units), 0)::int AS returned
        FROM myshop_daily WHERE shop_id = ${shopId}`,
  );
  const [finance] = await rows<{ n: number; amount: number; parts: number }>(
    db,
    sql`SELECT count(*)::int AS n, coalesce(sum(amount), 0)::bigint AS amount, coalesce(sum(accruals + commission + delivery + return_delivery + services), 0)::bigint AS parts
        FROM myshop_finance WHERE shop_id = ${shopId}`,
  );
  const [stock] = await rows<{ n: number; free: number }>(db, sql`SELECT count(*)::int AS n, coalesce(sum(free_to_sell + reserved), 0)::int AS free FROM myshop_stock WHERE shop_id = ${shopId}`);
  const [prices] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM myshop_prices WHERE shop_id = ${shopId}`);
  const num = (v: unknown) => Number(v ?? 0);
  return {
    units: num(daily?.units),
    revenue: num(daily?.revenue),
    orders: num(daily?.orders),
    days: num(daily?.days),
    views: num(daily?.views),
    cancelled: num(daily?.cancelled),
    returned: num(daily?.returned),
    operations: num(finance?.n),
    amount: num(finance?.amount),
    amountParts: num(finance?.parts),
    stockRows: num(stock?.n),
    stock: num(stock?.free),
    prices: num(prices?.n),
  };
}

/** The market's sales of a market shop's goods over the days: what the postings must add up to. */
export async function marketTotals(db: Db, marketShopId: number, from: string, until: string) {
  const [m] = await rows<{ units: number; revenue: number; orders: number }>(
    db,
    sql`SELECT coalesce(sum(sales), 0)::int AS units, coalesce(sum(gmv), 0)::bigint AS revenue, count(*) FILTER (WHERE sales > 0)::int AS orders
        FROM goods_daily WHERE shop_id = ${marketShopId} AND day BETWEEN ${from}::date AND ${until}::date`,
  );
  return { units: Number(m?.units ?? 0), revenue: Number(m?.revenue ?? 0), orders: Number(m?.orders ?? 0) };
}

export async function syncRow(db: Db, shopId: number) {
  const [row] = await rows<{ phase: string; last_error_code: string | null; last_success_at: string | null; next_run_at: string | null; cursors: Record<string, { done?: string }>; locked_by: string | null }>(
    db,
    sql`SELECT phase, last_error_code, last_success_at::text, next_run_at::text, cursors, locked_by FROM myshop_sync WHERE shop_id = ${shopId}`,
  );
  return row;
}
