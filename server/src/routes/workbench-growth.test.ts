import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { workbench } from '@marketlens/core/contract';
import { memberships } from '../db/schema/index';
import { testTargets } from '../testing/db';
import { openTestServer, signIn, type TestServer } from './report/test-kit';

type Body<T> = { code: number; data: T };
type Page<T> = { list: T[]; total: number; meta: workbench.ListMeta };
const DAY = 86_400_000;

describe.each(testTargets)('growth against a thinly covered previous window on $name', ({ url }) => {
  let server: TestServer;
  let headers: Record<string, string>;
  let latest: string;
  const get = async <T>(path: string) => {
    const res = await server.app.request(`/api${path}`, { headers: { 'accept-language': 'en', ...headers } });
    const body = (await res.json()) as Body<T>;
    expect(body.code, path).toBe(200);
    return body.data;
  };
  const shift = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY).toISOString().slice(0, 10);
  const query = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => (await server.database.db.execute<T>(q)).rows;

  beforeAll(async () => {
    server = await openTestServer(url);
    const signed = await signIn(server, '13900002201');
    headers = signed.headers;
    // Ultimate plan: every category bound, no 10-row cut.
    await server.database.db.insert(memberships).values({ userId: signed.userId, planId: 13, maturityTime: new Date(Date.now() + 30 * DAY) });
    const [found] = await query<{ day: string }>(sql`SELECT max(day)::text AS day FROM goods_daily`);
    latest = found?.day ?? '';
  });
  afterAll(async () => server.close());

  /** Days with data from..to (inclusive), counted in the daily table. */
  const dataDays = async (from: string, to: string) =>
    Number((await query<{ n: number }>(sql`SELECT count(DISTINCT day)::int AS n FROM goods_daily WHERE day BETWEEN ${from} AND ${to}`))[0]?.n);

  it('answers "no data" for every growth of a window whose previous window is under 80 % covered, and says both coverages', async () => {
    // The test market holds 40 days: the 30-day window's previous window has data on 10 of its days.
    const prevDays = await dataDays(shift(latest, -59), shift(latest, -30));
    expect(prevDays / 30).toBeGreaterThan(0);
    expect(prevDays / 30).toBeLessThan(0.8);
    const goods = await get<Page<workbench.GoodsRow>>('/workbench/goods/list?days=30&sort=growth&pageSize=50');
    expect(goods.list.length).toBe(50);
    expect(goods.list.every((r) => r.growth === null && r.opportunity === null)).toBe(true);
    expect(goods.list.some((r) => r.prevSales > 0)).toBe(true);
    expect(goods.meta).toMatchObject({ windowCoverage: 1, prevCoverage: prevDays / 30, comparable: false, prevFrom: shift(latest, -59), prevTo: shift(latest, -30) });
    for (const path of ['keyword/list', 'shop/list', 'brand/list', 'category/list']) {
      const page = await get<Page<{ growth: number | null }>>(`/workbench/${path}?days=30&sort=growth&pageSize=50`);
      expect(page.list.every((r) => r.growth === null), path).toBe(true);
    }
    const overview = await get<{ meta: workbench.ListMeta }>('/workbench/market/overview?days=30');
    expect(overview.meta.comparable).toBe(false);
    const detail = await get<{ goods: workbench.GoodsRow }>(`/workbench/goods/detail?goodsId=${goods.list[0]?.goodsId}&days=30`);
    expect(detail.goods.growth).toBeNull();
    // Custom ranges: 25 days against a previous window with data on 15 of its 25 days, 22 days against 18 of 22.
    const thin = await get<Page<workbench.GoodsRow>>(`/workbench/goods/list?from=${shift(latest, -24)}&to=${latest}&sort=growth&pageSize=20`);
    expect(thin.meta).toMatchObject({ comparable: false, prevCoverage: (await dataDays(shift(latest, -49), shift(latest, -25))) / 25 });
    expect(thin.meta.prevCoverage).toBeLessThan(0.8);
    expect(thin.list.every((r) => r.growth === null)).toBe(true);
    const enough = await get<Page<workbench.GoodsRow>>(`/workbench/goods/list?from=${shift(latest, -21)}&to=${latest}&sort=growth&pageSize=20`);
    expect(enough.meta).toMatchObject({ comparable: true, prevCoverage: (await dataDays(shift(latest, -43), shift(latest, -22))) / 22 });
    expect(enough.list.some((r) => r.growth !== null)).toBe(true);
  });

  it('ranks soaring goods only above a volume floor in the previous window, as SQL over the daily table computes', async () => {
    for (const { path, days, floor } of [
      { path: 'days=7', days: 7, floor: 10 },
      { path: `from=${shift(latest, -13)}&to=${latest}`, days: 14, floor: 14 },
    ]) {
      const page = await get<Page<workbench.GoodsRow>>(`/workbench/goods/list?${path}&sort=growth&pageSize=20`);
      expect(page.meta.comparable).toBe(true);
      const expected = await query<{ goods_id: number; growth: number }>(sql`
        SELECT goods_id, cur::float8 / prev AS growth FROM (
          SELECT goods_id, sum(sales) FILTER (WHERE day > ${latest}::date - ${days}::int) AS cur, sum(sales) FILTER (WHERE day <= ${latest}::date - ${days}::int) AS prev
          FROM goods_daily WHERE day > ${latest}::date - ${2 * days}::int GROUP BY goods_id
          HAVING count(*) FILTER (WHERE day > ${latest}::date - ${days}::int) > 0) t
        WHERE prev >= ${floor} ORDER BY 2 DESC, 1 DESC LIMIT 20`);
      expect(page.list.map((r) => r.goodsId)).toEqual(expected.map((r) => r.goods_id));
      page.list.forEach((r, i) => expect(Math.abs((r.growth ?? 0) - Number(expected[i]?.growth))).toBeLessThanOrEqual(0.0051));
      // Below the floor the multiple is no data, never a top "surge".
      const small = await get<Page<workbench.GoodsRow>>(`/workbench/goods/list?${path}&sort=sales&order=asc&pageSize=100`);
      for (const r of small.list) if (r.prevSales < floor) expect(r.growth).toBeNull();
      expect(small.list.some((r) => r.prevSales > 0 && r.prevSales < floor)).toBe(true);
    }
    const words = await get<Page<workbench.KeywordRow>>('/workbench/keyword/list?days=7&sort=growth&pageSize=10');
    const expectedWords = await query<{ keyword_id: number }>(sql`
      SELECT keyword_id FROM (
        SELECT keyword_id, sum(heat) FILTER (WHERE day > ${latest}::date - 7) AS cur, sum(heat) FILTER (WHERE day <= ${latest}::date - 7) AS prev
        FROM keyword_daily WHERE day > ${latest}::date - 14 GROUP BY keyword_id HAVING count(*) FILTER (WHERE day > ${latest}::date - 7) > 0) t
      WHERE prev >= 100 ORDER BY cur::float8 / prev DESC, keyword_id LIMIT 10`);
    expect(words.list.map((r) => r.keywordId)).toEqual(expectedWords.map((r) => r.keyword_id));
  });

  it('ranks a searched word with no competing goods as the bluest ocean instead of dropping it', async () => {
    const [counts] = await query<{ none: number }>(sql`SELECT count(*)::int AS none FROM keyword_window WHERE window_days = 7 AND goods_count = 0 AND heat > 0`);
    const none = Number(counts?.none);
    expect(none).toBeGreaterThan(0);
    const page = await get<Page<workbench.KeywordRow>>(`/workbench/keyword/list?days=7&sort=blueOcean&pageSize=${Math.min(100, none + 10)}`);
    const head = page.list.slice(0, Math.min(none, page.list.length));
    expect(head.every((r) => r.goodsCount === 0 && r.heat > 0 && r.blueOcean === null)).toBe(true);
    if (none < page.list.length) {
      const rest = page.list.slice(none).map((r) => r.blueOcean ?? -1);
      expect(rest.every((v) => v >= 0)).toBe(true);
      expect(rest).toEqual([...rest].sort((a, b) => b - a));
    }
  });
});
