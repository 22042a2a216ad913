import { WHOLE_CATALOGUE } from '@marketlens/core/ozon/catalogue-text';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { MIN_SPAN_DAYS, unitsAt, type PositionCurve, type ReviewFactor } from './calibration';
import { agreedDaily } from './agreed';
import { biasOf, type MethodBias } from './bias';
import { combineEstimates } from './combine';
import type { DayCard } from './reference';
import { shiftDay } from '../seller-api/sync-state';

/**
 * Sales a day from what was observed, per goods seen that day, from every method its observations
 * allow, weighted by their calibrated errors (combine.ts):
 * - 'position': its place on a category page, on the bestseller listing (category 0, every category's
 *   goods on one list) or under a search word, through that page's position → units curve;
 * - 'reviews': review-count growth since an observation 3…28 days before (reviews arrive in lumps,
 *   so the growth is taken over the longest span available), times the category's units per review;
 * - 'stock': the drop of the stock the page shows ("осталось 3 шт") since an earlier day of the week.
 * Position estimates are corrected by the curves' bias as learnt on the panel (bias.ts).
 */

export type Method = 'reviews' | 'stock' | 'position' | 'carried';
export const REVIEW_SPAN_DAYS = 28;
export const STOCK_SPAN_DAYS = 7;

export interface Estimate {
  goodsId: number;
  /** Units a day. */
  rate: number;
  method: Exclude<Method, 'carried'>;
  errorPct: number | null;
  observed: number;
  /** Carried days after this one are re-estimated from today's figure (the growth they fall in). */
  reviseAfter: string;
}

const rowsOf = async <T>(tx: Tx, query: ReturnType<typeof sql>) => (await tx.execute(query)).rows as T[];
export const addDays = shiftDay;
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** Per goods, per earlier day, the median of a signal the accepted observations showed. */
async function history(tx: Tx, column: 'reviews' | 'stock', ids: number[], from: string, to: string): Promise<Map<number, { day: string; value: number }[]>> {
  if (!ids.length) return new Map();
  const found = await rowsOf<{ goods_id: number; day: string; value: number }>(
    tx,
    agreedDaily(column, JSON.stringify(ids), from, to),
  );
  const out = new Map<number, { day: string; value: number }[]>();
  for (const r of found) out.set(r.goods_id, [...(out.get(r.goods_id) ?? []), { day: r.day, value: r.value }]);
  return out;
}

/** The day's stock of a goods as the pages showed it (agreed like the other signals: history()). */
export async function dayStock(tx: Tx, day: string): Promise<Map<number, number>> {
  const found = await rowsOf<{ goods_id: number; stock: number }>(
    tx,
    sql`WITH o AS (
          SELECT goods_id, origin, bool_or(source = 'collector') AS trusted, percentile_disc(0.5) WITHIN GROUP (ORDER BY stock) AS stock
          FROM observations WHERE day = ${day}::date AND status = 'accepted' AND stock IS NOT NULL GROUP BY goods_id, origin)
        SELECT goods_id::int AS goods_id,
               coalesce(percentile_disc(0.5) WITHIN GROUP (ORDER BY stock) FILTER (WHERE trusted), percentile_disc(0.5) WITHIN GROUP (ORDER BY stock))::int AS stock
        FROM o GROUP BY goods_id`,
  );
  return new Map(found.map((r) => [r.goods_id, r.stock]));
}

/** Estimates the day's sales of each placed goods seen that day; goods no method reaches are left out. */
export async function estimateSeen(
  tx: Tx,
  day: string,
  cards: Map<number, DayCard>,
  placed: number[],
  calibration: { factors: Map<number, ReviewFactor>; curves: Map<number, PositionCurve>; wordCurves?: Map<string, PositionCurve>; stockErrorPct: number | null; bias?: MethodBias },
): Promise<Estimate[]> {
  const typeOf = new Map(
    (await rowsOf<{ id: number; type_id: number }>(
      tx,
      sql`SELECT id, type_id FROM goods WHERE id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(placed)}::jsonb))`,
    )).map((g) => [g.id, g.type_id]),
  );
  const reviews = await history(tx, 'reviews', placed, addDays(day, -REVIEW_SPAN_DAYS), addDays(day, -3));
  const stocks = await history(tx, 'stock', placed, addDays(day, -STOCK_SPAN_DAYS), addDays(day, -1));
  const stockToday = await dayStock(tx, day);
  const out: Estimate[] = [];
  for (const goodsId of placed) {
    const card = cards.get(goodsId);
    if (!card) continue;
    const candidates: Omit<Estimate, 'goodsId' | 'observed'>[] = [];
    // Position: its place on the bestseller listing where it was there and the listing has a curve:
    // the listing places the heads of every category on one curve, while a category page or a search
    // word ranks the goods by the same relevance of the day among fewer goods, and their curves'
    // heads stand for the one goods that leads them. Elsewhere, over the category pages and search
    // words it was placed on that have a curve, each weighted by the inverse square of its curve's
    // error (the pages' errors share the day's ranking, so the expected error is their weighted mean,
    // not smaller). Each curve's estimate takes the correction learnt on that curve (bias.ts).
    const type = typeOf.get(goodsId);
    const onCurve = (curve: PositionCurve | undefined, position: number, bias: MethodBias['position'] | undefined) =>
      curve ? [{ units: unitsAt(curve, position) * (bias ? biasOf(bias, type) : 1), errorPct: curve.errorPct }] : [];
    const listed = card.positions.get(WHOLE_CATALOGUE);
    const listing = listed === undefined ? undefined : calibration.curves.get(WHOLE_CATALOGUE);
    const onCurves = listing
      ? onCurve(listing, listed as number, calibration.bias?.listing)
      : [
          ...[...card.positions].flatMap(([categoryId, position]) => onCurve(calibration.curves.get(categoryId), position, calibration.bias?.position)),
          ...[...card.searchPositions].flatMap(([word, position]) => onCurve(calibration.wordCurves?.get(word), position, calibration.bias?.position)),
        ];
    if (onCurves.length) {
      const measured = onCurves.every((c) => c.errorPct !== null && c.errorPct > 0);
      const weights = onCurves.map((c) => (measured ? 1 / (c.errorPct as number) ** 2 : 1));
      const total = weights.reduce((s, w) => s + w, 0);
      const mean = (pick: (c: (typeof onCurves)[number]) => number) => onCurves.reduce((s, c, i) => s + pick(c) * (weights[i] as number), 0) / total;
      const errors = onCurves.flatMap((c) => (c.errorPct === null ? [] : [c.errorPct]));
      candidates.push({
        rate: mean((c) => c.units),
        method: 'position',
        errorPct: measured ? mean((c) => c.errorPct as number) : errors.length ? errors.reduce((s, e) => s + e, 0) / errors.length : null,
        reviseAfter: day,
      });
    }
    // Reviews: growth since the earliest observation of the span, times the category's factor.
    const base = reviews.get(goodsId)?.[0];
    const factor = calibration.factors.get(typeOf.get(goodsId) ?? -1) ?? calibration.factors.get(0);
    if (base && card.reviews !== null && factor) {
      const span = daysBetween(base.day, day);
      const growth = Math.max(0, card.reviews - base.value);
      // A short span is taken only while the longer one has not accumulated yet: the error grows as it shrinks.
      const shortness = span >= MIN_SPAN_DAYS ? 1 : Math.sqrt(MIN_SPAN_DAYS / span);
      candidates.push({
        rate: (factor.factor * growth) / span,
        method: 'reviews',
        errorPct: factor.errorPct === null ? null : Math.min(100, factor.errorPct * shortness),
        reviseAfter: base.day,
      });
    }
    // Stock: the drop since the latest earlier day of the week it was shown (a rise is a restock and says nothing).
    const stockBefore = stocks.get(goodsId)?.at(-1);
    const stockNow = stockToday.get(goodsId);
    if (stockBefore && stockNow !== undefined && stockBefore.value >= stockNow && calibration.stockErrorPct !== null) {
      candidates.push({
        rate: (stockBefore.value - stockNow) / daysBetween(stockBefore.day, day),
        method: 'stock',
        errorPct: calibration.stockErrorPct,
        reviseAfter: stockBefore.day,
      });
    }
    const best = combineEstimates(candidates);
    if (best) out.push({ goodsId, observed: card.observed, ...best });
  }
  return out;
}
