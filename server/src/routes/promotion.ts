import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';

/** Promotion service: `/api/{product}-promote/promote/v1/...`. */
export function promotionRoutes(deps: AppDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}
