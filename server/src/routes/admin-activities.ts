import { Hono } from 'hono';
import { admin, adminActivities as calls } from '@marketlens/core/contract';
import { ApiError } from '../http/errors';
import { callInput, reply } from '../http/input';
import { requireOperator, type OperatorEnv } from '../security/operator-session';
import { listActivities, listPrizes, saveActivity, savePrize } from '../services/admin/lottery';
import { listCoupons, listPromotions, saveCoupon, savePromotion } from '../services/admin/promotions';
import { listWinners, moveShipping } from '../services/admin/winners';

const notFound = () => new ApiError(200, admin.ADMIN_CODES.notFound, 'admin.notFound');
const found = <T>(value: T | 'notFound' | null): T => {
  if (value === 'notFound' || value === null) throw notFound();
  return value;
};

/** Lottery activities, prize pools and winners' shipping; promotions and coupons (role admin, every change audited). */
export function adminActivityRoutes(): Hono<OperatorEnv> {
  const app = new Hono<OperatorEnv>();
  const lottery = requireOperator('activities');
  const promo = requireOperator('promotions');

  app.get(calls.activities.path, lottery, async (c) => reply(c, calls.activities, { code: 200, data: await listActivities(c.var.db) }));

  app.get(calls.prizes.path, lottery, async (c) => {
    const { query } = await callInput(c, calls.prizes);
    return reply(c, calls.prizes, { code: 200, data: found(await listPrizes(c.var.db, query.activityId)) });
  });

  app.post(calls.saveActivity.path, lottery, async (c) => {
    const { body } = await callInput(c, calls.saveActivity);
    return reply(c, calls.saveActivity, { code: 200, data: found(await c.var.db.transaction((tx) => saveActivity(tx, c.var.operator, body))) });
  });

  app.post(calls.savePrize.path, lottery, async (c) => {
    const { body } = await callInput(c, calls.savePrize);
    return reply(c, calls.savePrize, { code: 200, data: found(await c.var.db.transaction((tx) => savePrize(tx, c.var.operator, body))) });
  });

  app.get(calls.winners.path, lottery, async (c) => {
    const { query } = await callInput(c, calls.winners);
    return reply(c, calls.winners, { code: 200, data: await listWinners(c.var.db, query) });
  });

  app.post(calls.ship.path, lottery, async (c) => {
    const { body } = await callInput(c, calls.ship);
    return reply(c, calls.ship, { code: 200, data: found(await c.var.db.transaction((tx) => moveShipping(tx, c.var.operator, body))) });
  });

  app.get(calls.coupons.path, promo, async (c) => reply(c, calls.coupons, { code: 200, data: await listCoupons(c.var.db) }));

  app.post(calls.saveCoupon.path, promo, async (c) => {
    const { body } = await callInput(c, calls.saveCoupon);
    return reply(c, calls.saveCoupon, { code: 200, data: found(await c.var.db.transaction((tx) => saveCoupon(tx, c.var.operator, body))) });
  });

  app.get(calls.promotions.path, promo, async (c) => reply(c, calls.promotions, { code: 200, data: await listPromotions(c.var.db) }));

  app.post(calls.savePromotion.path, promo, async (c) => {
    const { body } = await callInput(c, calls.savePromotion);
    return reply(c, calls.savePromotion, { code: 200, data: found(await c.var.db.transaction((tx) => savePromotion(tx, c.var.operator, body))) });
  });
  return app;
}
