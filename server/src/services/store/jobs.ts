import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import type { Logger } from '../../log';
import { isPaymentError, type PaymentProviders } from '../payments/index';
import { fulfilPaid } from './fulfil';
import { releaseCoupon } from './quote';

type Deps = { db: Db; payments: PaymentProviders; log: Logger };

/** Pending orders younger than this are left to their notification. */
export const QUERY_AFTER_MS = 60_000;
/** Expired and closed orders are asked about this long after they expired (a payment may still land). */
export const QUERY_EXPIRED_FOR_MS = 24 * 3_600_000;
const BATCH = 100;

/**
 * Expires the unpaid orders past their time: each becomes `expired` with its coupon given back in
 * one transaction, then is closed at its gateway so it can no longer be paid (a gateway that says
 * it was paid meanwhile leaves it to `queryOrders`, which fulfils it).
 */
export async function expireOrders(deps: Deps): Promise<number> {
  const expired = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({ status: 'expired' })
      .where(and(eq(orders.status, 'pending'), lt(orders.expiresAt, sql`now()`)))
      .returning();
    for (const r of rows) await releaseCoupon(tx, r.userId, r.couponId);
    return rows;
  });
  for (const o of expired) {
    try {
      await deps.payments.get(o.method).closeOrder(o.orderNo);
    } catch (err) {
      deps.log.warn('closing an expired order at the gateway failed', { orderNo: o.orderNo, err: err instanceof Error ? err.message : String(err) });
    }
  }
  if (expired.length) deps.log.info('orders expired', { count: expired.length });
  return expired.length;
}

/**
 * Asks the gateways about the orders whose payment may have been missed: pending ones older than
 * a minute, and expired or closed ones within a day of their expiry. Those the gateway reports
 * paid are fulfilled (confirmedBy `query`), once, as a notification would.
 */
export async function queryOrders(deps: Deps, now = Date.now()): Promise<{ asked: number; fulfilled: number }> {
  const due = await deps.db
    .select()
    .from(orders)
    .where(
      or(
        and(eq(orders.status, 'pending'), lt(orders.createdAt, new Date(now - QUERY_AFTER_MS))),
        and(inArray(orders.status, ['expired', 'closed']), gt(orders.expiresAt, new Date(now - QUERY_EXPIRED_FOR_MS))),
      ),
    )
    .orderBy(orders.id)
    .limit(BATCH);
  let fulfilled = 0;
  for (const o of due) {
    if (!deps.payments.methods.includes(o.method)) continue;
    try {
      const trade = await deps.payments.get(o.method).queryOrder(o.orderNo);
      if (trade.status !== 'paid' && trade.status !== 'refunded') continue;
      if ((await fulfilPaid(deps, trade, 'query')) === 'fulfilled') fulfilled++;
    } catch (err) {
      (isPaymentError(err, 'mismatch') ? deps.log.error : deps.log.warn).call(deps.log, 'order query failed', { orderNo: o.orderNo, err: err instanceof Error ? err.message : String(err) });
    }
  }
  return { asked: due.length, fulfilled };
}

/** The store's periodic job: expire, then ask about what may have been paid. */
export async function runOrderJobs(deps: Deps): Promise<{ expired: number; asked: number; fulfilled: number }> {
  const expired = await expireOrders(deps);
  const q = await queryOrders(deps);
  if (q.fulfilled) deps.log.info('paid orders found by query', q);
  return { expired, ...q };
}
