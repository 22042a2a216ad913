import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myshop } from '@marketlens/core/contract';
import { startSellerApi, type SellerApiServer } from '../services/seller-api/sync-test-kit';
import { testTargets } from '../testing/db';
import { DEMO_SELLER_SHOPS } from '../testing/ozon-seller-fake';
import { devApiSums, mainMember, marketLatest, requester, syncedShop, type DevSku } from './myshop-test-kit';
import { openTestServer, type TestServer } from './report/test-kit';

const CODES = myshop.MYSHOP_CODES;
const [demo1] = DEMO_SELLER_SHOPS as unknown as [{ clientId: string; apiKey: string }];
const shift = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

type Overview = { period: myshop.Period; totals: myshop.Figures; prev: myshop.Figures; series: myshop.DayFigures[]; skusWithoutCost: number };
type SkuPage = { list: myshop.SkuRow[]; total: number; period: myshop.Period };

describe.each(testTargets)('"My shops" numbers on $name', ({ url }) => {
  let server: TestServer;
  let seller: SellerApiServer;
  let latest: string;
  let main: { userId: number; headers: Record<string, string> };
  let shopId: number;
  const request = requester(() => server);

  beforeAll(async () => {
    server = await openTestServer(url);
    seller = await startSellerApi(server.database.db);
    latest = await marketLatest(server);
    main = await mainMember(server, '13900028001');
    shopId = await syncedShop(server, seller.api, main.userId, demo1, latest);
  }, 240_000);
  afterAll(async () => {
    await seller.close();
    await server.close();
  });

  it('reports the synced shop with its state, and how many shops the plan allows', async () => {
    const shops = await request<{ list: myshop.ShopState[]; used: number; limit: number | null; historyDays: number | null; isMain: boolean }>('GET', '/myshop/shops', main.headers);
    expect(shops.body.code).toBe(200);
    expect(shops.body.data).toMatchObject({ used: 1, limit: 1, historyDays: 30, isMain: true });
    expect(shops.body.data.list).toEqual([
      expect.objectContaining({ id: shopId, clientId: demo1.clientId, own: true, phase: 'current', storedDays: 30, wantedDays: expect.any(Number), latestDay: latest, lastErrorCode: null, running: false }),
    ]);
    expect(shops.body.data.list[0]?.lastSuccessAt).not.toBeNull();
    expect(shops.body.data.list[0]?.skuCount).toBeGreaterThan(0);
  });

  it('shows profit = revenue − charges − costs per day and per SKU, each figure as the development Seller API\'s own answers add up, with the previous period', { timeout: 120_000 }, async () => {
    const from = shift(latest, -29);
    const dev = await devApiSums(seller.api, demo1, from, latest);
    // Unit costs for some SKUs (the rest count 0).
    const all = await request<{ list: myshop.CostRow[] }>('GET', `/myshop/costs?shopId=${shopId}`, main.headers);
    const costed = all.body.data.list.slice(0, 5).map((r, i) => ({ sku: r.sku, unitCost: 10_000 + i * 2_345 }));
    expect((await request<{ saved: number }>('POST', '/myshop/costs', main.headers, { shopId, items: costed })).body.data.saved).toBe(5);
    const costOf = new Map(costed.map((c) => [c.sku, c.unitCost]));
    const expected = (s: DevSku, sku: number) => ({ revenue: s.revenue, charges: s.charges, costs: (s.units - s.cancelledUnits) * (costOf.get(sku) ?? 0) });

    const got = await request<Overview>('GET', `/myshop/overview?shopId=${shopId}&days=30`, main.headers);
    expect(got.body.code).toBe(200);
    const o = got.body.data;
    expect(o.period).toMatchObject({ from, to: latest, days: 30, prevFrom: shift(from, -30), prevTo: shift(from, -1), latestDay: latest });
    expect(o.series).toHaveLength(30);
    let revenueSum = 0;
    for (const day of o.series) {
      const want = { revenue: 0, charges: 0, costs: 0 };
      for (const [sku, s] of dev.get(day.day) ?? new Map<number, DevSku>()) {
        const e = expected(s, sku);
        want.revenue += e.revenue;
        want.charges += e.charges;
        want.costs += e.costs;
      }
      expect({ day: day.day, revenue: day.revenue, charges: day.charges.total, costs: day.costs }).toEqual({ day: day.day, ...want });
      expect(day.profit).toBe(want.revenue - want.charges - want.costs);
      expect(day.charges.total).toBe(day.charges.commission + day.charges.logistics + day.charges.lastMile + day.charges.acquiring + day.charges.services + day.charges.returnDelivery);
      revenueSum += day.revenue;
    }
    expect(revenueSum).toBeGreaterThan(0);
    expect(o.totals.revenue).toBe(revenueSum);
    expect(o.totals.profit).toBe(o.totals.revenue - o.totals.charges.total - o.totals.costs);
    expect(o.totals.charges.commission).toBeGreaterThan(0);
    expect(o.totals.charges.lastMile).toBeGreaterThan(0);
    expect(o.totals.charges.acquiring).toBeGreaterThan(0);
    expect(o.totals.costs).toBeGreaterThan(0);
    // The trial keeps 30 days: the previous 30 are not stored.
    expect(o.prev.revenue).toBe(0);

    // Per SKU over the period, every page of the table.
    const bySku = new Map<number, { revenue: number; charges: number; costs: number }>();
    for (const days of dev.values()) {
      for (const [sku, s] of days) {
        if (sku === 0) continue;
        const e = expected(s, sku);
        const row = bySku.get(sku) ?? { revenue: 0, charges: 0, costs: 0 };
        bySku.set(sku, { revenue: row.revenue + e.revenue, charges: row.charges + e.charges, costs: row.costs + e.costs });
      }
    }
    const rows: myshop.SkuRow[] = [];
    for (let page = 1; ; page++) {
      const got = await request<SkuPage>('GET', `/myshop/skus?shopId=${shopId}&days=30&pageSize=100&pageNum=${page}&sort=profit&order=asc`, main.headers);
      rows.push(...got.body.data.list);
      if (rows.length >= got.body.data.total) break;
    }
    for (let i = 1; i < rows.length; i++) expect((rows[i]?.profit ?? 0) >= (rows[i - 1]?.profit ?? 0)).toBe(true);
    for (const [sku, want] of bySku) {
      const row = rows.find((r) => r.sku === sku);
      expect({ sku, revenue: row?.revenue, charges: row?.charges, costs: row?.costs }).toEqual({ sku, ...want });
      expect(row?.profit).toBe(want.revenue - want.charges - want.costs);
    }
    const costedRow = rows.find((r) => r.sku === costed[0]?.sku);
    expect(costedRow?.unitCost).toBe(costed[0]?.unitCost);
    expect(o.skusWithoutCost).toBe(rows.filter((r) => r.units > r.cancelledUnits && r.unitCost === null).length);

    // Seven days against the seven before, both within what is stored.
    const week = (await request<Overview>('GET', `/myshop/overview?shopId=${shopId}&days=7`, main.headers)).body.data;
    const sumOf = (days: string[]) => days.reduce((sum, d) => sum + [...(dev.get(d)?.values() ?? [])].reduce((s, x) => s + x.revenue, 0), 0);
    const lastWeek = Array.from({ length: 7 }, (_, i) => shift(latest, -i));
    const weekBefore = Array.from({ length: 7 }, (_, i) => shift(latest, -7 - i));
    expect(week.totals.revenue).toBe(sumOf(lastWeek));
    expect(week.prev.revenue).toBe(sumOf(weekBefore));
    expect(week.prev.profit).toBe(week.prev.revenue - week.prev.charges.total - week.prev.costs);
  });

  it('sorts, filters and exports the SKU table with every column', async () => {
    const low = await request<SkuPage>('GET', `/myshop/skus?shopId=${shopId}&days=30&lowStock=1&pageSize=100`, main.headers);
    for (const r of low.body.data.list) expect(r.daysOfCover !== null && r.daysOfCover <= myshop.MYSHOP_ALERTS.coverDays).toBe(true);
    const loss = await request<SkuPage>('GET', `/myshop/skus?shopId=${shopId}&days=30&lossMaking=1&pageSize=100`, main.headers);
    for (const r of loss.body.data.list) expect(r.profit).toBeLessThan(0);
    const first = (await request<SkuPage>('GET', `/myshop/skus?shopId=${shopId}&days=30&sort=revenue`, main.headers)).body.data.list[0];
    expect(first).toBeDefined();
    const found = await request<SkuPage>('GET', `/myshop/skus?shopId=${shopId}&days=30&q=${encodeURIComponent(first?.offerId ?? '')}`, main.headers);
    expect(found.body.data.list.map((r) => r.sku)).toContain(first?.sku);
    const bySku = await request<SkuPage>('GET', `/myshop/skus?shopId=${shopId}&days=30&q=${first?.sku}`, main.headers);
    expect(bySku.body.data.list.map((r) => r.sku)).toContain(first?.sku);
    const exported = await request<{ list: myshop.SkuRow[]; truncated: boolean; exportsLeft: number | null; shopName: string }>('GET', `/myshop/skus/export?shopId=${shopId}&days=30`, main.headers);
    expect(exported.body.code).toBe(200);
    expect(exported.body.data.exportsLeft).toBe(1);
    expect(Object.keys(exported.body.data.list[0] ?? {}).sort()).toEqual(Object.keys(myshop.skuRowSchema.shape).sort());
    await request('GET', `/myshop/skus/export?shopId=${shopId}&days=30`, main.headers);
    expect((await request('GET', `/myshop/skus/export?shopId=${shopId}&days=30`, main.headers)).body.code).toBe(30_004);
  });

  it('puts each SKU against its category\'s market and the market\'s estimate of the very goods', async () => {
    const got = await request<{ list: myshop.MarketRow[]; total: number; marketLatestDay: string }>('GET', `/myshop/market?shopId=${shopId}&days=30&lang=en&pageSize=100`, main.headers);
    expect(got.body.code).toBe(200);
    expect(got.body.data.marketLatestDay).toBe(latest);
    const sold = got.body.data.list.filter((r) => r.indexed && r.units > 0);
    expect(sold.length).toBeGreaterThan(0);
    for (const r of sold) {
      expect(r.typeName).toBeTruthy();
      expect(r.categoryRevenue).toBeGreaterThan(0);
      expect(r.share).toBeGreaterThan(0);
      expect(r.share).toBeLessThanOrEqual(1);
      // The development shop's postings are the market's sales of its goods: the estimate matches the units.
      expect(r.estimatedUnits).toBe(r.units);
      expect(r.unitsGapPct).toBe(0);
    }
  });

  it('refuses bad query values with a localized answer and changes nothing', async () => {
    const bad = await request('GET', `/myshop/overview?shopId=${shopId}&days=8`, main.headers);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
    expect((await request('GET', '/myshop/overview?shopId=abc', main.headers)).status).toBe(400);
    expect((await request('GET', `/myshop/skus?shopId=${shopId}&sort=nope`, main.headers)).status).toBe(400);
    expect((await request('GET', `/myshop/skus?shopId=${shopId}&pageSize=1000`, main.headers)).status).toBe(400);
    const range = await request('GET', `/myshop/overview?shopId=${shopId}&from=${latest}&to=${shift(latest, -3)}`, main.headers);
    expect(range.body).toMatchObject({ code: CODES.badRange, message: expect.stringContaining('not a range') });
    const history = await request('GET', `/myshop/overview?shopId=${shopId}&days=90`, main.headers);
    expect(history.body).toMatchObject({ code: CODES.historyLimit, message: expect.stringContaining('30 days') });
    const ru = await server.app.request(`/api/myshop/overview?shopId=${shopId}&days=90`, { headers: { ...main.headers, 'accept-language': 'ru' } });
    expect(((await ru.json()) as { message: string }).message).toContain('30 дн');
    expect((await request('POST', '/myshop/costs', main.headers, { shopId, items: [{ sku: 1, unitCost: -5 }] })).status).toBe(400);
    const unknown = await request('POST', '/myshop/costs', main.headers, { shopId, items: [{ sku: 999_999_999, unitCost: 100 }] });
    expect(unknown.body.code).toBe(CODES.unknownSku);
  });

  it('imports a cost file all or nothing, telling each bad line', async () => {
    const list = (await request<{ list: myshop.CostRow[] }>('GET', `/myshop/costs?shopId=${shopId}`, main.headers)).body.data.list;
    const [a, b, c] = list.slice(5, 8);
    const csv = ['offer_id;cost', `${a?.offerId};12,50`, 'NO-SUCH-OFFER;10', `${b?.offerId};abc`, `${a?.offerId};13`, `${c?.offerId}`].join('\n');
    const refused = await request<{ saved: number; errors: myshop.CostLineError[] }>('POST', '/myshop/costs/import', main.headers, { shopId, csv });
    expect(refused.body.code).toBe(CODES.badCostFile);
    expect(refused.body.message).toContain('4 lines');
    expect(refused.body.data.errors.map((e) => [e.line, e.reason])).toEqual([
      [3, 'unknownSku'],
      [4, 'badCost'],
      [5, 'duplicate'],
      [6, 'columns'],
    ]);
    const after = (await request<{ list: myshop.CostRow[] }>('GET', `/myshop/costs?shopId=${shopId}`, main.headers)).body.data.list;
    expect(after.find((r) => r.sku === a?.sku)?.unitCost).toBeNull();
    expect((await request('POST', '/myshop/costs/import', main.headers, { shopId, csv: 'name,price\nx,1' })).body.data).toMatchObject({ errors: [{ line: 1, reason: 'header' }] });

    const good = await request<{ saved: number }>('POST', '/myshop/costs/import', main.headers, { shopId, csv: `sku,cost\n${a?.sku},12.5\n${b?.sku},"1 000,00"\n` });
    expect(good.body).toMatchObject({ code: 200, data: { saved: 2 } });
    const saved = (await request<{ list: myshop.CostRow[] }>('GET', `/myshop/costs?shopId=${shopId}`, main.headers)).body.data.list;
    expect(saved.find((r) => r.sku === a?.sku)).toMatchObject({ unitCost: 1250, source: 'import' });
    expect(saved.find((r) => r.sku === b?.sku)).toMatchObject({ unitCost: 100_000, source: 'import' });
  });

  it('takes unit costs from a pricing template for the SKUs without one', async () => {
    const saved = await request<{ id: number }>('POST', '/ozon-report-service/v1/pricing/templates/save', main.headers, {
      name: 'Local FBO',
      isDefault: false,
      kind: 'local',
      inputs: { typeId: 99997, scheme: 'fbo', costRub: 300, otherRub: 20, lengthCm: 10, widthCm: 10, heightCm: 10, acquiringPct: 1.5, taxRegime: 'usn6', adsPct: 0, returnsPct: 0, marginPct: 20, discountPct: 0 },
    });
    expect(saved.body.code).toBe(200);
    const before = (await request<{ list: myshop.CostRow[] }>('GET', `/myshop/costs?shopId=${shopId}`, main.headers)).body.data.list;
    const missing = before.filter((r) => r.unitCost === null).length;
    const applied = await request<{ saved: number; unitCost: number }>('POST', '/myshop/costs/template', main.headers, { shopId, templateId: saved.body.data.id });
    expect(applied.body).toMatchObject({ code: 200, data: { saved: missing, unitCost: 32_000 } });
    const after = (await request<{ list: myshop.CostRow[] }>('GET', `/myshop/costs?shopId=${shopId}`, main.headers)).body.data.list;
    expect(after.every((r) => r.unitCost !== null)).toBe(true);
    expect((await request('POST', '/myshop/costs/template', main.headers, { shopId, templateId: 999_999 })).body.code).toBe(CODES.templateNotFound);
  });
});
