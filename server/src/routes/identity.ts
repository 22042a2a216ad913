import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { upload } from '@marketlens/core/contract';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { accountRoutes } from './identity/account';
import { captchaRoutes } from './identity/captcha';
import { loginRoutes } from './identity/login';
import { registerRoutes } from './identity/register';
import type { IdentityServices } from './identity/services';
import { smsRoutes } from './identity/sms';
import { wechatRoutes } from './identity/wechat';

/** Identity service: `/api/ram/ddqbt/v1/...` (accounts, SMS, captcha, login, tokens, account data). */
export function identityRoutes(deps: AppDeps, services: IdentityServices): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Identity bodies are small forms; anything larger is refused before it is read. The image
  // uploads share this base and set their own limit.
  const limit = bodyLimit({ maxSize: 64 * 1024, onError: () => { throw new ApiError(413, 413, 'errors.tooLarge'); } });
  const uploads = new Set(Object.values(upload).flatMap((v) => (v && typeof v === 'object' && 'path' in v && 'service' in v && v.service === 'identity' ? [String(v.path)] : [])));
  app.use('*', async (c, next) => {
    const base = deps.runtimeConfig.apiBases.identity.replace('{product}', deps.runtimeConfig.product);
    return uploads.has(c.req.path.slice(base.length)) ? next() : limit(c, next);
  });
  app.route('/', smsRoutes(services));
  app.route('/', captchaRoutes());
  app.route('/', loginRoutes(services));
  app.route('/', registerRoutes());
  app.route('/', wechatRoutes());
  app.route('/', accountRoutes());
  return app;
}
