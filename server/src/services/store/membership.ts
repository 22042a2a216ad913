import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { memberships, type orders } from '../../db/schema/index';
import { TRIAL } from '../accounts/plans';
import { MONTH_PLAN, planOf, priceOf, TIER_RANK } from './prices';

export const DAY_MS = 86_400_000;

export type MembershipRow = typeof memberships.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

/** The member's membership row, locked for the rest of the transaction (created empty when missing). */
export async function lockMembership(tx: Tx, userId: number): Promise<MembershipRow> {
  await tx.insert(memberships).values({ userId }).onConflictDoNothing();
  const [m] = await tx.select().from(memberships).where(eq(memberships.userId, userId)).for('update');
  if (!m) throw new Error(`membership of user ${userId} vanished`);
  return m;
}

/** The running paid plan (not the trial, not ended) of a membership row, or undefined. */
export function activePaid(m: Pick<MembershipRow, 'planId' | 'maturityTime'> | undefined, now: number) {
  if (!m || m.planId == null || m.planId === TRIAL.planId || !m.maturityTime || m.maturityTime.getTime() <= now) return undefined;
  const plan = planOf(m.planId);
  return plan ? { planId: m.planId, tier: plan.tier, end: m.maturityTime } : undefined;
}

/** What one day of a plan costs at its list price (fen, rounded down), for converting between tiers. */
async function listDayFen(tx: Tx, planId: number): Promise<number> {
  const p = await priceOf(tx, planId);
  return p && p.days > 0 ? Math.floor(p.priceFen / p.days) : 0;
}

export interface Grant {
  planId: number;
  from: Date;
  until: Date;
  prevPlanId: number | null;
  prevMaturity: Date | null;
}

/**
 * Grants what a paid order buys, decided on the membership as it is now (it may have changed since
 * the checkout, e.g. a late payment): no running paid plan → the order's plan from now; the same
 * tier → the end moves by the order's days (a renewal card keeps the plan id); a higher tier → the
 * order's plan from now (the upgrade credit was given at checkout); a lower tier than the one
 * running (only a late payment gets here) → the running plan is extended by the days the paid
 * amount buys at its list price, so the money is never lost. Locks the membership row; the caller
 * records the grant on the order in the same transaction.
 */
export async function grantMembership(tx: Tx, order: Pick<OrderRow, 'userId' | 'planId' | 'days' | 'amountFen' | 'kind'>, now = Date.now()): Promise<Grant> {
  const m = await lockMembership(tx, order.userId);
  const bought = planOf(order.planId);
  if (!bought) throw new Error(`order for unknown plan ${order.planId}`);
  const isCard = bought.duration === 'renewal';
  const running = activePaid(m, now);
  const prev = { prevPlanId: m.planId, prevMaturity: m.maturityTime };
  const days = (n: number) => n * DAY_MS;
  let grant: Grant;
  if (!running) {
    // A card keeps the member's (ended) plan of its tier; otherwise the tier's month plan.
    const keep = isCard ? (planOf(m.planId)?.tier === bought.tier ? m.planId : (MONTH_PLAN[bought.tier] ?? order.planId)) : order.planId;
    grant = { planId: keep ?? order.planId, from: new Date(now), until: new Date(now + days(order.days)), ...prev };
  } else if (running.tier === bought.tier) {
    grant = { planId: isCard ? running.planId : order.planId, from: running.end, until: new Date(running.end.getTime() + days(order.days)), ...prev };
  } else if (TIER_RANK[bought.tier] > TIER_RANK[running.tier]) {
    grant = { planId: isCard ? (MONTH_PLAN[bought.tier] ?? order.planId) : order.planId, from: new Date(now), until: new Date(now + days(order.days)), ...prev };
  } else {
    const dayFen = await listDayFen(tx, running.planId);
    const extra = dayFen > 0 ? Math.max(1, Math.floor(order.amountFen / dayFen)) : order.days;
    grant = { planId: running.planId, from: running.end, until: new Date(running.end.getTime() + days(extra)), ...prev };
  }
  await tx.update(memberships).set({ planId: grant.planId, maturityTime: grant.until }).where(eq(memberships.userId, order.userId));
  return grant;
}

/**
 * Takes back what a refunded order granted. A full refund of an order whose grant is still the
 * membership's end restores the plan and end before it; otherwise the end moves back by the
 * refund's share of the granted days (`shortenDays`). Returns the new end (null: no membership left).
 */
export async function takeBack(
  tx: Tx,
  order: Pick<OrderRow, 'userId' | 'prevPlanId' | 'prevMaturity' | 'grantedFrom' | 'grantedUntil'>,
  opts: { restore: boolean; shortenDays: number },
  now = Date.now(),
): Promise<Date | null> {
  const m = await lockMembership(tx, order.userId);
  const untouched = order.grantedUntil && m.maturityTime && m.maturityTime.getTime() === order.grantedUntil.getTime();
  let planId = m.planId;
  let end = m.maturityTime;
  if (opts.restore && untouched) {
    planId = order.prevPlanId;
    end = order.prevMaturity;
  } else if (end && opts.shortenDays > 0) {
    end = new Date(end.getTime() - opts.shortenDays * DAY_MS);
  }
  await tx.update(memberships).set({ planId, maturityTime: end }).where(eq(memberships.userId, order.userId));
  return end && end.getTime() > now ? end : null;
}

/** The whole days an order granted (its recorded period; the order's days when none was recorded). */
export const grantedDays = (order: Pick<OrderRow, 'days' | 'grantedFrom' | 'grantedUntil'>): number =>
  order.grantedFrom && order.grantedUntil ? Math.max(0, Math.round((order.grantedUntil.getTime() - order.grantedFrom.getTime()) / DAY_MS)) : order.days;
