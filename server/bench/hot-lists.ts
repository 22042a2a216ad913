// Loads the hot-list calls and the login flow with autocannon on PGlite and, when
// BENCH_DATABASE_URL is set, on PostgreSQL (an empty database: it is migrated and seeded), and
// prints requests/s, p50 and p99 per call. Requests carry the anti-abuse headers core's client sends.
// A static file of the built website (/favicon.svg) is loaded through the same server before and
// after the hot lists, and each hot list's requests/s is printed as a share of the static file's
// (their mean): the goal is at least 80 %.
// Last, the hot list again while eight clients send anti-bot headers of the largest accepted size
// to the login from ever-changing addresses (each one decrypted in the worker pool, then refused).
// Usage: npm run bench:server  (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_DATABASE_URL, BENCH_ONLY=attack)
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { serve } from '@hono/node-server';
import { parseRuntimeConfig } from '@marketlens/core/config';
import { identity } from '@marketlens/core/contract';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { seed } from '../src/db/seed/index';
import { createLogger } from '../src/log';
import { generateRsaKeys } from '../src/security/rsa-keys';
import { encryptAntiBotLikeClient, signedHeaders } from '../src/testing/sign';
import { hasWebBuild, webBuildDir } from '../src/web';

interface Result { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number }
interface Request { method?: string; path?: string; headers?: Record<string, string>; body?: string; setupRequest?: (req: Request, ctx: Record<string, unknown>) => Request; onResponse?: (status: number, body: string, ctx: Record<string, unknown>) => void }
type Autocannon = (opts: { url: string; connections: number; duration: number; requests?: Request[] }) => Promise<Result>;
const randomAddress = () => `10.${randomBytes(3).join('.')}`;
// autocannon ships no type declarations; these are the options used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const PORT = Number(process.env.BENCH_PORT ?? 9301);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const HOT_LISTS: [string, Record<string, string>][] = [
  ['/api/goods-ranking/list', { typeId: '99997', dateType: '1' }],
  ['/api/goods-growth/list', { typeId: '99991' }],
  ['/api/mall-soar/soaringList', { dateType: '7' }],
  ['/api/industry-trend/hotSalesTypes', { pId: '99996', lang: 'ru' }],
  ['/api/popularize/keywordList', { typeId: '99998', dateType: '7', rankingType: '1' }],
  ['/api/brand-grail/brandSalesGmvTop10', { salesOrGmv: '2', dayOrWeek: '2' }],
];
const keys = generateRsaKeys();
const bases = parseRuntimeConfig({}).apiBases;

const STATIC_FILE = '/favicon.svg';
/** The goal: a cached hot list answers at least this share of the static file's requests/s. */
const STATIC_SHARE_GOAL = 0.8;

function row(name: string, r: Result, share?: number): void {
  const vs = share === undefined ? '' : `${`${Math.round(share * 100)} %`.padStart(9)}${share >= STATIC_SHARE_GOAL ? '' : '  below the goal'}`;
  process.stdout.write(`${name.padEnd(48)} ${r.requests.average.toFixed(0).padStart(8)} ${String(r.latency.p50).padStart(7)} ${String(r.latency.p99).padStart(7)}  ${String(r.non2xx + r.errors).padStart(7)}${vs}\n`);
}

/** Login (loginQbt3AccountV2, accountLogin) then the access token for the returned credential. */
async function loginFlow(url: string): Promise<Result> {
  const loginPath = `${bases.identity}${identity.loginV2.path}`;
  const tokenPath = `${bases.identity}${identity.createAccessToken.path}`;
  const loginBody = JSON.stringify({ appName: 'ozon', action: 'accountLogin', data: { account: '13800138000', password: 'Demo1234', tenantId: 1 } });
  // A signed request is accepted once: every login gets a signature of its own, like a browser's.
  const signatures = await Promise.all(
    Array.from({ length: Math.max(500, DURATION * 150) }, async () => ({
      ...(await signedHeaders({ method: 'POST', path: loginPath, publicKeyPem: keys.publicKeyPem, body: loginBody })),
      'content-type': 'application/json',
    })),
  );
  let next = 0;
  const tokenHeaders = { ...(await signedHeaders({ method: 'POST', path: tokenPath })), 'content-type': 'application/json' };
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: 'POST',
        path: loginPath,
        body: loginBody,
        // Each from an address of its own: the per-address budget of anti-bot decryptions is not what is measured.
        setupRequest: (req) => ({ ...req, headers: { ...signatures[next++ % signatures.length], 'x-forwarded-for': randomAddress() } }),
        onResponse: (_status, body, ctx) => {
          const parsed = JSON.parse(body) as { loginCredential?: string };
          ctx.credential = parsed.loginCredential ?? '';
        },
      },
      {
        method: 'POST',
        path: tokenPath,
        headers: tokenHeaders,
        setupRequest: (req, ctx) => ({ ...req, body: JSON.stringify({ account: '13800138000', loginCredential: String(ctx.credential), checkChannelId: 2 }) }),
      },
    ],
  });
}

/**
 * Eight clients sending the largest anti-bot header the server accepts (ANTI_BOT_MAX_BLOCKS blocks
 * that really decrypt), with a valid timestamp and risk token so that only the decryption can refuse
 * them, each request from a new address so that the per-address budget does not stop them first.
 */
async function antiBotAttack(url: string): Promise<Result> {
  const loginPath = `${bases.identity}${identity.loginV2.path}`;
  const body = JSON.stringify({ action: 'accountLoginV2', data: { account: '13800138000', password: 'x' } });
  const headers: Record<string, string> = { ...(await signedHeaders({ method: 'POST', path: loginPath, body })), 'content-type': 'application/json' };
  const ts = Number(headers['timestamp']);
  const payload = JSON.stringify({ sid: 'abcdefghijklmnop', ts, fp: 'test-fingerprint', bh: '0'.repeat(64), url: 'u'.repeat(700) });
  headers['x-anti-bot'] = encryptAntiBotLikeClient(keys.publicKeyPem, payload);
  return autocannon({
    url,
    connections: 8,
    duration: DURATION,
    requests: [{ method: 'POST', path: loginPath, body, setupRequest: (req) => ({ ...req, headers: { ...headers, 'x-forwarded-for': randomAddress() } }) }],
  });
}

async function run(name: string, database: Database): Promise<void> {
  const t0 = Date.now();
  await seed(database.db, { demo: true });
  process.stdout.write(`\n${name}: seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s; ${CONNECTIONS} connections, ${DURATION} s per row\n`);
  const runtimeConfig = parseRuntimeConfig({ rsaPublicKey: keys.publicKeyPem });
  const web = hasWebBuild();
  const app = await createApp({
    db: database.db, config: loadConfig({ PORT: String(PORT), LOG_LEVEL: 'warn', TRUST_PROXY: 'true' }), log: createLogger('warn'), runtimeConfig, rsaKeys: keys,
    webBuildDir: web ? webBuildDir : undefined,
  });
  const server = serve({ fetch: app.fetch, port: PORT, hostname: '127.0.0.1' });
  const origin = `http://127.0.0.1:${PORT}`;
  try {
    process.stdout.write(`${'call'.padEnd(48)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  non-2xx  vs static\n`);
    // BENCH_ONLY=attack runs the first hot list alone and then under the attack.
    const only = process.env.BENCH_ONLY;
    const lists = only === 'attack' ? HOT_LISTS.slice(0, 1) : HOT_LISTS;
    const staticFile = () => autocannon({ url: origin, connections: CONNECTIONS, duration: DURATION, requests: [{ method: 'GET', path: STATIC_FILE }] });
    // Every call once before measuring, so that each row measures the cached list and warm code.
    for (const [path, query] of lists) await fetch(`${origin}${path}?${new URLSearchParams(query).toString()}`, { headers: await signedHeaders({ method: 'GET', path, query }) });
    const before = web ? await staticFile() : undefined;
    const measured: [string, Result][] = [];
    for (const [path, query] of lists) {
      const headers = await signedHeaders({ method: 'GET', path, query });
      const qs = new URLSearchParams(query).toString();
      measured.push([path.replace('/api/', ''), await autocannon({ url: origin, connections: CONNECTIONS, duration: DURATION, requests: [{ method: 'GET', path: `${path}?${qs}`, headers }] })]);
    }
    const after = web ? await staticFile() : undefined;
    const base = before && after ? (before.requests.average + after.requests.average) / 2 : undefined;
    if (before) row(`${STATIC_FILE} (static file, before the lists)`, before, base && before.requests.average / base);
    for (const [name, r] of measured) row(name, r, base && r.requests.average / base);
    if (after) row(`${STATIC_FILE} (static file, after the lists)`, after, base && after.requests.average / base);
    if (!web) process.stdout.write('(no website build: the static file rows need `npm run build` first)\n');
    if (only !== 'attack') row('login flow (login + access token), per request', await loginFlow(origin));
    const [path, query] = HOT_LISTS[0] ?? ['', {}];
    const listHeaders = await signedHeaders({ method: 'GET', path, query });
    const list = () => autocannon({ url: origin, connections: CONNECTIONS, duration: DURATION, requests: [{ method: 'GET', path: `${path}?${new URLSearchParams(query).toString()}`, headers: listHeaders }] });
    const [underAttack, attack] = await Promise.all([list(), antiBotAttack(origin)]);
    row(`${path.replace('/api/', '')} under the anti-bot attack`, underAttack);
    row('  the attack: 8 clients, max-size anti-bot headers', attack);
  } finally {
    await new Promise((resolve) => server.close(resolve));
    // Requests whose sockets autocannon already closed may still be running; let them finish.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await database.close();
  }
}

await run('PGlite (in memory)', await openDatabase({}));
if (process.env.BENCH_DATABASE_URL) await run('PostgreSQL', await openDatabase({ url: process.env.BENCH_DATABASE_URL }));
