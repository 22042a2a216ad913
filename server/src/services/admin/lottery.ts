import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import { adminActivities as contract } from '@marketlens/core/contract';
import { coupons, lotteryActivities, lotteryDraws, lotteryEntrants, lotteryPrizes } from '../../db/schema/index';
import { ApiError } from '../../http/errors';
import type { Tx } from '../../db/client';
import { activityStatus, prizesOf, type ActivityRow, type PrizeRow } from '../lottery/pool';
import { nextId } from './next-id';
import { record, type Actor } from './audit';

const { ACTIVITY_CODES } = contract;
/** Weights are basis points once an operator saved the pool: weight 10,000 is certain. */
const FULL = 10_000;
const NO_PRIZE = { nameZh: '谢谢参与', nameEn: 'No prize this time', nameRu: 'В этот раз без приза' };

type Form = Omit<contract.ActivityRow, 'id' | 'state' | 'entrants' | 'draws' | 'wins'> & { id?: number };
type PrizeForm = { activityId: number; id?: number; kind: contract.PrizeRow['kind']; nameZh: string; nameEn: string; nameRu: string; odds: number; total: number; value: number };

const periodOrder = () => new ApiError(200, ACTIVITY_CODES.periodOrder, 'admin.periodOrder');

async function countsOf(db: Tx, ids: number[]) {
  const byId = new Map<number, { entrants: number; draws: number; wins: number }>(ids.map((id) => [id, { entrants: 0, draws: 0, wins: 0 }]));
  if (!ids.length) return byId;
  const entrants = await db.select({ id: lotteryEntrants.activityId, n: count() }).from(lotteryEntrants).groupBy(lotteryEntrants.activityId);
  const draws = await db
    .select({ id: lotteryDraws.activityId, n: count(), wins: count(lotteryDraws.prizeId) })
    .from(lotteryDraws)
    .groupBy(lotteryDraws.activityId);
  for (const r of entrants) {
    const row = byId.get(r.id);
    if (row) row.entrants = r.n;
  }
  for (const r of draws) {
    const row = byId.get(r.id);
    if (row) Object.assign(row, { draws: r.n, wins: r.wins });
  }
  return byId;
}

function toActivity(row: ActivityRow, counts = { entrants: 0, draws: 0, wins: 0 }, now = new Date()): contract.ActivityRow {
  const state = row.paused ? 'paused' : activityStatus(row, now);
  const { id, nameZh, nameEn, nameRu, dailyDrawLimit, paused } = row;
  return { id, nameZh, nameEn, nameRu, dailyDrawLimit, paused, state, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString(), ...counts };
}

export async function listActivities(db: Tx): Promise<{ list: contract.ActivityRow[]; total: number }> {
  const rows = await db.select().from(lotteryActivities).orderBy(desc(lotteryActivities.startsAt), desc(lotteryActivities.id));
  const counts = await countsOf(db, rows.map((r) => r.id));
  return { list: rows.map((r) => toActivity(r, counts.get(r.id))), total: rows.length };
}

/** Creates or edits an activity (the period must end after it starts); audited with before and after. */
export async function saveActivity(tx: Tx, actor: Actor, form: Form): Promise<contract.ActivityRow | 'notFound'> {
  const startsAt = new Date(form.startsAt);
  const endsAt = new Date(form.endsAt);
  if (endsAt <= startsAt) throw periodOrder();
  const values = { nameZh: form.nameZh, nameEn: form.nameEn, nameRu: form.nameRu, startsAt, endsAt, dailyDrawLimit: form.dailyDrawLimit, paused: form.paused };
  if (form.id === undefined) {
    const [created] = await tx
      .insert(lotteryActivities)
      .values({ id: await nextId(tx, lotteryActivities, lotteryActivities.id), ...values })
      .returning();
    if (!created) throw new Error('insert returned no row');
    await record(tx, actor, 'lottery.activity.create', `activity:${created.id}`, null, toActivity(created));
    return toActivity(created);
  }
  const [before] = await tx.select().from(lotteryActivities).where(eq(lotteryActivities.id, form.id)).for('update');
  if (!before) return 'notFound';
  const [after] = await tx.update(lotteryActivities).set(values).where(eq(lotteryActivities.id, form.id)).returning();
  if (!after) return 'notFound';
  await record(tx, actor, 'lottery.activity.update', `activity:${after.id}`, toActivity(before), toActivity(after));
  const counts = await countsOf(tx, [after.id]);
  return toActivity(after, counts.get(after.id));
}

/** The basis points of each prize: the weights as they are once saved, else their share of the pool. */
function basisPoints(pool: PrizeRow[]): Map<number, number> {
  const total = pool.reduce((s, p) => s + p.weight, 0);
  return new Map(pool.map((p) => [p.id, total === FULL ? p.weight : total > 0 ? Math.round((p.weight * FULL) / total) : 0]));
}

function toPrize(row: PrizeRow, bp: number): contract.PrizeRow {
  const kind = row.kind === 'none' ? 'physical' : row.kind;
  const stock = row.stock ?? 0;
  return { id: row.id, kind, nameZh: row.nameZh, nameEn: row.nameEn, nameRu: row.nameRu, odds: bp / 100, total: stock + row.awarded, awarded: row.awarded, stock, value: row.value };
}

export async function listPrizes(db: Tx, activityId: number): Promise<{ list: contract.PrizeRow[]; noPrizeOdds: number } | null> {
  const [activity] = await db.select({ id: lotteryActivities.id }).from(lotteryActivities).where(eq(lotteryActivities.id, activityId));
  if (!activity) return null;
  const pool = await prizesOf(db, activityId);
  const bp = basisPoints(pool);
  const given = pool.filter((p) => p.kind !== 'none');
  const won = given.reduce((s, p) => s + (bp.get(p.id) ?? 0), 0);
  return { list: given.map((p) => toPrize(p, bp.get(p.id) ?? 0)), noPrizeOdds: (FULL - won) / 100 };
}

async function checkValue(tx: Tx, form: PrizeForm): Promise<void> {
  if (form.kind === 'membership' && form.value < 1) throw new ApiError(200, ACTIVITY_CODES.unknownReference, 'admin.membershipDays');
  if (form.kind === 'coupon') {
    const [coupon] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, form.value));
    if (!coupon) throw new ApiError(200, ACTIVITY_CODES.unknownReference, 'admin.unknownCoupon');
  }
}

/**
 * Creates or edits a prize. The activity row is locked so that operators edit one pool at a time;
 * odds become basis-point weights and the "no prize" outcome takes what is left. The quantity is set
 * by one conditional UPDATE (stock = total - awarded where awarded <= total): a draw spends stock and
 * counts `awarded` in one statement, so whatever draws run meanwhile, stock never goes below zero.
 */
export async function savePrize(tx: Tx, actor: Actor, form: PrizeForm): Promise<contract.PrizeRow | 'notFound'> {
  const [activity] = await tx.select({ id: lotteryActivities.id }).from(lotteryActivities).where(eq(lotteryActivities.id, form.activityId)).for('update');
  if (!activity) return 'notFound';
  const pool = await prizesOf(tx, form.activityId);
  const before = form.id === undefined ? undefined : pool.find((p) => p.id === form.id && p.kind !== 'none');
  if (form.id !== undefined && !before) return 'notFound';
  await checkValue(tx, form);
  const bp = basisPoints(pool);
  const weight = Math.round(form.odds * 100);
  const others = pool.filter((p) => p.kind !== 'none' && p.id !== form.id).reduce((s, p) => s + (bp.get(p.id) ?? 0), 0);
  if (others + weight > FULL) throw new ApiError(200, ACTIVITY_CODES.oddsSum, 'admin.oddsSum', { left: (FULL - others) / 100 });
  const fields = { kind: form.kind, nameZh: form.nameZh, nameEn: form.nameEn, nameRu: form.nameRu, value: form.value, weight };
  let saved: PrizeRow | undefined;
  if (before) {
    [saved] = await tx
      .update(lotteryPrizes)
      .set({ ...fields, stock: sql`${form.total} - ${lotteryPrizes.awarded}` })
      .where(and(eq(lotteryPrizes.id, before.id), lte(lotteryPrizes.awarded, form.total)))
      .returning();
    if (!saved) {
      const [now] = await tx.select({ awarded: lotteryPrizes.awarded }).from(lotteryPrizes).where(eq(lotteryPrizes.id, before.id));
      throw new ApiError(200, ACTIVITY_CODES.stockBelowUsed, 'admin.stockBelowAwarded', { awarded: now?.awarded ?? before.awarded });
    }
  } else {
    const sort = pool.reduce((s, p) => Math.max(s, p.kind === 'none' ? 0 : p.sort), 0) + 1;
    [saved] = await tx
      .insert(lotteryPrizes)
      .values({ id: await nextId(tx, lotteryPrizes, lotteryPrizes.id), activityId: form.activityId, ...fields, stock: form.total, sort })
      .returning();
  }
  if (!saved) throw new Error('prize not saved');
  // The other prizes keep their odds in basis points; "no prize" takes the rest.
  for (const p of pool) if (p.kind !== 'none' && p.id !== saved.id && p.weight !== bp.get(p.id)) await tx.update(lotteryPrizes).set({ weight: bp.get(p.id) ?? 0 }).where(eq(lotteryPrizes.id, p.id));
  const rest = FULL - others - weight;
  const none = pool.find((p) => p.kind === 'none');
  const lastSort = Math.max(saved.sort, ...pool.map((p) => (p.kind === 'none' ? 0 : p.sort))) + 1;
  if (none) await tx.update(lotteryPrizes).set({ weight: rest, sort: Math.max(none.sort, lastSort) }).where(eq(lotteryPrizes.id, none.id));
  else await tx.insert(lotteryPrizes).values({ id: await nextId(tx, lotteryPrizes, lotteryPrizes.id), activityId: form.activityId, kind: 'none', ...NO_PRIZE, weight: rest, stock: null, sort: lastSort });
  const after = toPrize(saved, weight);
  await record(tx, actor, before ? 'lottery.prize.update' : 'lottery.prize.create', `prize:${saved.id}`, before ? toPrize(before, bp.get(before.id) ?? 0) : null, after);
  return after;
}
