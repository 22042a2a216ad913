import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOODS_SORTS, GROUP_SORTS, KEYWORD_SORTS, UNBOUND_ROWS } from '@marketlens/core/constants';
import type { workbench } from '@marketlens/core/contract';
import { memberships, userCategories } from '../db/schema/index';
import { testTargets } from '../testing/db';
import { openTestServer, signIn, type TestServer } from './report/test-kit';

type Body<T> = { code: number; message?: string; data: T };
type Page<T> = { list: T[]; total: number; meta: workbench.ListMeta };
const DAY = 86_400_000;
const BOUND = 99997;
const OTHER = 99991;

describe.each(testTargets)('the 10-row preview outside the bound categories on $name', ({ url }) => {
  let server: TestServer;
  let headers: Record<string, string>;
  let latest: string;
  const get = async <T>(path: string) => {
    const res = await server.app.request(`/api${path}`, { headers: { 'accept-language': 'en', ...headers } });
    return (await res.json()) as Body<T>;
  };
  const shift = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY).toISOString().slice(0, 10);

  beforeAll(async () => {
    server = await openTestServer(url);
    const signed = await signIn(server, '13900002101');
    headers = signed.headers;
    // Operation plan: 2,000 rows in its one bound category, 10 rows elsewhere.
    await server.database.db.insert(memberships).values({ userId: signed.userId, planId: 12, maturityTime: new Date(Date.now() + 30 * DAY) });
    await server.database.db.insert(userCategories).values({ userId: signed.userId, typeId: BOUND });
    const found = await server.database.db.execute<{ day: string }>(sql`SELECT max(day)::text AS day FROM goods_daily`);
    latest = found.rows[0]?.day ?? '';
  });
  afterAll(async () => server.close());

  /** Query strings a member could try: every sort both ways, price and sales ranges, windows, custom ranges, pages. */
  const variants = (sorts: readonly string[], filters: string[]) => {
    const out: string[] = [];
    for (const sort of sorts) for (const order of ['asc', 'desc']) out.push(`sort=${sort}&order=${order}&pageSize=10`);
    for (const f of filters) out.push(`${f}&pageSize=10`, `${f}&order=asc&pageSize=10`);
    for (const days of [1, 7, 30]) out.push(`days=${days}&sort=growth&pageSize=10`);
    for (const back of [3, 10, 20]) out.push(`from=${shift(latest, -back - 5)}&to=${shift(latest, -back)}&pageSize=10`);
    out.push('pageSize=5&pageNum=2', 'pageSize=3&pageNum=3&order=asc');
    return out;
  };

  it('shows the same 10 goods whatever the sort, filters, window or page, in the market and in an unbound category', async () => {
    const filters = ['priceMin=100000', 'priceMax=50000', 'priceMin=200000&priceMax=900000', 'salesMin=50', 'salesMax=20', 'growthMin=1.5', 'sellerType=cn',
      'sellerType=local', 'listedWithin=30', 'listedInWindow=1', 'reviewsMax=10', 'sellersMax=2', 'sellersMin=3'];
    for (const scope of ['', `typeId=${OTHER}&`]) {
      const seen = new Set<number>();
      const queries = variants(GOODS_SORTS, filters);
      expect(queries.length).toBeGreaterThanOrEqual(50);
      const metas: workbench.ListMeta[] = [];
      for (const q of queries) {
        const body = await get<Page<workbench.GoodsRow>>(`/workbench/goods/list?${scope}${q}`);
        expect(body.code).toBe(200);
        metas.push(body.data.meta);
        for (const r of body.data.list) seen.add(r.goodsId);
      }
      const exported = await get<{ list: workbench.GoodsRow[] }>(`/workbench/goods/export?${scope}sort=price&order=asc&priceMin=300000`);
      for (const r of exported.data.list) seen.add(r.goodsId);
      expect(seen.size).toBe(UNBOUND_ROWS);
      // The 10 are the list's default order: the goods of the scope that sold most over the last 30 days.
      const top = await server.database.db.execute<{ goods_id: number }>(
        sql`SELECT goods_id FROM goods_window WHERE window_days = 30 AND observed_days > 0 ${scope ? sql`AND type_id = ${OTHER}` : sql``}
            ORDER BY sales DESC, goods_id DESC LIMIT ${UNBOUND_ROWS}`,
      );
      expect([...seen].sort()).toEqual(top.rows.map((r) => r.goods_id).sort());
      // Each answer says what it shows: the 10-row cut over the last 30 days.
      for (const meta of metas) expect(meta).toMatchObject({ scopeLimited: true, rowLimit: UNBOUND_ROWS, days: 30, to: latest });
    }
  });

  it('keeps search words, shops, brands and categories to the same 10 rows as well', async () => {
    const lists = [
      { path: 'keyword/list', sorts: KEYWORD_SORTS, filters: ['heatMin=1000', 'heatMax=500', 'growthMin=1.2', 'growthMax=0.9'] },
      { path: 'shop/list', sorts: GROUP_SORTS.filter((s) => s !== 'concentration' && s !== 'opportunity'), filters: ['salesMin=100', 'salesMax=50', 'growthMin=1.1', 'name=a', 'name=o'] },
      { path: 'brand/list', sorts: GROUP_SORTS.filter((s) => s !== 'concentration' && s !== 'opportunity'), filters: ['salesMin=100', 'salesMax=50', 'growthMax=1', 'name=e'] },
      { path: 'category/list', sorts: GROUP_SORTS, filters: ['salesMin=100', 'growthMin=1.1'] },
    ];
    for (const l of lists) {
      const seen = new Set<number>();
      for (const q of variants(l.sorts, l.filters)) {
        const body = await get<Page<{ keywordId?: number; id?: number }>>(`/workbench/${l.path}?${q}`);
        expect(body.code).toBe(200);
        for (const r of body.data.list) seen.add(r.keywordId ?? r.id ?? 0);
      }
      expect(seen.size, l.path).toBeLessThanOrEqual(UNBOUND_ROWS);
    }
  });

  it('still sorts and filters in the bound category', async () => {
    const cheap = await get<Page<workbench.GoodsRow>>(`/workbench/goods/list?typeId=${BOUND}&sort=price&order=asc&pageSize=10`);
    const dear = await get<Page<workbench.GoodsRow>>(`/workbench/goods/list?typeId=${BOUND}&sort=price&order=desc&pageSize=10`);
    expect(cheap.data.meta.scopeLimited).toBe(false);
    const ids = new Set(cheap.data.list.map((r) => r.goodsId));
    expect(dear.data.list.some((r) => ids.has(r.goodsId))).toBe(false);
  });

  it('keeps a shop’s own goods (its detail page) to that shop, as a scope of its own', async () => {
    const shops = await get<Page<workbench.GroupRow>>('/workbench/shop/list?pageSize=2');
    for (const shop of shops.data.list) {
      const body = await get<Page<workbench.GoodsRow>>(`/workbench/goods/list?shopId=${shop.id}&days=7&sort=price&pageSize=10`);
      expect(body.code).toBe(200);
      expect(body.data.list.length).toBeGreaterThan(0);
      expect(body.data.list.every((r) => r.shopId === shop.id)).toBe(true);
    }
  });
});
