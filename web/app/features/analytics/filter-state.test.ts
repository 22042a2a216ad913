import { describe, expect, it } from 'vitest';
import type { ChoiceSpec } from './choice-filters';
import { callInput, filtersOf, stateOf } from './filter-state';
import type { FilterSpec } from './range-filters';
import type { ViewState } from './url-state';

const FILTERS: FilterSpec[] = [
  { label: 'Price', min: 'priceMin', max: 'priceMax', scale: 100 },
  { label: 'Rating', min: 'ratingMin', max: 'ratingMax' },
  { label: 'Days without sales', min: 'idleDaysMin', max: 'idleDaysMax' },
];
const CHOICES: ChoiceSpec[] = [
  { key: 'sellerType', label: 'Seller type', options: [{ value: 'cn', label: 'Cross-border' }, { value: 'local', label: 'Local' }] },
  { key: 'listedWithin', label: 'Listed', numeric: true, options: [{ value: '90', label: 'within 3 months' }] },
  { key: 'brandId', label: 'Brand', numeric: true, options: 'brand' },
];
const STATE: ViewState = {
  typeId: 99997, market: false, days: 30, from: undefined, to: undefined, sort: 'sales', order: 'desc', page: 1, size: 20,
  filters: { priceMin: 1299.5, priceMax: undefined, ratingMin: 4.5, ratingMax: undefined, idleDaysMin: undefined, idleDaysMax: 0 },
  choices: { sellerType: 'cn', listedWithin: '90', brandId: '4051' },
  name: undefined, hidden: [], currency: 'rub',
};

describe('the goods filters of a list', () => {
  it('send a price in kopecks, a rating with its decimal, choices as the call takes them', () => {
    const input = callInput(STATE, FILTERS, CHOICES, 'ru', undefined);
    expect(input).toMatchObject({ typeId: 99997, days: 30, priceMin: 129950, ratingMin: 4.5, idleDaysMax: 0, sellerType: 'cn', listedWithin: 90, brandId: 4051, lang: 'ru' });
    expect(input).not.toHaveProperty('priceMax');
  });

  it('save only the filters set, and a saved set restores the same list while clearing what it lacks', () => {
    const saved = filtersOf(callInput(STATE, FILTERS, CHOICES, 'zh', undefined), FILTERS, CHOICES);
    expect(saved).toEqual({ priceMin: 129950, ratingMin: 4.5, idleDaysMax: 0, sellerType: 'cn', listedWithin: 90, brandId: 4051 });
    const back = stateOf(saved, FILTERS, CHOICES);
    expect(back.filters).toEqual(STATE.filters);
    expect(back.choices).toEqual(STATE.choices);
    const other = stateOf({ ratingMax: 3 }, FILTERS, CHOICES);
    expect(other.filters).toMatchObject({ priceMin: undefined, ratingMin: undefined, ratingMax: 3 });
    expect(other.choices).toEqual({ sellerType: undefined, listedWithin: undefined, brandId: undefined });
  });

  it('keeps a page\'s fixed selection under the member\'s filters', () => {
    const input = callInput({ ...STATE, choices: {} }, FILTERS, [], 'en', { shopId: 12, listedInWindow: 1 });
    expect(input).toMatchObject({ shopId: 12, listedInWindow: 1, priceMin: 129950 });
  });
});
