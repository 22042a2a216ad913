import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { TIER_LIMITS, UNBOUND_ROWS, type TierLimits } from '@marketlens/core/constants';
import type { workbench } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { userCategories } from '../../db/schema/index';
import { productOf } from '../accounts/plans';
import { cached } from '../market/service';
import { rows } from '../market/window';
import { rollupLatestDay } from './rollups';
import { daysWithData, MIN_PREVIOUS_COVERAGE } from './growth';
import { observedShareOf } from '../estimates/observed-share';

export type RefusalKey = 'membershipRequired' | 'historyLimit' | 'rowLimit' | 'exportLimit' | 'badRange' | 'notFound' | 'checkNotFound' | 'unboundLimit' | 'badFilter' | 'filterSetLimit' | 'filterSetNotFound';

/** A workbench call refused for a business reason; the route answers its code with a localized message. */
export class Refusal extends Error {
  constructor(
    readonly key: RefusalKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

/** A member's tier, its limits and bound categories. */
export interface Member {
  ownerId: number;
  tier: string;
  limits: TierLimits;
  bound: number[];
}

/** The membership behind a signed-in account; no membership or an expired one is refused. */
export async function memberOf(db: Db, ownerId: number): Promise<Member> {
  const product = await productOf(db, ownerId);
  if (!product.tier || product.expired) throw new Refusal('membershipRequired');
  const limits = TIER_LIMITS[product.tier];
  // Slots past the plan's number (a plan that shrank) stop counting; the first bound category is slot 0's.
  const counted = limits.boundCategories === null ? undefined : lt(userCategories.slot, limits.boundCategories);
  const bound = await db.select({ typeId: userCategories.typeId }).from(userCategories).where(and(eq(userCategories.userId, ownerId), counted)).orderBy(asc(userCategories.slot));
  return { ownerId, tier: product.tier, limits, bound: bound.map((b) => b.typeId) };
}

/** Category id → parent id (null for a top-level category), cached per database. */
export function categoryParents(db: Db): Promise<Map<number, number | null>> {
  return cached(db, 'wb:parents', async () => {
    const found = await rows<{ type_id: number; parent_id: number | null }>(db, sql`SELECT type_id, parent_id FROM categories`);
    return new Map(found.map((r) => [r.type_id, r.parent_id]));
  });
}

/** The level of a category filter: top category, subcategory, leaf (third level), or an unknown id. */
export async function scopeOf(db: Db, typeId: number | undefined): Promise<'all' | 'top' | 'sub' | 'leaf' | 'unknown'> {
  if (typeId === undefined) return 'all';
  const parents = await categoryParents(db);
  if (!parents.has(typeId)) return 'unknown';
  const parent = parents.get(typeId) ?? null;
  if (parent === null) return 'top';
  return (parents.get(parent) ?? null) === null ? 'sub' : 'leaf';
}

/** The column of the goods tables (goods, goods_daily) that holds a category of this level. */
export const levelColumn = (scope: 'all' | 'top' | 'sub' | 'leaf' | 'unknown') => (scope === 'sub' ? 'sub_type_id' : scope === 'leaf' ? 'leaf_type_id' : 'type_id');

/** True when the member may see the whole list of this category (bound, a child of a bound one, or a tier that binds all). */
export async function inBoundScope(db: Db, member: Member, typeId: number | undefined): Promise<boolean> {
  if (member.limits.boundCategories === null) return true;
  if (typeId === undefined) return false;
  const parents = await categoryParents(db);
  // The category itself, its parent or (for a leaf) its grandparent is bound.
  for (let id: number | null = typeId, up = 0; id !== null && up < 3; id = parents.get(id) ?? null, up++) if (member.bound.includes(id)) return true;
  return false;
}

const shift = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The window of a request: a fixed one the rollups hold, or a custom range read from the daily tables. */
export interface ResolvedWindow {
  latest: string;
  from: string;
  to: string;
  prevFrom: string;
  prevTo: string;
  days: number;
  /** Fixed window held by the rollups (null for a custom range). */
  fixed: workbench.WindowDays | null;
}

/** Resolves the window of a list and checks it against the tier's history. */
export function resolveWindow(member: Member, latest: string, q: { days: workbench.WindowDays; from?: string | undefined; to?: string | undefined }): ResolvedWindow {
  const history = member.limits.historyDays;
  const earliest = history === null ? null : shift(latest, -(history - 1));
  if (q.from !== undefined || q.to !== undefined) {
    const from = q.from ?? q.to ?? latest;
    const to = q.to ?? latest;
    if (Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to)) || from > to || to > latest) throw new Refusal('badRange', { latest });
    if (earliest !== null && from < earliest) throw new Refusal('historyLimit', { days: history ?? 0, earliest });
    const days = daysBetween(from, to);
    return { latest, from, to, prevFrom: shift(from, -days), prevTo: shift(from, -1), days, fixed: null };
  }
  if (history !== null && q.days > history) throw new Refusal('historyLimit', { days: history, earliest: earliest ?? '' });
  const from = shift(latest, -(q.days - 1));
  return { latest, from, to: latest, prevFrom: shift(from, -q.days), prevTo: shift(from, -1), days: q.days, fixed: q.days };
}

/** The latest day the workbench answers for (its rollups'), cached; null on an empty market. */
export function workbenchLatest(db: Db): Promise<string | null> {
  return cached(db, 'wb:latest', () => rollupLatestDay(db));
}

/** Share of the scope's indexed goods observed on the latest day. */
export async function coverageOf(db: Db, latest: string, typeId: number | undefined): Promise<number> {
  return cached(db, `wb:coverage:${latest}:${typeId ?? 0}`, async () => {
    const scope = await scopeOf(db, typeId);
    const column = sql.raw(levelColumn(scope));
    const [r] = await rows<{ observed: number | null; total: number }>(
      db,
      sql`SELECT (SELECT observed FROM market_daily WHERE scope_type_id = ${typeId ?? 0} AND day = ${latest}) AS observed,
                 (SELECT count(*)::int FROM goods ${typeId === undefined ? sql`` : sql`WHERE ${column} = ${typeId}`}) AS total`,
    );
    return r && r.total > 0 ? Math.min(1, Number(r.observed ?? 0) / r.total) : 0;
  });
}

/** Share of the days of the window and of the previous window that hold market data. */
export async function daysCoverage(db: Db, w: ResolvedWindow): Promise<{ current: number; previous: number }> {
  return cached(db, `wb:days:${w.from}:${w.to}:${w.prevFrom}:${w.prevTo}`, async () => {
    const [r] = await rows<{ current: number; previous: number }>(
      db,
      sql`SELECT ${daysWithData(w.from, w.to)}::int AS current, ${daysWithData(w.prevFrom, w.prevTo)}::int AS previous`,
    );
    const share = (n: unknown, from: string, to: string) => Math.min(1, Number(n ?? 0) / daysBetween(from, to));
    return { current: share(r?.current, w.from, w.to), previous: share(r?.previous, w.prevFrom, w.prevTo) };
  });
}

/** The meta block of a list: freshness, coverage, the member's limits. */
export async function metaOf(db: Db, member: Member, w: ResolvedWindow, typeId: number | undefined, matched: number): Promise<workbench.ListMeta> {
  const bound = await inBoundScope(db, member, typeId);
  const days = await daysCoverage(db, w);
  const scope = typeId === undefined ? undefined : { column: levelColumn(await scopeOf(db, typeId)), typeId };
  const observed = await observedShareOf(db, w.from, w.to, scope);
  return {
    latestDay: w.latest,
    from: w.from,
    to: w.to,
    days: w.days,
    coverage: await coverageOf(db, w.latest, typeId),
    prevFrom: w.prevFrom,
    prevTo: w.prevTo,
    windowCoverage: days.current,
    prevCoverage: days.previous,
    comparable: days.previous >= MIN_PREVIOUS_COVERAGE,
    source: observed.observed ? 'observed' : 'generated',
    observedShare: observed.observedShare,
    tier: member.tier,
    historyDays: member.limits.historyDays,
    rowLimit: bound ? member.limits.rows : UNBOUND_ROWS,
    scopeLimited: !bound,
    boundTypeIds: member.bound,
    matched,
  };
}

/**
 * The rows of one page the member may see: refuses a page that starts past the limit and cuts the
 * last one at it.
 */
export function pageWindow(rowLimit: number, pageNum: number, pageSize: number): { offset: number; limit: number } {
  const offset = (pageNum - 1) * pageSize;
  if (offset >= rowLimit && pageNum > 1) throw new Refusal('rowLimit', { rows: rowLimit });
  return { offset, limit: Math.max(0, Math.min(pageSize, rowLimit - offset)) };
}

/**
 * Counts one export of today (Moscow date) if the tier allows another: a single conditional upsert,
 * so concurrent exports cannot pass the limit. Returns the exports left (null = unlimited).
 */
export async function takeExport(db: Db, member: Member): Promise<number | null> {
  const limit = member.limits.exportsPerDay;
  const found = await rows<{ used: number }>(
    db,
    sql`INSERT INTO export_usage (user_id, day, used) VALUES (${member.ownerId}, (now() AT TIME ZONE 'Europe/Moscow')::date, 1)
        ON CONFLICT (user_id, day) DO UPDATE SET used = export_usage.used + 1
        ${limit === null ? sql`` : sql`WHERE export_usage.used < ${limit}`}
        RETURNING used`,
  );
  const used = found[0]?.used;
  if (used === undefined) throw new Refusal('exportLimit', { count: limit ?? 0 });
  return limit === null ? null : limit - used;
}
