import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';

/** Content calls under the default base `/api` (articles, Q&A, dictionaries, college). */
export function contentRoutes(deps: AppDeps): Hono<AppEnv> {
  void deps;
  return new Hono<AppEnv>();
}
