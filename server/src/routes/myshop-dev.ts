import { Hono } from 'hono';
import { myshop } from '@marketlens/core/contract';
import type { AppDeps, AppEnv } from '../context';
import { callInput, reply } from '../http/input';
import { raiseShopAlerts } from '../services/myshop/alerts';
import { runOneShopSync } from '../services/myshop/jobs';

/**
 * POST /api/dev/myshop/sync (development only, mounted with the other /api/dev routes): runs one
 * bound shop's sync now and waits for it, then raises its alerts, so end-to-end tests need not wait
 * for the queue. The analytics report's one request a minute still holds back card traffic.
 */
export function myshopDevRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post(myshop.devSync.path, async (c) => {
    const { body } = await callInput(c, myshop.devSync);
    const outcome = await runOneShopSync(c.var.db, deps.log, body.shopId, { budgetMs: 60_000 });
    if (outcome === 'done' || outcome === 'paused') await raiseShopAlerts(c.var.db, body.shopId);
    return reply(c, myshop.devSync, { code: 200, message: '', data: { outcome } });
  });
  return app;
}
