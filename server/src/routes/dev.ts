import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';

/** Development endpoints under `/api/dev`; mounted only outside production mode. */
export function devRoutes(deps: AppDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}
