import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { coupons, userCoupons } from '../../db/schema/index';
import type { Tx } from '../../db/client';

/**
 * Gives a member a coupon, once: the holding is one INSERT ... ON CONFLICT DO NOTHING, and the
 * coupon's count is raised by one conditional UPDATE that also checks the stock and the validity,
 * so parallel claims never give out more than the stock. Out of stock, the holding is taken back
 * in the same transaction. `ignoreLimits` (a won lottery prize) counts the coupon without refusing it.
 */
export async function grantCoupon(tx: Tx, userId: number, couponId: number, opts: { ignoreLimits?: boolean } = {}): Promise<boolean> {
  const [held] = await tx.insert(userCoupons).values({ userId, couponId }).onConflictDoNothing().returning();
  if (!held) return false;
  const [counted] = await tx
    .update(coupons)
    .set({ issued: sql`${coupons.issued} + 1` })
    .where(and(eq(coupons.id, couponId), opts.ignoreLimits ? undefined : and(gt(coupons.validUntil, sql`now()`), or(isNull(coupons.stock), lt(coupons.issued, coupons.stock)))))
    .returning();
  if (counted || opts.ignoreLimits) return true;
  await tx.delete(userCoupons).where(and(eq(userCoupons.userId, userId), eq(userCoupons.couponId, couponId)));
  return false;
}
