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
});
