import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { myshop } from '@marketlens/core/contract';
import { RESUM_DURING_SYNC } from '../services/myshop/look';
import { startSellerApi, type SellerApiServer } from '../services/seller-api/sync-test-kit';
import { testTargets } from '../testing/db';
import { DEMO_SELLER_SHOPS } from '../testing/ozon-seller-fake';
import { mainMember, marketLatest, requester, subAccount, syncedShop } from './myshop-test-kit';
import { openTestServer, type TestServer } from './report/test-kit';

const CODES = myshop.MYSHOP_CODES;
const [demo1] = DEMO_SELLER_SHOPS as unknown as [{ clientId: string; apiKey: string }];

type Overview = { period: myshop.Period; totals: myshop.Figures };
type SkuPage = { list: myshop.SkuRow[]; total: number };
type Shops = { list: myshop.ShopState[] };

/** The kept answers and sums of the "My shops" pages: what changes shows at once, who may not see a shop gets nothing, what a running sync shows. */
describe.each(testTargets)('"My shops" kept answers on $name', ({ url }) => {
  let server: TestServer;
  let seller: SellerApiServer;
  let main: { userId: number; headers: Record<string, string> };
  let shopId: number;
  const request = requester(() => server);
  const overview = async (headers: Record<string, string>) => (await request<Overview>('GET', `/myshop/overview?shopId=${shopId}&days=30`, headers)).body;
  const table = async (headers: Record<string, string>) => (await request<SkuPage>('GET', `/myshop/skus?shopId=${shopId}&days=30&sort=revenue&pageSize=100`, headers)).body;
  /** The shop's revenue over the overview's period as stored. */
  const storedRevenue = async (from: string) => {
    const [r] = (await server.database.db.execute<{ v: string | null }>(sql`SELECT sum(revenue - cancelled_revenue)::text AS v FROM myshop_daily WHERE shop_id = ${shopId} AND day >= ${from}::date`)).rows;
    return Number(r?.v ?? 0);
  };

  beforeAll(async () => {
    server = await openTestServer(url);
    seller = await startSellerApi(server.database.db);
    main = await mainMember(server, '13900028601');
    shopId = await syncedShop(server, seller.api, main.userId, demo1, await marketLatest(server));
  }, 240_000);
  afterAll(async () => {
    await seller.close();
    await server.close();
  });
  afterEach(() => {
    RESUM_DURING_SYNC.everyMs = 60_000;
  });

  it('shows a changed unit cost at once, whether set through the page or by another server', async () => {
    const before = await table(main.headers);
    const row = before.data.list.find((r) => r.units > r.cancelledUnits) as myshop.SkuRow;
    const first = await overview(main.headers);
    expect((await request('POST', '/myshop/costs', main.headers, { shopId, items: [{ sku: row.sku, unitCost: 12_345 }] })).body.code).toBe(200);
    const sold = row.units - row.cancelledUnits;
    expect((await table(main.headers)).data.list.find((r) => r.sku === row.sku)).toMatchObject({ unitCost: 12_345, costs: sold * 12_345 });
    expect((await overview(main.headers)).data.totals.costs).toBe(first.data.totals.costs - row.costs + sold * 12_345);
    // Another server instance writes the same table: the next request reads the new version.
    await server.database.db.execute(sql`UPDATE myshop_costs SET unit_cost = 20000, updated_at = now() WHERE shop_id = ${shopId} AND sku = ${row.sku}`);
    expect((await table(main.headers)).data.list.find((r) => r.sku === row.sku)).toMatchObject({ unitCost: 20_000, costs: sold * 20_000 });
  });

  it('answers a kept page to no one who may not see the shop, checking the permission and membership on every request', async () => {
    const sub = await subAccount(server, main.userId, 'myshop-cache-sub');
    const stranger = await mainMember(server, '13900028602');
    const own = await overview(main.headers);
    expect(own.code).toBe(200);
    await table(main.headers);
    for (const headers of [sub.headers, stranger.headers]) {
      expect((await overview(headers)).code).toBe(CODES.notFound);
      expect(await table(headers)).toMatchObject({ code: CODES.notFound });
      expect((await overview(headers)).data).toBeUndefined();
    }
    expect((await request('POST', '/myshop/access', main.headers, { shopId, userIds: [sub.userId] })).body.code).toBe(200);
    expect((await overview(sub.headers)).data.totals).toEqual(own.data.totals);
    expect((await request('POST', '/myshop/access', main.headers, { shopId, userIds: [] })).body.code).toBe(200);
    expect((await overview(sub.headers)).code).toBe(CODES.notFound);
    expect((await table(sub.headers)).code).toBe(CODES.notFound);
    // A membership that ran out refuses the kept page too.
    await server.database.db.execute(sql`UPDATE memberships SET maturity_time = now() - interval '1 day', bonus_end_time = NULL WHERE user_id = ${main.userId}`);
    try {
      expect((await overview(main.headers)).code).not.toBe(200);
      expect((await table(main.headers)).code).not.toBe(200);
    } finally {
      await server.database.db.execute(sql`UPDATE memberships SET maturity_time = now() + interval '30 days' WHERE user_id = ${main.userId}`);
    }
    expect((await overview(main.headers)).code).toBe(200);
  });

  it('while a sync runs, shows the sums last taken (renewed in the background, a cost change at once), and the stored figures once it ends', { timeout: 60_000 }, async () => {
    const db = server.database.db;
    const before = await overview(main.headers);
    const from = before.data.period.from;
    expect(before.data.totals.revenue).toBe(await storedRevenue(from));
    // The sync takes its lease and stores a day's figures (a unit of its back-fill), moving its state's last write.
    await db.execute(sql`UPDATE myshop_sync SET locked_by = 'w-test', locked_until = now() + interval '5 minutes', updated_at = now() + interval '1 second' WHERE shop_id = ${shopId}`);
    await db.execute(sql`UPDATE myshop_daily SET revenue = revenue + 100000 WHERE shop_id = ${shopId} AND day = ${before.data.period.to}::date AND sku <> 0`);
    const stored = await storedRevenue(from);
    expect(stored).toBeGreaterThan(before.data.totals.revenue);
    expect((await request<Shops>('GET', '/myshop/shops', main.headers)).body.data.list[0]?.running).toBe(true);
    const during = await overview(main.headers);
    expect(during.data.totals.revenue).toBe(before.data.totals.revenue);
    expect((await table(main.headers)).data.total).toBe((await table(main.headers)).data.total);

    // A cost set meanwhile shows at once.
    const row = (await table(main.headers)).data.list.find((r) => r.units > r.cancelledUnits) as myshop.SkuRow;
    expect((await request('POST', '/myshop/costs', main.headers, { shopId, items: [{ sku: row.sku, unitCost: 7_777 }] })).body.code).toBe(200);
    expect((await table(main.headers)).data.list.find((r) => r.sku === row.sku)?.unitCost).toBe(7_777);

    // Past the interval the sums are taken again in the background; the page switches once they are ready.
    RESUM_DURING_SYNC.everyMs = 0;
    await db.execute(sql`UPDATE myshop_sync SET updated_at = now() + interval '2 seconds' WHERE shop_id = ${shopId}`);
    let renewed = 0;
    for (let i = 0; i < 100 && renewed !== stored; i++) {
      renewed = (await overview(main.headers)).data.totals.revenue;
      if (renewed !== stored) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(renewed).toBe(stored);

    // The sync stores more and ends: the next request sums the stored figures.
    RESUM_DURING_SYNC.everyMs = 60_000;
    await db.execute(sql`UPDATE myshop_daily SET revenue = revenue + 50000 WHERE shop_id = ${shopId} AND day = ${before.data.period.to}::date AND sku <> 0`);
    await db.execute(sql`UPDATE myshop_sync SET updated_at = now() + interval '3 seconds' WHERE shop_id = ${shopId}`);
    expect((await overview(main.headers)).data.totals.revenue).toBe(stored);
    await db.execute(sql`UPDATE myshop_sync SET locked_by = NULL, locked_until = NULL, updated_at = now() + interval '4 seconds' WHERE shop_id = ${shopId}`);
    const after = await overview(main.headers);
    expect(after.data.totals.revenue).toBe(await storedRevenue(from));
    expect(after.data.totals.revenue).toBeGreaterThan(stored);
    const top = (await request<SkuPage>('GET', `/myshop/skus?shopId=${shopId}&days=30&sort=revenue&pageSize=100`, main.headers)).body.data.list[0];
    const [stored0] = (await db.execute<{ v: string }>(sql`SELECT sum(revenue - cancelled_revenue)::text AS v FROM myshop_daily WHERE shop_id = ${shopId} AND sku = ${top?.sku} AND day >= ${from}::date`)).rows;
    expect(top?.revenue).toBe(Number(stored0?.v));
  });
});
