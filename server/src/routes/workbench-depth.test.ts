import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workbench } from '@marketlens/core/contract';
import { testTargets } from '../testing/db';
import { workbenchTestServer, type Page } from './workbench-test-kit';

const CODES = workbench.WORKBENCH_CODES;

describe.each(testTargets)('goods detail windows and histories on $name', ({ url }) => {
  const wb = workbenchTestServer(url);
  const topGoods = async () => {
    const top = (await wb.get<Page<workbench.GoodsRow>>('/workbench/goods/list?typeId=99997&days=30&pageSize=1')).body.data.list[0];
    if (!top) throw new Error('no goods');
    return top;
  };

  it('opens 7 to 365 days as the plan allows, with daily sales, revenue, price, rank and reviews matching the market tables', async () => {
    const top = await topGoods();
    const [first] = (await wb.server.database.db.execute<{ day: string }>(sql`SELECT min(day)::text AS day FROM goods_daily`)).rows;
    for (const days of [7, 30, 60, 90, 180, 365] as const) {
      const { body } = await wb.get(`/workbench/goods/detail?goodsId=${top.goodsId}&days=${days}&lang=ru`, wb.ultimate);
      const data = workbench.goodsDetail.response.parse(body).data;
      if (!data) throw new Error(`no detail for ${days} days`);
      expect(data.meta.days).toBe(days);
      expect(data.meta.from).toBe(wb.shift(wb.latest, -(days - 1)));
      const daily = (await wb.server.database.db.execute<{ day: string; sales: number; gmv: string }>(
        sql`SELECT day::text AS day, sales, gmv FROM goods_daily WHERE goods_id = ${top.goodsId} AND day BETWEEN ${data.meta.from} AND ${wb.latest} ORDER BY day`,
      )).rows;
      // A day without an observation is absent, never a zero.
      expect(data.series.map((p) => p.day)).toEqual(daily.map((d) => d.day));
      expect(data.series.reduce((s, p) => s + p.sales, 0)).toBe(data.goods.sales);
      expect(data.series.reduce((s, p) => s + p.gmv, 0)).toBe(Number(daily.reduce((s, d) => s + Number(d.gmv), 0)));
      if (first && data.meta.from >= first.day) expect(data.series.length).toBe(days);
      for (const p of data.series) {
        expect(p.rank).toBeGreaterThanOrEqual(1);
        expect(p.rank).toBeLessThanOrEqual(p.rankOf);
        if (p.sales > 0) expect(p.price).toBe(Math.round(p.gmv / p.sales));
      }
      const reviews = data.series.map((p) => p.reviews);
      expect(reviews).toEqual([...reviews].sort((a, b) => a - b));
      expect(reviews.at(-1)).toBe(data.goods.reviews);
    }
  });

  it('ranks the goods each day among its subcategory by that day\'s units', async () => {
    const top = await topGoods();
    const data = workbench.goodsDetail.response.parse((await wb.get(`/workbench/goods/detail?goodsId=${top.goodsId}&days=7`)).body).data;
    const day = data?.series.at(-1);
    if (!data || !day) throw new Error('no series');
    const [r] = (await wb.server.database.db.execute<{ better: number; total: number }>(
      sql`SELECT count(*) FILTER (WHERE sales > ${day.sales})::int AS better, count(*)::int AS total FROM goods_daily WHERE sub_type_id = ${data.goods.subTypeId} AND day = ${day.day}`,
    )).rows;
    expect(day.rank).toBe((r?.better ?? 0) + 1);
    expect(day.rankOf).toBe(r?.total);
  });

  it('refuses a window past the plan\'s history with the upgrade code, and a window the detail does not offer', async () => {
    const top = await topGoods();
    const operation = await wb.get(`/workbench/goods/detail?goodsId=${top.goodsId}&days=365`);
    expect(operation.body.code).toBe(CODES.historyLimit);
    expect(operation.body.message).toContain('180');
    expect((await wb.get(`/workbench/goods/detail?goodsId=${top.goodsId}&days=180`)).body.code).toBe(200);
    expect((await wb.get(`/workbench/goods/detail?goodsId=${top.goodsId}&days=60`, wb.trial)).body.code).toBe(CODES.historyLimit);
    expect((await wb.get(`/workbench/goods/detail?goodsId=${top.goodsId}&days=45`)).status).toBe(400);
  });

  it('ranks high-ticket categories only above the volume floor, so one dear sale does not top the list', async () => {
    for (const days of [7, 30] as const) {
      const all = (await wb.get<Page<workbench.GroupRow>>(`/workbench/category/list?days=${days}&sort=avgPrice&pageSize=100`, wb.ultimate)).body.data;
      const floored = (await wb.get<Page<workbench.GroupRow>>(`/workbench/category/list?days=${days}&sort=avgPrice&pageSize=100&volumeFloor=1`, wb.ultimate)).body.data;
      const floor = Math.max(workbench.HIGH_TICKET_FLOOR.minSales, workbench.HIGH_TICKET_FLOOR.perDay * days);
      expect(floored.list.length).toBeGreaterThan(0);
      for (const r of floored.list) expect(r.sales).toBeGreaterThanOrEqual(floor);
      expect(floored.list.map((r) => r.id)).toEqual(all.list.filter((r) => r.sales >= floor).map((r) => r.id));
    }
    expect((await wb.get('/workbench/category/list?volumeFloor=2')).status).toBe(400);
  });
});
