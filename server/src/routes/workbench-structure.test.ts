import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workbench } from '@marketlens/core/contract';
import { bandEdges } from '../services/workbench/structure';
import { testTargets } from '../testing/db';
import { workbenchTestServer } from './workbench-test-kit';

const CODES = workbench.WORKBENCH_CODES;

describe('price band edges', () => {
  it('are round roubles between the 10th and 90th percentile, at most six, rising', () => {
    expect(bandEdges(250, 2600)).toEqual([300, 500, 700, 1000, 1500, 2000].map((v) => v * 100));
    const wide = bandEdges(50, 900_000);
    expect(wide).toHaveLength(6);
    expect([...wide].sort((a, b) => a - b)).toEqual(wide);
    // A category whose prices sit between two rungs still gets a band edge.
    expect(bandEdges(1100, 1400)).toEqual([150_000]);
  });
});

describe.each(testTargets)('category structure on $name', ({ url }) => {
  const wb = workbenchTestServer(url);
  const db = () => wb.server.database.db;

  it('splits a category into price bands whose goods, units and GMV add up to the window rollup, with the share that sold', async () => {
    for (const query of ['days=30', `from=${wb.shift(wb.latest, -20)}&to=${wb.shift(wb.latest, -5)}`]) {
      const { body } = await wb.get(`/workbench/category/structure?id=99997&${query}`);
      const data = workbench.categoryStructure.response.parse(body).data;
      if (!data) throw new Error('no structure');
      expect(data.segments.length).toBeGreaterThan(1);
      // Bands follow each other without gaps, from 0 to the open top band.
      data.segments.forEach((s, i) => expect(s.from).toBe(i === 0 ? 0 : data.segments[i - 1]?.to));
      expect(data.segments.at(-1)?.to).toBeNull();
      expect(data.segments.reduce((n, s) => n + s.goods, 0)).toBe(data.goods);
      expect(data.segments.reduce((n, s) => n + s.sold, 0)).toBe(data.sold);
      expect(data.segments.reduce((n, s) => n + s.share, 0)).toBeCloseTo(1, 6);
      expect(data.soldShare).toBeCloseTo(data.sold / data.goods, 9);
      // The window's units equal the category's daily market totals over the same days.
      const [truth] = (
        await db().execute<{ sales: string }>(
          sql`SELECT coalesce(sum(sales), 0)::bigint AS sales FROM goods_daily WHERE type_id = 99997 AND day BETWEEN ${data.meta.from} AND ${data.meta.to}`,
        )
      ).rows;
      expect(data.current.sales).toBe(Number(truth?.sales));
      expect(data.segments.reduce((n, s) => n + s.sales, 0)).toBe(data.current.sales);
      // The test market's history is shorter than a year: there is nothing to set against a year earlier.
      expect(data.yearAgo).toBeNull();
    }
  });

  it('answers notFound for an unknown category and historyLimit beyond the plan', async () => {
    expect((await wb.get('/workbench/category/structure?id=424242&days=30')).body.code).toBe(CODES.notFound);
    expect((await wb.get('/workbench/category/structure?id=99997&days=90', wb.trial)).body.code).toBe(CODES.historyLimit);
    expect((await wb.get('/workbench/category/structure?id=99997&days=30', wb.expired)).body.code).toBe(CODES.membershipRequired);
  });

  it("follows a goods' places for the words its title holds: estimated by trailing units, observed where Ozon's pages were seen", async () => {
    // A goods of the market whose title holds one of its category's words and that sold on the latest day.
    const [pick] = (
      await db().execute<{ id: number }>(sql`
        SELECT g.id FROM goods g JOIN keywords k ON k.type_id = g.type_id AND position(k.word IN lower(g.title)) > 0
        JOIN goods_daily d ON d.goods_id = g.id AND d.day = ${wb.latest} AND d.sales > 0
        ORDER BY d.sales DESC, g.id LIMIT 1`)
    ).rows;
    const goodsId = pick?.id ?? 0;
    const first = workbench.goodsPositions.response.parse((await wb.get(`/workbench/goods/positions?goodsId=${goodsId}&days=30`, wb.ultimate)).body).data;
    const found = first?.words ?? [];
    expect(found.length).toBeGreaterThan(0);
    const [g] = (await db().execute<{ title: string }>(sql`SELECT title FROM goods WHERE id = ${goodsId}`)).rows;
    const word = found[0];
    if (!word || !g) throw new Error('no word');
    expect(g.title.toLowerCase()).toContain(word.keyword);
    expect(word.source).toBe('estimated');
    expect(word.positions).toHaveLength(30);
    const last = word.positions.at(-1);
    if (!last?.position || !last.of) throw new Error('no place on the last day');
    expect(last.position).toBeLessThanOrEqual(last.of);
    // Recomputed apart: goods of the word's category holding the word that sold more over the last seven days rank above.
    const [check] = (
      await db().execute<{ above: number; of: number }>(sql`
        WITH s AS (SELECT d.goods_id, sum(d.sales) AS s7 FROM goods_daily d JOIN goods g2 ON g2.id = d.goods_id
                   JOIN keywords k ON k.id = ${word.keywordId} AND g2.type_id = k.type_id AND position(k.word IN lower(g2.title)) > 0
                   WHERE d.day BETWEEN ${last.day}::date - 6 AND ${last.day}::date
                     AND d.goods_id IN (SELECT goods_id FROM goods_daily WHERE day = ${last.day}) GROUP BY d.goods_id)
        SELECT (SELECT count(*)::int FROM s WHERE s7 > (SELECT s7 FROM s WHERE goods_id = ${goodsId})) AS above, (SELECT count(*)::int FROM s) AS of`)
    ).rows;
    expect(last.of).toBe(check?.of);
    expect(last.position).toBeGreaterThan(check?.above ?? 0);

    // Places seen on Ozon replace the estimate for that word.
    await db().execute(sql`INSERT INTO keyword_positions (keyword_id, goods_id, day, position) VALUES (${word.keywordId}, ${goodsId}, ${last.day}, 4) ON CONFLICT DO NOTHING`);
    const again = workbench.goodsPositions.response.parse((await wb.get(`/workbench/goods/positions?goodsId=${goodsId}&days=7`, wb.ultimate)).body).data;
    const seen = again?.words.find((k) => k.keywordId === word.keywordId);
    expect(seen?.source).toBe('observed');
    expect(seen?.positions.at(-1)).toEqual({ day: last.day, position: 4, of: null });
    expect(seen?.positions.at(-2)?.position).toBeNull();
    await db().execute(sql`DELETE FROM keyword_positions WHERE goods_id = ${goodsId}`);

    expect((await wb.get('/workbench/goods/positions?goodsId=7&days=30')).body.code).toBe(CODES.notFound);
    expect((await wb.get(`/workbench/goods/positions?goodsId=${goodsId}&days=90`, wb.trial)).body.code).toBe(CODES.historyLimit);
  });
});
