import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { MYSHOP_DAYS, type MyshopDays } from '@marketlens/core/constants';

/** The state of a "My shops" page, as it stands in the URL (shareable, restored on reload, kept across the tabs). */
export interface MyshopState {
  /** The chosen shop; undefined: the first the member sees. */
  shopId: number | undefined;
  days: MyshopDays;
  sort: string | undefined;
  order: 'asc' | 'desc';
  page: number;
  size: number;
  q: string | undefined;
  lowStock: boolean;
  lossMaking: boolean;
}

export const MYSHOP_PAGE_SIZES = Object.freeze([20, 50, 100] as const);
/** The keys the tabs carry from one page to the next (the table's own keys stay with its page). */
const SHARED_KEYS = ['shop', 'days'] as const;

const positiveInt = (raw: string | null) => {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};

/** Reads a page's state from the query string; unknown or malformed values fall back to the defaults. */
export function parseMyshopState(params: URLSearchParams, sorts: readonly string[]): MyshopState {
  const days = Number(params.get('days'));
  const sort = params.get('sort') ?? '';
  const size = Number(params.get('size'));
  return {
    shopId: positiveInt(params.get('shop')),
    days: (MYSHOP_DAYS as readonly number[]).includes(days) ? (days as MyshopDays) : 30,
    sort: sorts.includes(sort) ? sort : undefined,
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: positiveInt(params.get('page')) ?? 1,
    size: (MYSHOP_PAGE_SIZES as readonly number[]).includes(size) ? size : MYSHOP_PAGE_SIZES[0],
    q: params.get('q')?.trim().slice(0, 100) || undefined,
    lowStock: params.get('low') === '1',
    lossMaking: params.get('loss') === '1',
  };
}

/** The query string of a state: defaults are left out. */
export function myshopSearch(state: MyshopState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.shopId !== undefined) out.set('shop', String(state.shopId));
  if (state.days !== 30) out.set('days', String(state.days));
  if (state.sort) out.set('sort', state.sort);
  if (state.sort && state.order === 'asc') out.set('order', 'asc');
  if (state.page > 1) out.set('page', String(state.page));
  if (state.size !== MYSHOP_PAGE_SIZES[0]) out.set('size', String(state.size));
  if (state.q) out.set('q', state.q);
  if (state.lowStock) out.set('low', '1');
  if (state.lossMaking) out.set('loss', '1');
  return out;
}

/** The part of the query string the tabs carry to the other pages (the shop and the period). */
export function sharedSearch(params: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const key of SHARED_KEYS) {
    const v = params.get(key);
    if (v !== null) out.set(key, v);
  }
  const text = out.toString();
  return text ? `?${text}` : '';
}

/** Reads and writes a page's state in the URL; any change but paging goes back to page 1. */
export function useMyshopState(sorts: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseMyshopState(params, sorts), [params, sorts]);
  const update = useCallback(
    (change: Partial<MyshopState>) => {
      const next = { ...state, ...change };
      if (!('page' in change)) next.page = 1;
      setParams(myshopSearch(next), { preventScrollReset: true });
    },
    [state, setParams],
  );
  return { state, update };
}
