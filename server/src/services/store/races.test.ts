import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { store } from '@marketlens/core/contract';
import { coupons, memberships, orderRefunds, orders, userCoupons } from '../../db/schema/index';
import { deliver } from '../../testing/fake-pay-http';
import { testTargets } from '../../testing/db';
import { must, openStoreServer, type StoreServer } from '../../testing/store-server';
import { refundOrder } from './refund';

const DAY = 86_400_000;

describe.each(testTargets)('store races on $name', ({ url }) => {
  let s: StoreServer;
  beforeAll(async () => {
    s = await openStoreServer(url);
  });
  afterAll(async () => {
    await s?.close();
  });
  const checkout = (token: string, body: Record<string, unknown>) => s.api.call(store.checkout, { token, body: { method: 'dev', channel: 'native', ...body } });
  const paidOrder = async (token: string, planId: number) => {
    const res = await checkout(token, { planId });
    const order = (res.body.data as { order: store.Order }).order;
    await s.api.call(store.simulatePayment, { token, body: { orderNo: order.orderNo } });
    return order;
  };
  const membership = async (userId: number) => (await s.api.database.db.select().from(memberships).where(eq(memberships.userId, userId)))[0];

  it('100 identical notifications in parallel fulfil the order once', async () => {
    const m = await s.member();
    const order = ((await checkout(m.token, { planId: 10 })).body.data as { order: store.Order }).order;
    const n = await s.dev().simulatePayment(order.orderNo, { deliver: false });
    const answers = await Promise.all(Array.from({ length: 100 }, () => deliver(`${s.url}/api/product/pay/notify/dev`, n.headers, n.body)));
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(204));
    const end = await s.end(m.userId);
    expect(Math.abs(end - (Date.now() + 30 * DAY))).toBeLessThan(30_000);
    const [row] = await s.api.database.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(row).toMatchObject({ status: 'paid', grantedUntil: new Date(end) });
  });

  it('two checkouts of one member at once: one pending order, no 5xx; a coupon serves one order', async () => {
    const m = await s.member();
    const couponId = 8000 + Math.floor(Math.random() * 1000);
    await s.api.database.db.insert(coupons).values({ id: couponId, nameZh: '券', nameEn: 'C', nameRu: 'К', amount: 2_000, threshold: 0, planIds: [10, 11], validUntil: new Date(Date.now() + DAY) });
    await s.api.database.db.insert(userCoupons).values({ userId: m.userId, couponId });
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([checkout(m.token, { planId: 10, couponId }), checkout(m.token, { planId: 11, couponId }), checkout(m.token, { planId: 10, couponId })]);
      for (const a of answers) {
        expect(a.status).toBe(200);
        expect([200, store.STORE_CODES.checkoutBusy, store.STORE_CODES.couponUnusable]).toContain(a.body.code);
      }
      expect(answers.some((a) => a.body.code === 200)).toBe(true);
      const pending = await s.api.database.db.select().from(orders).where(and(eq(orders.userId, m.userId), eq(orders.status, 'pending')));
      expect(pending).toHaveLength(1);
      // The coupon is held by the pending order only.
      expect(pending[0]?.couponId).toBe(couponId);
    }
    const [held] = await s.api.database.db.select().from(userCoupons).where(and(eq(userCoupons.userId, m.userId), eq(userCoupons.couponId, couponId)));
    expect(held?.usedAt).toBeInstanceOf(Date);
  });

  it('a coupon used by a paid order cannot be used again, even by two checkouts at once', async () => {
    const m = await s.member();
    const couponId = 9000 + Math.floor(Math.random() * 1000);
    await s.api.database.db.insert(coupons).values({ id: couponId, nameZh: '券', nameEn: 'C', nameRu: 'К', amount: 1_000, threshold: 0, planIds: [4], validUntil: new Date(Date.now() + DAY) });
    await s.api.database.db.insert(userCoupons).values({ userId: m.userId, couponId });
    const first = await checkout(m.token, { planId: 4, couponId });
    await s.api.call(store.simulatePayment, { token: m.token, body: { orderNo: (first.body.data as { order: store.Order }).order.orderNo } });
    const again = await Promise.all([checkout(m.token, { planId: 4, couponId }), checkout(m.token, { planId: 4, couponId })]);
    expect(again.map((a) => a.body.code)).toEqual([store.STORE_CODES.couponUnusable, store.STORE_CODES.couponUnusable]);
  });

  it('two refunds at once cannot refund more than was paid; a full refund takes the period back', async () => {
    const m = await s.member({ planId: 10, days: 5 });
    const before = must(await membership(m.userId));
    const beforeEnd = await s.end(m.userId);
    const order = await paidOrder(m.token, 11);
    expect(await s.end(m.userId)).toBe(beforeEnd + 90 * DAY);
    const results = await Promise.allSettled([1, 2].map(() => refundOrder(s.deps, { orderNo: order.orderNo, amountFen: order.amountFen, reason: '重复购买', operator: 'ops' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: expect.any(Number) });
    const [row] = await s.api.database.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(row).toMatchObject({ status: 'refunded', refundedFen: order.amountFen });
    expect(await s.api.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderNo, order.orderNo))).toHaveLength(1);
    const after = must(await membership(m.userId));
    expect(after.planId).toBe(10);
    expect(after.maturityTime?.getTime()).toBe(beforeEnd);
    expect(before.planId).toBe(10);
  });

  it('part refunds shorten the membership by their share of the days and never exceed the amount', async () => {
    const m = await s.member();
    const order = await paidOrder(m.token, 4);
    const end = await s.end(m.userId);
    const third = Math.floor(order.amountFen / 3);
    const results = await Promise.allSettled([1, 2, 3, 4].map(() => refundOrder(s.deps, { orderNo: order.orderNo, amountFen: third, reason: '部分退款', operator: 'ops' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const [row] = await s.api.database.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(row?.refundedFen).toBe(3 * third);
    expect(row?.status).toBe('paid');
    const shortened = Math.ceil((30 * 3 * third) / order.amountFen);
    expect(await s.end(m.userId)).toBe(end - shortened * DAY);
    await expect(refundOrder(s.deps, { orderNo: order.orderNo, amountFen: order.amountFen, reason: 'x', operator: 'ops' })).rejects.toMatchObject({ code: 51_201 });
  });
});
