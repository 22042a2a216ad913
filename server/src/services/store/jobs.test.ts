import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { store } from '@marketlens/core/contract';
import { devPayments, orders } from '../../db/schema/index';
import { createLogger } from '../../log';
import { testTargets } from '../../testing/db';
import { must, openStoreServer, type StoreServer } from '../../testing/store-server';
import { expireOrders, queryOrders, runOrderJobs } from './jobs';

const DAY = 86_400_000;

describe.each(testTargets)('order jobs on $name', ({ url }) => {
  let s: StoreServer;
  beforeAll(async () => {
    s = await openStoreServer(url);
  });
  afterAll(async () => {
    await s?.close();
  });
  const made = async (token: string, body: Record<string, unknown>) => ((await s.api.call(store.checkout, { token, body: { method: 'dev', channel: 'native', ...body } })).body.data as { order: store.Order }).order;
  const row = async (orderNo: string) => must((await s.api.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]);

  it('a payment whose notification never came is fulfilled by the query job after a restart, once', async () => {
    const m = await s.member();
    const order = await made(m.token, { planId: 13 });
    // Paid at the (development) gateway; the server dies before the notification arrives.
    await s.dev().simulatePayment(order.orderNo, { deliver: false });
    expect((await row(order.orderNo)).status).toBe('pending');
    const [book] = await s.api.database.db.select().from(devPayments).where(eq(devPayments.orderNo, order.orderNo));
    expect(book?.status).toBe('paid');

    // "Restarted": new providers over the same database; the order is older than a minute by now.
    await s.api.database.db.update(orders).set({ createdAt: sql`now() - interval '2 minutes'` }).where(eq(orders.orderNo, order.orderNo));
    const deps = { db: s.api.database.db, payments: s.restartPayments(), log: createLogger('silent') };
    const first = await runOrderJobs(deps);
    expect(first.fulfilled).toBe(1);
    expect(await row(order.orderNo)).toMatchObject({ status: 'paid', confirmedBy: 'query', paidLate: false });
    const end = await s.end(m.userId);
    expect(Math.abs(end - (Date.now() + 30 * DAY))).toBeLessThan(30_000);
    const second = await runOrderJobs(deps);
    expect(second.fulfilled).toBe(0);
    expect(await s.end(m.userId)).toBe(end);
  });

  it('expires unpaid orders past their time and closes them at the gateway; a young pending order is left alone', async () => {
    const m = await s.member();
    const order = await made(m.token, { planId: 4 });
    expect((await queryOrders(s.deps)).fulfilled).toBe(0);
    await s.api.database.db.update(orders).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(orders.orderNo, order.orderNo));
    await expireOrders(s.deps);
    expect((await row(order.orderNo)).status).toBe('expired');
    const [book] = await s.api.database.db.select().from(devPayments).where(eq(devPayments.orderNo, order.orderNo));
    expect(book?.status).toBe('closed');
  });
});
