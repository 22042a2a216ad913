import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';

/** Pay service: `/api/product/pay/...`. */
export function payRoutes(deps: AppDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}
