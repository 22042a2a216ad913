import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { parseRuntimeConfig } from '@marketlens/core/config';
import { createApp } from './app';
import { startupBanner } from './banner';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { describeDatabaseFailure } from './db/errors';
import { lockDataDir } from './db/lock';
import { seed } from './db/seed/index';
import { clusterSettings, joinCluster } from './cluster/start';
import { createLogger } from './log';
import { loadRsaKeys } from './security/rsa-keys';
import { seedDemoOperator } from './services/admin/operators';
import { startJobs } from './services/jobs/tasks';
import { captchaProviderFor, captchaSettings } from './services/captcha/tencent';
import { smsProviderFromEnv, smsSettings } from './services/sms/gateways';
import { SMS_POLICY } from './services/sms/sms';
import { paymentConfig, storePayments } from './services/store/providers';
import { hasWebBuild, webBuildDir } from './web';

async function main(): Promise<void> {
  // React and antd pick their production builds from NODE_ENV when the website's bundle loads.
  process.env.NODE_ENV ??= 'production';
  const config = loadConfig();
  // A bad SMS gateway setting stops the start here, before the database is touched.
  smsSettings(process.env, config.production);
  const captcha = captchaSettings(process.env);
  // Production refuses a payment method half configured, naming the missing variables.
  const payConfig = paymentConfig(process.env, config.production);
  const cluster = clusterSettings(process.env);
  const log = createLogger(config.logLevel);
  for (const warning of payConfig.warnings) log.warn(warning);
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
    onIdleError: (err) => log.warn('a pooled database connection broke', { err: err.message }),
  }).catch((err: unknown) => {
    unlock();
    throw new Error(describeDatabaseFailure(err, config.databaseUrl));
  });
  // The demo members and operator have a published password: never in production.
  await seed(database.db, { demo: !config.production, testMembers: config.testMembers });
  if (!config.production) await seedDemoOperator(database.db);
  // Limits, cache invalidations and replica reads shared with the other instances, before the app makes its limiters.
  const membership = await joinCluster(database, cluster, log);
  log.info('instance state', membership.shared);
  const rsaKeys = loadRsaKeys({ privateKeyPem: config.rsaPrivateKey, dataDir: config.dataDir });
  const runtimeConfig = parseRuntimeConfig({
    apiOrigin: config.apiOrigin,
    siteOrigin: config.siteOrigin,
    rsaPublicKey: rsaKeys.publicKeyPem,
    // Pages show Tencent's widget when it decides the tickets, else the self-hosted slider.
    captcha: captcha.CAPTCHA_PROVIDER === 'tencent' ? { provider: 'hosted', appId: captcha.TENCENT_CAPTCHA_APP_ID } : { provider: 'slider', appId: '' },
  });
  // Local mode: the development provider posts its notifications to this server's dev notify route.
  const loopback = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const payments = storePayments(database.db, payConfig, {
    secret: config.rsaPrivateKey ?? readFileSync(path.join(config.dataDir, 'keys', 'anti-bot-private.pem'), 'utf8'),
    notifyUrl: `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${config.port}${runtimeConfig.apiBases.pay.replace('{product}', runtimeConfig.product)}/notify/dev`,
  });
  const app = await createApp({
    payments,
    rsaKeys,
    db: database.db,
    config,
    log,
    runtimeConfig,
    captcha: captchaProviderFor(captcha, log),
    sms: smsProviderFromEnv(database.db, log, config.production, SMS_POLICY.codeTtlMs / 60_000),
    webBuildDir: hasWebBuild() ? webBuildDir : undefined,
    pool: database.pool,
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log.info('listening', { url: `http://localhost:${info.port}`, database: database.kind });
    // `npm start` asks for the banner once the site answers.
    if (process.env.STARTUP_BANNER === '1') process.stdout.write(startupBanner({ port: info.port, production: config.production, databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  });

  // Every instance runs a worker; the queue hands each job to one of them (services/jobs/queue.ts).
  const jobs = startJobs(database.db, log, { leaseMs: config.jobLeaseMs, pollMs: config.jobPollMs, checkBatch: config.monitorCheckBatch, payments });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    // Requests in flight finish; a client that holds its connection open does not keep us up for ever.
    const force = setTimeout(() => {
      log.warn('requests still open after 10 s; closing them');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(() => {
      jobs
        .stop()
        .then(() => membership.close())
        .then(() => database.close())
        .catch((err: unknown) => log.error('closing the database failed', { err: String(err) }))
        .finally(() => {
          unlock();
          log.info('stopped');
          process.exit(0);
        });
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
