/**
 * A page's position → units-a-day curve (calibration.ts fits them on the panel): its points, the
 * units at a place, and its error as a goods outside the panel meets it.
 */

/** The neighbours one estimate averages. */
export const CURVE_NEIGHBOURS = 7;

export interface PositionCurve {
  /** Panel points sorted by position: position, units sold that day, the goods, its shop and top category. */
  points: { position: number; units: number; goods: number; shop: number; typeId: number }[];
  shops: number;
  /** Median error of a panel goods' units over the curve's days, percent (curveError). */
  errorPct: number | null;
}

/**
 * Units at `position` from the curve: the mean of the CURVE_NEIGHBOURS panel points nearest in
 * log-position (without point `skip`, or without goods `skipGoods`' points), nearer places first and
 * the points of one place in their order (a tie between a place below and one above: the one below).
 * The points are sorted by position, so they are taken outward from `position`, place by place.
 */
export function unitsAt(curve: PositionCurve, position: number, skip = -1, skipGoods = -1): number {
  const points = curve.points;
  const at = (i: number) => points[i] as PositionCurve['points'][number];
  const distance = (i: number) => Math.abs(Math.log(at(i).position) - Math.log(position));
  let below = 0;
  for (let hi = points.length; below < hi; ) {
    const mid = (below + hi) >> 1;
    if (at(mid).position < position) below = mid + 1;
    else hi = mid;
  }
  // Points [below, above) are taken; the next place down ends at `below`, the next place up starts at `above`.
  let above = below;
  let sum = 0;
  let taken = 0;
  while (taken < CURVE_NEIGHBOURS && (below > 0 || above < points.length)) {
    const down = below > 0 && (above >= points.length || distance(below - 1) <= distance(above));
    let from = down ? below - 1 : above;
    let to = from + 1;
    const place = at(from).position;
    while (down && from > 0 && at(from - 1).position === place) from--;
    while (!down && to < points.length && at(to).position === place) to++;
    for (let i = from; i < to && taken < CURVE_NEIGHBOURS; i++) {
      if (i === skip || at(i).goods === skipGoods) continue;
      sum += at(i).units;
      taken++;
    }
    if (down) below = from;
    else above = to;
  }
  return sum / Math.max(1, taken);
}

/** The median of a non-empty list. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * A curve's error as a goods outside the panel meets it: each panel goods' units over the curve's
 * days, estimated at its places from the other goods' points, beside its true units over those days;
 * the median over the goods of |Σ estimated − Σ true| ÷ Σ true. It is the error of a goods' units
 * over a span, like the review factor's, so that the methods' inverse-square weights compare like
 * with like: a place's day-to-day noise evens out over a goods' days, while a curve that misplaces a
 * goods (the head of a category page, which the goods leading it alone holds) misses it every day.
 */
export function curveError(curve: PositionCurve): number | null {
  const byGoods = new Map<number, { estimated: number; units: number }>();
  for (const p of curve.points) {
    const g = byGoods.get(p.goods) ?? { estimated: 0, units: 0 };
    g.estimated += unitsAt(curve, p.position, -1, p.goods);
    g.units += p.units;
    byGoods.set(p.goods, g);
  }
  const errors = [...byGoods.values()].filter((g) => g.units > 0).map((g) => Math.abs(g.estimated - g.units) / g.units);
  return errors.length ? median(errors) * 100 : null;
}
