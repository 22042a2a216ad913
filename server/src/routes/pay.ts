import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { identity, pay } from '@marketlens/core/contract';
import type { AppDeps, AppEnv } from '../context';
import { coupons, userCoupons } from '../db/schema/index';
import { grantCoupon } from '../services/promote/coupons';
import { ApiError } from '../http/errors';
import { callInput, reply } from '../http/input';
import { requestLocale } from '../http/language';
import { requireUser } from '../security/session';
import { storeRoutes } from './store';

/** Pay service: `/api/product/pay/...`: the coupon lookup and the store (routes/store.ts; notifications in routes/store-notify.ts). */
export function payRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route('/', storeRoutes(deps));

  app.get(pay.userCouponByCouponId.path, requireUser(), async (c) => {
    const { query } = await callInput(c, pay.userCouponByCouponId);
    const db = c.var.db;
    const [coupon] = await db.select().from(coupons).where(eq(coupons.id, query.couponId)).limit(1);
    if (!coupon) throw new ApiError(200, identity.IDENTITY_CODES.notFound, 'coupon.notFound');
    const live = coupon.validUntil.getTime() > Date.now();
    // Looking at a live coupon from its landing page claims it for the user.
    if (live) await db.transaction((tx) => grantCoupon(tx, c.var.user.userId, coupon.id));
    const [held] = await db.select().from(userCoupons).where(and(eq(userCoupons.userId, c.var.user.userId), eq(userCoupons.couponId, coupon.id))).limit(1);
    const locale = requestLocale(c.req.header('cookie'), c.req.header('accept-language'));
    const name = locale === 'en-US' ? coupon.nameEn : locale === 'ru-RU' ? coupon.nameRu : coupon.nameZh;
    return reply(c, pay.userCouponByCouponId, {
      code: 200,
      message: '',
      data: { couponId: coupon.id, name, amount: coupon.amount, threshold: coupon.threshold, planIds: coupon.planIds, validUntil: coupon.validUntil.toISOString(), owned: Boolean(held), used: Boolean(held?.usedAt) },
    });
  });
  return app;
}
