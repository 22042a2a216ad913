import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../market/window';
import { spearman } from './measure';
import { addDays } from './sales';

/**
 * Where the estimates' error comes from, over the 30 days ending on `last` (the accuracy bench
 * prints it for operators): per top category the estimated ÷ true units and how the true units
 * split by how often their goods were seen; per method the bias over the goods-days it wrote; the
 * top-100 list with the lowest Spearman and what its goods were like.
 */
export interface Diagnosis {
  categories: { typeId: number; name: string; ratio: number; units: number; unitShare: { daily: number; weekly: number; rarely: number; never: number } }[];
  /** Per method: goods-days, Σ estimate ÷ Σ truth over them. */
  methods: { method: string; goodsDays: number; ratio: number }[];
  worstList: { name: string; rho: number; never: number; zero: number; medianRatio: number; carriedShare: number };
}

const median = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length ? ((s[(s.length - 1) >> 1] as number) + (s[s.length >> 1] as number)) / 2 : 0;
};

export async function diagnose(truth: Db, observed: Db, last: string): Promise<Diagnosis> {
  const from = addDays(last, -29);
  const real = await rows<{ goods_id: number; type_id: number; day: string; sales: number }>(
    truth,
    sql`SELECT goods_id::int AS goods_id, type_id::int AS type_id, day::text AS day, sales::int AS sales FROM goods_daily WHERE day BETWEEN ${from}::date AND ${last}::date`,
  );
  const est = await rows<{ goods_id: number; day: string; sales: number; method: string }>(
    observed,
    sql`SELECT goods_id::int AS goods_id, day::text AS day, sales::int AS sales, method FROM goods_daily WHERE day BETWEEN ${from}::date AND ${last}::date`,
  );
  const names = new Map((await rows<{ type_id: number; name: string }>(truth, sql`SELECT type_id, name_en AS name FROM categories WHERE parent_id IS NULL`)).map((c) => [c.type_id, c.name]));
  const seen = new Map(
    (await rows<{ goods_id: number; days: number }>(
      observed,
      sql`SELECT goods_id::int AS goods_id, count(DISTINCT day)::int AS days FROM observations WHERE status = 'accepted' AND day BETWEEN ${from}::date AND ${last}::date GROUP BY goods_id`,
    )).map((r) => [r.goods_id, r.days]),
  );
  const trueDay = new Map(real.map((r) => [`${r.goods_id}:${r.day}`, r.sales]));
  const typeOf = new Map(real.map((r) => [r.goods_id, r.type_id]));
  const trueSum = new Map<number, number>();
  for (const r of real) trueSum.set(r.goods_id, (trueSum.get(r.goods_id) ?? 0) + r.sales);
  const estSum = new Map<number, number>();
  const carried = new Map<number, number>();
  const byMethod = new Map<string, { n: number; est: number; truth: number }>();
  for (const r of est) {
    estSum.set(r.goods_id, (estSum.get(r.goods_id) ?? 0) + r.sales);
    if (r.method === 'carried') carried.set(r.goods_id, (carried.get(r.goods_id) ?? 0) + 1);
    const m = byMethod.get(r.method) ?? { n: 0, est: 0, truth: 0 };
    m.n++;
    m.est += r.sales;
    m.truth += trueDay.get(`${r.goods_id}:${r.day}`) ?? 0;
    byMethod.set(r.method, m);
  }
  const band = (id: number) => {
    const d = seen.get(id) ?? 0;
    return d >= 27 ? 'daily' : d >= 4 ? 'weekly' : d >= 1 ? 'rarely' : 'never';
  };
  const categories = [...names].sort((a, b) => a[0] - b[0]).map(([typeId, name]) => {
    const ids = [...trueSum.keys()].filter((id) => typeOf.get(id) === typeId);
    const units = ids.reduce((s, id) => s + (trueSum.get(id) ?? 0), 0);
    const estimated = ids.reduce((s, id) => s + (estSum.get(id) ?? 0), 0);
    const unitShare = { daily: 0, weekly: 0, rarely: 0, never: 0 };
    for (const id of ids) unitShare[band(id)] += (trueSum.get(id) ?? 0) / Math.max(1, units);
    return { typeId, name, ratio: units > 0 ? estimated / units : 0, units, unitShare };
  });
  const lists = [{ name: 'market', ids: [...trueSum.keys()] }, ...categories.map((c) => ({ name: c.name, ids: [...trueSum.keys()].filter((id) => typeOf.get(id) === c.typeId) }))];
  const worst = lists
    .map((l) => {
      const top = l.ids.sort((a, b) => (trueSum.get(b) ?? 0) - (trueSum.get(a) ?? 0) || a - b).slice(0, 100);
      const t = top.map((id) => trueSum.get(id) ?? 0);
      const e = top.map((id) => estSum.get(id) ?? 0);
      return {
        name: l.name,
        rho: spearman(t, e),
        never: top.filter((id) => band(id) === 'never').length,
        zero: e.filter((v) => v === 0).length,
        medianRatio: median(top.flatMap((id, i) => ((t[i] as number) > 0 ? [(e[i] as number) / (t[i] as number)] : []))),
        carriedShare: top.reduce((s, id) => s + (carried.get(id) ?? 0), 0) / Math.max(1, top.length * 30),
      };
    })
    .sort((a, b) => a.rho - b.rho)[0] as Diagnosis['worstList'];
  return {
    categories,
    methods: [...byMethod].sort((a, b) => b[1].n - a[1].n).map(([method, m]) => ({ method, goodsDays: m.n, ratio: m.truth > 0 ? m.est / m.truth : 0 })),
    worstList: worst,
  };
}
