import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workbench } from '@marketlens/core/contract';
import { testTargets } from '../testing/db';
import { signIn } from './report/test-kit';
import { DAY, workbenchTestServer, type Page } from './workbench-test-kit';

const CODES = workbench.WORKBENCH_CODES;

describe.each(testTargets)('workbench lists on $name', ({ url }) => {
  const wb = workbenchTestServer(url);

  it('answers only members: 401 without a session, 30001 without an active membership', async () => {
    expect((await wb.get('/workbench/goods/list', {})).status).toBe(401);
    const old = await wb.get('/workbench/goods/list', wb.expired);
    expect(old.body.code).toBe(CODES.membershipRequired);
    expect(old.body.message).toMatch(/active membership/);
    const none = await wb.get('/workbench/goods/list', (await signIn(wb.server, '13900002004')).headers);
    expect(none.body.code).toBe(CODES.membershipRequired);
  });

  it('ranks goods of a bound category by sales from the rollup, equal to the daily figures', async () => {
    const { body } = await wb.get<Page<workbench.GoodsRow>>('/workbench/goods/list?typeId=99997&days=7&pageSize=10&lang=en');
    const data = workbench.goodsList.response.parse(body).data;
    if (!data) throw new Error('no data');
    expect(data.list).toHaveLength(10);
    const sales = data.list.map((r) => r.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(data.list.every((r) => r.typeId === 99997)).toBe(true);
    expect(data.meta).toMatchObject({ latestDay: wb.latest, from: wb.shift(wb.latest, -6), to: wb.latest, days: 7, tier: 'operation', scopeLimited: false, rowLimit: 2000 });
    expect(data.meta.coverage).toBe(1);
    expect(data.total).toBe(data.meta.matched);
    const top = data.list[0];
    if (!top) throw new Error('no row');
    const [direct] = (
      await wb.server.database.db.execute<{ sales: number; gmv: string; prev: number }>(
        sql`SELECT sum(sales) FILTER (WHERE day > ${wb.latest}::date - 7)::int AS sales, sum(gmv) FILTER (WHERE day > ${wb.latest}::date - 7)::text AS gmv,
                   sum(sales) FILTER (WHERE day <= ${wb.latest}::date - 7)::int AS prev FROM goods_daily WHERE goods_id = ${top.goodsId} AND day > ${wb.latest}::date - 14`,
      )
    ).rows;
    expect(top.sales).toBe(direct?.sales);
    expect(top.gmv).toBe(Number(direct?.gmv));
    expect(top.prevSales).toBe(direct?.prev);
    expect(top.typeName).toMatch(/[a-z]/i);
  });

  it('sorts, filters and pages in the database', async () => {
    const cheap = await wb.get<Page<workbench.GoodsRow>>('/workbench/goods/list?typeId=99997&sort=price&order=asc&pageSize=50');
    const prices = cheap.body.data.list.map((r) => r.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const min = prices[Math.floor(prices.length / 2)] ?? 0;
    const filtered = await wb.get<Page<workbench.GoodsRow>>(`/workbench/goods/list?typeId=99997&sort=price&order=asc&pageSize=50&priceMin=${min}`);
    expect(filtered.body.data.list.every((r) => r.price >= min)).toBe(true);
    expect(filtered.body.data.total).toBeLessThan(cheap.body.data.total);
    const first = await wb.get<Page<workbench.GoodsRow>>('/workbench/goods/list?typeId=99997&pageSize=5&pageNum=1');
    const second = await wb.get<Page<workbench.GoodsRow>>('/workbench/goods/list?typeId=99997&pageSize=5&pageNum=2');
    const ids = new Set(first.body.data.list.map((r) => r.goodsId));
    expect(second.body.data.list.some((r) => ids.has(r.goodsId))).toBe(false);
    expect(Math.min(...first.body.data.list.map((r) => r.sales))).toBeGreaterThanOrEqual(Math.max(...second.body.data.list.map((r) => r.sales)));
    // The test market holds 40 days: growth compares 7-day windows (a 30-day window's previous one is mostly empty).
    const surge = await wb.get<Page<workbench.GoodsRow>>('/workbench/goods/list?sort=growth&typeId=99997&days=7&pageSize=30&growthMin=1');
    const growth = surge.body.data.list.map((r) => r.growth ?? 0);
    expect(growth.length).toBeGreaterThan(0);
    expect(growth).toEqual([...growth].sort((a, b) => b - a));
    expect(growth.every((g) => g >= 1)).toBe(true);
  });

  it('answers a custom range like the fixed window it equals', async () => {
    const fixed = await wb.get<Page<workbench.GoodsRow>>('/workbench/goods/list?typeId=99997&days=7&pageSize=20');
    const custom = await wb.get<Page<workbench.GoodsRow>>(`/workbench/goods/list?typeId=99997&from=${wb.shift(wb.latest, -6)}&to=${wb.latest}&pageSize=20`);
    expect(custom.body.data.list).toEqual(fixed.body.data.list);
    expect(custom.body.data.meta.days).toBe(7);
    const backwards = await wb.get(`/workbench/goods/list?from=${wb.latest}&to=${wb.shift(wb.latest, -3)}`);
    expect(backwards.body.code).toBe(CODES.badRange);
    expect((await wb.get('/workbench/goods/list?sort=bogus')).status).toBe(400);
    expect((await wb.get('/workbench/goods/list?days=14')).status).toBe(400);
    for (const day of ['0000-01-01', '2026-02-30', '26-01-01']) expect((await wb.get(`/workbench/goods/list?from=${day}&to=${wb.latest}`)).status).toBe(400);
  });

  it('selects potential goods, cross-border sellers\' goods, new listings and follow-sell cards from the goods profile', async () => {
    type Row = workbench.GoodsRow;
    const all = (await wb.get<Page<Row>>('/workbench/goods/list?days=30&pageSize=100', wb.ultimate)).body.data;
    expect(new Set(all.list.map((r) => r.sellerType))).toEqual(new Set(['cn', 'local']));
    for (const r of all.list) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.reviews).toBeGreaterThanOrEqual(0);
      expect(r.listedOn <= wb.latest).toBe(true);
    }
    // Cross-border: only goods of China-based shops, which ship rFBS or through Ozon's warehouse.
    const cn = (await wb.get<Page<Row>>('/workbench/goods/list?days=30&sellerType=cn&pageSize=100', wb.ultimate)).body.data;
    expect(cn.list.length).toBeGreaterThan(10);
    expect(cn.list.every((r) => r.sellerType === 'cn' && ['rFBS', 'FBO'].includes(r.fulfilment))).toBe(true);
    expect(cn.meta.matched).toBeLessThan(all.meta.matched);
    // New listings: listed inside the window, and their daily series starts on the listing day.
    const from = wb.shift(wb.latest, -29);
    const fresh = (await wb.get<Page<Row>>('/workbench/goods/list?days=30&listedInWindow=1&pageSize=100', wb.ultimate)).body.data;
    expect(fresh.list.length).toBeGreaterThan(5);
    expect(fresh.list.every((r) => r.listedOn >= from)).toBe(true);
    const first = fresh.list[0] as Row;
    const before = await wb.server.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM goods_daily WHERE goods_id = ${first.goodsId} AND day < ${first.listedOn}`);
    expect(before.rows[0]?.n).toBe(0);
    const within = (await wb.get<Page<Row>>('/workbench/goods/list?days=30&listedWithin=60&pageSize=100', wb.ultimate)).body.data;
    expect(within.list.every((r) => r.listedOn >= wb.shift(wb.latest, -60))).toBe(true);
    // Potential goods: the score, 0..100, sorts the list and is the sum of its documented parts.
    const potential = (await wb.get<Page<Row>>('/workbench/goods/list?days=7&sort=opportunity&growthMin=1&reviewsMax=500&pageSize=50', wb.ultimate)).body.data;
    const scores = potential.list.map((r) => r.opportunity ?? -1);
    expect(scores.length).toBeGreaterThan(5);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(potential.list.every((r) => (r.growth ?? 0) >= 1 && r.reviews <= 500 && (r.opportunity ?? -1) >= 0 && (r.opportunity ?? 101) <= 100)).toBe(true);
    const o = workbench.GOODS_OPPORTUNITY;
    const top = potential.list[0] as Row;
    const age = Math.round((Date.parse(wb.latest) - Date.parse(top.listedOn)) / DAY);
    const competitors = (await wb.get<Page<Row>>(`/workbench/goods/list?days=7&typeId=${top.subTypeId}&salesMin=1&pageSize=1`, wb.ultimate)).body.data.meta.matched;
    const expected = o.weights.growth * Math.min(top.growth ?? 0, o.growthCap) / o.growthCap + o.weights.reviews * (1 - Math.min(top.reviews, o.reviewsCap) / o.reviewsCap)
      + o.weights.age * (1 - Math.min(age, o.ageCapDays) / o.ageCapDays) + o.weights.competition * (1 - Math.min(competitors, o.competitorsCap) / o.competitorsCap);
    expect(top.opportunity).toBeCloseTo(expected, 0);
    // The goods detail carries the same profile.
    const detail = (await wb.get<{ goods: Row }>(`/workbench/goods/detail?goodsId=${top.goodsId}&days=7`, wb.ultimate)).body.data;
    expect(detail.goods).toMatchObject({ listedOn: top.listedOn, reviews: top.reviews, rating: top.rating, sellerType: top.sellerType, opportunity: top.opportunity, sellers: top.sellers, minOfferPrice: top.minOfferPrice });
    // Follow-sell opportunities: cards with few sellers, each with its lowest offer at or under the price.
    const follow = (await wb.get<Page<Row>>('/workbench/goods/list?days=30&sellersMax=3&pageSize=100', wb.ultimate)).body.data;
    expect(follow.list.length).toBeGreaterThan(10);
    expect(follow.list.every((r) => r.sellers >= 1 && r.sellers <= 3 && r.minOfferPrice > 0 && r.minOfferPrice <= r.price)).toBe(true);
    expect(follow.list.some((r) => r.sellers > 1 && r.minOfferPrice < r.price)).toBe(true);
    const crowded = (await wb.get<Page<Row>>('/workbench/goods/list?days=30&sort=sellers&pageSize=5', wb.ultimate)).body.data;
    expect(crowded.list[0]?.sellers).toBeGreaterThan(3);
    for (const bad of ['sellerType=abroad', 'listedWithin=0', 'listedInWindow=2', 'reviewsMax=-1', 'sellersMax=0']) expect((await wb.get(`/workbench/goods/list?${bad}`, wb.ultimate)).status).toBe(400);
  });

  it('enforces the trial tier: 30 days of history, 100 rows, and 10 rows outside the bound categories', async () => {
    const far = await wb.get('/workbench/goods/list?typeId=99997&days=90', wb.trial);
    expect(far.body.code).toBe(CODES.historyLimit);
    expect(far.body.message).toMatch(/30 days/);
    const early = await wb.get(`/workbench/goods/list?typeId=99997&from=${wb.shift(wb.latest, -30)}&to=${wb.latest}`, wb.trial);
    expect(early.body.code).toBe(CODES.historyLimit);
    const inside = await wb.get<Page<workbench.GoodsRow>>(`/workbench/goods/list?typeId=99997&from=${wb.shift(wb.latest, -29)}&to=${wb.latest}`, wb.trial);
    expect(inside.body.code).toBe(200);
    const all = await wb.get<Page<workbench.GoodsRow>>('/workbench/goods/list?typeId=99997&days=30&pageSize=100', wb.trial);
    expect(all.body.data.meta.rowLimit).toBe(100);
    expect(all.body.data.total).toBeLessThanOrEqual(100);
    const past = await wb.get('/workbench/goods/list?typeId=99997&days=30&pageSize=20&pageNum=6', wb.trial);
    expect(past.body.code).toBe(CODES.rowLimit);
    const market = await wb.get<Page<workbench.GoodsRow>>('/workbench/goods/list?pageSize=20', wb.trial);
    expect(market.body.data.meta).toMatchObject({ scopeLimited: true, rowLimit: 10, boundTypeIds: [99997] });
    expect(market.body.data.list).toHaveLength(10);
    expect(market.body.data.total).toBe(10);
    expect((await wb.get('/workbench/goods/list?pageSize=10&pageNum=2', wb.trial)).body.code).toBe(CODES.rowLimit);
  });

  it('exports what the filters select within the tier, and counts exports per day', async () => {
    const headers = await wb.member('13900002005', 16, 3, [99997]);
    const page = await wb.get<Page<workbench.GoodsRow>>('/workbench/goods/list?typeId=99997&days=7&sort=gmv&pageSize=100', headers);
    const first = await wb.get<{ list: workbench.GoodsRow[]; exportsLeft: number }>('/workbench/goods/export?typeId=99997&days=7&sort=gmv', headers);
    expect(workbench.goodsExport.response.parse(first.body).code).toBe(200);
    expect(first.body.data.list.map((r) => r.goodsId)).toEqual(page.body.data.list.map((r) => r.goodsId));
    expect(first.body.data.list.length).toBeLessThanOrEqual(100);
    expect(first.body.data.exportsLeft).toBe(1);
    expect((await wb.get('/workbench/goods/export?typeId=99997', headers)).body.code).toBe(200);
    const third = await wb.get('/workbench/goods/export?typeId=99997', headers);
    expect(third.body.code).toBe(CODES.exportLimit);
  });

  it('never passes the daily export limit under concurrent exports', async () => {
    const headers = await wb.member('13900002006', 16, 3, [99997]);
    const answers = await Promise.all(Array.from({ length: 8 }, () => wb.get('/workbench/keyword/export?typeId=99997', headers)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.body.code === CODES.exportLimit)).toHaveLength(6);
  });

  it('lists search words, shops and brands with their own sorts', async () => {
    const words = await wb.get<Page<workbench.KeywordRow>>('/workbench/keyword/list?typeId=99997&sort=conversion&pageSize=20');
    const kw = workbench.keywordList.response.parse(words.body).data;
    if (!kw) throw new Error('no data');
    expect(kw.list.length).toBeGreaterThan(0);
    const conv = kw.list.map((r) => r.conversion);
    expect(conv).toEqual([...conv].sort((a, b) => b - a));
    for (const r of kw.list) expect(r.conversion).toBeCloseTo(r.clickHeat / r.heat, 3);
    for (const kind of ['shop', 'brand'] as const) {
      const { body } = await wb.get<Page<workbench.GroupRow>>(`/workbench/${kind}/list?typeId=99997&days=30&sort=gmv&pageSize=10`);
      const data = workbench.shopList.response.parse(body).data;
      if (!data) throw new Error('no data');
      const gmv = data.list.map((r) => r.gmv);
      expect(gmv.length).toBeGreaterThan(0);
      expect(gmv).toEqual([...gmv].sort((a, b) => b - a));
      for (const r of data.list) expect(r.avgPrice).toBe(r.sales > 0 ? Math.round(r.gmv / r.sales) : 0);
    }
    const brands = await wb.get<Page<workbench.GroupRow>>('/workbench/brand/list?typeId=99997&days=30&pageSize=100');
    const [sum] = (await wb.server.database.db.execute<{ s: number }>(sql`SELECT sum(sales)::int AS s FROM goods_daily WHERE type_id = 99997 AND day > ${wb.latest}::date - 30`)).rows;
    expect(brands.body.data.list.reduce((s, r) => s + r.sales, 0)).toBe(sum?.s);
  });

  it('lists the categories of a scope: top categories for the market, subcategories of a category, leaves of a subcategory, none under a leaf', async () => {
    const top = await wb.get<Page<workbench.GroupRow>>('/workbench/category/list?days=30&pageSize=20&lang=en', wb.ultimate);
    expect(workbench.categoryList.response.parse(top.body).data?.list).toHaveLength(12);
    const subs = await wb.get<Page<workbench.GroupRow>>('/workbench/category/list?typeId=99997&days=30&sort=avgPrice&lang=ru');
    const prices = subs.body.data.list.map((r) => r.avgPrice);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(subs.body.data.list[0]?.name).toMatch(/[а-яё]/i);
    const custom = await wb.get<Page<workbench.GroupRow>>(`/workbench/category/list?typeId=99997&from=${wb.shift(wb.latest, -29)}&to=${wb.latest}&sort=avgPrice&lang=ru`);
    expect(custom.body.data.list).toEqual(subs.body.data.list);
    const sub = subs.body.data.list[0]?.id ?? 0;
    const leaves = (await wb.get<Page<workbench.GroupRow>>(`/workbench/category/list?typeId=${sub}&days=7&pageSize=20`)).body.data.list;
    expect(leaves.length).toBeGreaterThan(1);
    expect(leaves.every((r) => Math.floor(r.id / 100) === sub)).toBe(true);
    const leaf = await wb.get<Page<workbench.GroupRow>>(`/workbench/category/list?typeId=${leaves[0]?.id}&days=7`);
    expect(leaf.body.data.list).toEqual([]);
  });
});
