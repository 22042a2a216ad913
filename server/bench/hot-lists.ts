// Loads the hot-list calls with autocannon on PGlite and, when BENCH_DATABASE_URL is set, on
// PostgreSQL, and prints requests/s, p50 and p99 per call. Usage: node --import tsx bench/hot-lists.ts
import { createRequire } from 'node:module';
import { serve } from '@hono/node-server';
import { parseRuntimeConfig } from '@marketlens/core/config';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { seed } from '../src/db/seed/index';
import { createLogger } from '../src/log';

interface Result { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number }
type Autocannon = (opts: { url: string; connections: number; duration: number }) => Promise<Result>;
// autocannon ships no type declarations; this is the one call used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const PORT = Number(process.env.BENCH_PORT ?? 9301);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CALLS = [
  '/api/goods-ranking/list?typeId=99997&dateType=1',
  '/api/goods-growth/list?typeId=99991',
  '/api/mall-soar/soaringList?dateType=7',
  '/api/industry-trend/hotSalesTypes?pId=99996&lang=ru',
  '/api/popularize/keywordList?typeId=99998&dateType=7&rankingType=1',
  '/api/brand-grail/brandSalesGmvTop10?salesOrGmv=2&dayOrWeek=2',
];

async function run(name: string, database: Database): Promise<void> {
  const t0 = Date.now();
  await seed(database.db);
  process.stdout.write(`\n${name}: seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
  const app = await createApp({ db: database.db, config: loadConfig({ PORT: String(PORT) }), log: createLogger('warn'), runtimeConfig: parseRuntimeConfig({}) });
  const server = serve({ fetch: app.fetch, port: PORT, hostname: '127.0.0.1' });
  try {
    process.stdout.write(`${'call'.padEnd(70)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  non-2xx\n`);
    for (const path of CALLS) {
      const r = await autocannon({ url: `http://127.0.0.1:${PORT}${path}`, connections: 20, duration: DURATION });
      process.stdout.write(`${path.padEnd(70)} ${r.requests.average.toFixed(0).padStart(8)} ${String(r.latency.p50).padStart(7)} ${String(r.latency.p99).padStart(7)}  ${r.non2xx + r.errors}\n`);
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  }
}

await run('PGlite (in memory)', await openDatabase({}));
if (process.env.BENCH_DATABASE_URL) await run('PostgreSQL', await openDatabase({ url: process.env.BENCH_DATABASE_URL }));
