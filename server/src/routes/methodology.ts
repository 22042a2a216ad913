import { Hono } from 'hono';
import { methodology } from '@marketlens/core/contract';
import type { AppDeps, AppEnv } from '../context';
import { ACCURACY_FILE, accuracyReader } from '../services/methodology/accuracy';
import { ok } from './report/answer';

/** The methodology page's figures: public, no login, the same for every visitor. */
export function methodologyRoutes(deps: Pick<AppDeps, 'log'>, opts: { accuracyFile?: string } = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const read = accuracyReader(opts.accuracyFile ?? ACCURACY_FILE, deps.log);
  app.get(methodology.accuracy.path, async (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return ok(c, { accuracy: await read() });
  });
  return app;
}
