import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patrol } from '@marketlens/core/contract';
import { memberships } from '../db/schema/index';
import { advanceMarketDay } from '../services/market/advance';
import { runMonitorCheck } from '../services/monitor/check';
import { runPatrolCheck } from '../services/patrol/check';
import { DEMO_SELLER_SHOPS } from '../testing/ozon-seller-fake';
import { testTargets } from '../testing/db';
import { openTestServer, signIn, type TestServer } from './report/test-kit';

type Body<T> = { code: number; message?: string; data: T };
const CODES = patrol.PATROL_CODES;
const DAY = 86_400_000;
const [demo1, demo2, demo3] = DEMO_SELLER_SHOPS;

describe.each(testTargets)('own shops and the follow-sell patrol on $name', ({ url }) => {
  let server: TestServer;
  const request = async <T>(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown) => {
    const res = await server.app.request(`/api${path}`, {
      method,
      headers: { 'accept-language': 'en', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as Body<T> };
  };
  const member = async (mobile: string, planId: number) => {
    const { userId, headers } = await signIn(server, mobile);
    await server.database.db.insert(memberships).values({ userId, planId, maturityTime: new Date(Date.now() + 30 * DAY) });
    return { userId, headers };
  };
  const query = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => (await server.database.db.execute<T>(q)).rows;

  beforeAll(async () => {
    server = await openTestServer(url);
  });
  afterAll(async () => server.close());

  it('binds a shop through the Seller API, keeps the key sealed and never shows it, and refuses a wrong key', async () => {
    const { userId, headers } = await member('13900004001', 12);
    const wrong = await request('POST', '/seller-shops/bind', headers, { clientId: demo1?.clientId, apiKey: 'not-the-right-key' });
    expect(wrong.body).toMatchObject({ code: CODES.badCredentials, message: 'Ozon refused this Client-Id and API key. Check both in the seller portal.' });
    expect((await request('POST', '/seller-shops/bind', headers, { clientId: 'abc', apiKey: demo1?.apiKey })).status).toBe(400);

    const bound = await request<{ id: number; goodsCount: number; indexedCount: number }>('POST', '/seller-shops/bind', headers, { clientId: demo1?.clientId, apiKey: demo1?.apiKey });
    expect(bound.body.code).toBe(200);
    expect(bound.body.data.goodsCount).toBeGreaterThan(0);
    expect(bound.body.data.indexedCount).toBe(bound.body.data.goodsCount);
    const [stored] = await query<{ api_key_enc: string; market_shop_id: number; name: string }>(sql`SELECT api_key_enc, market_shop_id, name FROM seller_shops WHERE user_id = ${userId}`);
    expect(stored?.api_key_enc).not.toContain(demo1?.apiKey);
    const [shop] = await query<{ name: string }>(sql`SELECT name FROM shops WHERE id = ${stored?.market_shop_id}`);
    expect(stored?.name).toBe(shop?.name);

    const list = await request<patrol.Shop[]>('GET', '/seller-shops/list', headers);
    expect(JSON.stringify(list.body)).not.toContain(demo1?.apiKey ?? '?');
    expect(list.body.data).toMatchObject({ used: 1, limit: 3, list: [{ clientId: demo1?.clientId, keyHint: demo1?.apiKey.slice(-4) }] });
    expect((await request('POST', '/seller-shops/bind', headers, { clientId: demo1?.clientId, apiKey: demo1?.apiKey })).body.code).toBe(CODES.shopDuplicate);

    const own = await request<{ list: patrol.OwnGoods[] }>('GET', '/seller-shops/goods', headers);
    expect(own.body.data.list).toHaveLength(bound.body.data.goodsCount);
    const synced = await request<{ goodsCount: number }>('POST', '/seller-shops/sync', headers, { id: bound.body.data.id });
    expect(synced.body.data.goodsCount).toBe(bound.body.data.goodsCount);
  });

  it('binds at most the tier\'s shops however many binds arrive at once', async () => {
    const { headers } = await member('13900004002', 4); // starter: one shop
    const all = await Promise.all(DEMO_SELLER_SHOPS.map((s) => request('POST', '/seller-shops/bind', headers, { clientId: s.clientId, apiKey: s.apiKey })));
    expect(all.map((r) => r.body.code).sort()).toEqual([200, CODES.shopLimit, CODES.shopLimit]);
    const list = await request<{ list: patrol.Shop[]; used: number }>('GET', '/seller-shops/list', headers);
    expect(list.body.data.list).toHaveLength(1);
    expect(list.body.data.used).toBe(1);
    const removed = await request<{ used: number }>('POST', '/seller-shops/remove', headers, { id: list.body.data.list[0]?.id });
    expect(removed.body.data.used).toBe(0);
    expect((await request('POST', '/seller-shops/bind', headers, { clientId: demo3?.clientId, apiKey: demo3?.apiKey })).body.code).toBe(200);
  });

  it('patrols a bound shop: sellers already there are recorded quietly, each new follow-seller raises one alert however many checks run at once', async () => {
    const { userId, headers } = await member('13900004003', 12);
    const bound = await request<{ id: number }>('POST', '/seller-shops/bind', headers, { clientId: demo2?.clientId, apiKey: demo2?.apiKey });
    const added = await request<{ id: number; used: number; limit: number }>('POST', '/patrol/add', headers, { kind: 'shop', shopId: bound.body.data.id });
    expect(added.body).toMatchObject({ code: 200, data: { used: 1, limit: 50 } });
    expect((await request('POST', '/patrol/add', headers, { kind: 'shop', shopId: bound.body.data.id })).body.code).toBe(CODES.duplicate);
    expect((await request('POST', '/patrol/add', headers, { kind: 'goods', target: 'https://example.com/x' })).body.code).toBe(CODES.badTarget);
    expect((await request('POST', '/patrol/add', headers, { kind: 'shop', shopId: 999_999 })).body.code).toBe(CODES.notFound);

    const before = await query<{ n: number; baseline: number }>(sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE baseline)::int AS baseline FROM patrol_cases WHERE user_id = ${userId}`);
    expect(before[0]?.n).toBe(before[0]?.baseline);
    expect(await query(sql`SELECT id FROM notifications WHERE user_id = ${userId}`)).toHaveLength(0);

    // Advance the market until a seller joins one of the shop's cards.
    const skus = (await query<{ sku: number }>(sql`SELECT sku FROM seller_shop_goods WHERE shop_id = ${bound.body.data.id}`)).map((r) => Number(r.sku));
    let joined: { goods_id: number; seller_id: number }[] = [];
    for (let i = 0; i < 30 && !joined.length; i++) {
      const day = await advanceMarketDay(server.database.db);
      joined = await query<{ goods_id: number; seller_id: number }>(
        sql`SELECT goods_id, seller_id FROM offers WHERE first_seen = ${day}::date AND left_on IS NULL AND goods_id IN (SELECT unnest(${`{${skus.join(',')}}`}::int[]))`,
      );
    }
    expect(joined.length).toBeGreaterThan(0);
    const runs = await Promise.all([runPatrolCheck(server.database.db), runPatrolCheck(server.database.db), runPatrolCheck(server.database.db)]);
    const inserted = runs.flatMap((r) => r.inserted).filter((n) => n.userId === userId);
    const alerts = await query<{ key: string; event: string; params: Record<string, unknown> }>(sql`SELECT key, event, params FROM notifications WHERE user_id = ${userId}`);
    expect(inserted).toHaveLength(alerts.length);
    expect(alerts.length).toBeGreaterThanOrEqual(joined.length);
    expect(new Set(alerts.map((a) => a.key)).size).toBe(alerts.length);
    expect(alerts.every((a) => a.event === 'followSeller')).toBe(true);
    for (const j of joined) expect(alerts.some((a) => a.params.sellerId === Number(j.seller_id))).toBe(true);
    // Checked again at once: nothing is due, nothing raised twice.
    expect((await runPatrolCheck(server.database.db)).checked).toBe(0);

    const cases = await request<{ list: patrol.Case[]; total: number }>('GET', '/patrol/cases?status=active', headers);
    const fresh = cases.body.data.list.find((c) => c.sellerId === Number(joined[0]?.seller_id) && c.goodsId === Number(joined[0]?.goods_id));
    expect(fresh).toMatchObject({ baseline: false, endedAt: null });
    expect(fresh?.ownPrice).toBeGreaterThan(0);
    const detail = await request<{ case: patrol.Case; evidence: patrol.Evidence[] }>('GET', `/patrol/case?id=${fresh?.id}`, headers);
    expect(detail.body.data.evidence[0]).toMatchObject({ status: 'seen', price: fresh?.price });
    const items = await request<{ list: patrol.PatrolItem[]; everyMinutes: number }>('GET', '/patrol/list', headers);
    expect(items.body.data.everyMinutes).toBe(60);
    expect(items.body.data.list[0]?.followers).toBeGreaterThan(0);
    const exported = await request<{ list: patrol.EvidenceRow[] }>('GET', '/patrol/evidence', headers);
    expect(exported.body.data.list.some((r) => r.caseId === fresh?.id)).toBe(true);

    // Removing the shop stops its patrol and gives the place back; the cases stay.
    await request('POST', '/seller-shops/remove', headers, { id: bound.body.data.id });
    expect((await request<{ list: unknown[]; used: number }>('GET', '/patrol/list', headers)).body.data).toMatchObject({ list: [], used: 0 });
    expect((await request<{ total: number }>('GET', '/patrol/cases?status=all', headers)).body.data.total).toBeGreaterThan(0);
  });

  it('patrols a goods only when one of the member\'s bound shops sells it: a competitor\'s goods is refused and changes nothing', async () => {
    const { headers } = await member('13900004006', 12);
    const bound = await request<{ id: number }>('POST', '/seller-shops/bind', headers, { clientId: demo1?.clientId, apiKey: demo1?.apiKey });
    const [own] = await query<{ sku: number }>(sql`SELECT sg.sku FROM seller_shop_goods sg JOIN goods g ON g.id = sg.sku WHERE sg.shop_id = ${bound.body.data.id} ORDER BY sg.sku LIMIT 1`);
    const [other] = await query<{ id: number }>(sql`SELECT id FROM goods WHERE id NOT IN (SELECT sku FROM seller_shop_goods WHERE shop_id = ${bound.body.data.id}) ORDER BY id LIMIT 1`);
    const refused = await request('POST', '/patrol/add', headers, { kind: 'goods', target: String(other?.id) });
    expect(refused.body.code).toBe(CODES.notOwn);
    expect(refused.body.message).toBe(`${other?.id} is not sold by one of your bound shops. The patrol guards your own goods; watch a competitor's goods in Monitoring.`);
    expect((await request<{ list: unknown[]; used: number }>('GET', '/patrol/list', headers)).body.data).toMatchObject({ list: [], used: 0 });
    expect((await request('POST', '/patrol/add', headers, { kind: 'goods', target: `https://www.ozon.ru/product/x-${own?.sku}/` })).body.code).toBe(200);
    expect((await request<{ used: number }>('GET', '/patrol/list', headers)).body.data.used).toBe(1);
  });

  it('patrols at most the tier\'s items however many adds arrive at once', async () => {
    const { headers } = await member('13900004004', 16); // trial: three items
    const bound = await request<{ id: number }>('POST', '/seller-shops/bind', headers, { clientId: demo3?.clientId, apiKey: demo3?.apiKey });
    const ids = (await query<{ sku: number }>(sql`SELECT sg.sku FROM seller_shop_goods sg JOIN goods g ON g.id = sg.sku WHERE sg.shop_id = ${bound.body.data.id} ORDER BY sg.sku LIMIT 6`)).map((r) => String(r.sku));
    expect(ids).toHaveLength(6);
    const all = await Promise.all(ids.map((target) => request('POST', '/patrol/add', headers, { kind: 'goods', target })));
    expect(all.filter((r) => r.body.code === 200)).toHaveLength(3);
    expect(all.filter((r) => r.body.code === CODES.limit)[0]?.body.message).toBe('All 3 patrol places of your membership are in use.');
    expect((await request<{ used: number }>('GET', '/patrol/list', headers)).body.data.used).toBe(3);
  });

  it('a goods monitor with the new-seller rule alerts when a seller joins its card', async () => {
    const { userId, headers } = await member('13900004005', 12);
    const [card] = await query<{ id: number }>(sql`SELECT id FROM goods ORDER BY base_sales DESC LIMIT 1`);
    const added = await request<{ id: number }>('POST', '/monitor/add', headers, { kind: 'goods', target: String(card?.id) });
    await request('POST', '/monitor/update', headers, { id: added.body.data.id, rules: { newSeller: true } });
    await runMonitorCheck(server.database.db);
    let joined: { seller_id: number }[] = [];
    for (let i = 0; i < 40 && !joined.length; i++) {
      const day = await advanceMarketDay(server.database.db);
      joined = await query<{ seller_id: number }>(sql`SELECT seller_id FROM offers WHERE goods_id = ${card?.id} AND first_seen = ${day}::date`);
      await runMonitorCheck(server.database.db);
    }
    expect(joined.length).toBeGreaterThan(0);
    const alerts = await query<{ event: string; params: Record<string, unknown> }>(sql`SELECT event, params FROM notifications WHERE user_id = ${userId} AND event = 'newSeller'`);
    expect(alerts.length).toBeGreaterThan(0);
    const [seller] = await query<{ name: string }>(sql`SELECT name FROM shops WHERE id = ${joined[0]?.seller_id}`);
    expect(alerts.some((a) => a.params.seller === seller?.name)).toBe(true);
  });

  it('answers guests 401 and members without a membership their code', async () => {
    expect((await request('GET', '/patrol/list', {})).status).toBe(401);
    const { headers } = await signIn(server, '13900004009');
    expect((await request('GET', '/seller-shops/list', headers)).body.code).toBe(30_001);
  });
});
