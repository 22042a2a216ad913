/**
 * One figure from the estimates a goods' observations allow on a day. Each method's estimate comes
 * with its expected error, measured on the panel (median absolute percentage error); their errors
 * are independent (a page's place, the review count's growth and the stock's drop are different
 * signals), so the estimates are weighted by the inverse of their squared errors, the weighting
 * with the smallest error of a sum of independent estimates. The combined expected error is
 * 1 / √Σ(1 / eᵢ²). The goods-day records the method with the largest weight (and that method's
 * span, which later days revise), since it says most about the figure.
 * Estimates without a measured error only count when no method has one: then the first stands alone.
 */
export interface Candidate<M extends string> {
  rate: number;
  method: M;
  errorPct: number | null;
  reviseAfter: string;
}

export function combineEstimates<M extends string>(candidates: Candidate<M>[]): Candidate<M> | undefined {
  const rated = candidates.filter((c): c is Candidate<M> & { errorPct: number } => c.errorPct !== null && Number.isFinite(c.errorPct) && Number.isFinite(c.rate));
  if (rated.length === 0) return candidates.find((c) => Number.isFinite(c.rate));
  // An error of 0 (the panel's points fitted exactly) takes all the weight, as its inverse square says.
  const exact = rated.find((c) => c.errorPct <= 0);
  if (exact) return exact;
  const weights = rated.map((c) => 1 / c.errorPct ** 2);
  const total = weights.reduce((s, w) => s + w, 0);
  let lead = 0;
  weights.forEach((w, i) => {
    if (w > (weights[lead] as number)) lead = i;
  });
  const first = rated[lead] as Candidate<M> & { errorPct: number };
  if (rated.length === 1) return first;
  return {
    rate: rated.reduce((s, c, i) => s + c.rate * (weights[i] as number), 0) / total,
    method: first.method,
    errorPct: 1 / Math.sqrt(total),
    reviseAfter: first.reviseAfter,
  };
}
