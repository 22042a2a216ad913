import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { store } from '@marketlens/core/contract';
import { accessTokens, coupons, memberships, orders, userCoupons, users } from '../db/schema/index';
import { randomSecret, sha256 } from '../security/hash';
import { must, openStoreServer, type StoreServer } from '../testing/store-server';

const { STORE_CODES } = store;
const DAY = 86_400_000;
let s: StoreServer;
let couponSeq = 7100;

beforeAll(async () => {
  s = await openStoreServer(undefined);
});
afterAll(async () => {
  await s?.close();
});

type Res = { body: { code: number; data?: unknown; message?: string | undefined } & Record<string, unknown>; status: number; text: string };
function data<T>(res: Res): T {
  if (res.body.code !== 200) throw new Error(`expected success, got ${res.text}`);
  return res.body.data as T;
}
const quote = (token: string, body: { planId: number; couponId?: number }) => s.api.call(store.quote, { token, body });
const checkout = (token: string, body: Record<string, unknown>) => s.api.call(store.checkout, { token, body: { method: 'dev', channel: 'native', ...body } });
/** A coupon held by `userId` (or nobody), with the given rules. */
async function coupon(userId: number | null, c: { amount: number; threshold?: number; planIds?: number[]; validUntil?: Date; usedAt?: Date }) {
  const id = couponSeq++;
  await s.api.database.db.insert(coupons).values({ id, nameZh: '测试券', nameEn: 'Test coupon', nameRu: 'Купон', amount: c.amount, threshold: c.threshold ?? 0, planIds: c.planIds ?? [10, 11, 12], validUntil: c.validUntil ?? new Date(Date.now() + 30 * DAY) });
  if (userId !== null) await s.api.database.db.insert(userCoupons).values({ userId, couponId: id, usedAt: c.usedAt ?? null });
  return id;
}
const membership = async (userId: number) => (await s.api.database.db.select().from(memberships).where(eq(memberships.userId, userId)))[0];
const couponUsed = async (userId: number, couponId: number) => Boolean((await s.api.database.db.select().from(userCoupons).where(and(eq(userCoupons.userId, userId), eq(userCoupons.couponId, couponId))))[0]?.usedAt);

describe('plans and quotes', () => {
  it('lists the plans on sale with the month price and the saving, the methods and the trial', async () => {
    const list = data<{ plans: store.Plan[]; methods: string[]; trialDays: number }>(await s.api.call(store.plans));
    const ids = list.plans.map((p) => p.planId);
    expect(ids).toEqual(expect.arrayContaining([4, 5, 6, 10, 11, 12, 13, 14, 15, 114, 115, 116, 50, 51, 117]));
    expect(ids).not.toContain(7);
    expect(ids).not.toContain(16);
    expect(list.plans.find((p) => p.planId === 12)).toMatchObject({ tier: 'operation', duration: 'year', priceFen: 399_900, days: 365, perMonthFen: Math.round((399_900 / 365) * 30), savingPercent: 34 });
    expect(list.plans.find((p) => p.planId === 10)).toMatchObject({ savingPercent: 0, perMonthFen: 49_900 });
    expect(list.methods).toEqual(['wechat', 'alipay', 'dev']);
    expect(list.trialDays).toBe(7);
  });

  it('prices each kind on the server: new, extend, upgrade with credit, renewal, and refuses a downgrade', async () => {
    const fresh = await s.member();
    expect(data<store.Quote>(await quote(fresh.token, { planId: 10 }))).toMatchObject({ kind: 'new', listFen: 49_900, amountFen: 49_900, creditFen: 0, credit: null, days: 30 });
    const trial = await s.member({ planId: 16, days: 5 });
    expect(data<store.Quote>(await quote(trial.token, { planId: 4 }))).toMatchObject({ kind: 'new', amountFen: 19_900 });

    const op = await s.member({ planId: 10, days: 10 });
    const end = new Date(await s.end(op.userId)).toISOString();
    expect(data<store.Quote>(await quote(op.token, { planId: 11 }))).toMatchObject({ kind: 'extend', startsAt: end, amountFen: 129_900 });
    expect(data<store.Quote>(await quote(op.token, { planId: 50 }))).toMatchObject({ kind: 'renewal', startsAt: end, days: 30, amountFen: 44_900 });
    expect((await quote(op.token, { planId: 4 })).body.code).toBe(STORE_CODES.downgrade);
    expect((await quote(op.token, { planId: 51 })).body.code).toBe(STORE_CODES.renewalNeedsTier);

    // Starter with 20 days left, granted by no order: a day is worth the plan's price ÷ its days.
    const starter = await s.member({ planId: 4, days: 20 });
    const up = data<store.Quote>(await quote(starter.token, { planId: 13 }));
    const dayFen = Math.floor(19_900 / 30);
    expect(up).toMatchObject({ kind: 'upgrade', listFen: 99_900, credit: { fromPlanId: 4, remainingDays: 19, dayFen }, creditFen: 19 * dayFen, amountFen: 99_900 - 19 * dayFen });

    // A credit larger than the price leaves 1 fen to pay.
    const big = await s.member({ planId: 15, days: 360 });
    expect(data<store.Quote>(await quote(big.token, { planId: 114 }))).toMatchObject({ kind: 'upgrade', amountFen: 1, creditFen: 199_899 });

    // A renewal card for an ended membership of its tier starts now.
    const ended = await s.member({ planId: 10, days: -3 });
    const card = data<store.Quote>(await quote(ended.token, { planId: 50 }));
    expect(card.kind).toBe('renewal');
    expect(Math.abs(Date.parse(card.startsAt) - Date.now())).toBeLessThan(5000);
    for (const planId of [7, 16, 999]) expect((await quote(fresh.token, { planId })).body.code).toBe(STORE_CODES.planUnavailable);
  });

  it('applies a coupon only when it is the member\'s, unused, unexpired, for the plan and under the list price', async () => {
    const m = await s.member();
    const other = await s.member();
    const good = await coupon(m.userId, { amount: 10_000 });
    expect(data<store.Quote>(await quote(m.token, { planId: 10, couponId: good }))).toMatchObject({ couponId: good, couponFen: 10_000, amountFen: 39_900 });
    const huge = await coupon(m.userId, { amount: 10_000_000 });
    expect(data<store.Quote>(await quote(m.token, { planId: 10, couponId: huge }))).toMatchObject({ amountFen: 1, couponFen: 49_899 });
    const refused = [
      await coupon(other.userId, { amount: 100 }),
      await coupon(m.userId, { amount: 100, usedAt: new Date() }),
      await coupon(m.userId, { amount: 100, validUntil: new Date(Date.now() - 1000) }),
      await coupon(m.userId, { amount: 100, planIds: [13] }),
      await coupon(m.userId, { amount: 100, threshold: 50_000 }),
      await coupon(null, { amount: 100 }),
    ];
    for (const couponId of refused) expect((await quote(m.token, { planId: 10, couponId })).body.code).toBe(STORE_CODES.couponUnusable);
    const usable = data<{ couponId: number }[]>(await s.api.call(store.coupons, { token: m.token })).map((c) => c.couponId);
    expect(usable).toEqual(expect.arrayContaining([good, huge]));
    expect(usable).not.toContain(refused[1]);
  });
});

describe('checkout with the development provider', () => {
  it('makes the order with the server\'s amount, takes the coupon, and the simulated payment fulfils it over HTTP', async () => {
    const m = await s.member({ channelCode: 'ozon-club' });
    const c = await coupon(m.userId, { amount: 5_000 });
    const made = data<{ order: store.Order; action: store.PaymentAction }>(await checkout(m.token, { planId: 10, couponId: c, amountFen: 1 }));
    expect(made.action).toEqual({ kind: 'simulate', orderNo: made.order.orderNo });
    expect(made.order).toMatchObject({ status: 'pending', amountFen: 44_900, couponFen: 5_000, kind: 'new' });
    expect(made.order.orderNo).toMatch(/^ML\d{14}[0-9a-f]{10}$/);
    expect(Date.parse(made.order.expiresAt) - Date.parse(made.order.createdAt)).toBeGreaterThan(14 * 60_000);
    expect(await couponUsed(m.userId, c)).toBe(true);
    const [row] = await s.api.database.db.select().from(orders).where(eq(orders.orderNo, made.order.orderNo));
    expect(row?.promoteChannel).toBe('ozon-club');

    const paid = data<store.Order>(await s.api.call(store.simulatePayment, { token: m.token, body: { orderNo: made.order.orderNo } }));
    expect(paid).toMatchObject({ status: 'paid', paidLate: false });
    const mem = await membership(m.userId);
    expect(mem?.planId).toBe(10);
    const memEnd = await s.end(m.userId);
    expect(Math.abs(memEnd - (Date.now() + 30 * DAY))).toBeLessThan(10_000);
    expect(paid.grantedUntil).toBe(new Date(memEnd).toISOString());
    const [after] = await s.api.database.db.select().from(orders).where(eq(orders.orderNo, made.order.orderNo));
    expect(after).toMatchObject({ confirmedBy: 'notification', prevPlanId: null });

    // Same tier again: extends from the end.
    const again = data<{ order: store.Order }>(await checkout(m.token, { planId: 11 }));
    expect(again.order.kind).toBe('extend');
    await s.api.call(store.simulatePayment, { token: m.token, body: { orderNo: again.order.orderNo } });
    expect(await s.end(m.userId)).toBe(memEnd + 90 * DAY);
    const list = data<{ rows: store.Order[]; total: number }>(await s.api.call(store.orders, { token: m.token, query: { pageNum: 1, pageSize: 1 } }));
    expect(list.total).toBe(2);
    expect(list.rows.map((r) => r.orderNo)).toEqual([again.order.orderNo]);
  });

  it('a second checkout closes the first unpaid order and gives its coupon back; cancel does the same', async () => {
    const m = await s.member();
    const c = await coupon(m.userId, { amount: 1_000 });
    const first = data<{ order: store.Order }>(await checkout(m.token, { planId: 10, couponId: c }));
    const second = data<{ order: store.Order }>(await checkout(m.token, { planId: 12 }));
    expect(data<store.Order>(await s.api.call(store.order, { token: m.token, query: { orderNo: first.order.orderNo } })).status).toBe('closed');
    expect(await couponUsed(m.userId, c)).toBe(false);
    const third = data<{ order: store.Order }>(await checkout(m.token, { planId: 10, couponId: c }));
    expect(await couponUsed(m.userId, c)).toBe(true);
    expect(data<store.Order>(await s.api.call(store.cancelOrder, { token: m.token, body: { orderNo: third.order.orderNo } })).status).toBe('closed');
    expect(await couponUsed(m.userId, c)).toBe(false);
    expect((await s.api.call(store.simulatePayment, { token: m.token, body: { orderNo: third.order.orderNo } })).body.code).toBe(STORE_CODES.orderClosed);
    expect(second.order.status).toBe('pending');
  });

  it('answers orderNotFound for unknown numbers and other members\' orders', async () => {
    const a = await s.member();
    const b = await s.member();
    const made = data<{ order: store.Order }>(await checkout(a.token, { planId: 4 }));
    const no = made.order.orderNo;
    expect((await s.api.call(store.order, { token: b.token, query: { orderNo: no } })).body.code).toBe(STORE_CODES.orderNotFound);
    expect((await s.api.call(store.order, { token: a.token, query: { orderNo: 'ML20990101000000ffffffffff' } })).body.code).toBe(STORE_CODES.orderNotFound);
    expect((await s.api.call(store.cancelOrder, { token: b.token, body: { orderNo: no } })).body.code).toBe(STORE_CODES.orderNotFound);
    expect((await s.api.call(store.simulatePayment, { token: b.token, body: { orderNo: no } })).body.code).toBe(STORE_CODES.orderNotFound);
    expect((await s.api.call(store.requestInvoice, { token: b.token, body: { orderNo: no, title: '某某贸易有限公司', taxNo: '91310000MA1FL8XQ30', email: 'a@b.cn' } })).body.code).toBe(STORE_CODES.orderNotFound);
    expect((await s.api.call(store.order, { query: { orderNo: no } })).status).toBe(401);
    expect((await s.api.call(store.order, { token: a.token, query: { orderNo: 'x' } })).status).toBe(400);
  });

  it('a fapiao is asked for once, for a paid order, and shows on the order', async () => {
    const m = await s.member();
    const made = data<{ order: store.Order }>(await checkout(m.token, { planId: 4 }));
    const ask = () => s.api.call(store.requestInvoice, { token: m.token, body: { orderNo: made.order.orderNo, title: '某某贸易有限公司', taxNo: '91310000ma1fl8xq30', email: 'fin@example.cn' } });
    expect((await ask()).body.code).toBe(STORE_CODES.invoiceNotAllowed);
    await s.api.call(store.simulatePayment, { token: m.token, body: { orderNo: made.order.orderNo } });
    expect(data<store.Order>(await ask()).invoice).toEqual({ status: 'requested', note: '' });
    expect((await ask()).body.code).toBe(STORE_CODES.invoiceNotAllowed);
  });

  it('a sub-account buys for its main account; an upgrade credits what a day of the paid order cost', async () => {
    const main = await s.member();
    const [sub] = await s.api.database.db.insert(users).values({ account: `sub_${main.userId}`, mobile: '13900000000', nickName: 'sub', distinctId: randomSecret(8), mainUserId: main.userId }).returning();
    const subToken = randomSecret(32);
    await s.api.database.db.insert(accessTokens).values({ tokenHash: sha256(subToken), userId: must(sub).id, expiresAt: new Date(Date.now() + 3_600_000) });
    const c = await coupon(main.userId, { amount: 4_900, planIds: [4] });
    const bought = data<{ order: store.Order }>(await checkout(subToken, { planId: 4, couponId: c }));
    expect(bought.order.amountFen).toBe(15_000);
    const [row] = await s.api.database.db.select().from(orders).where(eq(orders.orderNo, bought.order.orderNo));
    expect(row?.userId).toBe(main.userId);
    await s.api.call(store.simulatePayment, { token: subToken, body: { orderNo: bought.order.orderNo } });
    expect((await membership(main.userId))?.planId).toBe(4);
    // 29 whole days left of a period that cost 15,000 fen for 30 days: 500 fen a day.
    const up = data<store.Quote>(await quote(main.token, { planId: 10 }));
    expect(up).toMatchObject({ kind: 'upgrade', credit: { fromPlanId: 4, remainingDays: 29, dayFen: 500 }, creditFen: 14_500, amountFen: 49_900 - 14_500 });
    expect(data<{ rows: store.Order[] }>(await s.api.call(store.orders, { token: main.token })).rows[0]?.orderNo).toBe(bought.order.orderNo);
  });

  it('refuses a method or channel the server does not offer, and JSAPI without the WeChat sign-in exchange', async () => {
    const m = await s.member();
    expect((await checkout(m.token, { planId: 4, method: 'wechat', channel: 'wap' })).body.code).toBe(STORE_CODES.methodUnavailable);
    expect((await checkout(m.token, { planId: 4, method: 'wechat', channel: 'jsapi', wechatCode: 'abc' })).body.code).toBe(STORE_CODES.methodUnavailable);
    expect((await checkout(m.token, { planId: 4, method: 'alipay', channel: 'native' })).body.code).toBe(STORE_CODES.methodUnavailable);
    expect((await checkout(m.token, { planId: 4, method: 'card', channel: 'native' })).status).toBe(400);
  });
});
