import type { Context, Hono } from 'hono';
import { FILTER_SET_LIMIT } from '@marketlens/core/constants';
import { workbench } from '@marketlens/core/contract';
import type { AppEnv } from '../context';
import type { Db } from '../db/client';
import { allResources } from '@marketlens/locales/all';
import type { Locale } from '@marketlens/locales';
import { Refusal, type Member } from '../services/workbench/access';
import { applyFilterSet, deleteFilterSet, filterSetsOf, saveFilterSet } from '../services/workbench/filter-sets';
import { bodyOf, ok } from './report/answer';

/** A list query whose filter has its lower bound above its upper bound is refused, naming the filter. */
export function refuseInverted(q: object): void {
  const field = workbench.invertedRange(q);
  if (field !== undefined) throw new Refusal('badFilter', { field });
}

/** A refusal's parameter as its message shows it: a filter (`field`, its min key) by its name in the member's language. */
export function refusalParam(locale: Locale, err: Refusal, name: string): string {
  const value = String(err.params[name] ?? '');
  if (name !== 'field') return value;
  const names: Record<string, string> = allResources[locale].analytics.filterNames;
  return names[value] ?? value;
}

/**
 * A goods detail's window: a fixed list window as it is, a longer one (60, 180, 365 days) as the range
 * ending on the latest day, so the plan's history refuses it like any range.
 */
export function detailWindow(q: { days: number; from?: string | undefined; to?: string | undefined }, latest: string): { days: workbench.WindowDays; from?: string | undefined; to?: string | undefined } {
  if (q.from !== undefined || q.to !== undefined || (workbench.WINDOW_DAYS as readonly number[]).includes(q.days)) return { ...q, days: q.days as workbench.WindowDays };
  const from = new Date(Date.parse(`${latest}T00:00:00Z`) - (q.days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { days: 30, from, to: latest };
}

type MemberHandler = (handler: (c: Context<AppEnv>, m: Member) => Promise<Response>) => (c: Context<AppEnv>) => Promise<Response>;

/** Saved filter sets of the goods lists: each signed-in account keeps its own, members only like every workbench call. */
export function filterSetRoutes(app: Hono<AppEnv>, db: Db, member: MemberHandler): void {
  const accountOf = (c: Context<AppEnv>) => {
    if (!c.var.user) throw new Error('workbench call without a session');
    return c.var.user.userId;
  };
  app.get(
    workbench.filterSetList.path,
    member(async (c) => ok(c, { list: await filterSetsOf(db, accountOf(c)), limit: FILTER_SET_LIMIT })),
  );
  app.post(
    workbench.filterSetSave.path,
    member(async (c) => {
      const b = await bodyOf(workbench.filterSetSave, c);
      return ok(c, { set: await saveFilterSet(db, accountOf(c), b.name, b.filters) });
    }),
  );
  app.post(
    workbench.filterSetApply.path,
    member(async (c) => {
      const b = await bodyOf(workbench.filterSetApply, c);
      return ok(c, { set: await applyFilterSet(db, accountOf(c), b.id) });
    }),
  );
  app.post(
    workbench.filterSetDelete.path,
    member(async (c) => {
      const b = await bodyOf(workbench.filterSetDelete, c);
      await deleteFilterSet(db, accountOf(c), b.id);
      return ok(c, { id: b.id });
    }),
  );
}
