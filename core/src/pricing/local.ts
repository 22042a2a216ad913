import type { LocalInput } from './inputs';
import { cents, feeAt, solveLinear, strikePrice, type BreakdownItem } from './solve';
import type { LocalTable } from './tables';

/** USN "income minus expenses": 15 % of the profit. */
const USN_PROFIT_RATE = 0.15;
/** USN "income": 6 % of revenue. */
const USN_REVENUE_PCT = 6;

/** Volume in litres from the dimensions in cm. */
export function volumeLiters(input: Pick<LocalInput, 'lengthCm' | 'widthCm' | 'heightCm'>): number {
  return (input.lengthCm * input.widthCm * input.heightCm) / 1000;
}

/** Ozon's logistics by volume: the base litres at the base price, every further litre or part of one at the litre price. */
export function localLogisticsRub(table: LocalTable, input: LocalInput): number {
  const tariff = table.logistics[input.scheme];
  const extra = Math.max(0, Math.ceil(volumeLiters(input) - tariff.baseLiters - 1e-9));
  return tariff.baseRub + extra * tariff.perLiterRub;
}

export function localCommissionPct(table: LocalTable, input: Pick<LocalInput, 'typeId' | 'scheme'>): number {
  return (table.commission.byCategory[String(input.typeId)] ?? table.commission.default)[input.scheme];
}

export interface LocalQuote {
  readonly priceRub: number;
  readonly strikePriceRub: number;
  readonly profitRub: number;
  readonly marginPct: number;
  readonly commissionPct: number;
  readonly logisticsRub: number;
  readonly volumeLiters: number;
  /** Roubles, summing to the price. */
  readonly breakdown: readonly BreakdownItem[];
}

/** The figures of one unit sold at a price: every cost, the tax of the regime, the profit after tax. */
export function localAt(input: LocalInput, table: LocalTable, priceRub: number): LocalQuote {
  const p = priceRub;
  const share = (pct: number) => (pct / 100) * p;
  const commission = localCommissionPct(table, input);
  const logistics = localLogisticsRub(table, input);
  const costs: BreakdownItem[] = [
    { key: 'cost', amount: input.costRub },
    { key: 'other', amount: input.otherRub },
    { key: 'logistics', amount: logistics },
    { key: 'lastMile', amount: feeAt(table.lastMile, p) },
    { key: 'commission', amount: share(commission) },
    { key: 'acquiring', amount: share(input.acquiringPct) },
    { key: 'ads', amount: share(input.adsPct) },
    { key: 'returns', amount: share(input.returnsPct) },
  ];
  const beforeTax = p - costs.reduce((sum, c) => sum + c.amount, 0);
  const tax = input.taxRegime === 'usn6' ? share(USN_REVENUE_PCT) : input.taxRegime === 'usn15' ? Math.max(0, beforeTax) * USN_PROFIT_RATE : 0;
  const profit = beforeTax - tax;
  return {
    priceRub: cents(p),
    strikePriceRub: Math.ceil(strikePrice(p, input.discountPct)),
    profitRub: cents(profit),
    marginPct: cents((profit / p) * 100),
    commissionPct: commission,
    logisticsRub: cents(logistics),
    volumeLiters: cents(volumeLiters(input)),
    breakdown: [...costs.filter((c) => c.amount > 0), { key: 'tax' as const, amount: tax }, { key: 'profit' as const, amount: profit }]
      .filter((c) => c.key === 'profit' || c.amount > 0)
      .map((c) => ({ key: c.key, amount: cents(c.amount) })),
  };
}

export type LocalResult = { readonly ok: true; readonly quote: LocalQuote } | { readonly ok: false; readonly reason: 'sharesTooHigh' };

/**
 * The selling price (whole roubles, rounded up) that leaves the target margin after tax. Under USN
 * 15 % the tax is a share of the profit, so the pre-tax margin the price must carry is margin ÷ 0.85.
 */
export function solveLocal(input: LocalInput, table: LocalTable): LocalResult {
  const margin = input.taxRegime === 'usn15' ? input.marginPct / (1 - USN_PROFIT_RATE) : input.marginPct;
  const tax = input.taxRegime === 'usn6' ? USN_REVENUE_PCT : 0;
  const share = (localCommissionPct(table, input) + input.acquiringPct + input.adsPct + input.returnsPct + tax + margin) / 100;
  const p = solveLinear(input.costRub + input.otherRub + localLogisticsRub(table, input), share, table.lastMile, 1);
  if (p === null) return { ok: false, reason: 'sharesTooHigh' };
  return { ok: true, quote: localAt(input, table, Math.ceil(p)) };
}
