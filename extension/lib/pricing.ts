import { z } from 'zod';

/** What a seller enters to price a product for Ozon; percentages are of the sale price. */
export const pricingInputSchema = z.object({
  /** Purchase cost in yuan. */
  costCny: z.number().nonnegative(),
  /** Logistics to the buyer per item, in yuan. */
  logisticsCny: z.number().nonnegative(),
  /** Ozon's sales commission, percent of the sale price. */
  commissionPct: z.number().min(0).max(100),
  /** The seller's margin, percent of the sale price. */
  marginPct: z.number().min(0).max(100),
  /** Roubles per yuan. */
  rubPerCny: z.number().positive(),
});
export type PricingInput = z.infer<typeof pricingInputSchema>;

export type PricingResult =
  | { ok: true; priceRub: number; commissionRub: number; profitRub: number; costRub: number }
  | { ok: false; reason: 'shares' };

/**
 * The sale price that covers cost and logistics and leaves the commission and the margin as shares
 * of the price: price = (cost + logistics) × rate / (1 − commission − margin), rounded up to a rouble.
 */
export function priceForOzon(input: PricingInput): PricingResult {
  const shares = (input.commissionPct + input.marginPct) / 100;
  if (shares >= 1) return { ok: false, reason: 'shares' };
  const costRub = (input.costCny + input.logisticsCny) * input.rubPerCny;
  const priceRub = Math.ceil(costRub / (1 - shares));
  const commissionRub = (priceRub * input.commissionPct) / 100;
  return { ok: true, priceRub, commissionRub, costRub, profitRub: priceRub - costRub - commissionRub };
}
