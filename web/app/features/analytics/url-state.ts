import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { WINDOW_DAYS, type WindowDays } from '@marketlens/core/constants';

/** The whole state of a workbench view, as it stands in the URL (shareable, restored on reload). */
export interface ViewState<D extends number = WindowDays> {
  typeId: number | undefined;
  /** The whole market chosen on purpose (`typeId=all`); without it and without a category the list opens on the member's first bound one. */
  market: boolean;
  days: D;
  from: string | undefined;
  to: string | undefined;
  sort: string;
  order: 'asc' | 'desc';
  page: number;
  size: number;
  /** Filter values as typed in the page's units (roubles, units, multiples). */
  filters: Record<string, number | undefined>;
  /** Chosen values of the select filters (seller type, fulfilment, listing age, brand, shop), as the call takes them. */
  choices: Record<string, string | undefined>;
  /** Part of a name to look up (shop and brand lookup). */
  name: string | undefined;
  /** Keys of the columns the member hid. */
  hidden: string[];
  /** Money in roubles, or in yuan at the day's CBR rate. */
  currency: 'rub' | 'cny';
}

/** The subject of a detail view: kept in the URL while the view's window, sort or page change. */
const SUBJECT_KEYS = ['goodsId', 'shopId', 'brandId', 'keywordId', 'ids'] as const;

export const PAGE_SIZES = Object.freeze([20, 50, 100] as const);
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

const positiveInt = (raw: string | null) => {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n > 0 ? n : undefined;
};
const amount = (raw: string | null) => {
  const n = Number(raw);
  return raw !== null && raw !== '' && Number.isFinite(n) && n >= 0 ? n : undefined;
};

/** A select filter's allowed values; `id` takes any positive integer (a brand or a shop). */
export type ChoiceValues = readonly string[] | 'id';
const NO_CHOICES: Record<string, ChoiceValues> = {};

interface StateRules {
  defaultSort: string;
  sorts: readonly string[];
  filterKeys: readonly string[];
  choiceKeys: Record<string, ChoiceValues>;
  windows: readonly number[];
}

/** A view's state from a query string; unknown or malformed values fall back to the defaults. */
function readState<D extends number>(params: URLSearchParams, rules: StateRules): ViewState<D> {
  const { defaultSort, sorts, filterKeys, choiceKeys, windows } = rules;
  const days = Number(params.get('days'));
  const sort = params.get('sort') ?? '';
  const size = Number(params.get('size'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    typeId: positiveInt(params.get('typeId')),
    market: params.get('typeId') === 'all',
    // 30 days is a window of every view.
    days: (windows.includes(days) ? days : 30) as D,
    from: DAY_RE.test(from) ? from : undefined,
    to: DAY_RE.test(to) ? to : undefined,
    sort: sorts.includes(sort) ? sort : defaultSort,
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: positiveInt(params.get('page')) ?? 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0],
    filters: Object.fromEntries(filterKeys.map((k) => [k, amount(params.get(k))])),
    choices: Object.fromEntries(
      Object.entries(choiceKeys).map(([k, allowed]) => {
        const raw = params.get(k);
        const fits = raw !== null && (allowed === 'id' ? positiveInt(raw) !== undefined : allowed.includes(raw));
        return [k, fits ? raw : undefined];
      }),
    ),
    name: params.get('name')?.trim().slice(0, 60) || undefined,
    hidden: (params.get('hide') ?? '').split(',').filter((k) => /^[A-Za-z]{1,40}$/.test(k)).slice(0, 40),
    currency: params.get('cur') === 'cny' ? 'cny' : 'rub',
  };
}

/**
 * Reads and writes a view's state in the query string; unknown or malformed values fall back to the
 * defaults. A change starts from the address as it stands when it is made, not as the page last
 * drew it: a filter applied right after a choice (whose new address the page has not drawn yet)
 * keeps the choice.
 */
export function useViewState<D extends number = WindowDays>(defaults: { sort: string; sorts: readonly string[]; filterKeys: readonly string[]; choiceKeys?: Record<string, ChoiceValues>; windows?: readonly D[] }) {
  const [params, setParams] = useSearchParams();
  const { sort: defaultSort, sorts, filterKeys, choiceKeys = NO_CHOICES } = defaults;
  const windows: readonly number[] = defaults.windows ?? WINDOW_DAYS;
  const rules = useMemo<StateRules>(() => ({ defaultSort, sorts, filterKeys, choiceKeys, windows }), [defaultSort, sorts, filterKeys, choiceKeys, windows]);
  const drawn = useMemo(() => readState<D>(params, rules), [params, rules]);

  /** Applies a change to the URL. */
  const update = useCallback(
    (change: Partial<ViewState<D>>) => {
      // The address bar holds a change as soon as it is made; the page draws it in a transition.
      const current = typeof window === 'undefined' ? params : new URLSearchParams(window.location.search);
      const state = current.toString() === params.toString() ? drawn : readState<D>(current, rules);
      const next: ViewState<D> = { ...state, ...change, filters: { ...state.filters, ...change.filters }, choices: { ...state.choices, ...change.choices } };
      if (next.typeId !== undefined) next.market = false;
      // Paging, hiding a column and the currency keep the page; anything else goes back to page 1.
      if (!('page' in change) && !('hidden' in change) && !('currency' in change)) next.page = 1;
      const out = new URLSearchParams();
      for (const key of SUBJECT_KEYS) {
        const v = current.get(key);
        if (v !== null) out.set(key, v);
      }
      if (next.typeId !== undefined) out.set('typeId', String(next.typeId));
      else if (next.market) out.set('typeId', 'all');
      if (next.from && next.to) {
        out.set('from', next.from);
        out.set('to', next.to);
      } else out.set('days', String(next.days));
      out.set('sort', next.sort);
      out.set('order', next.order);
      if (next.page > 1) out.set('page', String(next.page));
      if (next.size !== PAGE_SIZES[0]) out.set('size', String(next.size));
      for (const [k, v] of Object.entries(next.filters)) if (v !== undefined) out.set(k, String(v));
      for (const [k, v] of Object.entries(next.choices)) if (v !== undefined) out.set(k, v);
      if (next.name) out.set('name', next.name);
      if (next.hidden.length) out.set('hide', next.hidden.join(','));
      if (next.currency === 'cny') out.set('cur', 'cny');
      setParams(out, { preventScrollReset: true });
      return readState<D>(out, rules);
    },
    [drawn, params, rules, setParams],
  );
  return { state: drawn, update };
}
