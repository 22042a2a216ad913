import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overlay, workbench } from '@marketlens/core/contract';
import { memberships, userCategories } from '../db/schema/index';
import { testTargets } from '../testing/db';
import { openTestServer, signIn, type TestServer } from './report/test-kit';

type Body<T> = { code: number; message?: string; data: T };
const DAY = 86_400_000;

describe.each(testTargets)('overlay figures on $name', ({ url }) => {
  let server: TestServer;
  let operation: Record<string, string>;
  let expired: Record<string, string>;
  let latest: string;
  let bound: number[];
  let other: number[];
  const get = async <T>(path: string, headers: Record<string, string> = operation, lang = 'en') => {
    const res = await server.app.request(`/api${path}`, { headers: { 'accept-language': lang, ...headers } });
    return { status: res.status, body: (await res.json()) as Body<T> };
  };
  const member = async (mobile: string, planId: number, days: number, categories: number[] = []) => {
    const { userId, headers } = await signIn(server, mobile);
    await server.database.db.insert(memberships).values({ userId, planId, maturityTime: new Date(Date.now() + days * DAY) });
    for (const [slot, typeId] of categories.entries()) await server.database.db.insert(userCategories).values({ userId, typeId, slot });
    return headers;
  };

  beforeAll(async () => {
    server = await openTestServer(url);
    operation = await member('13900003101', 12, 180, [99997]);
    expired = await member('13900003102', 12, -1, [99997]);
    const found = await server.database.db.execute<{ day: string }>(sql`SELECT max(day)::text AS day FROM goods_daily`);
    latest = found.rows[0]?.day ?? '';
    const ids = async (inside: boolean) =>
      (await server.database.db.execute<{ id: number }>(sql`SELECT id FROM goods WHERE ${inside ? sql`type_id = 99997` : sql`type_id <> 99997`} ORDER BY id LIMIT 14`)).rows.map((r) => r.id);
    bound = await ids(true);
    other = await ids(false);
  });
  afterAll(async () => server.close());

  it('answers only members: 401 without a session, the membership code without an active plan', async () => {
    expect((await get(`/workbench/overlay/figures?view=${randomUUID()}&goodsIds=${bound[0]}`, {})).status).toBe(401);
    const old = await get(`/workbench/overlay/figures?view=${randomUUID()}&goodsIds=${bound[0]}`, expired);
    expect(old.body.code).toBe(workbench.WORKBENCH_CODES.membershipRequired);
    expect(old.body.message).toMatch(/active membership/);
  });

  it('gives each known goods its 30-day figures, equal to the daily table, and names unknown ids', async () => {
    const ids = [...bound.slice(0, 3), 2_000_000_001];
    const { body } = await get<overlay.OverlayFiguresAnswer>(`/workbench/overlay/figures?view=${randomUUID()}&goodsIds=${ids.join(',')}`);
    const data = overlay.goodsFigures.response.parse(body).data;
    if (!data) throw new Error('no data');
    expect(data.missing).toEqual([2_000_000_001]);
    expect(data.limited).toEqual([]);
    expect(data.list.map((f) => f.goodsId)).toEqual(ids.slice(0, 3));
    expect(data.latestDay).toBe(latest);
    expect(data.tier).toBe('operation');
    const first = data.list[0];
    if (!first) throw new Error('no figure');
    const [direct] = (
      await server.database.db.execute<{ sales: number; gmv: string; last: number | null }>(
        sql`SELECT coalesce(sum(sales), 0)::int AS sales, coalesce(sum(gmv), 0)::text AS gmv,
                   (SELECT sales FROM goods_daily WHERE goods_id = ${first.goodsId} AND day = ${latest}) AS last
            FROM goods_daily WHERE goods_id = ${first.goodsId} AND day > ${latest}::date - 30`,
      )
    ).rows;
    expect(first.sales).toBe(direct?.sales);
    expect(first.gmv).toBe(Number(direct?.gmv));
    expect(first.lastDaySales).toBe(direct?.last ?? null);
    expect(first.sellers).toBeGreaterThanOrEqual(1);
  });

  it('answers at most 10 goods outside the bound categories per call and names the rest as limited', async () => {
    const { body } = await get<overlay.OverlayFiguresAnswer>(`/workbench/overlay/figures?view=${randomUUID()}&goodsIds=${[...other, ...bound.slice(0, 2)].join(',')}`);
    const data = overlay.goodsFigures.response.parse(body).data;
    if (!data) throw new Error('no data');
    expect(data.list.map((f) => f.goodsId)).toEqual([...other.slice(0, 10), ...bound.slice(0, 2)]);
    expect(data.limited).toEqual(other.slice(10));
  });

  it('counts the 10 goods outside the bound categories per page view, however many calls the page takes', async () => {
    const view = randomUUID();
    const figures = async (ids: number[], v = view) => {
      const { body } = await get<overlay.OverlayFiguresAnswer>(`/workbench/overlay/figures?view=${v}&goodsIds=${ids.join(',')}`);
      const data = overlay.goodsFigures.response.parse(body).data;
      if (!data) throw new Error('no data');
      return data;
    };
    const first = await figures([...other.slice(0, 7), bound[0] ?? 0]);
    expect(first.list.map((f) => f.goodsId)).toEqual([...other.slice(0, 7), bound[0]]);
    const second = await figures([...other.slice(7), bound[1] ?? 0]);
    expect(second.list.map((f) => f.goodsId)).toEqual([...other.slice(7, 10), bound[1]]);
    expect(second.limited).toEqual(other.slice(10));
    // Goods the page view was given stay answered when asked again; the others stay limited.
    const again = await figures([other[0] ?? 0, other[12] ?? 0]);
    expect(again.list.map((f) => f.goodsId)).toEqual([other[0]]);
    expect(again.limited).toEqual([other[12]]);
    // The next page view has its own 10.
    expect((await figures(other.slice(4), randomUUID())).list).toHaveLength(10);
  });

  it('gives one page view exactly 10 goods outside the bound categories when its calls race', async () => {
    const view = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 7 }, async (_, i) => {
        const { body } = await get<overlay.OverlayFiguresAnswer>(`/workbench/overlay/figures?view=${view}&goodsIds=${other.slice(i * 2, i * 2 + 2).join(',')}`);
        return overlay.goodsFigures.response.parse(body).data;
      }),
    );
    const given = answers.flatMap((a) => a?.list.map((f) => f.goodsId) ?? []);
    expect(given).toHaveLength(10);
    expect(new Set(given).size).toBe(10);
    expect(answers.flatMap((a) => a?.limited ?? [])).toHaveLength(4);
  });

  it('refuses a call without a page view, or with a malformed one, with a localized 400', async () => {
    for (const query of [`goodsIds=${bound[0]}`, `goodsIds=${bound[0]}&view=x`, `goodsIds=${bound[0]}&view=${randomUUID().toUpperCase()}z`]) {
      const res = await get(`/workbench/overlay/figures?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBeTruthy();
    }
  });

  it('refuses a malformed or oversized id list with a localized 400, never a 5xx', async () => {
    const tooMany = Array.from({ length: overlay.OVERLAY_MAX_GOODS + 1 }, (_, i) => i + 1).join(',');
    for (const query of ['goodsIds=', 'goodsIds=abc', 'goodsIds=1,,2', `goodsIds=${tooMany}`, 'goodsIds=99999999999', 'goodsIds=0']) {
      const res = await get(`/workbench/overlay/figures?view=${randomUUID()}&${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBeTruthy();
    }
    const ru = await get(`/workbench/overlay/figures?view=${randomUUID()}&goodsIds=abc`, operation, 'ru');
    const zh = await get(`/workbench/overlay/figures?view=${randomUUID()}&goodsIds=abc`, operation, 'zh-CN');
    expect(ru.body.message).not.toBe(zh.body.message);
  });
});
