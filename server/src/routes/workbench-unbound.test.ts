import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNBOUND_ROWS } from '@marketlens/core/constants';
import { workbench } from '@marketlens/core/contract';
import { memberships, userCategories } from '../db/schema/index';
import { purgeUnboundViews } from '../services/workbench/unbound';
import { testTargets } from '../testing/db';
import { openTestServer, signIn, type TestServer } from './report/test-kit';

type Body<T> = { code: number; message?: string; data: T };
const CODES = workbench.WORKBENCH_CODES;
const DAY = 86_400_000;
const BOUND = 99997;

describe.each(testTargets)('the day’s 10 distinct goods outside the bound categories on $name', ({ url }) => {
  let server: TestServer;
  let latest: string;
  /** Goods outside the bound category (by sales over 30 days, so most have data) and goods inside it. */
  let outside: number[];
  let inside: number[];
  let mobile = 13900004100;

  const request = async <T>(headers: Record<string, string>, path: string, body?: unknown) => {
    const res = await server.app.request(`/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'accept-language': 'en', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await res.json()) as Body<T>;
  };
  /** A new Operation member (2,000 rows in its one bound category, 10 goods elsewhere). */
  const member = async () => {
    const { userId, headers } = await signIn(server, String(mobile++));
    await server.database.db.insert(memberships).values({ userId, planId: 12, maturityTime: new Date(Date.now() + 30 * DAY) });
    await server.database.db.insert(userCategories).values({ userId, typeId: BOUND });
    return { userId, headers };
  };
  const opened = async (userId: number) =>
    (await server.database.db.execute<{ goods_id: number; slot: number }>(sql`SELECT goods_id, slot FROM unbound_goods_views WHERE user_id = ${userId} ORDER BY slot`)).rows;

  beforeAll(async () => {
    server = await openTestServer(url);
    latest = (await server.database.db.execute<{ day: string }>(sql`SELECT max(day)::text AS day FROM goods_daily`)).rows[0]?.day ?? '';
    const ids = async (where: ReturnType<typeof sql>) =>
      (await server.database.db.execute<{ goods_id: number }>(sql`SELECT goods_id FROM goods_window WHERE window_days = 30 AND observed_days > 0 AND ${where} ORDER BY sales DESC, goods_id`)).rows.map((r) => r.goods_id);
    outside = await ids(sql`type_id <> ${BOUND}`);
    inside = await ids(sql`type_id = ${BOUND}`);
  });
  afterAll(async () => server.close());

  it('opens 10 distinct goods a day outside the bound categories by goods detail and reverse lookup, the same ones again, and refuses the 11th', async () => {
    const { userId, headers } = await member();
    const revealed = new Set<number>();
    const answers: number[] = [];
    for (const [i, id] of outside.slice(0, 30).entries()) {
      const body = await request<{ goods: workbench.GoodsRow }>(headers, `/workbench/goods/detail?goodsId=${id}&days=${[1, 7, 30][i % 3]}&lang=en`);
      answers.push(body.code);
      if (body.code === 200) revealed.add(body.data.goods.goodsId);
      else {
        expect(body.code).toBe(CODES.unboundLimit);
        expect(body.message).toMatch(/up to 10 different goods a day/);
      }
    }
    expect(answers.filter((c) => c === 200)).toHaveLength(UNBOUND_ROWS);
    expect([...revealed]).toEqual(outside.slice(0, UNBOUND_ROWS));
    // Opened goods stay open for the day, in any window; the bound category is not counted.
    for (const id of revealed) expect((await request(headers, `/workbench/goods/detail?goodsId=${id}&days=7`)).code).toBe(200);
    for (const id of inside.slice(0, 15)) expect((await request(headers, `/workbench/goods/detail?goodsId=${id}&days=30`)).code).toBe(200);

    // The reverse lookup shows the same goods and bound ones, and refuses a list holding any other.
    const ok = await request<{ list: { goods: workbench.GoodsRow }[] }>(headers, `/workbench/keyword/reverse?goodsIds=${[...revealed].slice(0, 5).join(',')},${inside.slice(0, 5).join(',')}&days=30`);
    expect(ok.code).toBe(200);
    expect(ok.data.list).toHaveLength(10);
    const more = await request<unknown>(headers, `/workbench/keyword/reverse?goodsIds=${outside.slice(10, 30).join(',')}&days=30`);
    expect(more.code).toBe(CODES.unboundLimit);
    const mixed = await request<unknown>(headers, `/workbench/keyword/reverse?goodsIds=${[...revealed][0]},${outside[40]}&days=30&lang=ru`);
    expect(mixed.code).toBe(CODES.unboundLimit);
    expect((await opened(userId)).map((r) => r.slot)).toEqual(Array.from({ length: UNBOUND_ROWS }, (_v, i) => i + 1));
  });

  it('keeps hot-product checks of any parameters, the goods of the search words and the details to the same 10 goods', async () => {
    const { userId, headers } = await member();
    const revealed = new Set<number>();
    const add = (id: number) => {
      if (!inside.includes(id)) revealed.add(id);
    };
    let found = 0;
    for (const multiple of [1.5, 2, 3, 5]) {
      for (const minDaily of [1, 3]) {
        for (const back of [0, 2, 6]) {
          const day = new Date(Date.parse(`${latest}T00:00:00Z`) - back * DAY).toISOString().slice(0, 10);
          const run = await request<{ check: workbench.ExplosionCheck }>(headers, '/workbench/explosion/check', { multiple, minDaily, day });
          const check = run.data.check;
          found += check.found;
          for (const sort of ['ratio', 'sales', 'price'] as const) {
            for (const order of ['asc', 'desc'] as const) {
              const list = await request<{ list: workbench.ExplosionRow[]; meta: workbench.ListMeta }>(headers, `/workbench/explosion/list?checkId=${check.checkId}&sort=${sort}&order=${order}&pageSize=10`);
              expect(list.code).toBe(200);
              expect(list.data.meta.scopeLimited).toBe(true);
              for (const r of list.data.list) add(r.goods.goodsId);
            }
          }
          const exported = await request<{ list: workbench.ExplosionRow[] }>(headers, `/workbench/explosion/export?checkId=${check.checkId}&sort=price`);
          for (const r of exported.data?.list ?? []) add(r.goods.goodsId);
          for (const r of exported.data?.list ?? []) {
            const detail = await request<{ row: workbench.ExplosionRow }>(headers, `/workbench/explosion/detail?checkId=${check.checkId}&goodsId=${r.goods.goodsId}`);
            if (detail.code === 200) add(detail.data.row.goods.goodsId);
          }
        }
      }
    }
    // The checks found many goods; the member saw 10 of them.
    expect(found).toBeGreaterThan(10 * UNBOUND_ROWS);
    expect(revealed.size).toBe(UNBOUND_ROWS);
    expect(new Set((await opened(userId)).map((r) => r.goods_id))).toEqual(revealed);

    // Search words of unbound categories show only goods of their category's 10-row preview.
    const words = await request<{ list: workbench.KeywordRow[] }>(headers, '/workbench/keyword/list?pageSize=10&days=30');
    for (const w of words.data.list) {
      const detail = await request<{ goods: workbench.GoodsRow[] }>(headers, `/workbench/keyword/detail?keywordId=${w.keywordId}&days=7`);
      const preview = await request<{ list: workbench.GoodsRow[] }>(headers, `/workbench/goods/list?typeId=${w.typeId}&sort=price&pageSize=10`);
      const shown = new Set(preview.data.list.map((g) => g.goodsId));
      for (const g of detail.data.goods) expect(shown.has(g.goodsId)).toBe(true);
    }
    // Once the day's 10 are used, another goods' detail is refused; the ones seen still open.
    const fresh = outside.find((id) => !revealed.has(id)) ?? 0;
    expect((await request(headers, `/workbench/goods/detail?goodsId=${fresh}`)).code).toBe(CODES.unboundLimit);
    expect((await request(headers, `/workbench/goods/detail?goodsId=${[...revealed][0]}`)).code).toBe(200);
  });

  it('holds the 10 under parallel requests: goods details and reverse lookups racing for the last slots', async () => {
    const { userId, headers } = await member();
    const asks = outside.slice(0, 40);
    const answers = await Promise.all([
      ...asks.map((id) => request<{ goods: workbench.GoodsRow }>(headers, `/workbench/goods/detail?goodsId=${id}&days=30`)),
      ...[0, 3, 6].map((from) => request<{ list: { goods: workbench.GoodsRow }[] }>(headers, `/workbench/keyword/reverse?goodsIds=${asks.slice(from, from + 3).join(',')}&days=30`)),
    ]);
    const revealed = new Set<number>();
    for (const a of answers) {
      expect([200, CODES.unboundLimit]).toContain(a.code);
      if (a.code !== 200) continue;
      const data = a.data as { goods?: workbench.GoodsRow; list?: { goods: workbench.GoodsRow }[] };
      if (data.goods) revealed.add(data.goods.goodsId);
      for (const r of data.list ?? []) revealed.add(r.goods.goodsId);
    }
    const rows = await opened(userId);
    expect(revealed.size).toBeGreaterThan(0);
    expect(revealed.size).toBeLessThanOrEqual(UNBOUND_ROWS);
    expect(rows.length).toBeLessThanOrEqual(UNBOUND_ROWS);
    for (const id of revealed) expect(rows.map((r) => r.goods_id)).toContain(id);
    expect(rows.map((r) => r.slot)).toEqual(Array.from({ length: rows.length }, (_v, i) => i + 1));
  });

  it('forgets the goods opened before yesterday in the daily market step, and keeps yesterday and today', async () => {
    const { userId } = await member();
    for (const [back, slot] of [[3, 1], [2, 1], [1, 1], [0, 1]] as const) {
      await server.database.db.execute(
        sql`INSERT INTO unbound_goods_views (user_id, day, slot, goods_id) VALUES (${userId}, (now() AT TIME ZONE 'Europe/Moscow')::date - ${back}::int, ${slot}, ${outside[back] ?? 0})`,
      );
    }
    expect(await purgeUnboundViews(server.database.db)).toBeGreaterThanOrEqual(2);
    const left = (await server.database.db.execute<{ back: number }>(sql`SELECT ((now() AT TIME ZONE 'Europe/Moscow')::date - day)::int AS back FROM unbound_goods_views WHERE user_id = ${userId} ORDER BY back`)).rows;
    expect(left.map((r) => Number(r.back))).toEqual([0, 1]);
  });
});
