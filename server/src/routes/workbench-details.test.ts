import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workbench } from '@marketlens/core/contract';
import { refreshRollups } from '../services/workbench/rollups';
import { testTargets } from '../testing/db';
import { workbenchTestServer, type Page } from './workbench-test-kit';

const CODES = workbench.WORKBENCH_CODES;

describe.each(testTargets)('workbench detail views on $name', ({ url }) => {
  const wb = workbenchTestServer(url);

  it('gives the market overview: a daily series summing to the totals and category shares summing to 1', async () => {
    const { body } = await wb.get<{ totals: { sales: number; gmv: number }; series: workbench.SeriesPoint[]; shares: { share: number }[] }>('/workbench/market/overview?days=30&lang=ru');
    const data = workbench.marketOverview.response.parse(body).data;
    if (!data) throw new Error('no data');
    expect(data.series).toHaveLength(30);
    expect(data.series.reduce((s, p) => s + p.sales, 0)).toBe(data.totals.sales);
    expect(data.shares.length).toBe(12);
    expect(data.shares.reduce((s, r) => s + r.share, 0)).toBeCloseTo(1, 2);
    expect(data.shares[0]?.typeName).toMatch(/[а-яё]/i);
    const sub = await wb.get<{ shares: unknown[] }>('/workbench/market/overview?days=7&typeId=99997');
    expect(sub.body.data.shares.length).toBeGreaterThan(1);
  });

  it('shows one goods with its daily series and its rank; an unknown id is WORKBENCH_CODES.notFound', async () => {
    const top = (await wb.get<Page<workbench.GoodsRow>>('/workbench/goods/list?typeId=99997&days=30&pageSize=1')).body.data.list[0];
    if (!top) throw new Error('no row');
    const { body } = await wb.get('/workbench/goods/detail?days=30&goodsId=' + top.goodsId);
    const data = workbench.goodsDetail.response.parse(body).data;
    if (!data) throw new Error('no data');
    expect(data.series).toHaveLength(30);
    expect(data.goods.sales).toBe(top.sales);
    expect(data.series.reduce((s, p) => s + p.sales, 0)).toBe(top.sales);
    expect(data.rank).toBeGreaterThanOrEqual(1);
    expect((await wb.get('/workbench/goods/detail?goodsId=7')).body.code).toBe(CODES.notFound);
    expect((await wb.get('/workbench/goods/detail?goodsId=' + top.goodsId + '&days=90', wb.trial)).body.code).toBe(CODES.historyLimit);
  });

  it('shows a shop, a brand and a category: totals equal to their list rows, a series summing to them, a rank', async () => {
    for (const kind of ['shop', 'brand', 'category'] as const) {
      const row = (await wb.get<Page<workbench.GroupRow>>(`/workbench/${kind}/list?typeId=99997&days=30&pageSize=1&lang=en`)).body.data.list[0];
      if (!row) throw new Error('no row');
      const { body } = await wb.get(`/workbench/group/detail?kind=${kind}&id=${row.id}&days=30&lang=en`);
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
    const top = await wb.get('/workbench/group/detail?kind=category&id=99997&days=7&lang=ru');
    const cat = workbench.groupDetail.response.parse(top.body).data;
    expect(cat?.shares.length).toBeGreaterThan(1);
    expect(cat?.shares.reduce((s, r) => s + r.share, 0)).toBeCloseTo(1, 2);
    expect(cat?.shops).toBeGreaterThan(0);
    expect((await wb.get('/workbench/group/detail?kind=shop&id=999999999')).body.code).toBe(CODES.notFound);
    expect((await wb.get('/workbench/group/detail?kind=planet&id=1')).status).toBe(400);
    expect((await wb.get('/workbench/group/detail?kind=brand&id=1&days=90', wb.trial)).body.code).toBe(CODES.historyLimit);
  });

  it('finds shops by part of their name and ranks categories by concentration and opportunity', async () => {
    const some = (await wb.get<Page<workbench.GroupRow>>('/workbench/shop/list?days=30&pageSize=1', wb.ultimate)).body.data.list[0];
    if (!some) throw new Error('no shop');
    const part = some.name.slice(1, 5);
    const found = await wb.get<Page<workbench.GroupRow>>(`/workbench/shop/list?days=30&pageSize=50&name=${encodeURIComponent(part)}`, wb.ultimate);
    expect(found.body.data.list.some((r) => r.id === some.id)).toBe(true);
    expect(found.body.data.list.every((r) => r.name.toLowerCase().includes(part.toLowerCase()))).toBe(true);
    expect((await wb.get<Page<workbench.GroupRow>>('/workbench/shop/list?days=30&name=%25%25', wb.ultimate)).body.data.list).toEqual([]);
    const opp = await wb.get<Page<workbench.GroupRow>>('/workbench/category/list?days=30&sort=opportunity&pageSize=20', wb.ultimate);
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
    const custom = await wb.get<Page<workbench.GroupRow>>(`/workbench/category/list?from=${wb.shift(wb.latest, -29)}&to=${wb.latest}&sort=concentration&pageSize=20`, wb.ultimate);
    expect(custom.body.data.list.map((r) => r.concentration)).toEqual([...data.list].sort((a, b) => (b.concentration ?? 0) - (a.concentration ?? 0) || a.id - b.id).map((r) => r.concentration));
  });

  it('shows one search word: its series, rank in its category and the goods competing for it', async () => {
    const row = (await wb.get<Page<workbench.KeywordRow>>('/workbench/keyword/list?typeId=99997&days=30&pageSize=1')).body.data.list[0];
    if (!row) throw new Error('no word');
    const { body } = await wb.get(`/workbench/keyword/detail?keywordId=${row.keywordId}&days=30`);
    const data = workbench.keywordDetail.response.parse(body).data;
    if (!data) throw new Error('no data');
    expect(data.keyword).toMatchObject({ heat: row.heat, clickHeat: row.clickHeat, goodsCount: row.goodsCount, growth: row.growth, keywordZh: row.keywordZh });
    expect(row.keywordZh).toMatch(/\p{Script=Han}/u);
    expect(data.series.reduce((s, p) => s + p.heat, 0)).toBe(row.heat);
    expect(data.rank).toBe(1);
    expect(data.goods.every((g) => g.title.toLowerCase().includes(row.keyword))).toBe(true);
    expect((await wb.get('/workbench/keyword/detail?keywordId=99999999')).body.code).toBe(CODES.notFound);
  });

  it('looks up the search words goods rank for, with their organic position by sales', async () => {
    const words = (await wb.get<Page<workbench.KeywordRow>>('/workbench/keyword/list?typeId=99997&days=30&sort=goodsCount&pageSize=1')).body.data.list[0];
    if (!words) throw new Error('no word');
    const detail = workbench.keywordDetail.response.parse((await wb.get(`/workbench/keyword/detail?keywordId=${words.keywordId}&days=30`)).body).data;
    const [first, second] = detail?.goods ?? [];
    if (!first || !second) throw new Error('no competing goods');
    const { body } = await wb.get(`/workbench/keyword/reverse?goodsIds=${first.goodsId},${second.goodsId}%20%207&days=30`);
    const data = workbench.keywordReverse.response.parse(body).data;
    if (!data) throw new Error('no data');
    expect(data.missing).toEqual([7]);
    expect(data.list.map((r) => r.goods.goodsId)).toEqual([first.goodsId, second.goodsId]);
    const own = data.list[0]?.words.find((x) => x.keywordId === words.keywordId);
    expect(own).toMatchObject({ position: 1, competing: words.goodsCount, heat: words.heat });
    expect(data.list[1]?.words.find((x) => x.keywordId === words.keywordId)?.position).toBe(2);
    expect((await wb.get('/workbench/keyword/reverse?goodsIds=')).status).toBe(400);
    expect((await wb.get(`/workbench/keyword/reverse?goodsIds=${Array.from({ length: 21 }, (_v, i) => i + 1).join(',')}`)).status).toBe(400);
  });

  it('rebuilds the rollups once per latest day, even when asked twice at once', async () => {
    const results = await Promise.all([refreshRollups(wb.server.database.db), refreshRollups(wb.server.database.db)]);
    expect(results).toEqual([false, false]);
    const forced = await Promise.all([refreshRollups(wb.server.database.db, { force: true }), refreshRollups(wb.server.database.db)]);
    expect(forced.filter(Boolean)).toHaveLength(1);
    const [n] = (await wb.server.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM goods_window WHERE window_days = 7`)).rows;
    expect(n?.n).toBeGreaterThan(0);
  });
  it('keeps each account\'s recent detail views, newest first, one row per subject, the newest 20 only', async () => {
    const viewer = await wb.member('13900002009', 12, 30, [99997]);
    const recent = async (headers: Record<string, string> = viewer) => workbench.recentViews.response.parse((await wb.get('/workbench/recent?pageSize=20', headers)).body).data ?? [];
    expect(await recent()).toEqual([]);
    const goods = (await wb.get<Page<workbench.GoodsRow>>('/workbench/goods/list?typeId=99997&days=30&pageSize=22', viewer)).body.data.list;
    expect(goods.length).toBe(22);
    const [first, second] = goods;
    if (!first || !second) throw new Error('no rows');
    await wb.get(`/workbench/goods/detail?days=30&goodsId=${first.goodsId}`, viewer);
    const shop = (await wb.get<Page<workbench.GroupRow>>('/workbench/shop/list?typeId=99997&days=30&pageSize=1&lang=en', viewer)).body.data.list[0];
    if (!shop) throw new Error('no shop');
    await wb.get(`/workbench/group/detail?kind=shop&id=${shop.id}&days=30&lang=en`, viewer);
    await wb.get(`/workbench/goods/detail?days=30&goodsId=${second.goodsId}`, viewer);
    // Opening the first goods again moves it up instead of adding a second row.
    await wb.get(`/workbench/goods/detail?days=7&goodsId=${first.goodsId}`, viewer);
    const listed = await recent();
    expect(listed.map((r) => `${r.kind}:${r.id}`)).toEqual([`goods:${first.goodsId}`, `goods:${second.goodsId}`, `shop:${shop.id}`]);
    expect(listed[0]).toMatchObject({ name: first.title, thumbUrl: first.thumbUrl });
    expect(listed[2]?.name).toBe(shop.name);
    // An unknown subject is not recorded; another account sees none of these.
    await wb.get('/workbench/goods/detail?goodsId=7', viewer);
    expect(await recent()).toHaveLength(3);
    expect((await recent(wb.trial)).map((r) => r.id)).not.toContain(first.goodsId);
    for (const g of goods) await wb.get(`/workbench/goods/detail?days=7&goodsId=${g.goodsId}`, viewer);
    const kept = await recent();
    expect(kept).toHaveLength(workbench.RECENT_VIEWS_KEEP);
    expect(kept[0]?.id).toBe(goods.at(-1)?.goodsId);
    expect((await wb.get('/workbench/recent?pageSize=21', viewer)).body.code).not.toBe(200);
    expect((await wb.get('/workbench/recent', {})).status).toBe(401);
  });
});
