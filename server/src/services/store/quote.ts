import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { store } from '@marketlens/core/contract';
import type { Tx } from '../../db/client';
import { coupons, memberships, orders, userCoupons } from '../../db/schema/index';
import { ApiError } from '../../http/errors';
import { activePaid, DAY_MS } from './membership';
import { planOf, priceOf, TIER_RANK } from './prices';

const { STORE_CODES } = store;

export const storeError = (key: keyof typeof STORE_CODES, params: Record<string, string | number> = {}) => new ApiError(200, STORE_CODES[key], `store.${key}`, params);

/** A quote plus what the checkout needs to make the order. */
export type Priced = store.Quote;

/**
 * What `planId` costs the main account `ownerId` now and what it would do, computed on the server
 * only (the checkout stores exactly this): trial < starter < operation < ultimate < professional.
 * No running paid plan → `new` from now; the same tier → `extend` from the current end; a higher
 * tier → `upgrade` from now with a credit of the unused whole days × what one day of the current
 * period cost; a lower tier → refused. A renewal card needs the member's plan (running or ended)
 * to be of its tier and extends from the later of now and the end. A coupon must be the member's,
 * unused, unexpired, for this plan and its threshold within the list price; the amount stays ≥ 1 fen.
 */
export async function priceFor(tx: Tx, ownerId: number, input: { planId: number; couponId?: number | undefined }, now = Date.now()): Promise<Priced> {
  const plan = planOf(input.planId);
  const price = await priceOf(tx, input.planId);
  if (!plan || plan.duration === 'trial' || !price || !price.onSale || price.priceFen < 1 || price.days < 1) throw storeError('planUnavailable');
  const [m] = await tx.select().from(memberships).where(eq(memberships.userId, ownerId)).limit(1);
  const running = activePaid(m, now);
  const listFen = price.priceFen;
  let kind: store.OrderKind;
  let startsAt = now;
  let credit: store.Quote['credit'] = null;
  if (plan.duration === 'renewal') {
    if (planOf(m?.planId)?.tier !== plan.tier) throw storeError('renewalNeedsTier');
    kind = 'renewal';
    startsAt = Math.max(now, m?.maturityTime?.getTime() ?? now);
  } else if (!running) {
    kind = 'new';
  } else if (running.tier === plan.tier) {
    kind = 'extend';
    startsAt = running.end.getTime();
  } else if (TIER_RANK[plan.tier] > TIER_RANK[running.tier]) {
    kind = 'upgrade';
    const remainingDays = Math.floor((running.end.getTime() - now) / DAY_MS);
    const dayFen = await currentDayFen(tx, ownerId, running);
    if (remainingDays > 0 && dayFen > 0) credit = { fromPlanId: running.planId, remainingDays, dayFen };
  } else {
    throw storeError('downgrade');
  }

  let couponFen = 0;
  if (input.couponId !== undefined) couponFen = Math.min(await couponValue(tx, ownerId, input.couponId, input.planId, listFen, now), listFen - 1);
  const creditFen = credit ? Math.max(0, Math.min(credit.remainingDays * credit.dayFen, listFen - couponFen - 1)) : 0;
  if (credit && creditFen === 0) credit = null;
  const amountFen = listFen - couponFen - creditFen;
  return {
    planId: input.planId,
    kind,
    days: price.days,
    listFen,
    couponId: input.couponId ?? null,
    couponFen,
    creditFen,
    amountFen,
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(startsAt + price.days * DAY_MS).toISOString(),
    credit,
  };
}

/**
 * What one day of the running period cost: the amount of the paid order that granted it (the one
 * whose period ends at the current end) ÷ its days; a period no order granted (seeded, given by an
 * operator) counts at its plan's list price ÷ days.
 */
async function currentDayFen(tx: Tx, ownerId: number, running: { planId: number; end: Date }): Promise<number> {
  const [granted] = await tx
    .select({ amountFen: orders.amountFen, refundedFen: orders.refundedFen, days: orders.days })
    .from(orders)
    .where(and(eq(orders.userId, ownerId), eq(orders.status, 'paid'), eq(orders.grantedUntil, running.end)))
    .orderBy(desc(orders.id))
    .limit(1);
  if (granted && granted.days > 0) return Math.floor((granted.amountFen - granted.refundedFen) / granted.days);
  const price = await priceOf(tx, running.planId);
  return price && price.days > 0 ? Math.floor(price.priceFen / price.days) : 0;
}

/** The coupon's amount when the member may use it on this plan now; otherwise `couponUnusable`. */
async function couponValue(tx: Tx, ownerId: number, couponId: number, planId: number, listFen: number, now: number): Promise<number> {
  if (couponId > 2_147_483_647) throw storeError('couponUnusable');
  const [row] = await tx
    .select({ amount: coupons.amount, threshold: coupons.threshold, planIds: coupons.planIds })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(and(eq(userCoupons.userId, ownerId), eq(userCoupons.couponId, couponId), isNull(userCoupons.usedAt), gt(coupons.validUntil, new Date(now))))
    .limit(1);
  if (!row || row.amount < 1 || row.threshold > listFen || !(row.planIds.length === 0 || row.planIds.includes(planId))) throw storeError('couponUnusable');
  return row.amount;
}

/** Takes the coupon for an order in one statement: of two checkouts at once, one gets it. */
export async function reserveCoupon(tx: Tx, ownerId: number, couponId: number): Promise<boolean> {
  const taken = await tx
    .update(userCoupons)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userCoupons.userId, ownerId), eq(userCoupons.couponId, couponId), isNull(userCoupons.usedAt)))
    .returning();
  return taken.length === 1;
}

/** Gives a coupon back (its order was closed unpaid or expired). */
export async function releaseCoupon(tx: Tx, ownerId: number, couponId: number | null): Promise<void> {
  if (couponId == null) return;
  await tx.update(userCoupons).set({ usedAt: null }).where(and(eq(userCoupons.userId, ownerId), eq(userCoupons.couponId, couponId)));
}
