import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workbench } from '@marketlens/core/contract';
import { memberships, userCategories } from '../db/schema/index';
import { refreshRollups } from '../services/workbench/rollups';
import { testTargets } from '../testing/db';
import { openTestServer, signIn, type TestServer } from './report/test-kit';

type Body<T> = { code: number; message?: string; data: T };
type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number; meta: workbench.ListMeta };
const CODES = workbench.WORKBENCH_CODES;
const DAY = 86_400_000;

describe.each(testTargets)('workbench calls on $name', ({ url }) => {
  let server: TestServer;
  let operation: Record<string, string>;
  let trial: Record<string, string>;
  let expired: Record<string, string>;
  let ultimate: Record<string, string>;
  let latest: string;
  const get = async <T>(path: string, headers: Record<string, string> = operation) => {
    const res = await server.app.request(`/api${path}`, { headers: { 'accept-language': 'en', ...headers } });
    return { status: res.status, body: (await res.json()) as Body<T> };
  };
  const member = async (mobile: string, planId: number, days: number, categories: number[] = []) => {
    const { userId, headers } = await signIn(server, mobile);
    await server.database.db.insert(memberships).values({ userId, planId, maturityTime: new Date(Date.now() + days * DAY) });
    for (const typeId of categories) await server.database.db.insert(userCategories).values({ userId, typeId });
    return headers;
  };
  const shift = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY).toISOString().slice(0, 10);

  beforeAll(async () => {
    server = await openTestServer(url);
    operation = await member('13900002001', 12, 180, [99997]);
    trial = await member('13900002002', 16, 3, [99997]);
    expired = await member('13900002003', 12, -1, [99997]);
    // Ultimate binds every category: no 10-row cut on the whole market.
    ultimate = await member('13900002007', 13, 30);
    const found = await server.database.db.execute<{ day: string }>(sql`SELECT max(day)::text AS day FROM goods_daily`);
    latest = found.rows[0]?.day ?? '';
  });
  afterAll(async () => server.close());

  it('answers only members: 401 without a session, 30001 without an active membership', async () => {
    expect((await get('/workbench/goods/list', {})).status).toBe(401);
    const old = await get('/workbench/goods/list', expired);
    expect(old.body.code).toBe(CODES.membershipRequired);
    expect(old.body.message).toMatch(/active membership/);
    const none = await get('/workbench/goods/list', (await signIn(server, '13900002004')).headers);
    expect(none.body.code).toBe(CODES.membershipRequired);
  });

  it('ranks goods of a bound category by sales from the rollup, equal to the daily figures', async () => {
    const { body } = await get<Page<workbench.GoodsRow>>('/workbench/goods/list?typeId=99997&days=7&pageSize=10&lang=en');
    const data = workbench.goodsList.response.parse(body).data;
    if (!data) throw new Error('no data');
    expect(data.list).toHaveLength(10);
    const sales = data.list.map((r) => r.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(data.list.every((r) => r.typeId === 99997)).toBe(true);
    expect(data.meta).toMatchObject({ latestDay: latest, from: shift(latest, -6), to: latest, days: 7, tier: 'operation', scopeLimited: false, rowLimit: 2000 });
    expect(data.meta.coverage).toBe(1);
    expect(data.total).toBe(data.meta.matched);
    const top = data.list[0];
    if (!top) throw new Error('no row');
    const [direct] = (
      await server.database.db.execute<{ sales: number; gmv: string; prev: number }>(
        sql`SELECT sum(sales) FILTER (WHERE day > ${latest}::date - 7)::int AS sales, sum(gmv) FILTER (WHERE day > ${latest}::date - 7)::text AS gmv,
                   sum(sales) FILTER (WHERE day <= ${latest}::date - 7)::int AS prev FROM goods_daily WHERE goods_id = ${top.goodsId} AND day > ${latest}::date - 14`,
      )
    ).rows;
    expect(top.sales).toBe(direct?.sales);
    expect(top.gmv).toBe(Number(direct?.gmv));
    expect(top.prevSales).toBe(direct?.prev);
    expect(top.typeName).toMatch(/[a-z]/i);
  });

  it('sorts, filters and pages in the database', async () => {
    const cheap = await get<Page<workbench.GoodsRow>>('/workbench/goods/list?typeId=99997&sort=price&order=asc&pageSize=50');
    const prices = cheap.body.data.list.map((r) => r.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const min = prices[Math.floor(prices.length / 2)] ?? 0;
    const filtered = await get<Page<workbench.GoodsRow>>(`/workbench/goods/list?typeId=99997&sort=price&order=asc&pageSize=50&priceMin=${min}`);
    expect(filtered.body.data.list.every((r) => r.price >= min)).toBe(true);
    expect(filtered.body.data.total).toBeLessThan(cheap.body.data.total);
    const first = await get<Page<workbench.GoodsRow>>('/workbench/goods/list?typeId=99997&pageSize=5&pageNum=1');
    const second = await get<Page<workbench.GoodsRow>>('/workbench/goods/list?typeId=99997&pageSize=5&pageNum=2');
    const ids = new Set(first.body.data.list.map((r) => r.goodsId));
    expect(second.body.data.list.some((r) => ids.has(r.goodsId))).toBe(false);
    expect(Math.min(...first.body.data.list.map((r) => r.sales))).toBeGreaterThanOrEqual(Math.max(...second.body.data.list.map((r) => r.sales)));
    // The test market holds 40 days: growth compares 7-day windows (a 30-day window's previous one is mostly empty).
    const surge = await get<Page<workbench.GoodsRow>>('/workbench/goods/list?sort=growth&typeId=99997&days=7&pageSize=30&growthMin=1');
    const growth = surge.body.data.list.map((r) => r.growth ?? 0);
    expect(growth.length).toBeGreaterThan(0);
    expect(growth).toEqual([...growth].sort((a, b) => b - a));
    expect(growth.every((g) => g >= 1)).toBe(true);
  });

  it('answers a custom range like the fixed window it equals', async () => {
    const fixed = await get<Page<workbench.GoodsRow>>('/workbench/goods/list?typeId=99997&days=7&pageSize=20');
    const custom = await get<Page<workbench.GoodsRow>>(`/workbench/goods/list?typeId=99997&from=${shift(latest, -6)}&to=${latest}&pageSize=20`);
    expect(custom.body.data.list).toEqual(fixed.body.data.list);
    expect(custom.body.data.meta.days).toBe(7);
    const backwards = await get(`/workbench/goods/list?from=${latest}&to=${shift(latest, -3)}`);
    expect(backwards.body.code).toBe(CODES.badRange);
    expect((await get('/workbench/goods/list?sort=bogus')).status).toBe(400);
    expect((await get('/workbench/goods/list?days=14')).status).toBe(400);
    for (const day of ['0000-01-01', '2026-02-30', '26-01-01']) expect((await get(`/workbench/goods/list?from=${day}&to=${latest}`)).status).toBe(400);
  });

  it('selects potential goods, cross-border sellers\' goods, new listings and follow-sell cards from the goods profile', async () => {
    type Row = workbench.GoodsRow;
    const all = (await get<Page<Row>>('/workbench/goods/list?days=30&pageSize=100', ultimate)).body.data;
    expect(new Set(all.list.map((r) => r.sellerType))).toEqual(new Set(['cn', 'local']));
    for (const r of all.list) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.reviews).toBeGreaterThanOrEqual(0);
      expect(r.listedOn <= latest).toBe(true);
    }
    // Cross-border: only goods of China-based shops, which ship rFBS or through Ozon's warehouse.
    const cn = (await get<Page<Row>>('/workbench/goods/list?days=30&sellerType=cn&pageSize=100', ultimate)).body.data;
    expect(cn.list.length).toBeGreaterThan(10);
    expect(cn.list.every((r) => r.sellerType === 'cn' && ['rFBS', 'FBO'].includes(r.fulfilment))).toBe(true);
    expect(cn.meta.matched).toBeLessThan(all.meta.matched);
    // New listings: listed inside the window, and their daily series starts on the listing day.
    const from = shift(latest, -29);
    const fresh = (await get<Page<Row>>('/workbench/goods/list?days=30&listedInWindow=1&pageSize=100', ultimate)).body.data;
    expect(fresh.list.length).toBeGreaterThan(5);
    expect(fresh.list.every((r) => r.listedOn >= from)).toBe(true);
    const first = fresh.list[0] as Row;
    const before = await server.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM goods_daily WHERE goods_id = ${first.goodsId} AND day < ${first.listedOn}`);
    expect(before.rows[0]?.n).toBe(0);
    const within = (await get<Page<Row>>('/workbench/goods/list?days=30&listedWithin=60&pageSize=100', ultimate)).body.data;
    expect(within.list.every((r) => r.listedOn >= shift(latest, -60))).toBe(true);
    // Potential goods: the score, 0..100, sorts the list and is the sum of its documented parts.
    const potential = (await get<Page<Row>>('/workbench/goods/list?days=7&sort=opportunity&growthMin=1&reviewsMax=500&pageSize=50', ultimate)).body.data;
    const scores = potential.list.map((r) => r.opportunity ?? -1);
    expect(scores.length).toBeGreaterThan(5);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(potential.list.every((r) => (r.growth ?? 0) >= 1 && r.reviews <= 500 && (r.opportunity ?? -1) >= 0 && (r.opportunity ?? 101) <= 100)).toBe(true);
    const o = workbench.GOODS_OPPORTUNITY;
    const top = potential.list[0] as Row;
    const age = Math.round((Date.parse(latest) - Date.parse(top.listedOn)) / DAY);
    const competitors = (await get<Page<Row>>(`/workbench/goods/list?days=7&typeId=${top.subTypeId}&salesMin=1&pageSize=1`, ultimate)).body.data.meta.matched;
    const expected = o.weights.growth * Math.min(top.growth ?? 0, o.growthCap) / o.growthCap + o.weights.reviews * (1 - Math.min(top.reviews, o.reviewsCap) / o.reviewsCap)
      + o.weights.age * (1 - Math.min(age, o.ageCapDays) / o.ageCapDays) + o.weights.competition * (1 - Math.min(competitors, o.competitorsCap) / o.competitorsCap);
    expect(top.opportunity).toBeCloseTo(expected, 0);
    // The goods detail carries the same profile.
    const detail = (await get<{ goods: Row }>(`/workbench/goods/detail?goodsId=${top.goodsId}&days=7`, ultimate)).body.data;
    expect(detail.goods).toMatchObject({ listedOn: top.listedOn, reviews: top.reviews, rating: top.rating, sellerType: top.sellerType, opportunity: top.opportunity, sellers: top.sellers, minOfferPrice: top.minOfferPrice });
    // Follow-sell opportunities: cards with few sellers, each with its lowest offer at or under the price.
    const follow = (await get<Page<Row>>('/workbench/goods/list?days=30&sellersMax=3&pageSize=100', ultimate)).body.data;
    expect(follow.list.length).toBeGreaterThan(10);
    expect(follow.list.every((r) => r.sellers >= 1 && r.sellers <= 3 && r.minOfferPrice > 0 && r.minOfferPrice <= r.price)).toBe(true);
    expect(follow.list.some((r) => r.sellers > 1 && r.minOfferPrice < r.price)).toBe(true);
    const crowded = (await get<Page<Row>>('/workbench/goods/list?days=30&sort=sellers&pageSize=5', ultimate)).body.data;
    expect(crowded.list[0]?.sellers).toBeGreaterThan(3);
    for (const bad of ['sellerType=abroad', 'listedWithin=0', 'listedInWindow=2', 'reviewsMax=-1', 'sellersMax=0']) expect((await get(`/workbench/goods/list?${bad}`, ultimate)).status).toBe(400);
  });

  it('enforces the trial tier: 30 days of history, 100 rows, and 10 rows outside the bound categories', async () => {
    const far = await get('/workbench/goods/list?typeId=99997&days=90', trial);
    expect(far.body.code).toBe(CODES.historyLimit);
    expect(far.body.message).toMatch(/30 days/);
    const early = await get(`/workbench/goods/list?typeId=99997&from=${shift(latest, -30)}&to=${latest}`, trial);
    expect(early.body.code).toBe(CODES.historyLimit);
    const inside = await get<Page<workbench.GoodsRow>>(`/workbench/goods/list?typeId=99997&from=${shift(latest, -29)}&to=${latest}`, trial);
    expect(inside.body.code).toBe(200);
    const all = await get<Page<workbench.GoodsRow>>('/workbench/goods/list?typeId=99997&days=30&pageSize=100', trial);
    expect(all.body.data.meta.rowLimit).toBe(100);
    expect(all.body.data.total).toBeLessThanOrEqual(100);
    const past = await get('/workbench/goods/list?typeId=99997&days=30&pageSize=20&pageNum=6', trial);
    expect(past.body.code).toBe(CODES.rowLimit);
    const market = await get<Page<workbench.GoodsRow>>('/workbench/goods/list?pageSize=20', trial);
    expect(market.body.data.meta).toMatchObject({ scopeLimited: true, rowLimit: 10, boundTypeIds: [99997] });
    expect(market.body.data.list).toHaveLength(10);
    expect(market.body.data.total).toBe(10);
    expect((await get('/workbench/goods/list?pageSize=10&pageNum=2', trial)).body.code).toBe(CODES.rowLimit);
  });

  it('exports what the filters select within the tier, and counts exports per day', async () => {
    const headers = await member('13900002005', 16, 3, [99997]);
    const page = await get<Page<workbench.GoodsRow>>('/workbench/goods/list?typeId=99997&days=7&sort=gmv&pageSize=100', headers);
    const first = await get<{ list: workbench.GoodsRow[]; exportsLeft: number }>('/workbench/goods/export?typeId=99997&days=7&sort=gmv', headers);
    expect(workbench.goodsExport.response.parse(first.body).code).toBe(200);
    expect(first.body.data.list.map((r) => r.goodsId)).toEqual(page.body.data.list.map((r) => r.goodsId));
    expect(first.body.data.list.length).toBeLessThanOrEqual(100);
    expect(first.body.data.exportsLeft).toBe(1);
    expect((await get('/workbench/goods/export?typeId=99997', headers)).body.code).toBe(200);
    const third = await get('/workbench/goods/export?typeId=99997', headers);
    expect(third.body.code).toBe(CODES.exportLimit);
  });

  it('never passes the daily export limit under concurrent exports', async () => {
    const headers = await member('13900002006', 16, 3, [99997]);
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/workbench/keyword/export?typeId=99997', headers)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.body.code === CODES.exportLimit)).toHaveLength(6);
  });

  it('lists search words, shops and brands with their own sorts', async () => {
    const words = await get<Page<workbench.KeywordRow>>('/workbench/keyword/list?typeId=99997&sort=conversion&pageSize=20');
    const kw = workbench.keywordList.response.parse(words.body).data;
    if (!kw) throw new Error('no data');
    expect(kw.list.length).toBeGreaterThan(0);
    const conv = kw.list.map((r) => r.conversion);
    expect(conv).toEqual([...conv].sort((a, b) => b - a));
    for (const r of kw.list) expect(r.conversion).toBeCloseTo(r.clickHeat / r.heat, 3);
    for (const kind of ['shop', 'brand'] as const) {
      const { body } = await get<Page<workbench.GroupRow>>(`/workbench/${kind}/list?typeId=99997&days=30&sort=gmv&pageSize=10`);
      const data = workbench.shopList.response.parse(body).data;
      if (!data) throw new Error('no data');
      const gmv = data.list.map((r) => r.gmv);
      expect(gmv.length).toBeGreaterThan(0);
      expect(gmv).toEqual([...gmv].sort((a, b) => b - a));
      for (const r of data.list) expect(r.avgPrice).toBe(r.sales > 0 ? Math.round(r.gmv / r.sales) : 0);
    }
    const brands = await get<Page<workbench.GroupRow>>('/workbench/brand/list?typeId=99997&days=30&pageSize=100');
    const [sum] = (await server.database.db.execute<{ s: number }>(sql`SELECT sum(sales)::int AS s FROM goods_daily WHERE type_id = 99997 AND day > ${latest}::date - 30`)).rows;
    expect(brands.body.data.list.reduce((s, r) => s + r.sales, 0)).toBe(sum?.s);
  });

  it('lists the categories of a scope: top categories for the market, subcategories of a category, none under a subcategory', async () => {
    const top = await get<Page<workbench.GroupRow>>('/workbench/category/list?days=30&pageSize=20&lang=en', ultimate);
    expect(workbench.categoryList.response.parse(top.body).data?.list).toHaveLength(12);
    const subs = await get<Page<workbench.GroupRow>>('/workbench/category/list?typeId=99997&days=30&sort=avgPrice&lang=ru');
    const prices = subs.body.data.list.map((r) => r.avgPrice);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(subs.body.data.list[0]?.name).toMatch(/[а-яё]/i);
    const custom = await get<Page<workbench.GroupRow>>(`/workbench/category/list?typeId=99997&from=${shift(latest, -29)}&to=${latest}&sort=avgPrice&lang=ru`);
    expect(custom.body.data.list).toEqual(subs.body.data.list);
    const leaf = await get<Page<workbench.GroupRow>>(`/workbench/category/list?typeId=${subs.body.data.list[0]?.id}&days=7`);
    expect(leaf.body.data.list).toEqual([]);
  });

  it('gives the market overview: a daily series summing to the totals and category shares summing to 1', async () => {
    const { body } = await get<{ totals: { sales: number; gmv: number }; series: workbench.SeriesPoint[]; shares: { share: number }[] }>('/workbench/market/overview?days=30&lang=ru');
    const data = workbench.marketOverview.response.parse(body).data;
    if (!data) throw new Error('no data');
    expect(data.series).toHaveLength(30);
    expect(data.series.reduce((s, p) => s + p.sales, 0)).toBe(data.totals.sales);
    expect(data.shares.length).toBe(12);
    expect(data.shares.reduce((s, r) => s + r.share, 0)).toBeCloseTo(1, 2);
    expect(data.shares[0]?.typeName).toMatch(/[а-яё]/i);
    const sub = await get<{ shares: unknown[] }>('/workbench/market/overview?days=7&typeId=99997');
    expect(sub.body.data.shares.length).toBeGreaterThan(1);
  });

  it('shows one goods with its daily series and its rank; an unknown id is WORKBENCH_CODES.notFound', async () => {
    const top = (await get<Page<workbench.GoodsRow>>('/workbench/goods/list?typeId=99997&days=30&pageSize=1')).body.data.list[0];
    if (!top) throw new Error('no row');
    const { body } = await get('/workbench/goods/detail?days=30&goodsId=' + top.goodsId);
    const data = workbench.goodsDetail.response.parse(body).data;
    if (!data) throw new Error('no data');
    expect(data.series).toHaveLength(30);
    expect(data.goods.sales).toBe(top.sales);
    expect(data.series.reduce((s, p) => s + p.sales, 0)).toBe(top.sales);
    expect(data.rank).toBeGreaterThanOrEqual(1);
    expect((await get('/workbench/goods/detail?goodsId=7')).body.code).toBe(CODES.notFound);
    expect((await get('/workbench/goods/detail?goodsId=' + top.goodsId + '&days=90', trial)).body.code).toBe(CODES.historyLimit);
  });

  it('shows a shop, a brand and a category: totals equal to their list rows, a series summing to them, a rank', async () => {
    for (const kind of ['shop', 'brand', 'category'] as const) {
      const row = (await get<Page<workbench.GroupRow>>(`/workbench/${kind}/list?typeId=99997&days=30&pageSize=1&lang=en`)).body.data.list[0];
      if (!row) throw new Error('no row');
      const { body } = await get(`/workbench/group/detail?kind=${kind}&id=${row.id}&days=30&lang=en`);
      const data = workbench.groupDetail.response.parse(body).data;
      if (!data) throw new Error(`no ${kind} detail`);
      expect(data.name).toBe(row.name);
      expect(data.series).toHaveLength(30);
      expect(data.series.reduce((s, p) => s + p.sales, 0)).toBe(data.totals.sales);
      expect(data.rank).toBeGreaterThanOrEqual(1);
      expect(data.rank).toBeLessThanOrEqual(data.rankOf);
      if (kind === 'category') {
        // A subcategory of 99997: the same figures as its row in its parent's list, ranked among its siblings.
        expect(data.totals.sales).toBe(row.sales);
        expect(data.totals.gmv).toBe(row.gmv);
        expect(data.typeId).toBe(99997);
        expect(data.rank).toBe(1);
        expect(data.brandConcentration).toBeCloseTo(row.concentration ?? -1, 3);
      } else expect(data.totals.sales).toBeGreaterThanOrEqual(row.sales);
      expect(data.goodsConcentration).toBeGreaterThan(0);
      expect(data.goodsConcentration).toBeLessThanOrEqual(1);
    }
    const top = await get('/workbench/group/detail?kind=category&id=99997&days=7&lang=ru');
    const cat = workbench.groupDetail.response.parse(top.body).data;
    expect(cat?.shares.length).toBeGreaterThan(1);
    expect(cat?.shares.reduce((s, r) => s + r.share, 0)).toBeCloseTo(1, 2);
    expect(cat?.shops).toBeGreaterThan(0);
    expect((await get('/workbench/group/detail?kind=shop&id=999999999')).body.code).toBe(CODES.notFound);
    expect((await get('/workbench/group/detail?kind=planet&id=1')).status).toBe(400);
    expect((await get('/workbench/group/detail?kind=brand&id=1&days=90', trial)).body.code).toBe(CODES.historyLimit);
  });

  it('finds shops by part of their name and ranks categories by concentration and opportunity', async () => {
    const some = (await get<Page<workbench.GroupRow>>('/workbench/shop/list?days=30&pageSize=1', ultimate)).body.data.list[0];
    if (!some) throw new Error('no shop');
    const part = some.name.slice(1, 5);
    const found = await get<Page<workbench.GroupRow>>(`/workbench/shop/list?days=30&pageSize=50&name=${encodeURIComponent(part)}`, ultimate);
    expect(found.body.data.list.some((r) => r.id === some.id)).toBe(true);
    expect(found.body.data.list.every((r) => r.name.toLowerCase().includes(part.toLowerCase()))).toBe(true);
    expect((await get<Page<workbench.GroupRow>>('/workbench/shop/list?days=30&name=%25%25', ultimate)).body.data.list).toEqual([]);
    const opp = await get<Page<workbench.GroupRow>>('/workbench/category/list?days=30&sort=opportunity&pageSize=20', ultimate);
    const data = workbench.categoryList.response.parse(opp.body).data;
    if (!data) throw new Error('no data');
    const values = data.list.map((r) => r.opportunity ?? -1);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    for (const r of data.list) {
      expect(r.concentration).toBeGreaterThan(0);
      expect(r.concentration).toBeLessThanOrEqual(1);
      if (r.growth !== null && r.concentration !== null) expect(r.opportunity).toBeCloseTo((100 * Math.min(r.growth, 3)) / 3 * (1 - r.concentration), 0);
    }
    expect(data.list.reduce((s, r) => s + r.share, 0)).toBeCloseTo(1, 2);
    const custom = await get<Page<workbench.GroupRow>>(`/workbench/category/list?from=${shift(latest, -29)}&to=${latest}&sort=concentration&pageSize=20`, ultimate);
    expect(custom.body.data.list.map((r) => r.concentration)).toEqual([...data.list].sort((a, b) => (b.concentration ?? 0) - (a.concentration ?? 0) || a.id - b.id).map((r) => r.concentration));
  });

  it('shows one search word: its series, rank in its category and the goods competing for it', async () => {
    const row = (await get<Page<workbench.KeywordRow>>('/workbench/keyword/list?typeId=99997&days=30&pageSize=1')).body.data.list[0];
    if (!row) throw new Error('no word');
    const { body } = await get(`/workbench/keyword/detail?keywordId=${row.keywordId}&days=30`);
    const data = workbench.keywordDetail.response.parse(body).data;
    if (!data) throw new Error('no data');
    expect(data.keyword).toMatchObject({ heat: row.heat, clickHeat: row.clickHeat, goodsCount: row.goodsCount, growth: row.growth, keywordZh: row.keywordZh });
    expect(row.keywordZh).toMatch(/\p{Script=Han}/u);
    expect(data.series.reduce((s, p) => s + p.heat, 0)).toBe(row.heat);
    expect(data.rank).toBe(1);
    expect(data.goods.every((g) => g.title.toLowerCase().includes(row.keyword))).toBe(true);
    expect((await get('/workbench/keyword/detail?keywordId=99999999')).body.code).toBe(CODES.notFound);
  });

  it('looks up the search words goods rank for, with their organic position by sales', async () => {
    const words = (await get<Page<workbench.KeywordRow>>('/workbench/keyword/list?typeId=99997&days=30&sort=goodsCount&pageSize=1')).body.data.list[0];
    if (!words) throw new Error('no word');
    const detail = workbench.keywordDetail.response.parse((await get(`/workbench/keyword/detail?keywordId=${words.keywordId}&days=30`)).body).data;
    const [first, second] = detail?.goods ?? [];
    if (!first || !second) throw new Error('no competing goods');
    const { body } = await get(`/workbench/keyword/reverse?goodsIds=${first.goodsId},${second.goodsId}%20%207&days=30`);
    const data = workbench.keywordReverse.response.parse(body).data;
    if (!data) throw new Error('no data');
    expect(data.missing).toEqual([7]);
    expect(data.list.map((r) => r.goods.goodsId)).toEqual([first.goodsId, second.goodsId]);
    const own = data.list[0]?.words.find((x) => x.keywordId === words.keywordId);
    expect(own).toMatchObject({ position: 1, competing: words.goodsCount, heat: words.heat });
    expect(data.list[1]?.words.find((x) => x.keywordId === words.keywordId)?.position).toBe(2);
    expect((await get('/workbench/keyword/reverse?goodsIds=')).status).toBe(400);
    expect((await get(`/workbench/keyword/reverse?goodsIds=${Array.from({ length: 21 }, (_v, i) => i + 1).join(',')}`)).status).toBe(400);
  });

  it('rebuilds the rollups once per latest day, even when asked twice at once', async () => {
    const results = await Promise.all([refreshRollups(server.database.db), refreshRollups(server.database.db)]);
    expect(results).toEqual([false, false]);
    const forced = await Promise.all([refreshRollups(server.database.db, { force: true }), refreshRollups(server.database.db)]);
    expect(forced.filter(Boolean)).toHaveLength(1);
    const [n] = (await server.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM goods_window WHERE window_days = 7`)).rows;
    expect(n?.n).toBeGreaterThan(0);
  });
  it('keeps each account\'s recent detail views, newest first, one row per subject, the newest 20 only', async () => {
    const viewer = await member('13900002009', 12, 30, [99997]);
    const recent = async (headers: Record<string, string> = viewer) => workbench.recentViews.response.parse((await get('/workbench/recent?pageSize=20', headers)).body).data ?? [];
    expect(await recent()).toEqual([]);
    const goods = (await get<Page<workbench.GoodsRow>>('/workbench/goods/list?typeId=99997&days=30&pageSize=22', viewer)).body.data.list;
    expect(goods.length).toBe(22);
    const [first, second] = goods;
    if (!first || !second) throw new Error('no rows');
    await get(`/workbench/goods/detail?days=30&goodsId=${first.goodsId}`, viewer);
    const shop = (await get<Page<workbench.GroupRow>>('/workbench/shop/list?typeId=99997&days=30&pageSize=1&lang=en', viewer)).body.data.list[0];
    if (!shop) throw new Error('no shop');
    await get(`/workbench/group/detail?kind=shop&id=${shop.id}&days=30&lang=en`, viewer);
    await get(`/workbench/goods/detail?days=30&goodsId=${second.goodsId}`, viewer);
    // Opening the first goods again moves it up instead of adding a second row.
    await get(`/workbench/goods/detail?days=7&goodsId=${first.goodsId}`, viewer);
    const listed = await recent();
    expect(listed.map((r) => `${r.kind}:${r.id}`)).toEqual([`goods:${first.goodsId}`, `goods:${second.goodsId}`, `shop:${shop.id}`]);
    expect(listed[0]).toMatchObject({ name: first.title, thumbUrl: first.thumbUrl });
    expect(listed[2]?.name).toBe(shop.name);
    // An unknown subject is not recorded; another account sees none of these.
    await get('/workbench/goods/detail?goodsId=7', viewer);
    expect(await recent()).toHaveLength(3);
    expect((await recent(trial)).map((r) => r.id)).not.toContain(first.goodsId);
    for (const g of goods) await get(`/workbench/goods/detail?days=7&goodsId=${g.goodsId}`, viewer);
    const kept = await recent();
    expect(kept).toHaveLength(workbench.RECENT_VIEWS_KEEP);
    expect(kept[0]?.id).toBe(goods.at(-1)?.goodsId);
    expect((await get('/workbench/recent?pageSize=21', viewer)).body.code).not.toBe(200);
    expect((await get('/workbench/recent', {})).status).toBe(401);
  });
});
