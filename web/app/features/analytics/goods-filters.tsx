import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FULFILMENTS, SELLER_TYPES } from '@marketlens/core/constants';
import type { ChoiceSpec } from './choice-filters';
import type { FilterSpec } from './range-filters';

/** Listing ages offered (days before the window's last day): 1, 3, 6 and 12 months. */
const LISTED_WITHIN = [30, 90, 180, 365] as const;

/**
 * The filter panel every goods list shares: ranges (price, sales, growth, reviews, rating, sellers on
 * the card, days without a sale) and choices (seller type, fulfilment, listing age, brand, shop). A
 * page's fixed selection (a shop's own goods, cross-border sellers) leaves out the filter it fixes.
 */
export function useGoodsFilters(fixed: Record<string, number | string> | undefined): { filters: FilterSpec[]; choices: ChoiceSpec[] } {
  const { t } = useTranslation('analytics');
  const fixedKeys = Object.keys(fixed ?? {}).sort().join(',');
  return useMemo(() => {
    const isFixed = (key: string) => fixedKeys.split(',').includes(key);
    const filters: FilterSpec[] = [
      { label: t('frame.price'), min: 'priceMin', max: 'priceMax', scale: 100 },
      { label: t('frame.sales'), min: 'salesMin', max: 'salesMax' },
      { label: t('frame.growth'), min: 'growthMin', max: 'growthMax' },
      { label: t('frame.reviews'), min: 'reviewsMin', max: 'reviewsMax' },
      { label: t('filterPanel.rating'), min: 'ratingMin', max: 'ratingMax' },
      { label: t('filterPanel.sellers'), min: 'sellersMin', max: 'sellersMax' },
      { label: t('filterPanel.idleDays'), tip: t('filterPanel.idleDaysTip'), min: 'idleDaysMin', max: 'idleDaysMax' },
    ];
    const choices: ChoiceSpec[] = [
      { key: 'sellerType', label: t('filterPanel.sellerType'), options: SELLER_TYPES.map((v) => ({ value: v, label: t(`sellerTypes.${v}`) })) },
      { key: 'fulfilment', label: t('filterPanel.fulfilment'), tip: t('filterPanel.fulfilmentTip'), options: FULFILMENTS.map((v) => ({ value: v, label: v })) },
      { key: 'listedWithin', label: t('filterPanel.listedWithin'), numeric: true, options: LISTED_WITHIN.map((d) => ({ value: String(d), label: t(`filterPanel.listed${d}`) })) },
      { key: 'brandId', label: t('filterPanel.brand'), numeric: true, options: 'brand' },
      { key: 'shopId', label: t('filterPanel.shop'), numeric: true, options: 'shop' },
    ];
    return {
      filters: filters.filter((f) => f.min === 'growthMin' || (!isFixed(f.min) && !isFixed(f.max))),
      choices: choices.filter((c) => !isFixed(c.key)),
    };
  }, [t, fixedKeys]);
}
