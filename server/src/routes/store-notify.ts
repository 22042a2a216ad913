import { Hono } from 'hono';
import { store } from '@marketlens/core/contract';
import type { AppDeps, AppEnv } from '../context';
import { handleNotification } from '../services/store/fulfil';

/**
 * The gateways' payment notifications: `POST {pay base}/notify/wechat|alipay|dev`. Mounted ahead
 * of the API's middleware (app.ts): a gateway carries no session, signature headers of ours or
 * Origin, and must never be rate-limited out of delivering a payment. The raw body is verified by
 * the provider before anything is read from it.
 */
export function payNotifyRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/notify/:method', async (c) => {
    const method = c.req.param('method') as store.PayMethod;
    if (!store.PAY_METHODS.includes(method) || !deps.payments.methods.includes(method)) return c.json({ code: 'FAIL', message: 'unknown payment method' }, 404);
    const raw = await c.req.text();
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((v, k) => {
      headers[k] = v;
    });
    const answer = await handleNotification(deps, method, headers, raw);
    return new Response(answer.body || null, { status: answer.status, headers: { 'Content-Type': answer.contentType } });
  });
  return app;
}
