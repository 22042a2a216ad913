// `npm run bench:cluster`: several instances and a read replica, measured on this machine. Starts a
// PostgreSQL primary and a streaming replica (ports 55440/55441, folders /tmp/cluster-pg-*), three
// server instances (8351–8353) behind a round-robin proxy (8350), then loads public pages, the
// workbench and registration, kills instances with SIGKILL under registrations, payments and jobs,
// stops and restarts the replica, and prints what it measured. Not part of `npm test`.
// Settings: BENCH_SECONDS (load per step, 10), BENCH_CONCURRENCY (20), PG_BIN (PostgreSQL tools).
// Instances run the TypeScript sources through tsx (`node --import tsx server/src/main.ts`).
import { spawnSync } from 'node:child_process';
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { parseRuntimeConfig } from '@marketlens/core/config';
import { PUBLIC_PAGES } from '../src/routes/sitemap';
import { rsaKeysFromPem } from '../src/security/rsa-keys';
import { hasWebBuild } from '../src/web';
import { httpApi, load } from './cluster-client';
import { serverInstance, roundRobinProxy, startPostgresPair, type Instance } from './cluster-nodes';
import { faultPhases } from './cluster-faults';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const PROXY = 8350;
const PORTS = [8351, 8352, 8353];
const MEMBERS = 20;
const out = (line: string) => process.stdout.write(`${line}\n`);

// From a fresh clone: build what is stale, as `npm start` does, so that the instances serve the website.
if (!hasWebBuild() && spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0) {
  out('Building the website failed: public pages cannot be served.');
  process.exit(1);
}

const t0 = Date.now();
const { primary, replica, version } = startPostgresPair('/tmp/cluster-pg', [55440, 55441]);
primary.sql('CREATE DATABASE marketlens');
out(`PostgreSQL ${version}: primary on ${primary.port}, streaming replica on ${replica.port} (${((Date.now() - t0) / 1000).toFixed(1)} s to make both)`);

// One anti-bot key for every instance, as production sets RSA_PRIVATE_KEY on each.
const privateKeyPem = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs1', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } }).privateKey;
const keys = rsaKeysFromPem(privateKeyPem);
const env = {
  NODE_ENV: 'production',
  APP_MODE: 'local',
  DATABASE_URL: primary.url('marketlens'),
  DATABASE_READ_URL: replica.url('marketlens'),
  RSA_PRIVATE_KEY: privateKeyPem,
  SELLER_KEY_SECRET: randomBytes(32).toString('hex'),
  // The bench writes each client's address before the proxy adds its own.
  TRUST_PROXY: '2',
  SEED_TEST_MEMBERS: String(MEMBERS),
  JOB_POLL_SECONDS: '1',
  JOB_LEASE_SECONDS: '10',
  LOG_LEVEL: 'info',
  CBR_RATES_URL: '',
  HOST: '127.0.0.1',
};
const instances: Instance[] = PORTS.map((port, i) => serverInstance(root, port, { ...env, DATA_DIR: `/tmp/cluster-data-${i + 1}` }, `/tmp/cluster-instance-${i + 1}.log`));
for (const i of PORTS.keys()) fs.rmSync(`/tmp/cluster-instance-${i + 1}.log`, { force: true });
const proxy = roundRobinProxy(PROXY, PORTS);
const pool = new pg.Pool({ connectionString: primary.url('marketlens'), max: 5 });

const cleanup = async () => {
  await Promise.all(instances.map((i) => i.stop()));
  await proxy.close().catch(() => undefined);
  await pool.end().catch(() => undefined);
  for (const node of [replica, primary]) {
    try {
      node.stop('fast');
    } catch {
      // already stopped
    }
  }
};
process.on('SIGINT', () => void cleanup().finally(() => process.exit(130)));

try {
  let started = Date.now();
  await instances[0]?.start();
  out(`instance 1 migrated and seeded the database and answers (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  started = Date.now();
  await Promise.all(instances.slice(1).map((i) => i.start()));
  out(`instances 2 and 3 answer (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  await proxy.listen();
  const origin = `http://127.0.0.1:${PROXY}`;
  const runtimeConfig = parseRuntimeConfig({ rsaPublicKey: keys.publicKeyPem });
  const call = httpApi(origin, runtimeConfig);

  // Members' sessions: tokens written as a sign-in writes them, for the seeded test members.
  const members = (await pool.query<{ id: number; type_id: number }>(
    `SELECT u.id, min(c.type_id) AS type_id FROM users u JOIN user_categories c ON c.user_id = u.id WHERE u.account LIKE '139000000%' GROUP BY u.id ORDER BY u.id LIMIT ${MEMBERS}`,
  )).rows;
  const sessions: { headers: Record<string, string>; typeId: number }[] = [];
  for (const m of members) {
    const token = randomBytes(24).toString('hex');
    const controlT = randomBytes(12).toString('hex');
    const hash = (s: string) => createHash('sha256').update(s).digest('hex');
    await pool.query(`INSERT INTO access_tokens (token_hash, control_t_hash, user_id, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')`, [hash(token), hash(controlT), m.id]);
    sessions.push({ headers: { Authorization: token, 'Control-T': controlT }, typeId: m.type_id });
  }
  // The most visited public pages in the three languages (each instance renders a page once a minute at most, then serves it from memory).
  const pages = PUBLIC_PAGES.slice(0, 4).flatMap((p) => [p, `/en${p === '/' ? '' : p}`, `/ru${p === '/' ? '' : p}`]);
  const publicPage = (i: number) => fetch(`${origin}${pages[i % pages.length]}`);
  const sorts = ['sales', 'growth', 'price'];
  const workbenchRead = (i: number): Promise<Response | undefined> => {
    const s = sessions[i % sessions.length];
    if (!s) return Promise.resolve(undefined);
    return fetch(`${origin}/api/workbench/goods/list?typeId=${s.typeId}&days=30&sort=${sorts[i % sorts.length]}&pageSize=20&pageNum=${1 + (i % 3)}`, { headers: s.headers }).catch(() => undefined);
  };

  out('\n## Throughput through the proxy, 1 instance vs 3 (same machine, 2 cores)');
  out(`| load (${CONCURRENCY} concurrent, ${SECONDS} s; public: ${pages.length} pages) | instances | req/s | p50 ms | p99 ms | failed | served by the replica |`);
  out('| --- | --- | --- | --- | --- | --- | --- |');
  const throughput: Record<string, number> = {};
  for (const count of [1, 3]) {
    proxy.use(PORTS.slice(0, count));
    for (const [name, one] of [['public pages', publicPage], ['workbench goods lists', workbenchRead]] as const) {
      // Every instance in the rotation renders each page once first: the load measures what it serves from memory.
      if (one === publicPage) for (const port of PORTS.slice(0, count)) await Promise.all(pages.map((p) => fetch(`http://127.0.0.1:${port}${p}`).then((r) => r.arrayBuffer())));
      await load(2, CONCURRENCY, one);
      const r = await load(SECONDS, CONCURRENCY, one);
      throughput[`${name}:${count}`] = r.perSecond;
      out(`| ${name} | ${count} | ${r.perSecond} | ${r.p50} | ${r.p99} | ${r.failed} | ${r.sources.replica ?? 0} of ${r.requests} |`);
    }
  }
  proxy.use(PORTS);
  await faultPhases({ out, call, pool, proxy, instances, primary, replica, sessions, origin, workbenchRead, seconds: SECONDS, concurrency: CONCURRENCY });
  out(`\nbench finished in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
} finally {
  await cleanup();
}
process.exit(0);
