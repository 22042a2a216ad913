import { MIN_CALIBRATION_SHOPS, unitsAt, type PositionCurve } from './calibration';

/**
 * The bias of the position curves, learnt on the panel out of sample: every sampled panel point is
 * estimated the way the step estimates a goods outside the panel, from the other goods' points on
 * the same page, and its true units are set beside it. Per top category (type 0: market-wide),
 * Σ true ÷ Σ estimated is the correction; a category with fewer panel shops than its floor takes
 * the market-wide one. The nearest-points curve flattens its head (the best places borrow from the
 * places below them, which sell less): that shows up here and is divided out.
 */

/** Shops a category's own correction needs (a ratio of sums is noisier than the curves it corrects); below, the market-wide one (MIN_CALIBRATION_SHOPS). */
export const BIAS_CATEGORY_SHOPS = 5;
/** Bounds of a correction. */
const BIAS_MIN = 0.5;
const BIAS_MAX = 2;
/** Points per curve estimated from the other goods (evenly spread). */
const SAMPLE = 150;

export interface MethodBias {
  /** Top category (0: market-wide) → correction factor and the panel goods-days and shops behind it: category pages and search words. */
  position: Map<number, BiasFactor>;
  /** The same, learnt on the bestseller listing's curve alone: its estimates take its own correction. */
  listing: Map<number, BiasFactor>;
}
export interface BiasFactor {
  factor: number;
  points: number;
  shops: number;
}

type Sums = Map<number, { truth: number; est: number; points: number; shops: Set<number> }>;

function add(sums: Sums, typeId: number, shop: number, truth: number, est: number): void {
  for (const t of [typeId, 0]) {
    const s = sums.get(t) ?? { truth: 0, est: 0, points: 0, shops: new Set<number>() };
    s.truth += truth;
    s.est += est;
    s.points++;
    s.shops.add(shop);
    sums.set(t, s);
  }
}

function factors(sums: Sums): Map<number, BiasFactor> {
  const out = new Map<number, BiasFactor>();
  for (const [t, s] of sums) {
    if (s.shops.size < (t === 0 ? MIN_CALIBRATION_SHOPS : BIAS_CATEGORY_SHOPS) || s.est <= 0 || s.truth <= 0) continue;
    out.set(t, { factor: Math.min(BIAS_MAX, Math.max(BIAS_MIN, s.truth / s.est)), points: s.points, shops: s.shops.size });
  }
  return out;
}

/** The correction of a top category's estimates by a method: its own where the panel makes it, else the market-wide one, else none. */
export function biasOf(bias: Map<number, BiasFactor>, typeId: number | undefined): number {
  return (bias.get(typeId ?? -1) ?? bias.get(0))?.factor ?? 1;
}

/** Position: each sampled curve point (category pages and search words) estimated from the other goods' points of the same page, as a goods outside the panel is. */
export function positionBias(curves: PositionCurve[]): Map<number, BiasFactor> {
  const sums: Sums = new Map();
  for (const curve of curves) {
    const step = Math.max(1, Math.floor(curve.points.length / SAMPLE));
    curve.points.forEach((p, i) => {
      if (i % step === 0) add(sums, p.typeId, p.shop, p.units, unitsAt(curve, p.position, -1, p.goods));
    });
  }
  return factors(sums);
}

/**
 * The corrections of the category pages' and search words' curves, and of the bestseller listing's
 * apart: a correction learnt on one curve's points applies to that curve's estimates (the category
 * pages' heads flatten far more than the listing's, where the heads of every category stand together).
 */
export function fitMethodBias(curves: PositionCurve[], listing?: PositionCurve): MethodBias {
  return { position: positionBias(curves), listing: listing ? positionBias([listing]) : new Map() };
}

/** The corrections as calibration rows (methods 'position-bias' and 'listing-bias'; goods: the panel goods-days behind each). */
export function biasRows(bias: MethodBias, day: string) {
  const rowsOf = (method: string, m: Map<number, BiasFactor>) => [...m].map(([typeId, b]) => ({ typeId, method, factor: b.factor, goods: b.points, errorPct: null, computedOn: day }));
  return [...rowsOf('position-bias', bias.position), ...rowsOf('listing-bias', bias.listing)];
}
