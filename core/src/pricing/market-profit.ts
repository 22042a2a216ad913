import { crossBorderProfitAt } from './cross-border';
import type { CrossBorderInput, LocalInput } from './inputs';
import { localAt } from './local';
import type { PricingTables } from './tables';

export interface MarketProfit {
  readonly profitRub: number;
  readonly marginPct: number;
}

/**
 * Profit of one unit of a member's template sold at a goods' market price, in the goods' category
 * (its commission): what the product-selection lists show. Null when no route carries the goods.
 */
export function profitAtMarketPrice(
  template: { readonly kind: 'crossBorder'; readonly inputs: CrossBorderInput } | { readonly kind: 'local'; readonly inputs: LocalInput },
  tables: PricingTables,
  rubPerCny: number,
  goods: { readonly priceRub: number; readonly typeId: number },
): MarketProfit | null {
  if (goods.priceRub <= 0) return null;
  if (template.kind === 'local') {
    const q = localAt({ ...template.inputs, typeId: goods.typeId }, tables.local, goods.priceRub);
    return { profitRub: q.profitRub, marginPct: q.marginPct };
  }
  const q = crossBorderProfitAt({ ...template.inputs, typeId: goods.typeId }, tables.crossBorder, rubPerCny, goods.priceRub);
  return q ? { profitRub: q.profitRub, marginPct: q.marginPct } : null;
}
