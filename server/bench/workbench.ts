// The workbench at scale: seeds a fresh database on the PostgreSQL server with BENCH_GOODS goods ×
// BENCH_DAYS days (default 100,000 × 180 = 18 M goods-days; the daily rows by COPY), builds the
// rollups, then loads each workbench list with a category filter and a sort from BENCH_CONNECTIONS
// concurrent members (default 20) and prints requests/s, p50 and p99, and p99 as a multiple of an
// index lookup through the same stack (the member's recent views) measured in the same run.
// Last, the whole market's goods over custom ranges of 45 and 180 days ending on the latest day:
// the first request of a range builds its rollup (its time is printed), the load then measures it.
// Usage: npm run bench:workbench   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
//        BENCH_GOODS, BENCH_DAYS, BENCH_SECONDS, BENCH_CONNECTIONS; BENCH_KEEP=1 keeps the database,
//        BENCH_REUSE=<a kept database> measures it again without seeding)
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { refreshRollups, rollupLatestDay } from '../src/services/workbench/rollups';
import { day, say, secs, seedBenchMarket } from './bench-market';
import { LIST_CALLS, measureLists, type BenchCall } from './bench-lists';

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const GOODS = Number(process.env.BENCH_GOODS ?? 100_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 180);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 9302);
const SEED = 20240601;
/** A custom date range over the whole market at 20 concurrent members answers within this p99. */
const CUSTOM_RANGE_P99_GOAL_MS = 300;


/** Seeds the market and builds the rollups; prints each step's time. */
async function seedMarket(database: Awaited<ReturnType<typeof openDatabase>>, pool: pg.Pool): Promise<void> {
  const db = database.db;
  await seedBenchMarket(database, pool, GOODS, DAYS, SEED);
  const t0 = Date.now();
  await refreshRollups(db, { force: true });
  await db.execute(sql`ANALYZE`);
  say(`rollups (windows 1, 7, 30, 90 days; goods, words, shops, brands, categories): ${secs(t0)} s`);
  const size = await db.execute<{ table_name: string; bytes: string }>(
    sql`SELECT t AS table_name, coalesce((SELECT sum(pg_total_relation_size(relid)) FROM pg_partition_tree(t::regclass)), pg_total_relation_size(t::regclass))::text AS bytes
        FROM unnest(ARRAY['goods_daily', 'goods_cumulative', 'goods_window', 'group_window', 'keyword_window']) AS t ORDER BY t`,
  );
  say(`sizes: ${size.rows.map((r) => `${r.table_name} ${(Number(r.bytes) / 1_048_576).toFixed(0)} MB`).join(', ')}`);
}

async function main(): Promise<void> {
  const reuse = process.env.BENCH_REUSE;
  if (reuse !== undefined && !/^ml_bench_[0-9a-f]{8}$/.test(reuse)) throw new Error('BENCH_REUSE names a database this benchmark kept (ml_bench_…)');
  const name = reuse ?? `ml_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  if (!reuse) await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  say(`database ${name} on ${url.host}; ${GOODS.toLocaleString('en')} goods × ${DAYS} days`);
  const database = await openDatabase({ url: url.toString() });
  const db = database.db;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  try {
    if (!reuse) await seedMarket(database, pool);
    else {
      // A database kept by an earlier version may lack the running totals of the custom ranges.
      const [kept] = (await db.execute<{ empty: boolean }>(sql`SELECT NOT EXISTS (SELECT 1 FROM goods_cumulative) AS empty`)).rows;
      if (kept?.empty) {
        const t0 = Date.now();
        await refreshRollups(db, { force: true });
        say(`rollups rebuilt with the running totals: ${secs(t0)} s`);
      }
    }

    const latest = await rollupLatestDay(db);
    if (!latest) throw new Error('rollups not built');
    const calls: BenchCall[] = [...LIST_CALLS];
    const customRanges = [45, 180].map((days): BenchCall => [`goods by sales, whole market, custom ${days} d`, '/api/workbench/goods/list', { from: day(latest, days - 1), to: latest, sort: 'sales' }]);
    calls.push(...customRanges);
    const figures = await measureLists(db, calls, { port: PORT, seconds: SECONDS, connections: CONNECTIONS });
    for (const f of figures.slice(-customRanges.length)) {
      say(`${f.label}: p99 ${f.p99} ms at ${CONNECTIONS} members (goal ≤ ${CUSTOM_RANGE_P99_GOAL_MS} ms: ${f.p99 <= CUSTOM_RANGE_P99_GOAL_MS ? 'met' : 'missed'})`);
    }
  } finally {
    await pool.end();
    await database.close();
    if (process.env.BENCH_KEEP || reuse) say(`kept database ${name}`);
    else await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
