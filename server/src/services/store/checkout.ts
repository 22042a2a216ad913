import { and, eq } from 'drizzle-orm';
import { store } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { orders, userAttributions, users } from '../../db/schema/index';
import type { Logger } from '../../log';
import { CHANNELS, isPaymentError, type PaymentAction, type PaymentProviders } from '../payments/index';
import type { OrderRow } from './membership';
import { newOrderNo, orderView } from './orders';
import { planOf } from './prices';
import { priceFor, releaseCoupon, reserveCoupon, storeError } from './quote';

type Deps = { db: Db; payments: PaymentProviders; log: Logger };

const TIER_ZH: Record<string, string> = { starter: '入门版', operation: '运营版', ultimate: '旗舰版', professional: '专业版', trial: '试用' };
const DURATION_ZH: Record<string, string> = { month: '月付', quarter: '季付', year: '年付', renewal: '续费卡', trial: '' };

const isUniqueViolation = (err: unknown) => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) if ((e as { code?: unknown }).code === '23505') return true;
  return false;
};

/** The registration channel the member came by (revenue by promote channel). */
async function channelOf(db: Db, ownerId: number): Promise<string | null> {
  const [a] = await db.select({ channel: userAttributions.channelCode }).from(userAttributions).where(eq(userAttributions.userId, ownerId)).limit(1);
  if (a?.channel) return a.channel;
  const [u] = await db.select({ channel: users.channelCode }).from(users).where(eq(users.id, ownerId)).limit(1);
  return u?.channel ?? null;
}

/** Closes an order at its gateway; a failure is left to the order jobs (which query and fulfil a paid one). */
async function closeAtGateway(deps: Deps, o: Pick<OrderRow, 'orderNo' | 'method'>): Promise<void> {
  try {
    await deps.payments.get(o.method).closeOrder(o.orderNo);
  } catch (err) {
    deps.log.warn('closing an order at the gateway failed', { orderNo: o.orderNo, err: err instanceof Error ? err.message : String(err) });
  }
}

export interface CheckoutInput {
  planId: number;
  couponId?: number | undefined;
  method: store.PayMethod;
  channel: store.PayChannel;
  /** The buyer's openid (WeChat JSAPI), from the OAuth exchange the route made. */
  openId?: string | undefined;
  clientIp: string;
  returnUrl: string;
}

/**
 * Makes the member's order and starts its payment. One transaction closes the member's earlier
 * unpaid order (its coupon comes back), prices the plan on the server, takes the coupon with one
 * conditional UPDATE and inserts the order (one pending order per member: a checkout racing
 * another gets `checkoutBusy`). The gateway is then asked for the payment with that amount and
 * the order's expiry; if it fails or does not answer in time the order is closed and the coupon
 * given back.
 */
export async function checkout(deps: Deps, ownerId: number, input: CheckoutInput): Promise<{ order: store.Order; action: PaymentAction }> {
  const { db, payments } = deps;
  if (!payments.methods.includes(input.method) || !CHANNELS[input.method].includes(input.channel)) throw storeError('methodUnavailable');
  // JSAPI needs the buyer's openid (the route exchanges the WeChat OAuth code for it).
  if (input.method === 'wechat' && input.channel === 'jsapi' && !input.openId) throw storeError('methodUnavailable');
  const promoteChannel = await channelOf(db, ownerId);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + store.ORDER_TTL_MINUTES * 60_000);
  let closed: Pick<OrderRow, 'orderNo' | 'method'>[] = [];
  let order: OrderRow;
  try {
    ({ order, closed } = await db.transaction(async (tx) => {
      const earlier = await tx
        .update(orders)
        .set({ status: 'closed' })
        .where(and(eq(orders.userId, ownerId), eq(orders.status, 'pending')))
        .returning();
      for (const e of earlier) await releaseCoupon(tx, ownerId, e.couponId);
      const q = await priceFor(tx, ownerId, { planId: input.planId, couponId: input.couponId }, now.getTime());
      if (q.couponId !== null && !(await reserveCoupon(tx, ownerId, q.couponId))) throw storeError('couponUnusable');
      const [made] = await tx
        .insert(orders)
        .values({
          orderNo: newOrderNo(now),
          userId: ownerId,
          planId: q.planId,
          kind: q.kind,
          days: q.days,
          method: input.method,
          channel: input.channel,
          listFen: q.listFen,
          couponId: q.couponId,
          couponFen: q.couponFen,
          creditFen: q.creditFen,
          amountFen: q.amountFen,
          promoteChannel,
          expiresAt,
        })
        .returning();
      if (!made) throw new Error('order not inserted');
      return { order: made, closed: earlier };
    }));
  } catch (err) {
    if (isUniqueViolation(err)) throw storeError('checkoutBusy');
    throw err;
  }
  for (const e of closed) await closeAtGateway(deps, e);

  const plan = planOf(order.planId);
  let action: PaymentAction;
  try {
    action = await payments.get(order.method).createPayment({
      orderNo: order.orderNo,
      amountFen: order.amountFen,
      description: `MarketLens ${TIER_ZH[plan?.tier ?? ''] ?? ''} ${DURATION_ZH[plan?.duration ?? ''] ?? ''}`.trim(),
      channel: input.channel,
      clientIp: input.clientIp,
      openId: input.channel === 'jsapi' ? (input.openId ?? 'dev-openid') : undefined,
      returnUrl: input.returnUrl,
      expiresAt,
    });
  } catch (err) {
    deps.log.warn('the gateway did not create the payment; order closed', { orderNo: order.orderNo, method: order.method, code: isPaymentError(err) ? err.code : undefined, err: err instanceof Error ? err.message : String(err) });
    await db.transaction(async (tx) => {
      const [gone] = await tx.update(orders).set({ status: 'closed' }).where(and(eq(orders.id, order.id), eq(orders.status, 'pending'))).returning();
      if (gone) await releaseCoupon(tx, ownerId, order.couponId);
    });
    // A request that timed out may have made the payment at the gateway after all.
    if (isPaymentError(err, 'timeout')) {
      void closeAtGateway(deps, order);
      throw storeError('gatewayTimeout');
    }
    throw storeError('gatewayFailed');
  }
  return { order: await orderView(db, order), action };
}

/** Closes the member's unpaid order (its coupon comes back) and closes it at the gateway. */
export async function cancelOrder(deps: Deps, ownerId: number, orderNo: string): Promise<OrderRow> {
  const row = await deps.db.transaction(async (tx) => {
    const [o] = await tx.select().from(orders).where(and(eq(orders.orderNo, orderNo), eq(orders.userId, ownerId))).limit(1);
    if (!o) throw storeError('orderNotFound');
    if (o.status !== 'pending') return o;
    const [closed] = await tx.update(orders).set({ status: 'closed' }).where(and(eq(orders.id, o.id), eq(orders.status, 'pending'))).returning();
    if (closed) await releaseCoupon(tx, ownerId, closed.couponId);
    return closed ?? o;
  });
  if (row.status === 'closed') await closeAtGateway(deps, row);
  return row;
}

/** Refreshes an order row (after a simulated payment). */
export async function reloadOrder(db: Db, id: number): Promise<OrderRow | undefined> {
  const [o] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return o;
}
