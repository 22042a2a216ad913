import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPLOSION } from '@marketlens/core/constants';
import { workbench } from '@marketlens/core/contract';
import { memberships, userCategories } from '../db/schema/index';
import { testTargets } from '../testing/db';
import { openTestServer, signIn, type TestServer } from './report/test-kit';

type Body<T> = { code: number; message?: string; data: T };
const CODES = workbench.WORKBENCH_CODES;
const DAY = 86_400_000;
const shift = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY).toISOString().slice(0, 10);

/** The explosion rule computed here from the daily rows, independently of the server's SQL. */
function expected(daily: { goods_id: number; day: string; sales: number }[], listed: Map<number, string>, day: string, multiple: number, minDaily: number): Set<number> {
  const recentFrom = shift(day, -(EXPLOSION.recentDays - 1));
  const baseFrom = shift(recentFrom, -EXPLOSION.baselineDays);
  const byGoods = new Map<number, Map<string, number>>();
  for (const r of daily) {
    const m = byGoods.get(r.goods_id) ?? new Map<string, number>();
    m.set(r.day, Number(r.sales));
    byGoods.set(r.goods_id, m);
  }
  const out = new Set<number>();
  for (const [id, days] of byGoods) {
    if ((listed.get(id) ?? '9999') > baseFrom) continue;
    let recent = 0;
    for (let i = 0; i < EXPLOSION.recentDays; i++) recent += days.get(shift(recentFrom, i)) ?? 0;
    if (recent < minDaily * EXPLOSION.recentDays) continue;
    const base = Array.from({ length: EXPLOSION.baselineDays }, (_v, i) => days.get(shift(baseFrom, i)) ?? 0).sort((a, b) => a - b);
    const median = ((base[EXPLOSION.baselineDays / 2 - 1] ?? 0) + (base[EXPLOSION.baselineDays / 2] ?? 0)) / 2;
    if (recent / EXPLOSION.recentDays >= multiple * median) out.add(id);
  }
  return out;
}

describe.each(testTargets)('hot-product detection on $name', ({ url }) => {
  let server: TestServer;
  let operation: Record<string, string>;
  let trial: Record<string, string>;
  let expired: Record<string, string>;
  let latest: string;
  const request = async <T>(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown) => {
    const res = await server.app.request(`/api${path}`, {
      method,
      headers: { 'accept-language': 'en', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
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
    operation = await member('13900003001', 12, 180, [99997]);
    trial = await member('13900003002', 16, 3, [99997]);
    expired = await member('13900003003', 12, -1, [99997]);
    const found = await server.database.db.execute<{ day: string }>(sql`SELECT max(day)::text AS day FROM goods_daily`);
    latest = found.rows[0]?.day ?? '';
  });
  afterAll(async () => server.close());

  it('answers members only and refuses malformed parameters with 400', async () => {
    expect((await request('POST', '/workbench/explosion/check', {}, {})).status).toBe(401);
    expect((await request('POST', '/workbench/explosion/check', expired, {})).body.code).toBe(CODES.membershipRequired);
    expect((await request('POST', '/workbench/explosion/check', operation, { multiple: 100 })).status).toBe(400);
    expect((await request('POST', '/workbench/explosion/check', operation, { minDaily: 0 })).status).toBe(400);
    expect((await request('GET', '/workbench/explosion/list?checkId=abc', operation)).status).toBe(400);
  });

  it('finds the goods whose last 3 days reach 3 × their own 28-day median, keeps the check and reopens it', async () => {
    for (const multiple of [EXPLOSION.multiple, 1.5]) {
      const run = await request<{ check: workbench.ExplosionCheck }>('POST', '/workbench/explosion/check', operation, { typeId: 99997, multiple, minDaily: 1, lang: 'en' });
      const check = workbench.explosionCheck.response.parse(run.body).data?.check;
      if (!check) throw new Error('no check');
      expect(check).toMatchObject({ typeId: 99997, day: latest, multiple, minDaily: 1 });

      const daily = (
        await server.database.db.execute<{ goods_id: number; day: string; sales: number }>(
          sql`SELECT goods_id, day::text AS day, sales FROM goods_daily WHERE type_id = 99997 AND day > ${latest}::date - 31`,
        )
      ).rows;
      const listed = new Map(
        (await server.database.db.execute<{ id: number; listed_on: string }>(sql`SELECT id, listed_on::text AS listed_on FROM goods WHERE type_id = 99997`)).rows.map((r) => [r.id, r.listed_on]),
      );
      const want = expected(daily, listed, latest, multiple, 1);
      expect(check.found).toBe(want.size);
      // The generated market has goods whose sales surge in the last days: a lower multiple finds some.
      if (multiple < EXPLOSION.multiple) expect(want.size).toBeGreaterThan(0);

      const list = await request('GET', `/workbench/explosion/list?checkId=${check.checkId}&pageSize=100&lang=en`, operation);
      const data = workbench.explosionList.response.parse(list.body).data;
      if (!data) throw new Error('no list');
      for (const r of data.list) expect(want.has(r.goods.goodsId)).toBe(true);
      expect(data.list).toHaveLength(Math.min(100, want.size));
      expect(data.total).toBe(want.size);
      expect(data.meta).toMatchObject({ latestDay: latest, to: latest, days: EXPLOSION.recentDays, tier: 'operation', rowLimit: 2000, scopeLimited: false });
      const ratios = data.list.map((r) => r.recent / Math.max(r.median, 1));
      expect(ratios).toEqual([...ratios].sort((a, b) => b - a));
      for (const r of data.list) expect(r.recent).toBeGreaterThanOrEqual(multiple * r.median - 0.01);

      const bySales = workbench.explosionList.response.parse((await request('GET', `/workbench/explosion/list?checkId=${check.checkId}&sort=sales&order=asc`, operation)).body).data;
      const sales = bySales?.list.map((r) => r.sales) ?? [];
      expect(sales).toEqual([...sales].sort((a, b) => a - b));

      const first = data.list[0];
      if (first) {
        const detail = workbench.explosionDetail.response.parse((await request('GET', `/workbench/explosion/detail?checkId=${check.checkId}&goodsId=${first.goods.goodsId}`, operation)).body).data;
        expect(detail?.series).toHaveLength(EXPLOSION.recentDays + EXPLOSION.baselineDays);
        expect(detail?.series.filter((p) => p.recent)).toHaveLength(EXPLOSION.recentDays);
        expect(detail?.series.at(-1)?.day).toBe(latest);
        expect(detail?.row.goods.goodsId).toBe(first.goods.goodsId);
      }
    }
    const history = workbench.explosionHistory.response.parse((await request('GET', '/workbench/explosion/history?lang=en', operation)).body).data;
    expect(history?.list.map((c) => c.multiple)).toEqual([1.5, EXPLOSION.multiple]);
    expect(history?.list[0]?.typeName).toMatch(/[a-z]/i);
  });

  it('keeps each member\'s checks to themselves', async () => {
    const mine = workbench.explosionHistory.response.parse((await request('GET', '/workbench/explosion/history', operation)).body).data?.list[0];
    if (!mine) throw new Error('no check');
    const other = await request('GET', `/workbench/explosion/list?checkId=${mine.checkId}`, trial);
    expect(other.body.code).toBe(CODES.checkNotFound);
    expect(other.body.message).toMatch(/not among your checks/);
    expect((await request('GET', `/workbench/explosion/detail?checkId=${mine.checkId}&goodsId=1`, trial)).body.code).toBe(CODES.checkNotFound);
    expect(workbench.explosionHistory.response.parse((await request('GET', '/workbench/explosion/history', trial)).body).data?.total).toBe(0);
  });

  it('enforces the tier: the history reach, 10 rows outside the bound categories, the daily exports', async () => {
    const old = await request('POST', '/workbench/explosion/check', trial, { typeId: 99997, day: shift(latest, -40) });
    expect(old.body.code).toBe(CODES.historyLimit);
    const future = await request('POST', '/workbench/explosion/check', trial, { day: shift(latest, 1) });
    expect(future.body.code).toBe(CODES.badRange);

    const market = workbench.explosionCheck.response.parse((await request('POST', '/workbench/explosion/check', trial, { minDaily: 1, multiple: 1.5 })).body).data?.check;
    if (!market) throw new Error('no check');
    const list = workbench.explosionList.response.parse((await request('GET', `/workbench/explosion/list?checkId=${market.checkId}&pageSize=50`, trial)).body).data;
    expect(list?.meta).toMatchObject({ scopeLimited: true, rowLimit: 10 });
    expect(list?.list.length).toBeLessThanOrEqual(10);
    expect(list?.total).toBe(Math.min(10, market.found));
    if (market.found > 10) {
      expect((await request('GET', `/workbench/explosion/list?checkId=${market.checkId}&pageNum=2&pageSize=10`, trial)).body.code).toBe(CODES.rowLimit);
    }

    // Trial: 2 exports a day.
    for (let i = 0; i < 2; i++) {
      const ex = workbench.explosionExport.response.parse((await request('GET', `/workbench/explosion/export?checkId=${market.checkId}`, trial)).body).data;
      expect(ex?.exportsLeft).toBe(1 - i);
      expect(ex?.list.length).toBe(Math.min(10, market.found));
    }
    expect((await request('GET', `/workbench/explosion/export?checkId=${market.checkId}`, trial)).body.code).toBe(CODES.exportLimit);
  });
});
