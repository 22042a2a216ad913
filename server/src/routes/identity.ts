import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';

/** Identity service: `/api/ram/ddqbt/v1/...` (accounts, SMS, captcha, login, tokens, account data). */
export function identityRoutes(deps: AppDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}
