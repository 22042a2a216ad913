import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
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
  void deps;
  const app = new Hono<AppEnv>();
  // Identity bodies are small forms; anything larger is refused before it is read.
  app.use('*', bodyLimit({ maxSize: 64 * 1024, onError: () => { throw new ApiError(413, 413, 'errors.tooLarge'); } }));
  app.route('/', smsRoutes(services));
  app.route('/', captchaRoutes());
  app.route('/', loginRoutes(services));
  app.route('/', registerRoutes());
  app.route('/', wechatRoutes());
  app.route('/', accountRoutes());
  return app;
}
