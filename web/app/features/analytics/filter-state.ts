import type { workbench } from '@marketlens/core/contract';
import type { Lang } from '@marketlens/core/i18n';
import type { ChoiceSpec } from './choice-filters';
import type { ListInput } from './list-spec';
import type { FilterSpec } from './range-filters';
import type { ViewState } from './url-state';

/** The call's query of a list's URL state: window, category, sort, the page's fixed selection, the filters in the call's units. */
export function callInput(state: ViewState, filters: readonly FilterSpec[], choices: readonly ChoiceSpec[], lang: Lang, fixed: Record<string, number | string> | undefined): ListInput {
  const input: ListInput = { typeId: state.typeId, sort: state.sort, order: state.order, lang, ...fixed };
  if (state.name) input.name = state.name;
  if (state.from && state.to) Object.assign(input, { from: state.from, to: state.to });
  else input.days = state.days;
  for (const f of filters) {
    for (const key of [f.min, f.max]) {
      const v = state.filters[key];
      if (v !== undefined) input[key] = Math.round(v * (f.scale ?? 1) * 100) / 100;
    }
  }
  for (const c of choices) {
    const v = state.choices[c.key];
    if (v !== undefined) input[c.key] = c.numeric ? Number(v) : v;
  }
  return input;
}

// A saved filter set holds the call's units (kopecks); the URL holds the page's (roubles).

/** The filters of a call input, as a saved set holds them (the call's units). */
export const filtersOf = (input: ListInput, filters: readonly FilterSpec[], choices: readonly ChoiceSpec[]) =>
  Object.fromEntries([...filters.flatMap((f) => [f.min, f.max]), ...choices.map((c) => c.key)].filter((k) => input[k] !== undefined).map((k) => [k, input[k]])) as workbench.GoodsFilters;

/** A saved set as the URL state holds it: ranges in the page's units, choices as text; what it lacks is cleared. */
export function stateOf(saved: Record<string, unknown>, filters: readonly FilterSpec[], choices: readonly ChoiceSpec[]): Pick<ViewState, 'filters' | 'choices'> {
  const value = (k: string, scale = 1) => (typeof saved[k] === 'number' ? (saved[k] as number) / scale : undefined);
  return {
    filters: Object.fromEntries(filters.flatMap((f) => [[f.min, value(f.min, f.scale)], [f.max, value(f.max, f.scale)]])),
    choices: Object.fromEntries(choices.map((c) => [c.key, saved[c.key] === undefined ? undefined : String(saved[c.key])])),
  };
}
