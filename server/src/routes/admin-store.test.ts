import { asc, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { admin, adminStore as calls, store, type CallDef } from '@marketlens/core/contract';
import { accessTokens, auditLog, invoiceRequests, orders, planPrices, userAttributions, users } from '../db/schema/index';
import { randomSecret, sha256 } from '../security/hash';
import { OPERATOR_COOKIE } from '../security/operator-session';
import { createOperator } from '../services/admin/operators';
import { callPath, type TestApi } from '../testing/api';
import { testTargets } from '../testing/db';
import { openStoreServer, type StoreServer } from '../testing/store-server';

const { ADMIN_STORE_CODES } = calls;
const PASSWORD = 'Operator2026';
const bj = (s: string) => new Date(`${s}+08:00`);

describe.each(testTargets)('the console store section on $name', ({ url }) => {
  let server: StoreServer;
  let api: TestApi;
  let next = 0;
  let orderSeq = 0;

  const member = async (opts: { createdAt?: Date; channelCode?: string; attributed?: string } = {}) => {
    const mobile = `1357${String(process.pid % 1000).padStart(3, '0')}${String(next++).padStart(4, '0')}`;
    const [user] = await api.database.db
      .insert(users)
      .values({ account: `s${mobile}`, mobile, nickName: mobile, distinctId: randomSecret(8), channelCode: opts.channelCode ?? null, ...(opts.createdAt ? { createdAt: opts.createdAt } : {}) })
      .returning();
    if (!user) throw new Error('user not created');
    if (opts.attributed) await api.database.db.insert(userAttributions).values({ userId: user.id, channelCode: opts.attributed, mode: 'promote_register', createdAt: opts.createdAt ?? new Date() });
    const token = randomSecret(32);
    await api.database.db.insert(accessTokens).values({ tokenHash: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });
    return { userId: user.id, mobile, token };
  };

  /** An order row as fulfilment leaves it (tests of lists and sums need no gateway). */
  const order = async (userId: number, f: Partial<typeof orders.$inferInsert> = {}) => {
    const amountFen = f.amountFen ?? 49_900;
    const [row] = await api.database.db
      .insert(orders)
      .values({ orderNo: `T${Date.now().toString(36)}${String(orderSeq++).padStart(4, '0')}`, userId, planId: 10, kind: 'new', days: 30, method: 'dev', channel: 'native', listFen: amountFen, amountFen, status: 'paid', expiresAt: new Date(Date.now() + 900_000), paidAt: new Date(), ...f })
      .returning();
    if (!row) throw new Error('order not created');
    return row;
  };

  const session = async (role: admin.OperatorRole = 'admin') => {
    const op = await createOperator(api.database.db, { name: `store${next++}_${role}`, role, password: PASSWORD });
    if (!op) throw new Error('operator not created');
    const body = JSON.stringify({ name: op.name, password: PASSWORD, code: await generate({ secret: op.secret }) });
    const res = await api.app.request(callPath(api.runtimeConfig, admin.login), { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const token = new RegExp(`${OPERATOR_COOKIE}=([^;]+)`).exec(res.headers.get('set-cookie') ?? '')?.[1];
    return `${OPERATOR_COOKIE}=${token ?? ''}`;
  };

  const as = <Q extends ZodType, B extends ZodType, R extends ZodType>(cookie: string, def: CallDef<Q, B, R>, input: Parameters<TestApi['call']>[1] = {}) =>
    api.call(def, { ...input, headers: { cookie, ...input.headers } });

  let adminCookie: string;
  beforeAll(async () => {
    server = await openStoreServer(url);
    api = server.api;
    adminCookie = await session();
  });
  afterAll(async () => server?.close());

  /** A plan bought the member's way: checkout with the development provider, then its simulated payment (notified over HTTP). */
  const paidThroughCheckout = async (token: string, planId: number) => {
    const made = await api.call(store.checkout, { token, body: { planId, method: 'dev', channel: 'native' } });
    const order = made.body.data?.order;
    if (!order) throw new Error(`checkout failed: ${made.text}`);
    expect((await api.call(store.simulatePayment, { token, body: { orderNo: order.orderNo } })).body.code).toBe(200);
    return order;
  };

  it('lets administrators and support in, refunds and prices for administrators only; editors and members are refused', async () => {
    const m = await member();
    const paid = await order(m.userId);
    expect((await api.call(calls.orders, { token: m.token })).status).toBe(401);
    const editor = await session('editor');
    expect((await as(editor, calls.orders)).body.code).toBe(admin.ADMIN_CODES.forbidden);
    expect((await as(editor, calls.prices)).body.code).toBe(admin.ADMIN_CODES.forbidden);
    expect((await as(editor, calls.invoices)).body.code).toBe(admin.ADMIN_CODES.forbidden);
    const support = await session('support');
    expect((await as(support, calls.orders)).body.code).toBe(200);
    expect((await as(support, calls.prices)).body.code).toBe(200);
    expect((await as(support, calls.revenue, { query: { from: '2026-01-01', to: '2026-01-31' } })).body.code).toBe(200);
    const refused = await as(support, calls.refund, { body: { orderNo: paid.orderNo, amountFen: 100, reason: '客户要求退款' } });
    expect(refused).toMatchObject({ status: 403, body: { code: admin.ADMIN_CODES.forbidden } });
    const price = await as(support, calls.setPrice, { body: { planId: 10, priceFen: 100, days: 30, onSale: true } });
    expect(price.body.code).toBe(admin.ADMIN_CODES.forbidden);
    const [row] = await api.database.db.select().from(orders).where(eq(orders.orderNo, paid.orderNo));
    expect(row?.refundedFen).toBe(0);
  });

  it('searches orders by order number, phone, user id, status, plan, method and the Beijing day they were paid, with masked phones', async () => {
    const m = await member();
    const other = await member();
    const a = await order(m.userId, { planId: 4, amountFen: 19_900, paidAt: bj('2025-06-01T00:10:00') });
    const b = await order(m.userId, { planId: 10, paidAt: bj('2025-06-02T23:50:00'), status: 'refunded', refundedFen: 49_900 });
    const c = await order(m.userId, { planId: 10, paidAt: null, status: 'expired', method: 'alipay' });
    await order(other.userId, { paidAt: bj('2025-06-01T12:00:00') });
    const search = async (query: Record<string, string | number>) => {
      const res = await as(adminCookie, calls.orders, { query: { pageSize: 50, ...query } });
      expect(res.body.code).toBe(200);
      return (res.body.data?.list ?? []).map((o) => o.orderNo);
    };
    expect(await search({ q: a.orderNo })).toEqual([a.orderNo]);
    expect(await search({ q: m.mobile })).toEqual([c.orderNo, b.orderNo, a.orderNo]);
    expect(await search({ q: m.mobile.slice(-6) })).toEqual([c.orderNo, b.orderNo, a.orderNo]);
    expect(await search({ q: String(m.userId) })).toEqual([c.orderNo, b.orderNo, a.orderNo]);
    expect(await search({ q: m.mobile, status: 'refunded' })).toEqual([b.orderNo]);
    expect(await search({ q: m.mobile, planId: 4 })).toEqual([a.orderNo]);
    expect(await search({ q: m.mobile, method: 'alipay' })).toEqual([c.orderNo]);
    // 2025-06-01 00:10 in Beijing is still May 31st in UTC: the day is Beijing's.
    expect(await search({ q: m.mobile, from: '2025-06-01', to: '2025-06-01' })).toEqual([a.orderNo]);
    expect(await search({ from: '2025-06-01', to: '2025-06-02' })).toHaveLength(3);
    const [row] = (await as(adminCookie, calls.orders, { query: { q: b.orderNo } })).body.data?.list ?? [];
    expect(row).toMatchObject({ mobile: `${m.mobile.slice(0, 3)}****${m.mobile.slice(-4)}`, tier: 'operation', duration: 'month', status: 'refunded', refundedFen: 49_900, refunds: [] });
    expect((await as(adminCookie, calls.orders, { query: { from: '2025-06-03', to: '2025-06-01' } })).status).toBe(400);
    expect((await as(adminCookie, calls.orders, { query: { from: '2025-02-30' } })).status).toBe(400);
    expect((await as(adminCookie, calls.orders, { query: { status: 'lost' } })).status).toBe(400);
  });

  it('refuses a refund of an unpaid order or over what is left, and of an order that does not exist', async () => {
    const m = await member();
    const pending = await order(m.userId, { status: 'pending', paidAt: null });
    const part = await order(m.userId, { status: 'paid', refundedFen: 40_000 });
    const refund = (orderNo: string, amountFen: number) => as(adminCookie, calls.refund, { body: { orderNo, amountFen, reason: '重复购买' } });
    expect((await refund(pending.orderNo, 100)).body.code).toBe(ADMIN_STORE_CODES.refundNotAllowed);
    const over = await refund(part.orderNo, 9_901);
    expect(over.body).toMatchObject({ code: ADMIN_STORE_CODES.refundNotAllowed, message: '该订单未支付，或退款金额超过可退金额' });
    expect((await refund('NOSUCHORDER1', 100)).body.code).toBe(admin.ADMIN_CODES.notFound);
    expect((await as(adminCookie, calls.refund, { body: { orderNo: part.orderNo, amountFen: 100, reason: ' ' } })).status).toBe(400);
    const [row] = await api.database.db.select().from(orders).where(eq(orders.orderNo, part.orderNo));
    expect(row?.refundedFen).toBe(40_000);
  });

  it('refunds a paid order through the development provider: the membership is shortened, then ended, and each refund is audited', async () => {
    const m = await member();
    const paid = await paidThroughCheckout(m.token, 10);
    const before = await api.database.db.select().from(orders).where(eq(orders.orderNo, paid.orderNo));
    expect(before[0]).toMatchObject({ status: 'paid', refundedFen: 0 });
    const grantedUntil = before[0]?.grantedUntil?.getTime() ?? 0;
    const part = Math.floor(paid.amountFen / 3);
    const first = await as(adminCookie, calls.refund, { body: { orderNo: paid.orderNo, amountFen: part, reason: '客户部分退款' } });
    expect(first.body).toMatchObject({ code: 200, data: { refundedFen: part, status: 'paid' } });
    expect(first.body.data?.refunds).toMatchObject([{ amountFen: part, reason: '客户部分退款', status: 'success' }]);
    // days × refunded ÷ paid, rounded up, come off the end.
    const cut = Math.ceil((paid.days * part) / paid.amountFen);
    const maturity = async () => (await api.database.db.execute<{ t: string | null }>(sql`SELECT maturity_time::text AS t FROM memberships WHERE user_id = ${m.userId}`)).rows[0]?.t;
    const shortened = new Date((await maturity()) ?? 0).getTime();
    expect(Math.round((grantedUntil - shortened) / 86_400_000)).toBe(cut);
    const rest = paid.amountFen - part;
    expect((await as(adminCookie, calls.refund, { body: { orderNo: paid.orderNo, amountFen: rest + 1, reason: '超额' } })).body.code).toBe(ADMIN_STORE_CODES.refundNotAllowed);
    const second = await as(adminCookie, calls.refund, { body: { orderNo: paid.orderNo, amountFen: rest, reason: '客户全部退款' } });
    expect(second.body).toMatchObject({ code: 200, data: { refundedFen: paid.amountFen, status: 'refunded' } });
    expect(new Date((await maturity()) ?? 0).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const audit = await api.database.db.select().from(auditLog).where(eq(auditLog.target, `order:${paid.orderNo}`)).orderBy(asc(auditLog.id));
    expect(audit.filter((a) => a.action === 'store.refund')).toHaveLength(2);
    expect(audit[0]).toMatchObject({ before: { status: 'paid', refundedFen: 0 }, after: { status: 'paid', refundedFen: part, refundFen: part, reason: '客户部分退款' } });
  });

  it('changes a price with validation, keeps open orders at their amount, and audits before and after', async () => {
    const m = await member();
    const pending = await order(m.userId, { status: 'pending', paidAt: null, planId: 11, amountFen: 129_900 });
    const set = (body: Record<string, unknown>) => as(adminCookie, calls.setPrice, { body: { planId: 11, priceFen: 99_900, days: 90, onSale: true, sort: 2, ...body } });
    const zh = await set({ priceFen: 0 });
    expect(zh.body).toMatchObject({ code: ADMIN_STORE_CODES.badPrice, message: '价格须在 0.01 元至 100 万元之间，天数须在 1 至 3660 之间' });
    const en = await as(adminCookie, calls.setPrice, { body: { planId: 11, priceFen: 100, days: 4000, onSale: true }, headers: { 'accept-language': 'en-US' } });
    expect(en.body).toMatchObject({ code: ADMIN_STORE_CODES.badPrice, message: 'A price must be between ¥0.01 and ¥1,000,000, and days between 1 and 3,660' });
    expect((await set({ priceFen: 100_000_001 })).body.code).toBe(ADMIN_STORE_CODES.badPrice);
    expect((await set({ priceFen: 12.5 })).body.code).toBe(ADMIN_STORE_CODES.badPrice);
    expect((await set({ planId: 998 })).body.code).toBe(admin.ADMIN_CODES.notFound);
    expect((await set({ planId: 16 })).body.code).toBe(admin.ADMIN_CODES.notFound);
    expect((await set({ onSale: 'yes' })).status).toBe(400);
    const [seeded] = await api.database.db.select().from(planPrices).where(eq(planPrices.planId, 11));
    expect((await set({ onSale: false })).body.code).toBe(200);
    const list = (await as(adminCookie, calls.prices)).body.data ?? [];
    expect(list.find((p) => p.planId === 11)).toMatchObject({ priceFen: 99_900, days: 90, onSale: false, tier: 'operation', duration: 'quarter' });
    expect(list.find((p) => p.planId === 11)?.updatedBy).toMatch(/^store\d+_admin$/);
    expect(list.some((p) => p.planId === 16)).toBe(false);
    expect(list.map((p) => p.tier)).toEqual([...list.map((p) => p.tier)].sort((x, y) => ['starter', 'operation', 'ultimate', 'professional'].indexOf(x) - ['starter', 'operation', 'ultimate', 'professional'].indexOf(y)));
    const [kept] = await api.database.db.select().from(orders).where(eq(orders.orderNo, pending.orderNo));
    expect(kept?.amountFen).toBe(129_900);
    const [entry] = await api.database.db.select().from(auditLog).where(eq(auditLog.target, 'plan:11'));
    expect(entry).toMatchObject({ action: 'store.price', before: { priceFen: seeded?.priceFen, onSale: seeded?.onSale }, after: { priceFen: 99_900, days: 90, onSale: false } });
  });

  it('counts paid orders per plan in the price list', async () => {
    const m = await member();
    const before = (await as(adminCookie, calls.prices)).body.data?.find((p) => p.planId === 115)?.paidOrders ?? 0;
    await order(m.userId, { planId: 115 });
    await order(m.userId, { planId: 115, status: 'refunded', refundedFen: 49_900 });
    await order(m.userId, { planId: 115, status: 'expired', paidAt: null });
    expect((await as(adminCookie, calls.prices)).body.data?.find((p) => p.planId === 115)?.paidOrders).toBe(before + 2);
  });

  it('lists fapiao requests open first and handles each once, even when operators press at the same moment', async () => {
    const m = await member();
    const request = async (status: 'requested' | 'issued' = 'requested') => {
      const o = await order(m.userId);
      const [row] = await api.database.db.insert(invoiceRequests).values({ orderNo: o.orderNo, userId: m.userId, title: '上海某某贸易有限公司', taxNo: '91310000MA1FL0AB12', email: 'fp@example.com', amountFen: o.amountFen, status }).returning();
      if (!row) throw new Error('invoice not created');
      return row;
    };
    const done = await request('issued');
    const open1 = await request();
    const open2 = await request();
    const list = (await as(adminCookie, calls.invoices, { query: { pageSize: 50 } })).body.data?.list ?? [];
    const ids = list.map((r) => r.id);
    expect(ids.indexOf(open1.id)).toBeLessThan(ids.indexOf(open2.id));
    expect(ids.indexOf(open2.id)).toBeLessThan(ids.indexOf(done.id));
    expect(list.find((r) => r.id === open1.id)?.mobile).toBe(`${m.mobile.slice(0, 3)}****${m.mobile.slice(-4)}`);
    const support = await session('support');
    const handle = (id: number, status: 'issued' | 'rejected', note: string) => as(support, calls.handleInvoice, { body: { id, status, note } });
    expect((await handle(open1.id, 'issued', '')).status).toBe(400);
    expect((await handle(open1.id, 'issued', 'No. 24312000000012345678')).body.code).toBe(200);
    const again = await handle(open1.id, 'rejected', '抬头有误');
    expect(again.body).toMatchObject({ code: ADMIN_STORE_CODES.invoiceHandled, message: '该发票申请已处理' });
    expect((await handle(999_999, 'issued', 'x')).body.code).toBe(admin.ADMIN_CODES.notFound);
    const race = await Promise.all(Array.from({ length: 8 }, (_, i) => handle(open2.id, i % 2 ? 'issued' : 'rejected', `note ${i}`)));
    expect(race.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(race.filter((r) => r.body.code === ADMIN_STORE_CODES.invoiceHandled)).toHaveLength(7);
    const audit = await api.database.db.select().from(auditLog).where(eq(auditLog.target, `invoice:${open2.id}`));
    expect(audit).toHaveLength(1);
    const [row] = await api.database.db.select().from(invoiceRequests).where(eq(invoiceRequests.id, open2.id));
    expect(row?.note).toBe((audit[0]?.after as { note: string }).note);
    expect(row?.handledBy).toMatch(/_support$/);
  });

  it('sums revenue by Beijing day, plan and promote channel, net of refunds, with each channel\'s registrations and conversion', async () => {
    const reg = bj('2030-03-01T10:00:00');
    const a1 = await member({ createdAt: reg, attributed: 'chanA' });
    const a2 = await member({ createdAt: reg, attributed: 'chanA' });
    const a3 = await member({ createdAt: reg, channelCode: 'chanA' });
    const b1 = await member({ createdAt: bj('2029-01-01T10:00:00') });
    await member({ createdAt: bj('2030-03-02T10:00:00'), channelCode: 'chanB' });
    await order(a1.userId, { planId: 10, amountFen: 49_900, paidAt: bj('2030-03-01T00:30:00'), promoteChannel: 'chanA' });
    await order(a2.userId, { planId: 4, amountFen: 19_900, refundedFen: 5_000, paidAt: bj('2030-03-02T23:30:00'), promoteChannel: 'chanA' });
    await order(a3.userId, { planId: 10, amountFen: 49_900, refundedFen: 49_900, status: 'refunded', paidAt: bj('2030-03-03T12:00:00'), promoteChannel: 'chanA' });
    await order(b1.userId, { planId: 13, amountFen: 99_900, paidAt: bj('2030-02-01T12:00:00') });
    await order(b1.userId, { planId: 13, amountFen: 99_900, paidAt: bj('2030-03-02T12:00:00') });
    await order(b1.userId, { planId: 13, amountFen: 99_900, paidAt: bj('2030-02-28T23:59:00') });
    await order(b1.userId, { planId: 13, amountFen: 99_900, paidAt: bj('2030-03-04T00:00:00') });
    await order(a1.userId, { status: 'pending', paidAt: null, createdAt: bj('2030-03-02T10:00:00') });

    const res = await as(adminCookie, calls.revenue, { query: { from: '2030-03-01', to: '2030-03-03' } });
    expect(res.body.code).toBe(200);
    const r = res.body.data;
    if (!r) throw new Error('no revenue');
    expect(r.total).toEqual({ key: 'total', orders: 4, amountFen: 219_600, refundedFen: 54_900, members: 3 });
    expect(r.byDay).toEqual([
      { key: '2030-03-01', orders: 1, amountFen: 49_900, refundedFen: 0, members: 1 },
      { key: '2030-03-02', orders: 2, amountFen: 119_800, refundedFen: 5_000, members: 2 },
      { key: '2030-03-03', orders: 1, amountFen: 49_900, refundedFen: 49_900, members: 0 },
    ]);
    expect(r.byPlan).toEqual([
      { key: '4', orders: 1, amountFen: 19_900, refundedFen: 5_000, members: 1 },
      { key: '10', orders: 2, amountFen: 99_800, refundedFen: 49_900, members: 1 },
      { key: '13', orders: 1, amountFen: 99_900, refundedFen: 0, members: 1 },
    ]);
    expect(r.byChannel).toEqual([
      { key: '', orders: 1, amountFen: 99_900, refundedFen: 0, members: 0, registrations: 0, conversionPercent: 0 },
      { key: 'chanA', orders: 3, amountFen: 119_700, refundedFen: 54_900, members: 2, registrations: 3, conversionPercent: 66.7 },
      { key: 'chanB', orders: 0, amountFen: 0, refundedFen: 0, members: 0, registrations: 1, conversionPercent: 0 },
    ]);

    // The same sums written directly in SQL over the same Beijing days.
    const [direct] = (
      await api.database.db.execute<{ n: string; amount: string; refunded: string; members: string }>(sql`
        SELECT count(*)::text AS n, sum(amount_fen)::text AS amount, sum(refunded_fen)::text AS refunded,
               count(DISTINCT user_id) FILTER (WHERE status <> 'refunded')::text AS members
        FROM orders WHERE paid_at >= '2030-03-01 00:00:00+08' AND paid_at < '2030-03-04 00:00:00+08'`)
    ).rows;
    expect(r.total).toMatchObject({ orders: Number(direct?.n), amountFen: Number(direct?.amount), refundedFen: Number(direct?.refunded), members: Number(direct?.members) });
    const perDay = (
      await api.database.db.execute<{ day: string; amount: string }>(sql`
        SELECT to_char(paid_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS day, sum(amount_fen - refunded_fen)::text AS amount
        FROM orders WHERE paid_at >= '2030-03-01 00:00:00+08' AND paid_at < '2030-03-04 00:00:00+08' GROUP BY 1 ORDER BY 1`)
    ).rows;
    expect(r.byDay.map((d) => [d.key, d.amountFen - d.refundedFen])).toEqual(perDay.map((d) => [d.day, Number(d.amount)]));
  });

  it('refuses a revenue range that ends before it starts, is longer than a year or names a day that does not exist', async () => {
    const range = (from: string, to: string) => as(adminCookie, calls.revenue, { query: { from, to } });
    expect((await range('2026-03-02', '2026-03-01')).status).toBe(400);
    expect((await range('2025-01-01', '2026-01-02')).status).toBe(400);
    const year = await range('2025-01-01', '2026-01-01');
    expect(year.body.code).toBe(200);
    expect(year.body.data?.byDay).toHaveLength(366);
    expect((await range('2026-02-29', '2026-03-01')).status).toBe(400);
    expect((await range('2026-3-1', '2026-03-01')).status).toBe(400);
    const en = await as(adminCookie, calls.revenue, { query: { from: '2026-03-02', to: '2026-03-01' }, headers: { 'accept-language': 'en-US' } });
    expect(en.body.message).toBe('Invalid request parameter: to');
  });
});
