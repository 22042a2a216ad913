import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createLogger } from '../../log';
import { openTestDatabase, testTargets } from '../../testing/db';
import { DEMO_SELLER_SHOPS } from '../../testing/ozon-seller-fake';
import { removeShop } from './shops';
import { runDueSyncs, syncShopData, type SyncOptions } from './sync';
import { runShopSyncJob } from './sync-job';
import { marketTotals, memberWithShop, startSellerApi, storedTotals, syncRow, testBox, type SellerApiServer } from './sync-test-kit';

const [demo1, demo2, demo3] = DEMO_SELLER_SHOPS as unknown as [{ clientId: string; apiKey: string }, { clientId: string; apiKey: string }, { clientId: string; apiKey: string }];

describe.each(testTargets)('the Seller API sync of a member\'s own shop on $name', ({ url }) => {
  let database: Database;
  let seller: SellerApiServer;
  const slept: number[] = [];
  const opts = (extra: SyncOptions = {}): SyncOptions => ({ pageSize: 100, sleep: async (ms) => void slept.push(ms), ...extra });

  beforeAll(async () => {
    database = await openTestDatabase(url);
    seller = await startSellerApi(database.db);
  }, 120_000);
  afterAll(async () => {
    await seller.close();
    await database.close();
  });

  it('back-fills the plan\'s 30 days: postings add up to the market\'s sales, charges add up per operation, stock and prices are stored; a second run stores nothing twice', { timeout: 120_000 }, async () => {
    const db = database.db;
    const shop = await memberWithShop(db, seller.api, demo1);
    // Pages smaller than the busiest day's FBO postings, so that day takes more than one page.
    const busiest = await db.execute<{ n: number }>(sql`
      SELECT max(n)::int AS n FROM (SELECT count(*) AS n FROM goods_daily WHERE shop_id = ${shop.marketShopId} AND sales > 0 AND goods_id % 3 <> 0
        AND day BETWEEN ${shop.from}::date AND ${shop.until}::date GROUP BY day) d`);
    const pageSize = Math.max(5, Math.ceil(Number(busiest.rows[0]?.n ?? 10) / 2));
    expect(await syncShopData(db, seller.api, testBox, shop, opts({ until: shop.until, pageSize }))).toBe('done');
    const market = await marketTotals(db, shop.marketShopId, shop.from, shop.until);
    expect(market.units).toBeGreaterThan(0);
    const first = await storedTotals(db, shop.shopId);
    expect({ units: first.units, revenue: first.revenue, orders: first.orders }).toEqual(market);
    expect(first.days).toBe(30);
    expect(first.views).toBeGreaterThan(first.units);
    expect(first.cancelled).toBeGreaterThan(0);
    expect(first.operations).toBeGreaterThan(0);
    expect(first.amount).toBe(first.amountParts);
    expect(first.stockRows).toBeGreaterThan(0);
    expect(first.prices).toBeGreaterThan(0);
        expect(seller.calls.filter((p) => p === '/v2/posting/fbo/list').length).toBeGreaterThan(30);
    const state = await syncRow(db, shop.shopId);
    expect(state).toMatchObject({ phase: 'current', last_error_code: null, locked_by: null });
    expect(state?.cursors.postings?.done).toBe(shop.until);

    // Current: the next run re-reads the last days only, and the totals do not move.
    const before = seller.calls.length;
    expect(await syncShopData(db, seller.api, testBox, shop, opts({ until: shop.until }))).toBe('done');
    expect(seller.calls.slice(before).filter((p) => p === '/v1/returns/list').length).toBe(3);
    expect(await storedTotals(db, shop.shopId)).toEqual(first);
  });

  it('waits out a short 429 and resumes; a long one ends the run as "rate limited" with the next run then, and nothing of the day is stored half', async () => {
    const db = database.db;
    const shop = await memberWithShop(db, seller.api, demo2);
    seller.faults.pending.push({ path: '/v3/finance/transaction/list', kind: 'rateLimit', retryAfterSeconds: 2 });
    slept.length = 0;
    expect(await syncShopData(db, seller.api, testBox, shop, opts({ until: shop.until }))).toBe('done');
    expect(slept).toContain(2000);

    const other = await memberWithShop(db, seller.api, demo2);
    seller.faults.pending.push({ path: '/v1/returns/list', kind: 'rateLimit', retryAfterSeconds: 120 });
    expect(await syncShopData(db, seller.api, testBox, other, opts({ until: other.until }))).toBe('error');
    const state = await syncRow(db, other.shopId);
    expect(state).toMatchObject({ phase: 'backfill', last_error_code: 'rateLimited', locked_by: null });
    expect(Date.parse(state?.next_run_at ?? '') - Date.now()).toBeGreaterThan(100_000);
    expect(state?.cursors.postings?.done).toBe(other.until);
    expect(state?.cursors.returns).toBeUndefined();
    expect((await storedTotals(db, other.shopId)).returned).toBe(0);
    expect(await syncShopData(db, seller.api, testBox, other, opts({ until: other.until }))).toBe('done');
    expect(await storedTotals(db, other.shopId)).toEqual(await storedTotals(db, shop.shopId));
  });

  it('retries a 5xx, and records "unavailable" when Ozon keeps failing; garbage and a partial answer are "malformed" and store nothing of that page', async () => {
    const db = database.db;
    const shop = await memberWithShop(db, seller.api, demo3);
    seller.faults.pending.push({ path: '/v2/posting/fbo/list', kind: 'serverError' });
    expect(await syncShopData(db, seller.api, testBox, shop, opts({ until: shop.until }))).toBe('done');

    const failing = await memberWithShop(db, seller.api, demo3);
    for (let i = 0; i < 5; i++) seller.faults.pending.push({ path: '/v2/analytics/stock_on_warehouses', kind: 'serverError' });
    expect(await syncShopData(db, seller.api, testBox, failing, opts({ until: failing.until }))).toBe('error');
    expect(await syncRow(db, failing.shopId)).toMatchObject({ last_error_code: 'unavailable' });
    expect((await storedTotals(db, failing.shopId)).stockRows).toBe(0);

    for (const kind of ['garbage', 'malformed'] as const) {
      const spoilt = await memberWithShop(db, seller.api, demo3);
      seller.faults.pending.push({ path: '/v3/finance/transaction/list', kind });
      expect(await syncShopData(db, seller.api, testBox, spoilt, opts({ until: spoilt.until }))).toBe('error');
      const state = await syncRow(db, spoilt.shopId);
      expect(state).toMatchObject({ last_error_code: 'malformed' });
      expect(state?.cursors.finance).toBeUndefined();
      expect((await storedTotals(db, spoilt.shopId)).operations).toBe(0);
    }
  });

  it('parks a shop whose key Ozon revoked (no retries) until the key works again', async () => {
    const db = database.db;
    const shop = await memberWithShop(db, seller.api, demo1);
    seller.faults.revoked.add(demo1.clientId);
    try {
      expect(await syncShopData(db, seller.api, testBox, shop, opts({ until: shop.until }))).toBe('revoked');
      expect(await syncRow(db, shop.shopId)).toMatchObject({ phase: 'revoked', last_error_code: 'badCredentials', next_run_at: null });
      const due = await runDueSyncs(db, seller.api, testBox, createLogger('silent'), opts({ until: shop.until, budgetMs: 1 }));
      expect(due.revoked).toBe(0);
      expect(await syncShopData(db, seller.api, testBox, shop, opts({ until: shop.until }))).toBe('busy');
    } finally {
      seller.faults.revoked.delete(demo1.clientId);
    }
    const { syncShop } = await import('./shops');
    await syncShop(db, seller.api, testBox, shop.userId, shop.shopId);
    expect(await syncRow(db, shop.shopId)).toMatchObject({ phase: 'backfill', last_error_code: null });
    expect(await syncShopData(db, seller.api, testBox, shop, opts({ until: shop.until }))).toBe('done');
  });

  it('stops cleanly when the member unbinds the shop mid-sync: nothing of it is left', async () => {
    const db = database.db;
    const shop = await memberWithShop(db, seller.api, demo2);
    let returnsCalls = 0;
    seller.hook = async (path) => {
      if (path === '/v1/returns/list' && ++returnsCalls === 5) await removeShop(db, shop.userId, shop.shopId);
    };
    try {
      expect(await syncShopData(db, seller.api, testBox, shop, opts({ until: shop.until }))).toBe('gone');
    } finally {
      seller.hook = null;
    }
    const left = await db.execute<{ n: number }>(sql`
      SELECT (SELECT count(*) FROM myshop_daily WHERE shop_id = ${shop.shopId}) + (SELECT count(*) FROM myshop_finance WHERE shop_id = ${shop.shopId})
           + (SELECT count(*) FROM myshop_stock WHERE shop_id = ${shop.shopId}) + (SELECT count(*) FROM myshop_sync WHERE shop_id = ${shop.shopId}) AS n`);
    expect(Number(left.rows[0]?.n)).toBe(0);
  });

  it('runs one sync of a shop however many start at once', async () => {
    const db = database.db;
    const shop = await memberWithShop(db, seller.api, demo3);
    const outcomes = await Promise.all(['a', 'b', 'c'].map((w) => syncShopData(db, seller.api, testBox, shop, opts({ until: shop.until, workerId: `worker-${w}` }))));
    expect(outcomes.sort()).toEqual(['busy', 'busy', 'done']);
    const market = await marketTotals(db, shop.marketShopId, shop.from, shop.until);
    expect((await storedTotals(db, shop.shopId)).units).toBe(market.units);
  });

  it('the five-minute job syncs the shops that are due and leaves a current one until its next run', async () => {
    const db = database.db;
    const shop = await memberWithShop(db, seller.api, demo2);
    await db.execute(sql`UPDATE myshop_sync SET next_run_at = now() + interval '1 hour' WHERE shop_id <> ${shop.shopId}`);
    const first = await runShopSyncJob(db, createLogger('silent'), { api: seller.api, box: testBox });
    expect(first.done + first.paused).toBeGreaterThanOrEqual(1);
    expect((await syncRow(db, shop.shopId))?.last_success_at).not.toBeNull();
    const again = await runShopSyncJob(db, createLogger('silent'), { api: seller.api, box: testBox });
    expect(again.done + again.paused).toBe(0);
  });

  it('resumes after a crash from the stored cursors, re-reading only what was not stored, and stores nothing twice', async () => {
    const db = database.db;
    const shop = await memberWithShop(db, seller.api, demo1);
    let calls = 0;
    const crashing = { ...seller.api, call: ((...args: Parameters<typeof seller.api.call>) => {
      if (++calls === 40) throw new Error('the process died');
      return seller.api.call(...args);
    }) as typeof seller.api.call };
    await expect(syncShopData(db, crashing, testBox, shop, opts({ until: shop.until, workerId: 'dead' }))).rejects.toThrow('the process died');
    const crashed = await syncRow(db, shop.shopId);
    expect(crashed?.locked_by).toBe('dead');
    // The dead worker's lease still holds the shop; once it runs out another worker takes over.
    expect(await syncShopData(db, seller.api, testBox, shop, opts({ until: shop.until, workerId: 'next' }))).toBe('busy');
    await db.execute(sql`UPDATE myshop_sync SET locked_until = now() - interval '1 second' WHERE shop_id = ${shop.shopId}`);
    const before = seller.calls.length;
    expect(await syncShopData(db, seller.api, testBox, shop, opts({ until: shop.until, workerId: 'next' }))).toBe('done');
    const fbo = (from: number, to?: number) => seller.calls.slice(from, to).filter((p) => p === '/v2/posting/fbo/list').length;
    const resumedFbo = fbo(before);
    const market = await marketTotals(db, shop.marketShopId, shop.from, shop.until);
    const totals = await storedTotals(db, shop.shopId);
    expect({ units: totals.units, revenue: totals.revenue, orders: totals.orders }).toEqual(market);
    const clean = await memberWithShop(db, seller.api, demo1);
    const cleanStart = seller.calls.length;
    await syncShopData(db, seller.api, testBox, clean, opts({ until: clean.until }));
    expect(totals).toEqual(await storedTotals(db, clean.shopId));
    expect(resumedFbo).toBeLessThan(fbo(cleanStart));
  });
});
