import { sql } from 'drizzle-orm';
import type { myshop } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { createCache } from '../market/cache';
import { rows } from '../market/window';
import { rollupLatestDay } from '../workbench/rollups';
import { skuCatalogue, skuSums, zeroSums } from './figures';
import type { Resolved } from './pages';

/**
 * The shop against the market: each SKU's subcategory in the workbench (its market in the period
 * from market_daily, its median price from the 30-day goods window), the member's share of it, the
 * follow-sellers the patrol sees on the card, and the market's estimate for the goods itself
 * (goods_daily) against the exact figures of the Seller API.
 */

const caches = new WeakMap<Db, ReturnType<typeof createCache<unknown>>>();
const pct = (estimate: number | null, exact: number) => (estimate === null || exact === 0 ? null : Math.round(((estimate - exact) / exact) * 1000) / 10);
const ratio = (v: number) => Math.round(v * 10_000) / 10_000;

type MarketFacts = Map<number, { typeId: number; typeName: string; units: number | null; revenue: number | null; goods: number | null; median: number | null; estUnits: number; estRevenue: number }>;

async function marketFacts(db: Db, skus: readonly number[], p: Resolved, lang: 'zh' | 'en' | 'ru'): Promise<MarketFacts> {
  if (!skus.length) return new Map();
  const ids = `{${skus.join(',')}}`;
  const name = sql.raw(lang === 'en' ? 'name_en' : lang === 'ru' ? 'name_ru' : 'name_zh');
  const found = await rows<{ sku: number; sub_type_id: number; type_name: string | null; units: string | null; revenue: string | null; goods: number | null; median: string | null; est_units: string | null; est_revenue: string | null }>(
    db,
    sql`WITH mine AS (SELECT g.id AS sku, g.sub_type_id FROM goods g WHERE g.id IN (SELECT unnest(${ids}::bigint[]))),
         cats AS (SELECT DISTINCT sub_type_id FROM mine),
         market AS (SELECT m.scope_type_id, sum(m.sales)::bigint AS units, sum(m.gmv)::bigint AS revenue, max(m.goods) AS goods
                    FROM market_daily m WHERE m.scope_type_id IN (SELECT sub_type_id FROM cats) AND m.day BETWEEN ${p.from}::date AND ${p.to}::date GROUP BY m.scope_type_id),
         medians AS (SELECT w.sub_type_id, percentile_cont(0.5) WITHIN GROUP (ORDER BY w.price) AS median
                     FROM goods_window w WHERE w.window_days = 30 AND w.sales > 0 AND w.sub_type_id IN (SELECT sub_type_id FROM cats) GROUP BY w.sub_type_id),
         est AS (SELECT d.goods_id, sum(d.sales)::bigint AS units, sum(d.gmv)::bigint AS revenue
                 FROM goods_daily d WHERE d.goods_id IN (SELECT sku FROM mine) AND d.day BETWEEN ${p.from}::date AND ${p.to}::date GROUP BY d.goods_id)
    SELECT mine.sku, mine.sub_type_id, c.${name} AS type_name, market.units, market.revenue, market.goods, medians.median, est.units AS est_units, est.revenue AS est_revenue
    FROM mine LEFT JOIN categories c ON c.type_id = mine.sub_type_id LEFT JOIN market ON market.scope_type_id = mine.sub_type_id
      LEFT JOIN medians ON medians.sub_type_id = mine.sub_type_id LEFT JOIN est ON est.goods_id = mine.sku`,
  );
  const num = (v: string | number | null) => (v === null ? null : Number(v));
  return new Map(
    found.map((r) => [
      Number(r.sku),
      {
        typeId: Number(r.sub_type_id),
        typeName: r.type_name ?? String(r.sub_type_id),
        units: num(r.units),
        revenue: num(r.revenue),
        goods: num(r.goods),
        median: r.median === null ? null : Math.round(Number(r.median)),
        estUnits: Number(r.est_units ?? 0),
        estRevenue: Number(r.est_revenue ?? 0),
      },
    ]),
  );
}

/** Follow-sellers now on the member's goods (the patrol's open cases) and the lowest of their prices. */
async function followersOf(db: Db, ownerId: number): Promise<Map<number, { count: number; lowest: number }>> {
  const found = await rows<{ goods_id: number; n: number; lowest: number }>(
    db,
    sql`SELECT goods_id, count(*)::int AS n, min(last_price) AS lowest FROM patrol_cases WHERE user_id = ${ownerId} AND ended_at IS NULL GROUP BY goods_id`,
  );
  return new Map(found.map((r) => [Number(r.goods_id), { count: Number(r.n), lowest: Number(r.lowest) }]));
}

/** Every SKU of the shop against the market, for the period (cached with the shop's figures and the market's latest day). */
export async function marketRows(db: Db, shop: { shopId: number; ownerId: number }, p: Resolved, lang: 'zh' | 'en' | 'ru', apiOrigin: string): Promise<{ list: myshop.MarketRow[]; marketLatestDay: string }> {
  const marketLatestDay = (await rollupLatestDay(db)) ?? '';
  let c = caches.get(db);
  if (!c) {
    c = createCache<unknown>(10 * 60_000, 24);
    caches.set(db, c);
  }
  const [base, followers] = await Promise.all([
    c.get(`market:${shop.shopId}:${p.version}:${p.from}:${p.to}:${lang}:${marketLatestDay}`, async () => {
      const [sums, meta] = await Promise.all([skuSums(db, shop.shopId, p.version, p.from, p.to), skuCatalogue(db, shop.shopId, p.version, p.latestDay, apiOrigin)]);
      const facts = await marketFacts(db, [...meta.keys()], p, lang);
      return { sums, meta, facts };
    }) as Promise<{ sums: Awaited<ReturnType<typeof skuSums>>; meta: Awaited<ReturnType<typeof skuCatalogue>>; facts: MarketFacts }>,
    followersOf(db, shop.ownerId),
  ]);
  const list = [...base.meta.values()].map((m): myshop.MarketRow => {
    const s = base.sums.get(m.sku) ?? zeroSums();
    const f = base.facts.get(m.sku);
    const fol = followers.get(m.sku);
    return {
      sku: m.sku,
      offerId: m.offerId,
      name: m.name,
      imageUrl: m.imageUrl,
      indexed: f !== undefined,
      typeId: f?.typeId ?? null,
      typeName: f?.typeName ?? null,
      categoryUnits: f?.units ?? null,
      categoryRevenue: f?.revenue ?? null,
      categoryGoods: f?.goods ?? null,
      categoryMedianPrice: f?.median ?? null,
      share: f?.revenue ? ratio(s.revenue / f.revenue) : null,
      price: m.price,
      pricePosition: f?.median && m.price !== null ? ratio(m.price / f.median - 1) : null,
      followers: fol?.count ?? 0,
      lowestFollowerPrice: fol?.lowest ?? null,
      units: s.units,
      revenue: s.revenue,
      estimatedUnits: f ? f.estUnits : null,
      estimatedRevenue: f ? f.estRevenue : null,
      unitsGapPct: f ? pct(f.estUnits, s.units) : null,
      revenueGapPct: f ? pct(f.estRevenue, s.revenue) : null,
    };
  });
  return { list, marketLatestDay };
}

const sortKey: Record<myshop.MyshopMarketSort, (r: myshop.MarketRow) => number | null> = {
  revenue: (r) => r.revenue,
  share: (r) => r.share,
  pricePosition: (r) => r.pricePosition,
  estimateGap: (r) => (r.revenueGapPct === null ? null : Math.abs(r.revenueGapPct)),
  followers: (r) => r.followers,
};

/** Filters by offer id, name or SKU and sorts (empty values last, then by SKU). */
export function sortMarket(list: myshop.MarketRow[], q: { sort: myshop.MyshopMarketSort; order: 'asc' | 'desc'; q?: string | undefined }): myshop.MarketRow[] {
  const text = q.q?.toLowerCase();
  const picked = text ? list.filter((r) => r.offerId.toLowerCase().includes(text) || r.name.toLowerCase().includes(text) || String(r.sku) === text) : list.slice();
  const key = sortKey[q.sort];
  const dir = q.order === 'asc' ? 1 : -1;
  return picked.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === null || y === null) return x === y ? a.sku - b.sku : x === null ? 1 : -1;
    return x === y ? a.sku - b.sku : (x < y ? -1 : 1) * dir;
  });
}
