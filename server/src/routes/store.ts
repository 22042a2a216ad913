import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { store } from '@marketlens/core/contract';
import type { AppDeps, AppEnv } from '../context';
import { coupons, invoiceRequests, userCoupons } from '../db/schema/index';
import { clientIp } from '../http/client-ip';
import { callInput, reply } from '../http/input';
import { requestLocale } from '../http/language';
import { ownerId, requireUser } from '../security/session';
import { TRIAL } from '../services/accounts/plans';
import { isPaymentError } from '../services/payments/index';
import { cancelOrder, checkout, reloadOrder } from '../services/store/checkout';
import { orderPage, orderView, ownOrderRow } from '../services/store/orders';
import { plansOnSale } from '../services/store/prices';
import { priceFor, storeError } from '../services/store/quote';
import { jsapiAppId, openIdFromCode } from '../services/store/wechat-oauth';

const ok = <T>(data: T) => ({ code: 200, message: '', data });

/** The member calls of the store (core/src/contract/store.ts) under the pay base; the categories are routes/store-categories.ts. */
export function storeRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(store.plans.path, async (c) => {
    const plans = await plansOnSale(c.var.db);
    const wechatAppId = deps.payments.methods.includes('wechat') ? jsapiAppId(deps.config, deps.payments.wechatAppId) : undefined;
    return reply(c, store.plans, ok({ plans, methods: deps.payments.methods, trialDays: TRIAL.days, ...(wechatAppId ? { wechatAppId } : {}) }));
  });

  app.post(store.quote.path, requireUser(), async (c) => {
    const { body } = await callInput(c, store.quote);
    return reply(c, store.quote, ok(await priceFor(c.var.db, ownerId(c.var.user), body)));
  });

  app.post(store.checkout.path, requireUser(), async (c) => {
    const { body } = await callInput(c, store.checkout);
    const ip = clientIp(c);
    const openId = body.method === 'wechat' && body.channel === 'jsapi' ? await openIdFromCode(deps.config, deps.payments.wechatAppId, body.wechatCode) : undefined;
    const result = await checkout(deps, ownerId(c.var.user), {
      ...body,
      openId,
      clientIp: ip === 'local' || !ip ? '127.0.0.1' : ip,
      returnUrl: `${deps.config.siteOrigin}${body.returnPath ?? '/pricing'}`,
    });
    return reply(c, store.checkout, ok(result));
  });

  app.get(store.order.path, requireUser(), async (c) => {
    const { query } = await callInput(c, store.order);
    const row = await ownOrderRow(c.var.db, ownerId(c.var.user), query.orderNo);
    return reply(c, store.order, ok(await orderView(c.var.db, row)));
  });

  app.get(store.orders.path, requireUser(), async (c) => {
    const { query } = await callInput(c, store.orders);
    return reply(c, store.orders, ok(await orderPage(c.var.db, ownerId(c.var.user), query.pageNum, query.pageSize)));
  });

  app.post(store.cancelOrder.path, requireUser(), async (c) => {
    const { body } = await callInput(c, store.cancelOrder);
    const row = await cancelOrder(deps, ownerId(c.var.user), body.orderNo);
    return reply(c, store.cancelOrder, ok(await orderView(c.var.db, row)));
  });

  app.post(store.simulatePayment.path, requireUser(), async (c) => {
    const { body } = await callInput(c, store.simulatePayment);
    const dev = deps.payments.dev;
    if (deps.config.production || !dev) throw storeError('simulateOff');
    const row = await ownOrderRow(c.var.db, ownerId(c.var.user), body.orderNo);
    if (row.method !== 'dev') throw storeError('simulateOff');
    if (row.status !== 'pending' && row.status !== 'paid') throw storeError('orderClosed');
    // Pays at the development gateway, which notifies the notify route over HTTP as a gateway would.
    if (row.status === 'pending') {
      try {
        await dev.simulatePayment(row.orderNo);
      } catch (err) {
        // The development gateway has no payment for it (it was never created there) or closed it.
        if (isPaymentError(err)) throw storeError('orderClosed');
        throw err;
      }
    }
    return reply(c, store.simulatePayment, ok(await orderView(c.var.db, (await reloadOrder(c.var.db, row.id)) ?? row)));
  });

  app.post(store.requestInvoice.path, requireUser(), async (c) => {
    const { body } = await callInput(c, store.requestInvoice);
    const owner = ownerId(c.var.user);
    const row = await ownOrderRow(c.var.db, owner, body.orderNo);
    if (row.status !== 'paid' || row.amountFen - row.refundedFen < 1) throw storeError('invoiceNotAllowed');
    const [made] = await c.var.db
      .insert(invoiceRequests)
      .values({ orderNo: row.orderNo, userId: owner, title: body.title, taxNo: body.taxNo, email: body.email, amountFen: row.amountFen - row.refundedFen })
      .onConflictDoNothing()
      .returning();
    if (!made) throw storeError('invoiceNotAllowed');
    return reply(c, store.requestInvoice, ok(await orderView(c.var.db, row)));
  });

  app.get(store.coupons.path, requireUser(), async (c) => {
    const locale = requestLocale(c.req.header('cookie'), c.req.header('accept-language'));
    const rows = await c.var.db
      .select({ c: coupons })
      .from(userCoupons)
      .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
      .where(and(eq(userCoupons.userId, ownerId(c.var.user)), isNull(userCoupons.usedAt), gt(coupons.validUntil, new Date())))
      .orderBy(asc(coupons.validUntil));
    const data = rows.map(({ c: k }) => ({
      couponId: k.id,
      name: locale === 'en-US' ? k.nameEn : locale === 'ru-RU' ? k.nameRu : k.nameZh,
      amount: k.amount,
      threshold: k.threshold,
      planIds: k.planIds,
      validUntil: k.validUntil.toISOString(),
    }));
    return reply(c, store.coupons, ok(data));
  });

  return app;
}
