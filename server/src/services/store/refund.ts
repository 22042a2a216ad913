import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { adminStore } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { orderRefunds, orders } from '../../db/schema/index';
import { ApiError } from '../../http/errors';
import type { Logger } from '../../log';
import { isPaymentError, type PaymentProviders, type RefundResult } from '../payments/index';
import { grantedDays, takeBack } from './membership';

export { grantMembership, takeBack } from './membership';

const { ADMIN_STORE_CODES } = adminStore;

const notAllowed = () => new ApiError(200, ADMIN_STORE_CODES.refundNotAllowed, 'adminStore.refundNotAllowed');

/** A refund number the gateways accept (≤ 64 of [A-Za-z0-9_-]) that is never used twice. */
export const newRefundNo = (orderNo: string) => `RF${orderNo.slice(-16)}${randomBytes(6).toString('hex')}`;

/**
 * Refunds `amountFen` of a paid order (console; the caller audits who did it). The gateway refunds
 * first under a new refund number; then one transaction records the refund, raises the order's
 * refunded amount with a conditional UPDATE (two clicks at once cannot refund more than was paid:
 * the second finds no room and is refused) and ends or shortens the membership: a full refund
 * takes back the period the order granted (the plan and end before it, when nothing extended it
 * since; else the end moves back by the granted days), a part refund moves the end back by
 * ceil(days × refunded ÷ amount) days.
 */
export async function refundOrder(
  deps: { db: Db; payments: PaymentProviders; log: Logger },
  input: { orderNo: string; amountFen: number; reason: string; operator: string },
): Promise<void> {
  const { db, payments, log } = deps;
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, input.orderNo)).limit(1);
  if (!order || !Number.isSafeInteger(input.amountFen) || input.amountFen < 1) throw notAllowed();
  if (order.status !== 'paid' || input.amountFen > order.amountFen - order.refundedFen) throw notAllowed();

  const refundNo = newRefundNo(order.orderNo);
  let result: RefundResult;
  try {
    result = await payments.get(order.method).refund({ orderNo: order.orderNo, refundNo, amountFen: input.amountFen, totalFen: order.amountFen, reason: input.reason.slice(0, 80) || 'refund' });
  } catch (err) {
    log.warn('refund refused by the gateway', { orderNo: order.orderNo, refundNo, err: err instanceof Error ? err.message : String(err), code: isPaymentError(err) ? err.code : undefined });
    throw new ApiError(200, ADMIN_STORE_CODES.refundFailed, 'adminStore.refundFailed');
  }
  if (result.status === 'failed') throw new ApiError(200, ADMIN_STORE_CODES.refundFailed, 'adminStore.refundFailed');

  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(orders)
      .set({
        refundedFen: sql`${orders.refundedFen} + ${input.amountFen}`,
        status: sql`CASE WHEN ${orders.refundedFen} + ${input.amountFen} >= ${orders.amountFen} THEN 'refunded' ELSE ${orders.status} END`,
      })
      .where(and(eq(orders.orderNo, order.orderNo), inArray(orders.status, ['paid']), sql`${orders.refundedFen} + ${input.amountFen} <= ${orders.amountFen}`))
      .returning();
    if (!updated) {
      // Only a gateway that let refunds exceed the payment gets here: say so loudly, change nothing.
      log.error('refund done at the gateway but not recordable: it exceeds what is left', { orderNo: order.orderNo, refundNo, amountFen: input.amountFen });
      throw notAllowed();
    }
    const before = updated.refundedFen - input.amountFen;
    const days = grantedDays(updated);
    const share = (fen: number) => Math.ceil((days * fen) / updated.amountFen);
    const full = updated.refundedFen >= updated.amountFen;
    const until = await takeBack(tx, updated, { restore: full && before === 0, shortenDays: share(updated.refundedFen) - share(before) });
    await tx.insert(orderRefunds).values({
      refundNo,
      orderNo: order.orderNo,
      amountFen: input.amountFen,
      reason: input.reason,
      operator: input.operator,
      status: result.status,
      gatewayRefundNo: result.gatewayRefundNo,
      membershipUntil: until,
    });
  });
  log.info('order refunded', { orderNo: order.orderNo, refundNo, amountFen: input.amountFen, operator: input.operator });
}
