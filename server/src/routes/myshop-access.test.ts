import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myshop } from '@marketlens/core/contract';
import { createLogger } from '../log';
import { raiseShopAlerts } from '../services/myshop/alerts';
import { runOneShopSync } from '../services/myshop/jobs';
import { loadSecretBox } from '../services/seller-api/secret-box';
import { removeShop, bindShop } from '../services/seller-api/shops';
import { syncShopData } from '../services/seller-api/sync';
import { startSellerApi, testBox, type SellerApiServer } from '../services/seller-api/sync-test-kit';
import { testTargets } from '../testing/db';
import { DEMO_SELLER_SHOPS } from '../testing/ozon-seller-fake';
import { mainMember, marketLatest, requester, subAccount, syncedShop } from './myshop-test-kit';
import { openTestServer, type TestServer } from './report/test-kit';

const CODES = myshop.MYSHOP_CODES;
const [demo1, demo2, demo3] = DEMO_SELLER_SHOPS as unknown as [{ clientId: string; apiKey: string }, { clientId: string; apiKey: string }, { clientId: string; apiKey: string }];
type Shops = { list: myshop.ShopState[]; used: number; isMain: boolean };

describe.each(testTargets)('"My shops" access, faults and alerts on $name', ({ url }) => {
  let server: TestServer;
  let seller: SellerApiServer;
  let latest: string;
  const request = requester(() => server);
  const noSleep = { sleep: async () => undefined, pageSize: 500 };

  beforeAll(async () => {
    server = await openTestServer(url);
    seller = await startSellerApi(server.database.db);
    latest = await marketLatest(server);
  }, 120_000);
  afterAll(async () => {
    await seller.close();
    await server.close();
  });

  it('shows a shop to a sub-account only while the main account allows it; another member\'s shop is not found', { timeout: 120_000 }, async () => {
    const main = await mainMember(server, '13900028101');
    const shopId = await syncedShop(server, seller.api, main.userId, demo3, latest);
    const sub = await subAccount(server, main.userId, 'myshop-sub-1');
    const stranger = await mainMember(server, '13900028102');

    expect((await request<Shops>('GET', '/myshop/shops', sub.headers)).body.data).toMatchObject({ list: [], used: 1, isMain: false });
    expect((await request('GET', `/myshop/overview?shopId=${shopId}`, sub.headers)).body.code).toBe(CODES.notFound);
    expect((await request('GET', `/myshop/skus?shopId=${shopId}`, stranger.headers)).body).toMatchObject({ code: CODES.notFound, message: expect.stringContaining('cannot be found') });
    expect((await request('GET', `/myshop/costs?shopId=${shopId}`, stranger.headers)).body.code).toBe(CODES.notFound);

    // Only the main account manages access, and only for its own sub-accounts.
    expect((await request('GET', `/myshop/access?shopId=${shopId}`, sub.headers)).body.code).toBe(CODES.ownerOnly);
    expect((await request('POST', '/myshop/access', main.headers, { shopId, userIds: [stranger.userId] })).body.code).toBe(CODES.subAccountNotFound);
    expect((await request('POST', '/myshop/access', stranger.headers, { shopId, userIds: [] })).body.code).toBe(CODES.notFound);
    const allowed = await request<{ allowed: number }>('POST', '/myshop/access', main.headers, { shopId, userIds: [sub.userId] });
    expect(allowed.body).toMatchObject({ code: 200, data: { allowed: 1 } });
    const access = await request<{ list: myshop.AccessRow[] }>('GET', `/myshop/access?shopId=${shopId}`, main.headers);
    expect(access.body.data.list).toEqual([{ userId: sub.userId, account: 'myshop-sub-1', nickName: 'myshop-sub-1', allowed: true }]);

    const seen = await request<Shops>('GET', '/myshop/shops', sub.headers);
    expect(seen.body.data.list).toEqual([expect.objectContaining({ id: shopId, own: false, phase: 'current' })]);
    const own = await request<{ totals: myshop.Figures }>('GET', `/myshop/overview?shopId=${shopId}`, main.headers);
    const shared = await request<{ totals: myshop.Figures }>('GET', `/myshop/overview?shopId=${shopId}`, sub.headers);
    expect(shared.body.code).toBe(200);
    expect(shared.body.data.totals).toEqual(own.body.data.totals);

    // Revoked: the sub-account sees nothing again.
    expect((await request('POST', '/myshop/access', main.headers, { shopId, userIds: [] })).body.code).toBe(200);
    expect((await request<Shops>('GET', '/myshop/shops', sub.headers)).body.data.list).toEqual([]);
    expect((await request('GET', `/myshop/market?shopId=${shopId}`, sub.headers)).body.code).toBe(CODES.notFound);
    expect((await request('POST', '/myshop/costs', sub.headers, { shopId, items: [{ sku: 1, unitCost: 1 }] })).body.code).toBe(CODES.notFound);
  });

  it('states each fault of the sync on /myshop/shops: a revoked key, 429, 5xx, garbage; a key of another shop is refused at binding', { timeout: 180_000 }, async () => {
    const db = server.database.db;
    const stateOf = async (headers: Record<string, string>, id: number) => (await request<Shops>('GET', '/myshop/shops', headers)).body.data.list.find((s) => s.id === id);

    const wrongKey = await mainMember(server, '13900028201');
    const refused = await request('POST', '/seller-shops/bind', wrongKey.headers, { clientId: demo1.clientId, apiKey: demo2.apiKey });
    expect(refused.body.code).toBe(30_312);
    expect((await request<Shops>('GET', '/myshop/shops', wrongKey.headers)).body.data).toMatchObject({ list: [], used: 0 });

    const revoked = await mainMember(server, '13900028202');
    const revokedShop = await syncedShop(server, seller.api, revoked.userId, demo1, latest);
    seller.faults.revoked.add(demo1.clientId);
    try {
      expect(await syncShopData(db, seller.api, testBox, { shopId: revokedShop, userId: revoked.userId }, { ...noSleep, until: latest })).toBe('revoked');
    } finally {
      seller.faults.revoked.delete(demo1.clientId);
    }
    expect(await stateOf(revoked.headers, revokedShop)).toMatchObject({ phase: 'revoked', lastErrorCode: 'badCredentials', nextRunAt: null, storedDays: 30 });
    // What was stored stays readable.
    expect((await request('GET', `/myshop/overview?shopId=${revokedShop}`, revoked.headers)).body.code).toBe(200);

    const faults = [
      { kind: 'rateLimit', path: '/v1/returns/list', retryAfterSeconds: 120, times: 1, code: 'rateLimited' },
      { kind: 'serverError', path: '/v2/analytics/stock_on_warehouses', times: 5, code: 'unavailable' },
      { kind: 'garbage', path: '/v3/finance/transaction/list', times: 1, code: 'malformed' },
    ] as const;
    for (const [i, f] of faults.entries()) {
      const m = await mainMember(server, `1390002821${i}`);
      const bound = await bindShop(db, seller.api, testBox, m.userId, null, demo2);
      for (let n = 0; n < f.times; n++) seller.faults.pending.push({ path: f.path, kind: f.kind, ...('retryAfterSeconds' in f ? { retryAfterSeconds: f.retryAfterSeconds } : {}) });
      expect(await syncShopData(db, seller.api, testBox, { shopId: bound.id, userId: m.userId }, { ...noSleep, until: latest })).toBe('error');
      const state = await stateOf(m.headers, bound.id);
      expect(state).toMatchObject({ phase: 'backfill', lastErrorCode: f.code, running: false });
      expect(state?.storedDays).toBeLessThan(30);
      expect(Date.parse(state?.nextRunAt ?? '')).toBeGreaterThan(Date.now());
      expect(state?.lastErrorAt).not.toBeNull();
    }
  });

  it('a shop unbound mid-sync leaves the pages; two syncs at once store it once, and the page sees it running meanwhile', { timeout: 180_000 }, async () => {
    const db = server.database.db;
    const m = await mainMember(server, '13900028301');
    const gone = await bindShop(db, seller.api, testBox, m.userId, null, demo3);
    let calls = 0;
    seller.hook = async (path) => {
      if (path === '/v1/returns/list' && ++calls === 3) await removeShop(db, m.userId, gone.id);
    };
    try {
      expect(await syncShopData(db, seller.api, testBox, { shopId: gone.id, userId: m.userId }, { ...noSleep, until: latest })).toBe('gone');
    } finally {
      seller.hook = null;
    }
    expect((await request<Shops>('GET', '/myshop/shops', m.headers)).body.data).toMatchObject({ list: [], used: 0 });
    expect((await request('GET', `/myshop/overview?shopId=${gone.id}`, m.headers)).body.code).toBe(CODES.notFound);

    const twice = await mainMember(server, '13900028302');
    const shop = await bindShop(db, seller.api, testBox, twice.userId, null, demo3);
    const running: boolean[] = [];
    seller.hook = async (path) => {
      if (path === '/v1/returns/list' && running.length < 1) running.push(Boolean((await request<Shops>('GET', '/myshop/shops', twice.headers)).body.data.list[0]?.running));
    };
    let outcomes: string[];
    try {
      outcomes = await Promise.all(['a', 'b', 'c'].map((w) => syncShopData(db, seller.api, testBox, { shopId: shop.id, userId: twice.userId }, { ...noSleep, until: latest, workerId: `w-${w}` })));
    } finally {
      seller.hook = null;
    }
    expect(outcomes.sort()).toEqual(['busy', 'busy', 'done']);
    expect(running).toEqual([true]);
    const after = (await request<Shops>('GET', '/myshop/shops', twice.headers)).body.data.list[0];
    expect(after).toMatchObject({ phase: 'current', storedDays: 30, running: false, lastErrorCode: null });
    const [dup] = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT operation_id FROM myshop_finance WHERE shop_id = ${shop.id} GROUP BY operation_id HAVING count(*) > 1) d`)).rows;
    expect(Number(dup?.n)).toBe(0);
  });

  it('raises each alert once per SKU, cause and day however many runs go at once', { timeout: 120_000 }, async () => {
    const db = server.database.db;
    const m = await mainMember(server, '13900028401');
    const shopId = await syncedShop(server, seller.api, m.userId, demo1, latest);
    const [top] = (
      await db.execute<{ sku: number }>(sql`SELECT sku FROM myshop_daily WHERE shop_id = ${shopId} AND sku <> 0 GROUP BY sku ORDER BY sum(units) DESC, sku LIMIT 1`)
    ).rows;
    const sku = Number(top?.sku);
    const recentFrom = new Date(Date.parse(`${latest}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
    // Little stock left, views up tenfold and logistics tripled over the last week, a follow-seller cheaper than the member.
    await db.execute(sql`UPDATE myshop_stock SET free_to_sell = CASE WHEN warehouse = (SELECT min(warehouse) FROM myshop_stock WHERE shop_id = ${shopId} AND sku = ${sku}) THEN 1 ELSE 0 END WHERE shop_id = ${shopId} AND sku = ${sku}`);
    await db.execute(sql`UPDATE myshop_daily SET views = COALESCE(views, 100) * 10 + 1000, ch_logistics = ch_logistics * 3 + 100000 WHERE shop_id = ${shopId} AND sku = ${sku} AND day >= ${recentFrom}::date`);
    await db.execute(sql`INSERT INTO patrol_cases (user_id, goods_id, seller_id, first_price, last_price, own_price) VALUES (${m.userId}, ${sku}, 1, 100, 100, 100000)`);

    const runs = await Promise.all(Array.from({ length: 6 }, () => raiseShopAlerts(db, shopId)));
    const notices = (await db.execute<{ event: string; n: number }>(sql`SELECT event, count(*)::int AS n FROM notifications WHERE user_id = ${m.userId} AND params->>'sku' = ${String(sku)} GROUP BY event ORDER BY event`)).rows;
    expect(notices.map((r) => [r.event, Number(r.n)])).toEqual([
      ['myshopChargeJump', 1],
      ['myshopConversionDrop', 1],
      ['myshopFollowerUnder', 1],
      ['myshopStockOut', 1],
    ]);
    const total = runs.reduce((a, b) => a + b, 0);
    const [all] = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${m.userId}`)).rows;
    expect(total).toBe(Number(all?.n));
    expect(await raiseShopAlerts(db, shopId)).toBe(0);
    // The notice centre lists them in the member's words.
    const list = await request<{ list: { event: string }[] }>('GET', '/notice/list?pageSize=50', m.headers);
    expect(list.body.data.list.map((n) => n.event)).toEqual(expect.arrayContaining(['myshopStockOut', 'myshopFollowerUnder']));
  });

  it('queues a shop\'s sync the moment it is bound, and its overview shows the numbers once that job ran', { timeout: 120_000 }, async () => {
    const db = server.database.db;
    const m = await mainMember(server, '13900028501');
    const bound = await request<{ id: number }>('POST', '/seller-shops/bind', m.headers, { clientId: demo2.clientId, apiKey: demo2.apiKey });
    expect(bound.body.code).toBe(200);
    const [job] = (await db.execute<{ payload: { shopId: number } }>(sql`SELECT payload FROM jobs WHERE kind = 'myshop-shop-sync' AND state = 'queued' AND payload->>'shopId' = ${String(bound.body.data.id)}`)).rows;
    expect(job?.payload.shopId).toBe(bound.body.data.id);
    const before = await request<Shops>('GET', '/myshop/shops', m.headers);
    expect(before.body.data.list[0]).toMatchObject({ phase: null, storedDays: 0, latestDay: '' });
    // The job, with the server's own key box; the sync reads up to yesterday in Moscow, the market's days it has.
    const box = loadSecretBox({ secretHex: undefined, dataDir: server.dataDir });
    expect(await runOneShopSync(db, createLogger('silent'), bound.body.data.id, { api: seller.api, box })).toBe('done');
    const after = await request<{ totals: myshop.Figures; period: myshop.Period }>('GET', `/myshop/overview?shopId=${bound.body.data.id}&days=7`, m.headers);
    expect(after.body.code).toBe(200);
    expect(after.body.data.period.latestDay).not.toBe('');
    expect(after.body.data.totals.revenue).toBeGreaterThan(0);
    const [alerts] = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM jobs WHERE kind = 'myshop-alerts' AND payload->>'shopId' = ${String(bound.body.data.id)}`)).rows;
    expect(Number(alerts?.n)).toBe(1);
  });
});
