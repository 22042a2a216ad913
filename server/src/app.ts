import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps, AppEnv } from './context';
import { ApiError } from './http/errors';
import { requestLocale } from './http/language';
import { serverMessage } from './http/messages';
import { contentRoutes } from './routes/content';
import { devRoutes } from './routes/dev';
import { distributionRoutes } from './routes/distribution';
import { identityRoutes } from './routes/identity';
import { payRoutes } from './routes/pay';
import { promotionRoutes } from './routes/promotion';
import { reportRoutes } from './routes/report';
import { translateRoutes } from './routes/translate';
import { uploadRoutes } from './routes/upload';
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
  const bases = deps.runtimeConfig.apiBases;
  const under = (base: string) => base.replace(/^\/api/, '').replace('{product}', deps.runtimeConfig.product) || '/';
  api.route(under(bases.identity), identityRoutes(deps));
  api.route(under(bases.distribution), distributionRoutes(deps));
  api.route(under(bases.pay), payRoutes(deps));
  api.route(under(bases.promotion), promotionRoutes(deps));
  api.route('/', reportRoutes(deps));
  api.route('/', contentRoutes(deps));
  api.route('/', uploadRoutes(deps));
  api.route('/', translateRoutes(deps));
  if (!deps.config.production) api.route('/dev', devRoutes(deps));
  api.all('*', () => {
    throw new ApiError(404, 404, 'errors.notFound');
  });
  app.route('/api', api);

  app.onError((err, c) => {
    const locale = requestLocale(c.req.header('cookie'), c.req.header('accept-language'));
    if (err instanceof ApiError) {
      return c.json({ code: err.code, message: serverMessage(locale, err.messageKey, err.params) }, err.status);
    }
    deps.log.error('unhandled error', { path: c.req.path, err: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    return c.json({ code: 500, message: serverMessage(locale, 'errors.internal') }, 500);
  });

  if (webBuildDir) await mountWeb(app, webBuildDir);
  return app;
}
