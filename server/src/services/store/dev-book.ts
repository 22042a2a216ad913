import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { devPayments } from '../../db/schema/index';
import type { DevOrder, DevOrderBook } from '../payments/index';

type Row = typeof devPayments.$inferSelect;
const toOrder = (r: Row | undefined): DevOrder | undefined => (r ? { orderNo: r.orderNo, amountFen: r.amountFen, status: r.status, tradeNo: r.tradeNo, paidAt: r.paidAt, refundedFen: r.refundedFen } : undefined);

/**
 * The development provider's order book in the `dev_payments` table: a restart or another
 * instance sees the same orders, and every change is one conditional statement.
 */
export function dbDevBook(db: Db): DevOrderBook {
  const get = async (orderNo: string) => toOrder((await db.select().from(devPayments).where(eq(devPayments.orderNo, orderNo)).limit(1))[0]);
  return {
    async create(orderNo, amountFen) {
      await db.insert(devPayments).values({ orderNo, amountFen, status: 'pending', tradeNo: '' }).onConflictDoNothing();
      const o = await get(orderNo);
      if (!o) throw new Error(`development payment ${orderNo} vanished`);
      return o;
    },
    get,
    async pay(orderNo, tradeNo, late) {
      await db
        .update(devPayments)
        .set({ status: 'paid', tradeNo, paidAt: new Date() })
        .where(and(eq(devPayments.orderNo, orderNo), inArray(devPayments.status, late ? ['pending', 'closed'] : ['pending'])));
      return get(orderNo);
    },
    async refund(orderNo, amountFen) {
      const [r] = await db
        .update(devPayments)
        .set({
          refundedFen: sql`${devPayments.refundedFen} + ${amountFen}`,
          status: sql`CASE WHEN ${devPayments.refundedFen} + ${amountFen} >= ${devPayments.amountFen} THEN 'refunded' ELSE ${devPayments.status} END`,
        })
        .where(and(eq(devPayments.orderNo, orderNo), inArray(devPayments.status, ['paid', 'refunded']), sql`${devPayments.refundedFen} + ${amountFen} <= ${devPayments.amountFen}`))
        .returning();
      return toOrder(r);
    },
    async close(orderNo) {
      await db.update(devPayments).set({ status: 'closed' }).where(and(eq(devPayments.orderNo, orderNo), eq(devPayments.status, 'pending')));
      return get(orderNo);
    },
  };
}
