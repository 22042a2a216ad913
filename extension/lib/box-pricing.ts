import {
  CROSS_BORDER_DEFAULTS,
  SEED_PRICING_TABLES,
  solveCrossBorder,
  type CrossBorderInput,
  type CrossBorderResult,
  type CrossBorderTable,
} from '@marketlens/core/pricing';
import type { Rates } from './money';

/**
 * What every Ozon price the extension suggests rests on: the cross-border inputs (the member's
 * template, else the standard settings), the commission and logistics tables in force and the day's
 * rate. The 1688 toolbar, the collection page and the exported files all price with core's one
 * cross-border solver on one basis, so the same goods get the same price everywhere.
 */
export interface PricingBasis {
  readonly inputs: CrossBorderInput;
  /** The member's template the inputs come from; null for the standard settings. */
  readonly templateName: string | null;
  readonly tables: { readonly version: string; readonly effectiveFrom: string; readonly crossBorder: CrossBorderTable };
  readonly rates: Rates;
}

/** The collection page's answer: a basis, or the server's refusal in the user's language. */
export type PricingBasisAnswer = { state: 'ok'; basis: PricingBasis } | { state: 'refused'; message: string };

/** The basis of a visitor who is not logged in: the standard settings on the tariff the extension ships with. */
export function standardBasis(rates: Rates): PricingBasis {
  const { version, effectiveFrom, crossBorder } = SEED_PRICING_TABLES;
  return { inputs: CROSS_BORDER_DEFAULTS, templateName: null, tables: { version, effectiveFrom, crossBorder }, rates };
}

/** What the seller set on one collected item; a figure left empty is the basis's. */
export interface ItemPricing {
  readonly costCny: number;
  readonly weightGrams?: number | null | undefined;
  readonly marginPct?: number | null | undefined;
}

/** The inputs one item is priced with. */
export function itemInputs(basis: PricingBasis, item: ItemPricing): CrossBorderInput {
  return {
    ...basis.inputs,
    costCny: item.costCny,
    ...(item.weightGrams ? { weightGrams: item.weightGrams } : {}),
    ...(item.marginPct !== null && item.marginPct !== undefined ? { marginPct: item.marginPct } : {}),
  };
}

/** The Ozon price (and its strike price) of one item, by core's cross-border solver. */
export function priceItem(basis: PricingBasis, item: ItemPricing): CrossBorderResult {
  return solveCrossBorder(itemInputs(basis, item), basis.tables.crossBorder, basis.rates.rubPer.CNY);
}
