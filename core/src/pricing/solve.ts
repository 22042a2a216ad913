import type { ClampedFee } from './tables';

/** One line of a price breakdown, in the calculator's currency (yuan or roubles). */
export interface BreakdownItem {
  readonly key: BreakdownKey;
  readonly amount: number;
}

export type BreakdownKey =
  | 'cost'
  | 'domesticFreight'
  | 'packing'
  | 'other'
  | 'logistics'
  | 'shipmentFee'
  | 'lastMile'
  | 'commission'
  | 'payment'
  | 'withdrawal'
  | 'acquiring'
  | 'ads'
  | 'returns'
  | 'loss'
  | 'tax'
  | 'profit';

/** A clamped fee at a price, roubles. */
export function feeAt(fee: ClampedFee, priceRub: number): number {
  return Math.min(fee.maxRub, Math.max(fee.minRub, (fee.percent / 100) * priceRub));
}

/**
 * The price p (in units worth `rubPerUnit` roubles each) at which p = fixed + share × p + fee(p),
 * where fee is a clamped share of p. The fee is either inside its clamps (a share like the others)
 * or held at a clamp (a fixed amount); the answer is the case that is consistent. Null when the
 * shares leave nothing of the price (they add up to 100 % or more).
 */
export function solveLinear(fixed: number, share: number, fee: ClampedFee, rubPerUnit: number): number | null {
  const feeShare = fee.percent / 100;
  const withShare = 1 - share - feeShare;
  if (feeShare > 0 && withShare > 0) {
    const p = fixed / withShare;
    const feeRub = feeShare * p * rubPerUnit;
    if (feeRub >= fee.minRub && feeRub <= fee.maxRub) return p;
  }
  const rest = 1 - share;
  if (rest <= 0) return null;
  const atMin = (fixed + fee.minRub / rubPerUnit) / rest;
  if (feeShare * atMin * rubPerUnit <= fee.minRub) return atMin;
  const atMax = (fixed + fee.maxRub / rubPerUnit) / rest;
  if (feeShare * atMax * rubPerUnit >= fee.maxRub) return atMax;
  return null;
}

/** Rounds to cents (fen, kopecks). */
export const cents = (n: number) => Math.round(n * 100) / 100;

/** The price before discount the buyer sees struck through. */
export function strikePrice(price: number, discountPct: number): number {
  return price / (1 - discountPct / 100);
}
