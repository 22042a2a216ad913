import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, userCoupons } from '../../db/schema/index';
import type { Logger } from '../../log';
import { assertMatches, isPaymentError, PaymentError, type GatewayTrade, type PaymentMethod, type PaymentProviders } from '../payments/index';
import { grantMembership, type OrderRow } from './membership';

export type FulfilResult = 'fulfilled' | 'already' | 'not_paid';

/**
 * Fulfils a paid order once, whatever the number of notifications and queries that say so: one
 * conditional UPDATE (pending, expired or closed → paid) in the transaction that changes the
 * membership; every other caller finds the order paid and changes nothing. A payment that comes
 * after the order expired (or was replaced) is fulfilled all the same and flagged `paidLate`: the
 * member's money was taken, and an operator can still refund it. The trade must be verified by
 * the caller and is checked against the order here (number, amount, currency, merchant).
 */
export async function fulfilPaid(deps: { db: Db; payments: PaymentProviders; log: Logger }, trade: GatewayTrade, confirmedBy: 'notification' | 'query'): Promise<FulfilResult> {
  const { db, log } = deps;
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, trade.orderNo)).limit(1);
  if (!order) throw new PaymentError('mismatch', `No order ${trade.orderNo}`, { method: trade.method });
  if (order.method !== trade.method) throw new PaymentError('mismatch', `Order ${order.orderNo} was made for ${order.method}, not ${trade.method}`, { method: trade.method });
  assertMatches(trade, { orderNo: order.orderNo, amountFen: order.amountFen, merchant: deps.payments.get(order.method).merchantId });
  if (trade.status !== 'paid' && trade.status !== 'refunded') return 'not_paid';
  const result = await db.transaction(async (tx) => {
    const [paid] = await tx
      .update(orders)
      .set({
        status: 'paid',
        paidAt: trade.paidAt ?? sql`now()`,
        gatewayTradeNo: trade.gatewayTradeNo || null,
        confirmedBy,
        paidLate: sql`now() > ${orders.expiresAt}`,
      })
      .where(and(eq(orders.orderNo, order.orderNo), inArray(orders.status, ['pending', 'expired', 'closed'])))
      .returning();
    if (!paid) return undefined;
    const grant = await grantMembership(tx, paid);
    // A coupon given back when the order expired or was replaced is used after all.
    if (paid.couponId != null) await tx.update(userCoupons).set({ usedAt: sql`coalesce(${userCoupons.usedAt}, now())` }).where(and(eq(userCoupons.userId, paid.userId), eq(userCoupons.couponId, paid.couponId)));
    const [done] = await tx
      .update(orders)
      .set({ prevPlanId: grant.prevPlanId, prevMaturity: grant.prevMaturity, grantedFrom: grant.from, grantedUntil: grant.until })
      .where(eq(orders.id, paid.id))
      .returning();
    return done;
  });
  if (!result) return 'already';
  logFulfilled(log, result, confirmedBy);
  return 'fulfilled';
}

function logFulfilled(log: Logger, o: OrderRow, confirmedBy: string) {
  (o.paidLate ? log.warn : log.info).call(log, o.paidLate ? 'order paid after it expired; fulfilled' : 'order paid and fulfilled', {
    orderNo: o.orderNo,
    userId: o.userId,
    planId: o.planId,
    amountFen: o.amountFen,
    confirmedBy,
    grantedUntil: o.grantedUntil?.toISOString(),
  });
}

/** What a notify route answers: the gateway's ack, or a refusal (4xx) that changes nothing. */
export interface NotifyOutcome {
  status: number;
  contentType: string;
  body: string;
}

/**
 * A notification as it arrived (raw headers and body): verified by the provider, checked against
 * the order, fulfilled. A forged, tampered or foreign notification is refused with a 4xx (the
 * gateway never sends such; an attacker learns nothing); a database failure answers the gateway's
 * "failed" so it sends the notification again.
 */
export async function handleNotification(
  deps: { db: Db; payments: PaymentProviders; log: Logger },
  method: PaymentMethod,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): Promise<NotifyOutcome> {
  const provider = deps.payments.get(method);
  try {
    const n = await provider.parseNotification(headers, rawBody);
    await fulfilPaid(deps, n, 'notification');
    return provider.ackNotification(true);
  } catch (err) {
    if (isPaymentError(err, 'unsupported')) return provider.ackNotification(true);
    if (isPaymentError(err)) {
      deps.log.warn('payment notification refused', { method, code: err.code, err: err.message });
      return { status: err.code === 'mismatch' ? 409 : 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: err.code }) };
    }
    deps.log.error('payment notification not handled; the gateway will send it again', { method, err: err instanceof Error ? err.message : String(err) });
    return provider.ackNotification(false);
  }
}
