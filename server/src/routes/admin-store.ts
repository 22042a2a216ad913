import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { admin, adminStore as calls } from '@marketlens/core/contract';
import type { AppDeps } from '../context';
import type { Tx } from '../db/client';
import { memberships } from '../db/schema/index';
import { ApiError } from '../http/errors';
import { callInput, reply } from '../http/input';
import { requireOperator, type OperatorEnv } from '../security/operator-session';
import { record } from '../services/admin/audit';
import { handleInvoice, listInvoices } from '../services/store/admin-invoices';
import { orderByNo, searchOrders } from '../services/store/admin-orders';
import { listPrices, setPrice } from '../services/store/admin-prices';
import { revenue, revenueDays } from '../services/store/admin-revenue';
import { refundOrder } from '../services/store/refund';

const { ADMIN_CODES } = admin;
const { ADMIN_STORE_CODES } = calls;
const notFound = () => new ApiError(200, ADMIN_CODES.notFound, 'admin.notFound');
const badRequest = (field: string) => new ApiError(400, 400, 'errors.badRequest', { field });

/** A body's JSON, or undefined when it is none (callInput then answers the usual 400). */
const jsonOf = (raw: string): unknown => {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
};

/** Refunds and prices are the administrator's: support may look, not change money. */
const adminOnly = createMiddleware<OperatorEnv>(async (c, next) => {
  if (c.var.operator.role !== 'admin') throw new ApiError(403, ADMIN_CODES.forbidden, 'admin.forbidden');
  await next();
});

/** What a refund is audited with: the order's money and state, and the membership it granted. */
async function refundState(db: Tx, orderNo: string) {
  const order = await orderByNo(db, orderNo);
  if (!order) return null;
  const [m] = await db.select().from(memberships).where(eq(memberships.userId, order.userId)).limit(1);
  return {
    order,
    audit: { status: order.status, refundedFen: order.refundedFen, amountFen: order.amountFen, planId: m?.planId ?? null, maturityTime: m?.maturityTime?.toISOString() ?? null },
  };
}

/**
 * The console's store section (`store`: administrators and support): orders and refunds, plan
 * prices, fapiao requests, revenue. Refunds and price changes are the administrator's; every change
 * is in the audit log with the operator, the target and what it was before and after.
 */
export function adminStoreRoutes(deps: AppDeps): Hono<OperatorEnv> {
  const app = new Hono<OperatorEnv>();
  const guard = requireOperator('store');

  app.get(calls.orders.path, guard, async (c) => {
    const { query } = await callInput(c, calls.orders);
    if (query.from && query.to && query.from > query.to) throw badRequest('to');
    const found = await searchOrders(c.var.db, query);
    if (!found) throw badRequest(query.from ? 'from' : 'to');
    return reply(c, calls.orders, { code: 200, data: found });
  });

  app.post(calls.refund.path, guard, adminOnly, async (c) => {
    const { body } = await callInput(c, calls.refund);
    const before = await refundState(c.var.db, body.orderNo);
    if (!before) throw notFound();
    const left = before.order.amountFen - before.order.refundedFen;
    if (before.order.paidAt === null || body.amountFen > left) throw new ApiError(200, ADMIN_STORE_CODES.refundNotAllowed, 'adminStore.refundNotAllowed');
    await refundOrder({ db: c.var.db, payments: deps.payments, log: c.var.log }, { orderNo: body.orderNo, amountFen: body.amountFen, reason: body.reason, operator: c.var.operator.name });
    const after = await refundState(c.var.db, body.orderNo);
    await c.var.db.transaction((tx) =>
      record(tx, c.var.operator, 'store.refund', `order:${body.orderNo}`, before.audit, { ...after?.audit, refundFen: body.amountFen, reason: body.reason }),
    );
    return reply(c, calls.refund, { code: 200, data: after?.order });
  });

  app.get(calls.prices.path, guard, async (c) => reply(c, calls.prices, { code: 200, data: await listPrices(c.var.db) }));

  app.post(calls.setPrice.path, guard, adminOnly, async (c) => {
    // A price or a number of days out of range is told apart from other bad input with its own message.
    const parsed = calls.setPrice.body?.safeParse(jsonOf(await c.req.text()));
    const field = parsed?.error?.issues[0]?.path[0];
    if (field === 'priceFen' || field === 'days') throw new ApiError(200, ADMIN_STORE_CODES.badPrice, 'adminStore.badPrice');
    const { body } = await callInput(c, calls.setPrice);
    const result = await c.var.db.transaction((tx) => setPrice(tx, c.var.operator, body));
    if (result === 'notFound') throw notFound();
    return reply(c, calls.setPrice, { code: 200, data: { ok: true } });
  });

  app.get(calls.invoices.path, guard, async (c) => {
    const { query } = await callInput(c, calls.invoices);
    return reply(c, calls.invoices, { code: 200, data: await listInvoices(c.var.db, query) });
  });

  app.post(calls.handleInvoice.path, guard, async (c) => {
    const { body } = await callInput(c, calls.handleInvoice);
    const result = await c.var.db.transaction((tx) => handleInvoice(tx, c.var.operator, body));
    if (result === 'notFound') throw notFound();
    if (result === 'handled') throw new ApiError(200, ADMIN_STORE_CODES.invoiceHandled, 'adminStore.invoiceHandled');
    return reply(c, calls.handleInvoice, { code: 200, data: { ok: true } });
  });

  app.get(calls.revenue.path, guard, async (c) => {
    const { query } = await callInput(c, calls.revenue);
    const days = revenueDays(query.from, query.to);
    if (!days) throw badRequest(revenueDays(query.from, query.from) ? 'to' : 'from');
    return reply(c, calls.revenue, { code: 200, data: await revenue(c.var.db, days) });
  });
  return app;
}

