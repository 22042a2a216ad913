import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';

/** Translation and exchange rates. */
export function translateRoutes(deps: AppDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}
