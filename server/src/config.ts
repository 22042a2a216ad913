import path from 'node:path';
import { z } from 'zod';
import { collectorConfigOf, collectorEnvSchema, collectorProblems, type CollectorConfig } from './services/collector/config';
import { parseTrustProxy, type ProxyTrust } from './http/client-ip';

// An empty variable (`DATABASE_URL=`) means the same as an unset one.
const unsetIfEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: unsetIfEmpty(z.string().url()),
  DATA_DIR: z.string().default('.data'),
  APP_MODE: z.enum(['local', 'production']).default('local'),
  SITE_ORIGIN: unsetIfEmpty(z.string().url()),
  API_ORIGIN: z.string().default(''),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  SEED: z.coerce.number().int().default(20240601),
  TRUST_PROXY: z.string().default('false'),
  RSA_PRIVATE_KEY: unsetIfEmpty(z.string()),
  CLOCK_WINDOW_MINUTES: z.coerce.number().int().min(1).max(60).default(2),
  WECHAT_APP_ID: unsetIfEmpty(z.string()),
  WECHAT_APP_SECRET: unsetIfEmpty(z.string()),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(3).max(86_400).default(60),
  JOB_POLL_SECONDS: z.coerce.number().min(0.05).max(3600).default(5),
  MONITOR_CHECK_BATCH: z.coerce.number().int().min(1).max(100_000).default(2000),
  OZON_SELLER_API_URL: unsetIfEmpty(z.string().url()),
  SELLER_KEY_SECRET: unsetIfEmpty(z.string().regex(/^[0-9a-fA-F]{64}$/, 'expected 64 hex characters (a 256-bit key)')),
  ORIGIN_KEY_SECRET: unsetIfEmpty(z.string().regex(/^[0-9a-fA-F]{64}$/, 'expected 64 hex characters (a 256-bit key)')),
  SEED_TEST_MEMBERS: z.coerce.number().int().min(0).max(1000).default(0),
  METRICS_TOKEN: unsetIfEmpty(z.string().regex(/^[\x21-\x7e]{24,256}$/, 'expected 24 to 256 visible ASCII characters (a random secret)')),
  ...collectorEnvSchema.shape,
});

export type ServerConfig = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  production: boolean;
  siteOrigin: string;
  apiOrigin: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  seed: number;
  /** Believe X-Forwarded-Proto and X-Forwarded-Host (the server sits behind a proxy): TRUST_PROXY is set. */
  trustProxy: boolean;
  /** Which proxies' X-Forwarded-For entries are believed: TRUST_PROXY hops (`true` = 1) or proxy addresses. */
  proxyTrust: ProxyTrust;
  /**
   * Lets the notification webhook reach loopback and private addresses. Never read from the
   * environment: only tests set it, for a receiver on this machine.
   */
  webhookAllowPrivate: boolean;
  /** PEM private key of the anti-bot code; required in production, generated into DATA_DIR locally. */
  rsaPrivateKey: string | undefined;
  /** Allowed difference between the timestamp header and the server's clock. */
  clockWindowMs: number;
  wechat: { appId: string; appSecret: string } | undefined;
  /** How long a job worker holds a claimed job; a job of a dead worker is run again after it. */
  jobLeaseMs: number;
  /** Pause between two polls of the job queue. */
  jobPollMs: number;
  /** Monitored items one transaction of the daily check covers. */
  monitorCheckBatch: number;
  /** Base URL of the Ozon Seller API; unset: the real one in production, the development Seller API locally. */
  sellerApiUrl: string | undefined;
  /** Hex AES-256 key sealing the members' Seller API keys; unset: generated into DATA_DIR/keys. */
  sellerKeySecret: string | undefined;
  /** Hex HMAC-SHA256 key hashing who sent market observations (services/observations/origin.ts); unset: generated into DATA_DIR/keys. */
  originKeySecret?: string | undefined;
  /**
   * Extra members like the demo one (same password, plan and categories) seeded for the end-to-end
   * tests, one per test file (db/seed/identity.ts TEST_MEMBERS); refused in production mode.
   */
  testMembers: number;
  /** Bearer token that opens GET /metrics from anywhere; without it /metrics answers loopback callers only. */
  metricsToken?: string | undefined;
  /** The catalogue collector (services/collector, docs/collector.md); undefined (off) without COLLECTOR_BASE_URL. */
  collector?: CollectorConfig | undefined;
};

/** Reads configuration from the environment; throws one clear message listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.APP_MODE === 'production' && !e.RSA_PRIVATE_KEY) problems.push('  RSA_PRIVATE_KEY: required in production mode (PEM private key of the anti-bot code)');
  if (e.RSA_PRIVATE_KEY && !e.RSA_PRIVATE_KEY.includes('PRIVATE KEY')) problems.push('  RSA_PRIVATE_KEY: expected a PEM private key');
  if (e.APP_MODE === 'production' && e.SEED_TEST_MEMBERS > 0) problems.push('  SEED_TEST_MEMBERS: refused in production mode (test members have a published password)');
  if (Boolean(e.WECHAT_APP_ID) !== Boolean(e.WECHAT_APP_SECRET)) problems.push('  WECHAT_APP_ID, WECHAT_APP_SECRET: set both or neither');
  const proxyTrust = parseTrustProxy(e.TRUST_PROXY);
  if (typeof proxyTrust === 'string') problems.push(`  TRUST_PROXY: ${proxyTrust}`);
  problems.push(...collectorProblems(e));
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    production: e.APP_MODE === 'production',
    siteOrigin: e.SITE_ORIGIN ?? `http://localhost:${e.PORT}`,
    apiOrigin: e.API_ORIGIN,
    logLevel: e.LOG_LEVEL,
    seed: e.SEED,
    trustProxy: typeof proxyTrust !== 'string' && proxyTrust.kind !== 'none',
    proxyTrust: typeof proxyTrust === 'string' ? { kind: 'none' } : proxyTrust,
    webhookAllowPrivate: false,
    rsaPrivateKey: e.RSA_PRIVATE_KEY?.replace(/\\n/g, '\n'),
    clockWindowMs: e.CLOCK_WINDOW_MINUTES * 60_000,
    wechat: e.WECHAT_APP_ID && e.WECHAT_APP_SECRET ? { appId: e.WECHAT_APP_ID, appSecret: e.WECHAT_APP_SECRET } : undefined,
    jobLeaseMs: e.JOB_LEASE_SECONDS * 1000,
    jobPollMs: Math.round(e.JOB_POLL_SECONDS * 1000),
    monitorCheckBatch: e.MONITOR_CHECK_BATCH,
    sellerApiUrl: e.OZON_SELLER_API_URL,
    sellerKeySecret: e.SELLER_KEY_SECRET,
    originKeySecret: e.ORIGIN_KEY_SECRET,
    testMembers: e.SEED_TEST_MEMBERS,
    metricsToken: e.METRICS_TOKEN,
    collector: collectorConfigOf(e),
  };
}
