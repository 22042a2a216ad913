import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps, AppEnv } from './context';
import { reportRoutes } from './routes/report';
import { mountWeb } from './web';

export interface CreateAppOptions extends AppDeps {
  /** Folder of the built website; omit to serve the API only. */
  webBuildDir?: string | undefined;
}

/** Builds the HTTP application: API under /api, then the website. */
export async function createApp(opts: CreateAppOptions): Promise<Hono<AppEnv>> {
  const { webBuildDir, ...deps } = opts;
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('db', deps.db);
    c.set('config', deps.config);
    c.set('log', deps.log);
    c.set('runtimeConfig', deps.runtimeConfig);
    await next();
  });
  app.use('*', secureHeaders({ xFrameOptions: 'DENY', strictTransportSecurity: false }));
  app.use('*', compress());
  app.get('/healthz', (c) => c.json({ status: 'ok' }));

  const api = new Hono<AppEnv>();
  api.route('/', reportRoutes());
  api.all('*', (c) => c.json({ code: 404, message: 'Not found' }, 404));
  app.route('/api', api);

  app.onError((err, c) => {
    deps.log.error('unhandled error', { path: c.req.path, err: String(err) });
    return c.json({ code: 500, message: 'Internal error' }, 500);
  });

  if (webBuildDir) await mountWeb(app, webBuildDir);
  return app;
}
