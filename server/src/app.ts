import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type pg from 'pg';
import { adminContent, adminOperations, upload } from '@marketlens/core/contract';
import type { AppDeps, AppEnv } from './context';
import { bodySizeLimit } from './http/body-limit';
import { compression } from './http/compression';
import { PageCache } from './http/page-cache';
import { ApiError } from './http/errors';
import { requestLocale } from './http/language';
import { serverMessage } from './http/messages';
import { pageRules } from './http/pages';
import { metricsAccess, metricsEndpoint, requestMetrics } from './http/metrics';
import { requestIdMiddleware } from './http/request-id';
import { securityHeaders } from './http/security-headers';
import { adminRoutes } from './routes/admin';
import { contentRoutes } from './routes/content';
import { devRoutes } from './routes/dev';
import { distributionRoutes } from './routes/distribution';
import { identityRoutes } from './routes/identity';
import { monitorRoutes } from './routes/monitor';
import { overlayRoutes } from './routes/overlay';
import { myshopRoutes } from './routes/myshop';
import { observationRoutes } from './routes/observations';
import { patrolRoutes } from './routes/patrol';
import { lotteryRoutes } from './routes/lottery';
import { methodologyRoutes } from './routes/methodology';
import { payRoutes } from './routes/pay';
import { payNotifyRoutes } from './routes/store-notify';
import { storeCategoryRoutes } from './routes/store-categories';
import { pricingRoutes } from './routes/pricing';
import { promotionRoutes } from './routes/promotion';
import { reportRoutes } from './routes/report';
import { workbenchRoutes } from './routes/workbench';
import { translateRoutes } from './routes/translate';
import { uploadRoutes } from './routes/upload';
import { antiAbuse } from './security/anti-abuse';
import { ownerId } from './security/session';
import { invalidate, onInvalidate, TOPICS } from './cluster/invalidation';
import { noteMemberWrite } from './cluster/reads';
import { generateRsaKeys, type RsaKeys } from './security/rsa-keys';
import { sliderCaptcha, type CaptchaProvider } from './services/captcha/slider';
import { outboxProvider, type SmsProvider } from './services/sms/provider';
import { mountWeb } from './web';
import type { PaymentProviders } from './services/payments/index';
import { storePayments } from './services/store/providers';
import { isDatabaseUnavailable } from './db/errors';
import { sitemapRoutes } from './routes/sitemap';

export interface CreateAppOptions extends Omit<AppDeps, 'payments'> {
  /** The payment providers; default: the development provider in local mode, delivering its notifications in-process. */
  payments?: PaymentProviders | undefined;
  /** Folder of the built website; omit to serve the API only. */
  webBuildDir?: string | undefined;
  /** Anti-bot key pair; tests and in-memory servers get a fresh one. */
  rsaKeys?: RsaKeys | undefined;
  sms?: SmsProvider | undefined;
  captcha?: CaptchaProvider | undefined;
  /** The PostgreSQL connection pool, whose use /metrics reports (none on the embedded database). */
  pool?: pg.Pool | undefined;
}

/** Builds the HTTP application: API under /api, then the website. */
export async function createApp(opts: CreateAppOptions): Promise<Hono<AppEnv>> {
  const { webBuildDir, rsaKeys, sms, captcha, pool, ...given } = opts;
  const keys = rsaKeys ?? generateRsaKeys();
  const app = new Hono<AppEnv>();
  const payBase = given.runtimeConfig.apiBases.pay.replace('{product}', given.runtimeConfig.product);
  const payments =
    given.payments ??
    storePayments(given.db, { wechat: undefined, alipay: undefined, dev: !given.config.production, warnings: [] }, {
      secret: randomBytes(32),
      notifyUrl: `${payBase}/notify/dev`,
      send: async (url, n) => void (await app.request(url, { method: 'POST', headers: n.headers, body: n.body })),
    });
  const deps: AppDeps = { ...given, payments, runtimeConfig: { ...given.runtimeConfig, rsaPublicKey: given.runtimeConfig.rsaPublicKey || keys.publicKeyPem } };
  app.use('*', requestIdMiddleware());
  app.use('*', requestMetrics());
  app.use('*', async (c, next) => {
    c.set('db', deps.db);
    c.set('config', deps.config);
    c.set('log', deps.log);
    c.set('runtimeConfig', deps.runtimeConfig);
    c.set('payments', deps.payments);
    const started = performance.now();
    await next();
    deps.log.info('request', { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) });
  });
  // The hosted captcha widget loads from its script's origin and frames its puzzle from Tencent's captcha hosts.
  const widgetOrigins = deps.runtimeConfig.captcha.provider === 'hosted' ? [new URL(deps.runtimeConfig.captcha.scriptUrl).origin, 'https://*.captcha.qcloud.com', 'https://*.captcha.gtimg.com'] : [];
  app.use('*', securityHeaders({ apiOrigin: deps.config.apiOrigin, widgetOrigins }));
  const bases = deps.runtimeConfig.apiBases;
  const identityBase = bases.identity.replace('{product}', deps.runtimeConfig.product);
  const uploadPaths = [...[upload.imgeUpload, upload.imageUploadNoResize, upload.uploadImg].map((d) => `${identityBase}${d.path}`), `${bases.default}${adminContent.uploadImage.path}`, `/api${adminOperations.uploadImage.path}`];
  app.use('*', bodySizeLimit({ uploadPaths }));
  app.use('*', compression());
  app.get('/healthz', async (c) => {
    try {
      await deps.db.execute(sql`select 1`);
      return c.json({ status: 'ok' });
    } catch (err) {
      deps.log.error('health check failed', { err: String(err) });
      return c.json({ status: 'unavailable' }, 503);
    }
  });
  const metrics = metricsEndpoint(deps.db, pool);
  app.get('/metrics', async (c) => {
    const access = metricsAccess(c, { token: deps.config.metricsToken, proxyTrust: deps.config.proxyTrust });
    if (access === 'unauthorized') c.header('WWW-Authenticate', 'Bearer realm="metrics"');
    if (access !== 'allowed') throw new ApiError(access === 'unauthorized' ? 401 : 403, access === 'unauthorized' ? 401 : 403, 'errors.metricsRefused');
    c.header('Cache-Control', 'no-store');
    return c.body(await metrics.render(), 200, { 'Content-Type': metrics.contentType });
  });
  app.use('*', pageRules());

  // The gateways' payment notifications go ahead of the API's anti-abuse checks (routes/store-notify.ts).
  app.route(payBase, payNotifyRoutes(deps));

  const api = new Hono<AppEnv>();
  const under = (base: string) => base.replace(/^\/api/, '').replace('{product}', deps.runtimeConfig.product) || '/';
  api.use('*', antiAbuse({ keys, windowMs: deps.config.clockWindowMs, requireEverywhere: deps.config.production, identityBase: bases.identity }));
  // A successful write outside the identity base may change what public pages show.
  // Instances on one PostgreSQL database tell each other (cluster/invalidation.ts); a market move clears the pages too.
  const pageCache = new PageCache();
  onInvalidate(deps.db, TOPICS.pages, () => pageCache.invalidate());
  onInvalidate(deps.db, TOPICS.market, () => pageCache.invalidate());
  api.use('*', async (c, next) => {
    await next();
    const wrote = c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400;
    if (wrote && !c.req.path.startsWith(identityBase)) invalidate(deps.db, TOPICS.pages);
    // With a read replica, the member's next workbench reads come from a database that has this write.
    if (wrote && c.var.user) await noteMemberWrite(deps.db, ownerId(c.var.user));
  });
  api.get('/runtime-config', (c) => c.json(deps.runtimeConfig));
  const captchaProvider = captcha ?? sliderCaptcha;
  api.route(under(bases.identity), identityRoutes(deps, { sms: sms ?? outboxProvider(deps.db, deps.log), captcha: captchaProvider }));
  api.route(under(bases.distribution), distributionRoutes(deps));
  api.route(under(bases.pay), payRoutes(deps));
  api.route(under(bases.pay), storeCategoryRoutes());
  api.route(under(bases.promotion), promotionRoutes(deps));
  api.route('/', reportRoutes(deps));
  api.route('/', workbenchRoutes(deps));
  api.route('/', pricingRoutes(deps));
  api.route('/', monitorRoutes(deps));
  api.route('/', overlayRoutes(deps));
  api.route('/', observationRoutes(deps));
  api.route('/', patrolRoutes(deps));
  api.route('/', myshopRoutes(deps));
  api.route('/', contentRoutes(deps));
  api.route('/', lotteryRoutes(deps));
  api.route('/', methodologyRoutes(deps));
  api.route('/', uploadRoutes(deps));
  api.route('/', translateRoutes(deps));
  api.route('/', adminRoutes(deps, captchaProvider));
  if (!deps.config.production) api.route('/', devRoutes(deps));
  api.all('*', () => {
    throw new ApiError(404, 404, 'errors.notFound');
  });
  app.route('/api', api);
  app.route('/', sitemapRoutes(deps));

  app.onError((err, c) => {
    const locale = requestLocale(c.req.header('cookie'), c.req.header('accept-language'));
    if (err instanceof ApiError) {
      return c.json({ code: err.code, message: serverMessage(locale, err.messageKey, err.params), requestId: c.get('requestId') }, err.status);
    }
    if (isDatabaseUnavailable(err)) {
      deps.log.error('database unavailable', { path: c.req.path, err: err instanceof Error ? err.message : String(err) });
      c.header('Retry-After', '5');
      return c.json({ code: 503, message: serverMessage(locale, 'errors.databaseUnavailable'), requestId: c.get('requestId') }, 503);
    }
    const cause = err instanceof Error && err.cause !== undefined ? String(err.cause instanceof Error ? (err.cause.stack ?? err.cause.message) : err.cause) : undefined;
    deps.log.error('unhandled error', { path: c.req.path, err: err instanceof Error ? (err.stack ?? err.message) : String(err), ...(cause ? { cause } : {}) });
    return c.json({ code: 500, message: serverMessage(locale, 'errors.internal'), requestId: c.get('requestId') }, 500);
  });

  if (webBuildDir) await mountWeb(app, webBuildDir, pageCache);
  return app;
}
