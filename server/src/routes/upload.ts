import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';

/** Image uploads. */
export function uploadRoutes(deps: AppDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}
