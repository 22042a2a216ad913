import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';

/** Distribution service: `/api/dis/distribution/...`. */
export function distributionRoutes(deps: AppDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}
