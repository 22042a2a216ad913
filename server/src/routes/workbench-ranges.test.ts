import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testTargets } from '../testing/db';
import { clearMarketCache } from '../services/market/service';
import { refreshRollups } from '../services/workbench/rollups';
import { workbenchTestServer, type Page } from './workbench-test-kit';
import type { workbench } from '@marketlens/core/contract';

// Custom date ranges read a rollup built by the range's first request from the goods' running totals
// (services/workbench/ranges.ts): the figures must be the daily table's, and a range built once.

interface DailyFigures extends Record<string, unknown> { goods_id: number; sales: number; gmv: string; prev_sales: number }

describe.each(testTargets)('custom date ranges on $name', ({ url }) => {
  const wb = workbenchTestServer(url);
  const db = () => wb.server.database.db;
  const states = async (from: string, to: string) =>
    (await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM goods_range_state WHERE from_day = ${from} AND to_day = ${to}`)).rows[0]?.n;

  /** The range's figures summed from the daily table, as the lists computed them per request before. */
  async function fromDaily(from: string, to: string, prevFrom: string, typeId?: number): Promise<Map<number, DailyFigures>> {
    const found = await db().execute<DailyFigures>(sql`
      SELECT goods_id, coalesce(sum(sales) FILTER (WHERE day >= ${from}), 0)::int AS sales,
             coalesce(sum(gmv) FILTER (WHERE day >= ${from}), 0)::text AS gmv,
             coalesce(sum(sales) FILTER (WHERE day < ${from}), 0)::int AS prev_sales
      FROM goods_daily WHERE day BETWEEN ${prevFrom} AND ${to}${typeId === undefined ? sql`` : sql` AND type_id = ${typeId}`}
      GROUP BY goods_id HAVING count(*) FILTER (WHERE day >= ${from}) > 0`);
    return new Map(found.rows.map((r) => [r.goods_id, r]));
  }

  it('answers the daily table\'s sums, previous sums and count for a range inside the history, whole market and one category', async () => {
    const to = wb.shift(wb.latest, -4);
    const from = wb.shift(to, -11);
    const prevFrom = wb.shift(from, -12);
    for (const typeId of [undefined, 99997]) {
      const expected = await fromDaily(from, to, prevFrom, typeId);
      const scope = typeId === undefined ? '' : `&typeId=${typeId}`;
      const { body } = await wb.get<Page<workbench.GoodsRow>>(`/workbench/goods/list?from=${from}&to=${to}&sort=gmv&pageSize=50${scope}`, wb.ultimate);
      expect(body.code).toBe(200);
      expect(body.data.meta).toMatchObject({ from, to, days: 12, prevFrom, prevTo: wb.shift(from, -1), matched: expected.size });
      expect(expected.size).toBeGreaterThan(10);
      expect(body.data.list).toHaveLength(Math.min(50, expected.size));
      for (const row of body.data.list) {
        const daily = expected.get(row.goodsId);
        expect({ id: row.goodsId, sales: row.sales, gmv: row.gmv, prev: row.prevSales }).toEqual({ id: row.goodsId, sales: daily?.sales, gmv: Number(daily?.gmv), prev: daily?.prev_sales });
      }
      const top = [...expected.values()].map((r) => Number(r.gmv)).sort((a, b) => b - a).slice(0, 50);
      expect(body.data.list.map((r) => r.gmv)).toEqual(top);
    }
  });

  it('builds a new range once when members ask for it at the same moment, and answers each of them alike', async () => {
    const from = wb.shift(wb.latest, -20);
    const to = wb.shift(wb.latest, -2);
    expect(await states(from, to)).toBe(0);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_v, i) => wb.get<Page<workbench.GoodsRow>>(`/workbench/goods/list?from=${from}&to=${to}&sort=sales&pageSize=20${i % 2 ? '&typeId=99997' : ''}`, wb.ultimate)),
    );
    expect(answers.map((a) => a.body.code)).toEqual(Array(8).fill(200));
    expect(await states(from, to)).toBe(1);
    // The whole market's answers alike, and the category's.
    answers.forEach((a, i) => expect(a.body.data.list).toEqual(answers[i % 2]?.body.data.list));
    expect(answers[1]?.body.data.list.every((r) => r.typeId === 99997)).toBe(true);
    const [ids] = (await db().execute<{ n: number }>(sql`
      SELECT count(DISTINCT r.range_id)::int AS n FROM goods_range r JOIN goods_range_state s ON s.id = r.range_id WHERE s.from_day = ${from} AND s.to_day = ${to}`)).rows;
    expect(ids?.n).toBe(1);
  });

  it('drops the ranges when the rollups are rebuilt for the market, and builds them again when asked', async () => {
    const from = wb.shift(wb.latest, -9);
    const path = `/workbench/goods/list?from=${from}&to=${wb.latest}&sort=sales&pageSize=20`;
    const before = await wb.get<Page<workbench.GoodsRow>>(path, wb.ultimate);
    expect(await states(from, wb.latest)).toBe(1);
    // As an import does: the rollups for the same latest day again, then the market answers forgotten.
    await refreshRollups(db(), { force: true });
    clearMarketCache(db());
    expect(await states(from, wb.latest)).toBe(0);
    const after = await wb.get<Page<workbench.GoodsRow>>(path, wb.ultimate);
    expect(after.body.data.list).toEqual(before.body.data.list);
    expect(await states(from, wb.latest)).toBe(1);
  });
});
