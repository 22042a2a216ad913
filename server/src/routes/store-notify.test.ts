import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { store } from '@marketlens/core/contract';
import { coupons, memberships, orders, userCoupons } from '../db/schema/index';
import { deliver } from '../testing/fake-pay-http';
import { must, openStoreServer, type StoreServer } from '../testing/store-server';
import { expireOrders } from '../services/store/jobs';

const { STORE_CODES } = store;
const DAY = 86_400_000;
let s: StoreServer;

beforeAll(async () => {
  s = await openStoreServer(undefined, { timeoutMs: 300 });
});
afterAll(async () => {
  await s?.close();
});

type Made = { order: store.Order; action: store.PaymentAction };
async function made(token: string, body: Record<string, unknown>): Promise<Made> {
  const res = await s.api.call(store.checkout, { token, body: { method: 'dev', channel: 'native', ...body } });
  if (res.body.code !== 200) throw new Error(res.text);
  return res.body.data as Made;
}
const row = async (orderNo: string) => must((await s.api.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]);
const maturity = async (userId: number) => (await s.api.database.db.select().from(memberships).where(eq(memberships.userId, userId)))[0]?.maturityTime ?? null;
const devNotify = `/api/product/pay/notify/dev`;

describe('payment notifications', () => {
  it('refuses a forged or tampered notification and changes nothing; a replay fulfils nothing new', async () => {
    const m = await s.member();
    const { order } = await made(m.token, { planId: 4 });
    const dev = s.dev();
    const good = await dev.simulatePayment(order.orderNo, { deliver: false });

    const forged = await deliver(`${s.url}${devNotify}`, { ...good.headers, 'X-Devpay-Signature': Buffer.alloc(32, 7).toString('base64') }, good.body);
    expect(forged.status).toBe(400);
    const edited = await deliver(`${s.url}${devNotify}`, good.headers, good.body.replace('"total":19900', '"total":1'));
    expect(edited.status).toBe(400);
    // Signed by the provider but for another amount (a tampered order at the gateway): a mismatch.
    const tampered = dev.sign(good.body.replace('"total":19900', '"total":1'));
    expect((await deliver(`${s.url}${devNotify}`, tampered.headers, tampered.body)).status).toBe(409);
    const unknown = dev.sign(good.body.replaceAll(order.orderNo, 'ML20990101000000ffffffffff'));
    expect((await deliver(`${s.url}${devNotify}`, unknown.headers, unknown.body)).status).toBe(409);
    expect((await row(order.orderNo)).status).toBe('pending');
    expect(await maturity(m.userId)).toBeNull();

    expect((await deliver(`${s.url}${devNotify}`, good.headers, good.body)).status).toBe(204);
    const end = await maturity(m.userId);
    expect((await row(order.orderNo)).status).toBe('paid');
    for (let i = 0; i < 3; i++) expect((await deliver(`${s.url}${devNotify}`, good.headers, good.body)).status).toBe(204);
    expect(await maturity(m.userId)).toEqual(end);
    // No session, no signature headers, a foreign Origin: the notify route is outside the browser checks.
    const other = await deliver(`${s.url}${devNotify}`, { ...good.headers, Origin: 'https://evil.example' }, good.body);
    expect(other.status).toBe(204);
    expect((await deliver(`${s.url}/api/product/pay/notify/paypal`, good.headers, good.body)).status).toBe(404);
  });

  it('an order paid after it expired is fulfilled and flagged paidLate; its coupon is used after all', async () => {
    const m = await s.member();
    const couponId = 7901;
    await s.api.database.db.insert(coupons).values({ id: couponId, nameZh: '券', nameEn: 'C', nameRu: 'К', amount: 900, threshold: 0, planIds: [4], validUntil: new Date(Date.now() + DAY) });
    await s.api.database.db.insert(userCoupons).values({ userId: m.userId, couponId });
    const { order } = await made(m.token, { planId: 4, couponId });
    await s.api.database.db.update(orders).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(orders.orderNo, order.orderNo));
    expect(await expireOrders(s.deps)).toBeGreaterThanOrEqual(1);
    expect((await row(order.orderNo)).status).toBe('expired');
    const held = () => s.api.database.db.select().from(userCoupons).where(and(eq(userCoupons.userId, m.userId), eq(userCoupons.couponId, couponId)));
    expect((await held())[0]?.usedAt).toBeNull();
    expect((await s.api.call(store.simulatePayment, { token: m.token, body: { orderNo: order.orderNo } })).body.code).toBe(STORE_CODES.orderClosed);

    // The buyer had paid just before the close: the gateway notifies late.
    await s.dev().simulatePayment(order.orderNo, { late: true });
    expect(await row(order.orderNo)).toMatchObject({ status: 'paid', paidLate: true, amountFen: 19_000 });
    expect((await held())[0]?.usedAt).toBeInstanceOf(Date);
    expect(await s.end(m.userId)).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it('a gateway that does not answer in time: the order is closed, the coupon given back, the member told', async () => {
    const m = await s.member();
    const couponId = 7902;
    await s.api.database.db.insert(coupons).values({ id: couponId, nameZh: '券', nameEn: 'C', nameRu: 'К', amount: 900, threshold: 0, planIds: [10], validUntil: new Date(Date.now() + DAY) });
    await s.api.database.db.insert(userCoupons).values({ userId: m.userId, couponId });
    s.wechat.delayMs = 1000;
    try {
      const res = await s.api.call(store.checkout, { token: m.token, body: { planId: 10, couponId, method: 'wechat', channel: 'native' } });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(STORE_CODES.gatewayTimeout);
      expect(res.body.message).toMatch(/支付|payment/i);
    } finally {
      s.wechat.delayMs = 0;
    }
    const mine = await s.api.database.db.select().from(orders).where(eq(orders.userId, m.userId));
    expect(mine.map((o) => o.status)).toEqual(['closed']);
    const [held] = await s.api.database.db.select().from(userCoupons).where(and(eq(userCoupons.userId, m.userId), eq(userCoupons.couponId, couponId)));
    expect(held?.usedAt).toBeNull();
  });

  it('WeChat Pay end to end: Native QR, the buyer pays, the signed notification fulfils the order', async () => {
    const m = await s.member();
    const { order, action } = await made(m.token, { planId: 13, method: 'wechat', channel: 'native' });
    expect(action).toMatchObject({ kind: 'qr', codeUrl: expect.stringMatching(/^weixin:\/\//) });
    const paid = await s.wechat.pay(order.orderNo);
    expect(paid.answer?.status).toBe(204);
    expect(await row(order.orderNo)).toMatchObject({ status: 'paid', confirmedBy: 'notification', gatewayTradeNo: expect.stringMatching(/^4200/) });
    // WeChat sends it again: acknowledged, nothing more granted.
    const end = await maturity(m.userId);
    const again = s.wechat.notification(order.orderNo);
    expect((await deliver(`${s.url}/api/product/pay/notify/wechat`, again.headers, again.body)).status).toBe(204);
    expect(await maturity(m.userId)).toEqual(end);
  });

  it('Alipay end to end: precreate QR, the buyer pays, the signed notification fulfils the order', async () => {
    const m = await s.member();
    const { order, action } = await made(m.token, { planId: 114, method: 'alipay', channel: 'qr' });
    expect(action.kind).toBe('qr');
    const paid = await s.alipay.pay(order.orderNo);
    expect(paid.answer?.status).toBe(200);
    expect(paid.answer?.body).toBe('success');
    expect(await row(order.orderNo)).toMatchObject({ status: 'paid', confirmedBy: 'notification' });
    const forged = s.alipay.notification(order.orderNo, { totalAmount: '0.01' });
    expect((await deliver(`${s.url}/api/product/pay/notify/alipay`, forged.headers, forged.body)).status).toBeGreaterThanOrEqual(400);
  });
});
