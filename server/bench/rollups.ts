// The daily step at scale: seeds a fresh database on the PostgreSQL server with BENCH_GOODS goods ×
// BENCH_DAYS days (default 100,000 × 365; the daily tables partitioned by month, the rows by COPY),
// builds the rollups from the whole daily table (the full rebuild, which every daily step ran
// before), measures the workbench lists, then runs BENCH_STEPS daily steps (default 3: the day
// generated and written, then the rollups moved forward by it) and measures the lists again.
// BENCH_VERIFY=1 then rebuilds the rollups in full and checks every rollup table is unchanged.
// Usage: npm run bench:rollups   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
//        BENCH_GOODS, BENCH_DAYS, BENCH_STEPS, BENCH_SECONDS (per list call, default 5),
//        BENCH_CONNECTIONS, BENCH_PORT; BENCH_KEEP=1 keeps the database)
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { advanceMarketDay } from '../src/services/market/advance';
import { dailyPartitions } from '../src/services/market/partitions';
import { updateRollups } from '../src/services/workbench/rollups';
import { LIST_CALLS, measureLists, type ListFigure } from './bench-lists';
import { say, secs, seedBenchMarket } from './bench-market';

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const GOODS = Number(process.env.BENCH_GOODS ?? 100_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 365);
const STEPS = Number(process.env.BENCH_STEPS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 9303);
const SEED = 20240601;

// A rollup table's rows, hashed in one order: equal hashes, equal tables.
const TABLES: [string, string][] = [
  ['goods_window', 'window_days, goods_id'],
  ['group_window', 'window_days, kind, scope_type_id, id'],
  ['keyword_window', 'window_days, keyword_id'],
  ['market_daily', 'scope_type_id, day'],
  ['goods_cumulative', 'day, goods_id'],
];

async function fingerprints(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<string[]> {
  const out: string[] = [];
  for (const [table, order] of TABLES) {
    const [r] = (await db.execute<{ h: string }>(sql.raw(`SELECT count(*) || ':' || md5(string_agg(t::text, ',' ORDER BY ${order})) AS h FROM ${table} t`))).rows;
    out.push(`${table} ${r?.h ?? ''}`);
  }
  return out;
}

async function main(): Promise<void> {
  const name = `ml_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  say(`database ${name} on ${url.host}; ${GOODS.toLocaleString('en')} goods × ${DAYS} days`);
  const database = await openDatabase({ url: url.toString() });
  const db = database.db;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  try {
    await seedBenchMarket(database, pool, GOODS, DAYS, SEED);
    say(`partitions: goods_daily ${(await dailyPartitions(db, 'goods_daily')).length}, keyword_daily ${(await dailyPartitions(db, 'keyword_daily')).length} (by month)`);
    let t0 = Date.now();
    const full = await updateRollups(db, { full: true });
    say(`rollups rebuilt in full (${full}): ${secs(t0)} s`);
    await db.execute(sql`ANALYZE`);
    const before = await measureLists(db, LIST_CALLS, { port: PORT, seconds: SECONDS, connections: CONNECTIONS });

    say('');
    const steps: number[] = [];
    for (let i = 0; i < STEPS; i++) {
      t0 = Date.now();
      const added = await advanceMarketDay(db, { rollups: false, seed: SEED });
      const written = (Date.now() - t0) / 1000;
      const t1 = Date.now();
      const how = await updateRollups(db);
      const moved = (Date.now() - t1) / 1000;
      steps.push(written + moved);
      say(`daily step ${i + 1} (${added}): day generated and written ${written.toFixed(1)} s, rollups moved forward (${how}) ${moved.toFixed(1)} s, whole step ${(written + moved).toFixed(1)} s`);
    }
    const after = await measureLists(db, LIST_CALLS, { port: PORT + 1, seconds: SECONDS, connections: CONNECTIONS });

    say(`\n${'list: p99 ms after the full rebuild → after the daily steps'.padEnd(60)}`);
    for (const b of before) {
      const a = after.find((x: ListFigure) => x.label === b.label);
      say(`${b.label.padEnd(40)} ${String(b.p99).padStart(6)} → ${String(a?.p99 ?? '-').padStart(6)}   (req/s ${b.rps.toFixed(0)} → ${a?.rps.toFixed(0) ?? '-'})`);
    }
    if (process.env.BENCH_VERIFY) {
      const stepped = await fingerprints(db);
      t0 = Date.now();
      await updateRollups(db, { full: true });
      say(`\nrollups rebuilt in full again for the check: ${secs(t0)} s`);
      const rebuilt = await fingerprints(db);
      for (const [i, f] of stepped.entries()) say(`${f === rebuilt[i] ? 'same' : 'DIFFERENT'}: ${f}${f === rebuilt[i] ? '' : ` vs ${rebuilt[i]}`}`);
    }
    const size = await db.execute<{ table_name: string; bytes: string }>(
      sql`SELECT t AS table_name, coalesce((SELECT sum(pg_total_relation_size(relid)) FROM pg_partition_tree(t::regclass)), pg_total_relation_size(t::regclass))::text AS bytes
          FROM unnest(ARRAY['goods_daily', 'goods_cumulative', 'goods_window', 'group_window', 'keyword_window']) AS t ORDER BY t`,
    );
    say(`sizes: ${size.rows.map((r) => `${r.table_name} ${(Number(r.bytes) / 1_048_576).toFixed(0)} MB`).join(', ')}`);
    say(`daily step (mean of ${steps.length}): ${(steps.reduce((s, x) => s + x, 0) / Math.max(1, steps.length)).toFixed(1)} s`);
  } finally {
    await pool.end();
    await database.close();
    if (process.env.BENCH_KEEP) say(`kept database ${name}`);
    else await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
