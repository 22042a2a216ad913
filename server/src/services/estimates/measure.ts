import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../market/window';
import { addDays } from './sales';
import { median } from './calibration';

/** The accuracy figures of an observed market against its truth, over the 30 days ending on `last`. */
export interface Figures {
  /** Median absolute percentage error of goods' 30-day sales, over goods seen at least once in the 30 days (panel goods and goods that sold nothing left out). */
  goodsMedianApe30d: number;
  goodsMeasured: number;
  /** |estimated − true| / true of each top-level category's 30-day units. */
  categoryTotalError: { median: number; max: number };
  /** Spearman of each top-100 list (goods by true 30-day units; per top category and market-wide). */
  spearmanTop100: { median: number; min: number };
  /** Share of the listed goods seen on ≥ 27 of the 30 days, on 4–26, on 1–3, and never. */
  seenShare: { daily: number; weekly: number; rarely: number; never: number };
}

function ranks(values: number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && (order[j + 1] as { v: number }).v === (order[i] as { v: number }).v) j++;
    for (let k = i; k <= j; k++) out[(order[k] as { i: number }).i] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/** Spearman's rank correlation (average ranks for ties). */
export function spearman(a: number[], b: number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const ma = mean(ra);
  const mb = mean(rb);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i++) {
    const x = (ra[i] as number) - ma;
    const y = (rb[i] as number) - mb;
    num += x * y;
    da += x * x;
    db += y * y;
  }
  return da > 0 && db > 0 ? num / Math.sqrt(da * db) : 0;
}

export async function measure(truth: Db, observed: Db, last: string, panel: Set<number>): Promise<Figures> {
  const from = addDays(last, -29);
  const sums = (db: Db) =>
    rows<{ goods_id: number; type_id: number; units: number }>(
      db,
      sql`SELECT goods_id::int AS goods_id, min(type_id)::int AS type_id, sum(sales)::float8 AS units FROM goods_daily WHERE day BETWEEN ${from}::date AND ${last}::date GROUP BY goods_id`,
    );
  const real = await sums(truth);
  const est = new Map((await sums(observed)).map((r) => [r.goods_id, r.units]));
  const seen = new Map(
    (await rows<{ goods_id: number; days: number }>(
      observed,
      sql`SELECT goods_id::int AS goods_id, count(DISTINCT day)::int AS days FROM observations WHERE status = 'accepted' AND day BETWEEN ${from}::date AND ${last}::date GROUP BY goods_id`,
    )).map((r) => [r.goods_id, r.days]),
  );
  const listed = await rows<{ id: number; type_id: number }>(truth, sql`SELECT id, type_id FROM goods WHERE listed_on <= ${last}::date`);
  const apes = real.filter((r) => !panel.has(r.goods_id) && (seen.get(r.goods_id) ?? 0) > 0 && r.units > 0).map((r) => Math.abs((est.get(r.goods_id) ?? 0) - r.units) / r.units);
  const types = [...new Set(real.map((r) => r.type_id))].sort((a, b) => a - b);
  const estByType = new Map<number, number>();
  for (const r of await sums(observed)) estByType.set(r.type_id, (estByType.get(r.type_id) ?? 0) + r.units);
  const categoryErrors = types.flatMap((t) => {
    const total = real.filter((r) => r.type_id === t).reduce((s, r) => s + r.units, 0);
    return total > 0 ? [Math.abs((estByType.get(t) ?? 0) - total) / total] : [];
  });
  const top100 = (list: typeof real) => {
    const top = [...list].sort((a, b) => b.units - a.units || a.goods_id - b.goods_id).slice(0, 100);
    return spearman(top.map((r) => r.units), top.map((r) => est.get(r.goods_id) ?? 0));
  };
  const rhos = [top100(real), ...types.map((t) => top100(real.filter((r) => r.type_id === t)))];
  const share = (test: (d: number) => boolean) => listed.filter((g) => test(seen.get(g.id) ?? 0)).length / Math.max(1, listed.length);
  return {
    goodsMedianApe30d: apes.length ? median(apes) : 1,
    goodsMeasured: apes.length,
    categoryTotalError: { median: median(categoryErrors), max: Math.max(...categoryErrors) },
    spearmanTop100: { median: median(rhos), min: Math.min(...rhos) },
    seenShare: { daily: share((d) => d >= 27), weekly: share((d) => d >= 4 && d < 27), rarely: share((d) => d >= 1 && d < 4), never: share((d) => d === 0) },
  };
}
