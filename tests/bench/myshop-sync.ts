// The Seller API sync at scale: a shop of 5,000 SKUs back-filled for 180 days (the operation plan's
// history) from the development Seller API on loopback (no rate limit on the analytics report:
// "the development API's speed"), into in-memory PGlite or, when BENCH_DATABASE_URL is set, an
// empty PostgreSQL database (migrated). Prints the time, the rows stored and the peak memory.
// Usage: node --import tsx tests/bench/myshop-sync.ts   (BENCH_SKUS, BENCH_DATABASE_URL)
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/client';
import { memberships } from '../../server/src/db/schema/index';
import { createSellerApi } from '../../server/src/services/seller-api/client';
import { secretBox } from '../../server/src/services/seller-api/secret-box';
import { syncShopData } from '../../server/src/services/seller-api/sync';
import { ozonSellerFake, type FakeProduct, type FakeShopSource } from '../../server/src/testing/ozon-seller-fake';
import { frac, shiftDay, type FakeSale } from '../../server/src/testing/ozon-seller-fake-model';

const SKUS = Number(process.env.BENCH_SKUS ?? 5000);
// The operation plan's history (WORKBENCH.md §4).
const DAYS = 180;
const UNTIL = '2026-11-26';
const CLIENT = { clientId: '300001', apiKey: 'bench-seller-key-0001' };

const products: FakeProduct[] = Array.from({ length: SKUS }, (_v, i) => ({
  productId: String(800_000_000 + i),
  offerId: `BENCH-${i}`,
  sku: 1_500_000_000 + i,
  price: 49_900 + (i % 50) * 10_000,
  stock: i % 200,
}));

// About half of the goods sell on a day, one to four units at their price.
const sales = async (_clientId: string, from: string, to: string): Promise<FakeSale[]> => {
  const out: FakeSale[] = [];
  for (let day = from; day <= to; day = shiftDay(day, 1)) {
    for (const p of products) {
      const f = frac(p.sku, day, 'bench');
      if (f < 0.5) continue;
      const units = 1 + Math.floor((f - 0.5) * 8);
      out.push({ sku: p.sku, day, units, revenue: units * p.price });
    }
  }
  return out;
};
const source: FakeShopSource = async (clientId, apiKey) => (clientId === CLIENT.clientId && apiKey === CLIENT.apiKey ? products : null);
source.sales = sales;

async function main(): Promise<void> {
  const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL });
  const db = database.db;
  const fake = ozonSellerFake(source, { analyticsEveryMs: 0 });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: fake.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  const api = createSellerApi({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 120_000 });
  const box = secretBox(Buffer.alloc(32, 9));
  const userId = 990_001;
  await db.execute(sql`DELETE FROM memberships WHERE user_id = ${userId}`);
  await db.insert(memberships).values({ userId, planId: 10, maturityTime: new Date(Date.now() + 30 * 86_400_000) });
  const [shop] = (
    await db.execute<{ id: number }>(sql`
      INSERT INTO seller_shops (user_id, client_id, api_key_enc, key_hint, name) VALUES (${userId}, ${CLIENT.clientId}, ${box.seal(CLIENT.apiKey)}, '0001', 'Bench shop')
      ON CONFLICT (user_id, client_id) DO UPDATE SET api_key_enc = excluded.api_key_enc RETURNING id`)
  ).rows;
  const shopId = Number(shop?.id);
  await db.execute(sql`DELETE FROM myshop_sync WHERE shop_id = ${shopId}`);

  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 200);
  const started = performance.now();
  const outcome = await syncShopData(db, api, box, { shopId, userId }, { until: UNTIL, budgetMs: Number.POSITIVE_INFINITY, leaseMs: 30 * 60_000 });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const [counts] = (
    await db.execute<{ daily: number; finance: number; stock: number }>(sql`
      SELECT (SELECT count(*) FROM myshop_daily WHERE shop_id = ${shopId})::int AS daily, (SELECT count(*) FROM myshop_finance WHERE shop_id = ${shopId})::int AS finance,
             (SELECT count(*) FROM myshop_stock WHERE shop_id = ${shopId})::int AS stock`)
  ).rows;
  const target = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  process.stdout.write(
    `myshop sync on ${target}: ${SKUS} SKUs × ${DAYS} days back-filled in ${seconds.toFixed(1)} s (${outcome}); ` +
      `${counts?.daily} daily rows, ${counts?.finance} finance operations, ${counts?.stock} stock rows; peak RSS ${(peak / 1_048_576).toFixed(0)} MB\n`,
  );
  server.close();
  await database.close();
}

void main();
