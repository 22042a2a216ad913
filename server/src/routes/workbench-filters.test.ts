import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FILTER_SET_LIMIT } from '@marketlens/core/constants';
import { workbench } from '@marketlens/core/contract';
import { testTargets } from '../testing/db';
import { workbenchTestServer, type Body, type Page } from './workbench-test-kit';

const CODES = workbench.WORKBENCH_CODES;
type Rows = Page<workbench.GoodsRow>;

describe.each(testTargets)('goods list filters and saved filter sets on $name', ({ url }) => {
  const wb = workbenchTestServer(url);
  const send = async <T>(path: string, body: unknown, headers: Record<string, string> = wb.operation, lang = 'en') => {
    const res = await wb.server.app.request(`/api${path}`, { method: 'POST', headers: { 'accept-language': lang, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Body<T> };
  };
  const list = async (query: string) => (await wb.get<Rows>(`/workbench/goods/list?typeId=99997&days=30&pageSize=100&${query}`, wb.ultimate)).body;
  const sqlRows = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => (await wb.server.database.db.execute<T>(q)).rows;

  it('keeps only goods rated inside the range, of the fulfilment and seller type asked, as the market tables hold them', async () => {
    const all = await list('');
    const sample = all.data.list.find((r) => r.rating >= 4.5);
    if (!sample) throw new Error('no goods rated 4.5 or more');
    const rated = await list(`ratingMin=4.5&fulfilment=${sample.fulfilment}&sellerType=${sample.sellerType}`);
    expect(rated.code).toBe(200);
    expect(rated.data.list.map((r) => r.goodsId)).toContain(sample.goodsId);
    const facts = await sqlRows<{ id: number; rating: number; fulfilment: string; seller_type: string }>(
      sql`SELECT g.id, g.rating, sh.fulfilment, sh.seller_type FROM goods g JOIN shops sh ON sh.id = g.shop_id WHERE g.type_id = 99997`,
    );
    const byId = new Map(facts.map((f) => [f.id, f]));
    for (const r of rated.data.list) {
      expect(byId.get(r.goodsId)?.rating).toBeGreaterThanOrEqual(4.5);
      expect(byId.get(r.goodsId)?.fulfilment).toBe(sample.fulfilment);
      expect(r.fulfilment).toBe(sample.fulfilment);
      expect(r.sellerType).toBe(sample.sellerType);
    }
    if (all.data.meta.matched <= 100) {
      expect(rated.data.meta.matched).toBe(all.data.list.filter((r) => r.rating >= 4.5 && r.fulfilment === sample.fulfilment && r.sellerType === sample.sellerType).length);
    }
    expect(rated.data.meta.matched).toBeLessThan(all.data.meta.matched);
    const low = await list('ratingMax=3.9');
    for (const r of low.data.list) expect(r.rating).toBeLessThanOrEqual(3.9);
  });

  it('counts days without a sale in the window and keeps the goods inside the range asked', async () => {
    const idle = await list('idleDaysMin=3&sort=sales');
    expect(idle.code).toBe(200);
    expect(idle.data.list.length).toBeGreaterThan(0);
    const from = wb.shift(wb.latest, -29);
    const counted = await sqlRows<{ goods_id: number; n: number }>(
      sql`SELECT goods_id, count(*)::int AS n FROM goods_daily WHERE type_id = 99997 AND day BETWEEN ${from} AND ${wb.latest} AND sales = 0 GROUP BY goods_id HAVING count(*) >= 3`,
    );
    const ids = new Set(counted.map((c) => c.goods_id));
    for (const r of idle.data.list) expect(ids.has(r.goodsId)).toBe(true);
    const none = await list('idleDaysMax=0');
    expect(none.data.list.length).toBeGreaterThan(0);
    for (const r of none.data.list) expect(ids.has(r.goodsId)).toBe(false);
    expect(idle.data.meta.matched + none.data.meta.matched).toBeLessThanOrEqual((await list('')).data.meta.matched);
  });

  it('keeps the goods of one brand, one shop, listed within N days, reviews and sellers inside their ranges', async () => {
    const top = (await list('')).data.list[0];
    if (!top) throw new Error('no goods');
    for (const r of (await list(`brandId=${top.brandId}`)).data.list) expect(r.brandId).toBe(top.brandId);
    for (const r of (await list(`shopId=${top.shopId}`)).data.list) expect(r.shopId).toBe(top.shopId);
    const young = await list('listedWithin=180');
    const earliest = wb.shift(wb.latest, -180);
    for (const r of young.data.list) expect(r.listedOn >= earliest).toBe(true);
    for (const r of (await list('reviewsMin=10&reviewsMax=200&sellersMin=2')).data.list) {
      expect(r.reviews).toBeGreaterThanOrEqual(10);
      expect(r.reviews).toBeLessThanOrEqual(200);
      expect(r.sellers).toBeGreaterThanOrEqual(2);
    }
  });

  it('refuses a price band with letters or its minimum above its maximum, naming the filter in the member\'s language, and answers nothing', async () => {
    const letters = await wb.get('/workbench/goods/list?typeId=99997&priceMin=abc');
    expect(letters.status).toBe(400);
    expect(letters.body.message).toMatch(/priceMin/);
    const inverted = await wb.get('/workbench/goods/list?typeId=99997&priceMin=500000&priceMax=100000', { ...wb.operation, 'accept-language': 'ru' });
    expect(inverted.status).toBe(200);
    expect(inverted.body.code).toBe(CODES.badFilter);
    expect(inverted.body.message).toContain('«Цена»');
    expect(inverted.body.data).toBeUndefined();
    const zh = await wb.get('/workbench/goods/export?typeId=99997&ratingMin=5&ratingMax=4', { ...wb.operation, 'accept-language': 'zh-CN' });
    expect(zh.body.code).toBe(CODES.badFilter);
    expect(zh.body.message).toContain('评分');
    const words = await wb.get('/workbench/keyword/list?heatMin=9&heatMax=1');
    expect(words.body.code).toBe(CODES.badFilter);
    expect(words.body.message).toContain('Searchers');
    expect((await wb.get('/workbench/goods/list?typeId=99997&ratingMin=6')).status).toBe(400);
    expect((await wb.get('/workbench/goods/list?typeId=99997&fulfilment=DBS')).status).toBe(400);
  });

  it('pages by 20, 50 and 100 rows up to the plan\'s rows, and refuses a larger page', async () => {
    for (const size of [20, 50, 100]) {
      const page = (await wb.get<Rows>(`/workbench/goods/list?typeId=99997&days=30&pageSize=${size}`)).body;
      expect(page.data.list).toHaveLength(Math.min(size, page.data.total));
      expect(page.data.pageSize).toBe(size);
    }
    expect((await wb.get('/workbench/goods/list?typeId=99997&pageSize=101')).status).toBe(400);
    // The trial sees 100 rows: page 2 of 100 lies past them.
    expect((await wb.get('/workbench/goods/list?typeId=99997&pageSize=100&pageNum=2', wb.trial)).body.code).toBe(CODES.rowLimit);
  });

  it('saves, lists, applies, overwrites by name and deletes a member\'s filter sets; another member sees none of them', async () => {
    const saved = await send<{ set: workbench.FilterSet }>('/workbench/filter-sets', { name: ' Cross-border 4.5+ ', filters: { sellerType: 'cn', ratingMin: 4.5, priceMax: 150000 } });
    expect(saved.body.code).toBe(200);
    const set = saved.body.data.set;
    expect(set.name).toBe('Cross-border 4.5+');
    expect(set.filters).toEqual({ sellerType: 'cn', ratingMin: 4.5, priceMax: 150000 });
    const again = await send<{ set: workbench.FilterSet }>('/workbench/filter-sets', { name: 'Cross-border 4.5+', filters: { sellerType: 'cn', ratingMin: 4.8 } });
    expect(again.body.data.set.id).toBe(set.id);
    expect(again.body.data.set.filters).toEqual({ sellerType: 'cn', ratingMin: 4.8 });
    const listed = (await wb.get<{ list: workbench.FilterSet[]; limit: number }>('/workbench/filter-sets')).body;
    expect(workbench.filterSetList.response.parse(listed).data?.list.map((s) => s.name)).toEqual(['Cross-border 4.5+']);
    expect(listed.data.limit).toBe(FILTER_SET_LIMIT);
    const applied = await send<{ set: workbench.FilterSet }>('/workbench/filter-sets/apply', { id: set.id });
    expect(applied.body.data.set.usedAt).not.toBeNull();
    // Another member can neither see, apply nor delete it.
    expect((await wb.get<{ list: unknown[] }>('/workbench/filter-sets', wb.ultimate)).body.data.list).toEqual([]);
    expect((await send('/workbench/filter-sets/apply', { id: set.id }, wb.ultimate)).body.code).toBe(CODES.filterSetNotFound);
    expect((await send('/workbench/filter-sets/delete', { id: set.id }, wb.ultimate)).body.code).toBe(CODES.filterSetNotFound);
    expect((await send('/workbench/filter-sets/delete', { id: set.id })).body.code).toBe(200);
    expect((await wb.get<{ list: unknown[] }>('/workbench/filter-sets')).body.data.list).toEqual([]);
    expect((await send('/workbench/filter-sets/delete', { id: set.id })).body.code).toBe(CODES.filterSetNotFound);
  });

  it('refuses a filter set with an unknown filter, letters, an inverted range or no name, and stores nothing', async () => {
    for (const bad of [
      { name: 'x', filters: { colour: 'red' } },
      { name: 'x', filters: { priceMin: 'cheap' } },
      { name: 'x', filters: { priceMin: 500, priceMax: 100 } },
      { name: '  ', filters: {} },
      { name: 'x'.repeat(41), filters: {} },
    ]) expect((await send('/workbench/filter-sets', bad)).status).toBe(400);
    expect((await send('/workbench/filter-sets', { name: 'x', filters: {} }, wb.expired)).body.code).toBe(CODES.membershipRequired);
    expect((await wb.get<{ list: unknown[] }>('/workbench/filter-sets')).body.data.list).toEqual([]);
  });

  it(`keeps at most ${FILTER_SET_LIMIT} sets per member when saves race, refusing the rest with a localized message`, async () => {
    const racer = await wb.member('13900002091', 12, 30, [99997]);
    const tries = FILTER_SET_LIMIT + 10;
    const answers = await Promise.all(Array.from({ length: tries }, (_v, i) => send<{ set: workbench.FilterSet }>('/workbench/filter-sets', { name: `set ${i}`, filters: { salesMin: i } }, racer, 'ru')));
    const saved = answers.filter((a) => a.body.code === 200);
    const refused = answers.filter((a) => a.body.code === CODES.filterSetLimit);
    expect(saved).toHaveLength(FILTER_SET_LIMIT);
    expect(refused).toHaveLength(tries - FILTER_SET_LIMIT);
    expect(refused[0]?.body.message).toContain(String(FILTER_SET_LIMIT));
    const [stored] = await sqlRows<{ n: number; slots: number }>(sql`SELECT count(*)::int AS n, count(DISTINCT slot)::int AS slots FROM filter_sets f JOIN users u ON u.id = f.user_id WHERE u.mobile = '13900002091'`);
    expect(stored).toEqual({ n: FILTER_SET_LIMIT, slots: FILTER_SET_LIMIT });
    // A freed slot takes the next save.
    const first = saved[0]?.body.data.set;
    if (!first) throw new Error('no set');
    expect((await send('/workbench/filter-sets/delete', { id: first.id }, racer)).body.code).toBe(200);
    expect((await send('/workbench/filter-sets', { name: 'one more', filters: {} }, racer)).body.code).toBe(200);
  });
});
