import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { estimateCalibration } from '../../db/schema/index';
import { shiftDay } from '../seller-api/sync-state';
import { agreedDaily } from './agreed';
import { CURVE_NEIGHBOURS, curveError, median, unitsAt, type PositionCurve } from './curve';

export { CURVE_NEIGHBOURS, curveError, median, unitsAt, type PositionCurve } from './curve';

/**
 * Calibration of the estimates on goods whose true sales are known: the bound shops of "My shops"
 * whose members allow it (seller_shops.share_for_calibration), their Seller API units per SKU and
 * day (myshop_daily) beside what the public pages showed of the same goods. Always aggregated per
 * category over several shops: a category with fewer shops takes the market-wide factor, so no
 * estimate ever reflects one shop's numbers alone.
 */

/** Shops a category's calibration needs; below it the market-wide factor (itself over as many shops) is used. */
export const MIN_CALIBRATION_SHOPS = 3;
/** Days of review growth the factor is fitted over, and the shortest span a goods counts with. */
export const CALIBRATION_DAYS = 35;
export const MIN_SPAN_DAYS = 7;
/** Days of panel positions a category's position curve is built from. */
export const CURVE_DAYS = 14;
/** Longest gap between two stock readings whose drop counts as sales. */
export const STOCK_PAIR_DAYS = 7;

const rowsOf = async <T>(tx: Tx, query: ReturnType<typeof sql>) => (await tx.execute(query)).rows as T[];
const addDays = shiftDay;

export interface ReviewFactor {
  factor: number;
  goods: number;
  shops: number;
  /** Median absolute percentage error on the panel, percent. */
  errorPct: number | null;
}

/** The panel: goods of bound shops that share their numbers, with their shop, category and true units per day. */
export interface Panel {
  goods: Map<number, { shop: number; typeId: number; units: Map<string, number> }>;
}

/** Reads the panel's true units over the calibration window (one query; the rest is joined here). */
export async function loadPanel(tx: Tx, day: string): Promise<Panel> {
  const found = await rowsOf<{ sku: number; shop: number; type_id: number; day: string; units: number }>(
    tx,
    sql`SELECT d.sku::int AS sku, min(d.shop_id)::int AS shop, g.type_id, d.day::text AS day, sum(d.units)::int AS units
        FROM myshop_daily d JOIN seller_shops s ON s.id = d.shop_id AND s.share_for_calibration JOIN goods g ON g.id = d.sku
        WHERE d.day BETWEEN ${addDays(day, -CALIBRATION_DAYS)}::date AND ${day}::date AND d.sku > 0
        GROUP BY d.sku, g.type_id, d.day`,
  );
  const goods: Panel['goods'] = new Map();
  for (const r of found) {
    const g = goods.get(r.sku) ?? { shop: r.shop, typeId: r.type_id, units: new Map<string, number>() };
    g.units.set(r.day, r.units);
    goods.set(r.sku, g);
  }
  return { goods };
}

const idsJson = (panel: Panel) => JSON.stringify([...panel.goods.keys()]);
const unitsBetween = (units: Map<string, number>, after: string, upTo: string) => {
  let sum = 0;
  for (const [d, u] of units) if (d > after && d <= upTo) sum += u;
  return sum;
};

/** Units per new review for each top category (0: the market-wide factor), fitted on the panel's goods. */
export async function fitReviewFactors(tx: Tx, day: string, panel: Panel): Promise<Map<number, ReviewFactor>> {
  const seen = (await rowsOf<{ goods_id: number; day: string; value: number }>(tx, agreedDaily('reviews', idsJson(panel), addDays(day, -CALIBRATION_DAYS), day))).map((r) => ({
    goods_id: r.goods_id,
    day: r.day,
    reviews: r.value,
  }));
  const spans = new Map<number, { d0: string; r0: number; d1: string; r1: number }>();
  for (const r of seen) {
    const s = spans.get(r.goods_id);
    if (!s) spans.set(r.goods_id, { d0: r.day, r0: r.reviews, d1: r.day, r1: r.reviews });
    else Object.assign(s, { d1: r.day, r1: r.reviews });
  }
  const found: { type_id: number; shop: number; growth: number; units: number }[] = [];
  for (const [goodsId, s] of spans) {
    const g = panel.goods.get(goodsId);
    if (!g || (Date.parse(s.d1) - Date.parse(s.d0)) / 86_400_000 < MIN_SPAN_DAYS) continue;
    found.push({ type_id: g.typeId, shop: g.shop, growth: Math.max(0, s.r1 - s.r0), units: unitsBetween(g.units, s.d0, s.d1) });
  }
  const fit = (list: typeof found): ReviewFactor | null => {
    const shops = new Set(list.map((r) => r.shop)).size;
    const growth = list.reduce((sum, r) => sum + r.growth, 0);
    const units = list.reduce((sum, r) => sum + r.units, 0);
    if (shops < MIN_CALIBRATION_SHOPS || growth <= 0 || units <= 0) return null;
    const factor = units / growth;
    const errors = list.filter((r) => r.units > 0).map((r) => Math.abs(factor * r.growth - r.units) / r.units);
    return { factor, goods: list.length, shops, errorPct: errors.length ? median(errors) * 100 : null };
  };
  const out = new Map<number, ReviewFactor>();
  const all = fit(found);
  if (all) out.set(0, all);
  const byType = new Map<number, typeof found>();
  for (const r of found) byType.set(r.type_id, [...(byType.get(r.type_id) ?? []), r]);
  const own = new Map<number, { f: ReviewFactor; list: typeof found }>();
  for (const [typeId, list] of byType) {
    const f = fit(list);
    if (f) own.set(typeId, { f, list });
  }
  if (!all) return out;
  const shrunk = shrinkToward(all.factor, [...own].map(([typeId, o]) => ({ key: typeId, factor: o.f.factor, ratios: o.list.filter((r) => r.growth > 0 && r.units > 0).map((r) => r.units / r.growth) })));
  for (const [typeId, o] of own) {
    const factor = shrunk.get(typeId) ?? o.f.factor;
    const errors = o.list.filter((r) => r.units > 0).map((r) => Math.abs(factor * r.growth - r.units) / r.units);
    out.set(typeId, { ...o.f, factor, errorPct: errors.length ? median(errors) * 100 : null });
  }
  return out;
}

/**
 * Each category's factor drawn toward the market-wide one as far as its own panel leaves it in
 * doubt (empirical Bayes on the log scale): a category's own factor has the variance of its goods'
 * units-per-review ratios over their number; the categories' true factors spread by what their
 * factors spread beyond that. A category of a few shops whose factor differs only by chance keeps
 * little of the difference; a category that really differs, measured on many goods, keeps it.
 */
export function shrinkToward(overall: number, groups: { key: number; factor: number; ratios: number[] }[]): Map<number, number> {
  const out = new Map<number, number>();
  const usable = groups.filter((g) => g.ratios.length >= 2 && g.factor > 0);
  if (usable.length < 2 || overall <= 0) return out;
  const variance = (v: number[]) => {
    const m = v.reduce((s, x) => s + x, 0) / v.length;
    return v.reduce((s, x) => s + (x - m) ** 2, 0) / (v.length - 1);
  };
  const noise = usable.map((g) => variance(g.ratios.map(Math.log)) / g.ratios.length);
  const center = Math.log(overall);
  const spread = usable.reduce((s, g) => s + (Math.log(g.factor) - center) ** 2, 0) / usable.length;
  const between = Math.max(0, spread - noise.reduce((s, n) => s + n, 0) / usable.length);
  usable.forEach((g, i) => {
    const keep = between + (noise[i] as number) > 0 ? between / (between + (noise[i] as number)) : 1;
    out.set(g.key, Math.exp(center + keep * (Math.log(g.factor) - center)));
  });
  return out;
}

/** Curves per page (category id or search word) from panel points, where several shops make them. */
function curvesOf<K>(seen: { key: K; goods_id: number; day: string; position: number }[], panel: Panel): Map<K, PositionCurve> {
  const byPage = new Map<K, PositionCurve['points']>();
  for (const r of seen) {
    const g = panel.goods.get(r.goods_id);
    const units = g?.units.get(r.day);
    if (!g || units === undefined) continue;
    const list = byPage.get(r.key) ?? [];
    list.push({ position: r.position, units, goods: r.goods_id, shop: g.shop, typeId: g.typeId });
    byPage.set(r.key, list);
  }
  const out = new Map<K, PositionCurve>();
  for (const [key, list] of byPage) {
    const shops = new Set(list.map((r) => r.shop)).size;
    if (shops < MIN_CALIBRATION_SHOPS || list.length < CURVE_NEIGHBOURS + 1) continue;
    const curve: PositionCurve = { points: [...list].sort((a, b) => a.position - b.position), shops, errorPct: null };
    curve.errorPct = curveError(curve);
    out.set(key, curve);
  }
  return out;
}

/**
 * The panel goods' places on list pages over the curves' days, per page (category id or search word),
 * goods and day: as the collector read them where it read the goods there; a member's client cannot
 * move them, nor claim a place within the places the collector read of the page that day.
 */
async function panelPlaces<K>(tx: Tx, day: string, panel: Panel, page: 'category' | 'search') {
  const key = page === 'category' ? sql`o.category_id` : sql`lower(btrim(o.query))`;
  const listed = sql`o.status = 'accepted' AND o.page = ${page} AND ${key} IS NOT NULL AND o.position IS NOT NULL
    AND o.day BETWEEN ${addDays(day, -(CURVE_DAYS - 1))}::date AND ${day}::date`;
  return rowsOf<{ key: K; goods_id: number; day: string; position: number }>(
    tx,
    sql`WITH reach AS (SELECT ${key} AS key, o.day, max(o.position) AS last FROM observations o WHERE ${listed} AND o.source = 'collector' GROUP BY 1, 2)
        SELECT ${key} AS key, o.goods_id::int AS goods_id, o.day::text AS day, coalesce(min(o.position) FILTER (WHERE o.source = 'collector'), min(o.position))::int AS position
        FROM observations o LEFT JOIN reach r ON r.key = ${key} AND r.day = o.day
        WHERE ${listed} AND o.goods_id IN (SELECT value::int FROM jsonb_array_elements_text(${idsJson(panel)}::jsonb))
          AND (o.source = 'collector' OR o.position > coalesce(r.last, 0))
        GROUP BY 1, o.goods_id, o.day`,
  );
}

/**
 * Per category page, the position → units-a-day curve from the panel's goods seen on that page in
 * the last days (its position beside its true units that day), where several shops make it. The
 * bestseller listing is category 0: its curve places the heads of every category on one scale.
 */
export async function fitPositionCurves(tx: Tx, day: string, panel: Panel): Promise<Map<number, PositionCurve>> {
  return curvesOf(await panelPlaces<number>(tx, day, panel, 'category'), panel);
}

/**
 * Per search word, the same curve from the panel's goods on the word's result pages. A search
 * ranks goods of every category together, so its places compare goods across categories.
 */
export async function fitWordCurves(tx: Tx, day: string, panel: Panel): Promise<Map<string, PositionCurve>> {
  return curvesOf(await panelPlaces<string>(tx, day, panel, 'search'), panel);
}

/**
 * The error of stock drops as sales, on the panel's goods whose pages showed their stock on two
 * days of a week without a restock between: the drop beside the true units. Null below the floor of shops.
 */
export async function fitStockError(tx: Tx, day: string, panel: Panel): Promise<{ errorPct: number; goods: number } | null> {
  const seen = (await rowsOf<{ goods_id: number; day: string; value: number }>(tx, agreedDaily('stock', idsJson(panel), addDays(day, -CALIBRATION_DAYS), day))).map((r) => ({
    goods_id: r.goods_id,
    day: r.day,
    stock: r.value,
  }));
  const usable: { shop: number; drop: number; units: number }[] = [];
  for (let i = 1; i < seen.length; i++) {
    const [a, b] = [seen[i - 1], seen[i]] as [(typeof seen)[number], (typeof seen)[number]];
    const g = panel.goods.get(b.goods_id);
    if (!g || a.goods_id !== b.goods_id || (Date.parse(b.day) - Date.parse(a.day)) / 86_400_000 > STOCK_PAIR_DAYS || a.stock < b.stock) continue;
    const units = unitsBetween(g.units, a.day, b.day);
    if (units > 0) usable.push({ shop: g.shop, drop: a.stock - b.stock, units });
  }
  if (new Set(usable.map((r) => r.shop)).size < MIN_CALIBRATION_SHOPS) return null;
  return { errorPct: median(usable.map((r) => Math.abs(r.drop - r.units) / r.units)) * 100, goods: usable.length };
}

/** Records the day's calibration: one row per category and method (type 0: market-wide; for 'position', the bestseller listing's curve). */
export async function saveCalibration(
  tx: Tx,
  day: string,
  factors: Map<number, ReviewFactor>,
  curves: Map<number, PositionCurve>,
  stock: { errorPct: number; goods: number } | null,
  extra: (typeof estimateCalibration.$inferInsert)[] = [],
): Promise<void> {
  await tx.delete(estimateCalibration);
  const values = [
    ...(stock ? [{ typeId: 0, method: 'stock', factor: 1, goods: stock.goods, errorPct: stock.errorPct, computedOn: day }] : []),
    ...[...factors].map(([typeId, f]) => ({ typeId, method: 'reviews', factor: f.factor, goods: f.goods, errorPct: f.errorPct, computedOn: day })),
    ...[...curves].map(([typeId, c]) => ({
      typeId,
      method: 'position',
      // The curve's head: units a day at the first place of the page.
      factor: unitsAt(c, 1),
      goods: c.points.length,
      errorPct: c.errorPct,
      computedOn: day,
    })),
    ...extra,
  ];
  for (let i = 0; i < values.length; i += 500) await tx.insert(estimateCalibration).values(values.slice(i, i + 500));
}
