import { describe, expect, it } from 'vitest';
import { MYSHOP_SKU_SORTS } from '@marketlens/core/constants';
import { myshopSearch, parseMyshopState, sharedSearch } from './url-state';

const parse = (query: string) => parseMyshopState(new URLSearchParams(query), MYSHOP_SKU_SORTS);

describe('the My shops pages keep their state in the URL', () => {
  it('reads a shared link back as the same shop, period, sort, page, search and filters', () => {
    const state = parse('shop=12&days=90&sort=profit&order=asc&page=3&size=50&q=A-1024&low=1&loss=1');
    expect(state).toEqual({ shopId: 12, days: 90, sort: 'profit', order: 'asc', page: 3, size: 50, q: 'A-1024', lowStock: true, lossMaking: true });
    expect(myshopSearch(state).toString()).toBe('shop=12&days=90&sort=profit&order=asc&page=3&size=50&q=A-1024&low=1&loss=1');
  });

  it('falls back to the defaults for values a page does not offer, never passing them to a call', () => {
    const state = parse('shop=-4&days=45&sort=drop%20table&order=up&page=0&size=7&q=%20%20&low=yes');
    expect(state).toEqual({ shopId: undefined, days: 30, sort: undefined, order: 'desc', page: 1, size: 20, q: undefined, lowStock: false, lossMaking: false });
    expect(myshopSearch(state).toString()).toBe('');
    expect(parse('shop=99999999999').shopId).toBeUndefined();
  });

  it('carries only the shop and the period from one tab to the next', () => {
    expect(sharedSearch(new URLSearchParams('shop=3&days=7&sort=profit&page=2&q=x'))).toBe('?shop=3&days=7');
    expect(sharedSearch(new URLSearchParams('sort=profit'))).toBe('');
  });
});
