import { useMemo } from 'react';
import { profitAtMarketPrice, type MarketProfit } from '@marketlens/core/pricing';
import { usePricingData } from './use-pricing-data';

/**
 * With the member's default template: each goods' profit per unit at its market price (kopecks in,
 * roubles out), the template's name and the tables' version. Null while loading or without a default.
 */
export function useMarketProfit() {
  const { tables, rates, templates } = usePricingData();
  return useMemo(() => {
    const template = templates.data?.list.find((tpl) => tpl.isDefault);
    const rate = rates.data?.rates.CNY;
    if (!template || !tables.data || !rate) return null;
    const t = tables.data;
    return {
      name: template.name,
      version: t.version,
      profitOf: (goods: { price: number; typeId: number }): MarketProfit | null => profitAtMarketPrice(template, t, rate, { priceRub: goods.price / 100, typeId: goods.typeId }),
    };
  }, [tables.data, rates.data, templates.data]);
}
