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
import { randomBytes, randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { parseRuntimeConfig } from '@marketlens/core/config';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { accessTokens, brands, categories, goods, keywords, memberships, shops, users } from '../src/db/schema/index';
import { createLogger } from '../src/log';
import { randomSecret, sha256 } from '../src/security/hash';
import { generateRsaKeys } from '../src/security/rsa-keys';
import { generateMarket, topCategories } from '../src/services/market/generate';
import { createRng } from '../src/services/market/rng';
import { refreshRollups, rollupLatestDay } from '../src/services/workbench/rollups';
import { signedHeaders } from '../src/testing/sign';

interface Result { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number }
type Autocannon = (opts: { url: string; connections: number; duration: number; requests: { method: string; path: string; headers: Record<string, string> }[] }) => Promise<Result>;
// autocannon ships no type declarations; these are the options used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const GOODS = Number(process.env.BENCH_GOODS ?? 100_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 180);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 9302);
const SEED = 20240601;

const secs = (t0: number) => ((Date.now() - t0) / 1000).toFixed(1);
const say = (line: string) => process.stdout.write(`${line}\n`);
const day = (latest: string, ago: number) => new Date(Date.parse(`${latest}T00:00:00Z`) - ago * 86_400_000).toISOString().slice(0, 10);

/** Streams rows to `COPY table (columns) FROM STDIN` as tab-separated text, made `batch` at a time by `make`. */
async function copyRows(client: pg.PoolClient, table: string, columns: string[], make: (push: (row: (string | number)[]) => void) => Generator<void>): Promise<number> {
  let count = 0;
  let buffer: string[] = [];
  const push = (row: (string | number)[]) => {
    buffer.push(row.join('\t'));
    count++;
  };
  const steps = make(push);
  const source = new Readable({
    read() {
      for (;;) {
        const { done } = steps.next();
        if (done) {
          if (buffer.length) this.push(`${buffer.join('\n')}\n`);
          buffer = [];
          this.push(null);
          return;
        }
        if (buffer.length >= 20_000) {
          const chunk = `${buffer.join('\n')}\n`;
          buffer = [];
          if (!this.push(chunk)) return;
        }
      }
    },
  });
  await pipeline(source, client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`)));
  return count;
}

/** Seeds the market: reference rows, the daily rows by COPY, the indexes and the rollups; prints each step's time. */
async function seedMarket(database: Awaited<ReturnType<typeof openDatabase>>, pool: pg.Pool): Promise<void> {
  const db = database.db;
  // Reference rows: the generator's categories, shops, brands, goods and words.
  let t0 = Date.now();
  const market = generateMarket({ seed: SEED, goods: GOODS, days: DAYS });
  const latest = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const insertAll = async (table: Parameters<typeof db.insert>[0], rows: Record<string, unknown>[]) => {
    for (let i = 0; i < rows.length; i += 1000) await db.insert(table).values(rows.slice(i, i + 1000)).onConflictDoNothing();
  };
  await db.insert(categories).values(topCategories()).onConflictDoNothing();
  await insertAll(categories, market.subcategories);
  await insertAll(shops, market.shops);
  await insertAll(brands, market.brands);
  await insertAll(goods, market.goods.map(({ listedDaysAgo, ...g }) => ({ ...g, listedOn: day(latest, Math.min(listedDaysAgo, DAYS - 1)) })));
  await insertAll(keywords, market.keywords);
  say(`reference rows (${market.shops.length} shops, ${market.brands.length} brands, ${GOODS} goods, ${market.keywords.length} words): ${secs(t0)} s`);

  // Daily rows by COPY, without the secondary indexes (built once afterwards).
  const indexes = await database.db.execute<{ indexname: string; indexdef: string }>(
    sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename IN ('goods_daily', 'keyword_daily') AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
  );
  for (const ix of indexes.rows) await db.execute(sql.raw(`DROP INDEX ${ix.indexname}`));
  const client = await pool.connect();
  t0 = Date.now();
  const rng = createRng(SEED * 7 + 1);
  const dows = Array.from({ length: DAYS }, (_v, n) => new Date(Date.parse(`${day(latest, n)}T00:00:00Z`)).getUTCDay());
  const days = Array.from({ length: DAYS }, (_v, n) => day(latest, n));
  const goodsDays = await copyRows(client, 'goods_daily', ['goods_id', 'day', 'type_id', 'sub_type_id', 'shop_id', 'brand_id', 'sales', 'gmv'], function* (push) {
    for (const g of market.goods) {
      const listed = Math.min(g.listedDaysAgo, DAYS - 1);
      for (let n = 0; n <= listed; n++) {
        const surge = g.surgeDaysAgo !== null && n <= g.surgeDaysAgo ? 2 + (g.surgeDaysAgo - n + 1) * 0.9 : 1;
        const ramp = Math.min(1, (listed - n + 1) / 10);
        const sales = Math.max(0, Math.round(g.baseSales * (1 + (g.trend * (DAYS - 1 - n)) / (DAYS - 1)) * (1 + 0.15 * Math.cos((2 * Math.PI * (dows[n] ?? 0)) / 7)) * (0.55 + 0.9 * rng.next()) * surge * ramp));
        push([g.id, days[n] ?? '', g.typeId, g.subTypeId, g.shopId, g.brandId, sales, sales * g.price]);
      }
      yield;
    }
  });
  const copySeconds = (Date.now() - t0) / 1000;
  say(`goods_daily by COPY: ${goodsDays.toLocaleString('en')} rows in ${copySeconds.toFixed(1)} s (${Math.round(goodsDays / copySeconds).toLocaleString('en')} rows/s)`);
  t0 = Date.now();
  const wordDays = await copyRows(client, 'keyword_daily', ['keyword_id', 'day', 'type_id', 'heat', 'click_heat'], function* (push) {
    for (const k of market.keywords) {
      for (let n = 0; n < DAYS; n++) {
        const heat = Math.max(1, Math.round(k.baseHeat * (1 + (k.trend * (DAYS - 1 - n)) / (DAYS - 1)) * (0.7 + 0.6 * rng.next())));
        push([k.id, days[n] ?? '', k.typeId, heat, Math.round(heat * (0.15 + 0.5 * rng.next()))]);
      }
      yield;
    }
  });
  client.release();
  say(`keyword_daily by COPY: ${wordDays.toLocaleString('en')} rows in ${secs(t0)} s`);
  t0 = Date.now();
  for (const ix of indexes.rows) await db.execute(sql.raw(ix.indexdef));
  await db.execute(sql`ANALYZE`);
  say(`secondary indexes and ANALYZE: ${secs(t0)} s`);
  t0 = Date.now();
  await refreshRollups(db, { force: true });
  await db.execute(sql`ANALYZE`);
  say(`rollups (windows 1, 7, 30, 90 days; goods, words, shops, brands, categories): ${secs(t0)} s`);
  const size = await db.execute<{ table_name: string; bytes: string }>(
    sql`SELECT relname AS table_name, pg_total_relation_size(oid)::text AS bytes FROM pg_class WHERE relname IN ('goods_daily', 'goods_window', 'group_window', 'keyword_window') ORDER BY relname`,
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

    // A member whose tier reaches every row and day, signed in.
    const phone = `139${String(randomInt(100_000_000)).padStart(8, '0')}`;
    const [member] = await db.insert(users).values({ account: phone, mobile: phone, nickName: 'bench', distinctId: randomSecret(8) }).returning();
    if (!member) throw new Error('member not created');
    await db.insert(memberships).values({ userId: member.id, planId: 116, maturityTime: new Date(Date.now() + 30 * 86_400_000) });
    const token = randomSecret(32);
    const controlT = randomSecret(18);
    await db.insert(accessTokens).values({ tokenHash: sha256(token), controlTHash: sha256(controlT), userId: member.id, expiresAt: new Date(Date.now() + 86_400_000) });

    const keys = generateRsaKeys();
    const runtimeConfig = parseRuntimeConfig({ rsaPublicKey: keys.publicKeyPem });
    const app = await createApp({ db, config: loadConfig({ PORT: String(PORT), LOG_LEVEL: 'warn' }), log: createLogger('warn'), runtimeConfig, rsaKeys: keys });
    const server = serve({ fetch: app.fetch, port: PORT, hostname: '127.0.0.1' });
    const origin = `http://127.0.0.1:${PORT}`;
    const calls: [string, string, Record<string, string>][] = [
      ['index lookup (recent views)', '/api/workbench/recent', { pageSize: '8' }],
      ['goods by sales, category, 30 d', '/api/workbench/goods/list', { typeId: '99997', days: '30', sort: 'sales' }],
      ['goods by growth, category, 7 d', '/api/workbench/goods/list', { typeId: '99991', days: '7', sort: 'growth' }],
      ['goods by price, price filter, 30 d', '/api/workbench/goods/list', { typeId: '99998', days: '30', sort: 'price', priceMin: '100000', priceMax: '500000' }],
      ['goods page 50, category, 90 d', '/api/workbench/goods/list', { typeId: '99996', days: '90', sort: 'sales', pageNum: '50' }],
      ['shops by GMV, category, 30 d', '/api/workbench/shop/list', { typeId: '99997', days: '30', sort: 'gmv' }],
      ['brands by sales, category, 7 d', '/api/workbench/brand/list', { typeId: '99991', days: '7', sort: 'sales' }],
      ['subcategories by growth, 30 d', '/api/workbench/category/list', { typeId: '99997', days: '30', sort: 'growth' }],
      ['search words by heat, category, 30 d', '/api/workbench/keyword/list', { typeId: '99997', days: '30', sort: 'heat' }],
    ];
    const latest = await rollupLatestDay(db);
    if (!latest) throw new Error('rollups not built');
    for (const days of [45, 180]) {
      calls.push([`goods by sales, whole market, custom ${days} d`, '/api/workbench/goods/list', { from: day(latest, days - 1), to: latest, sort: 'sales' }]);
    }
    try {
      say(`\n${CONNECTIONS} concurrent members, ${SECONDS} s per call`);
      say(`${'call'.padEnd(40)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'p99 ×'.padStart(7)}  non-2xx`);
      let base = 0;
      for (const [label, path, query] of calls) {
        const headers = { ...(await signedHeaders({ method: 'GET', path, query })), Authorization: token, 'Control-T': controlT };
        const t0 = Date.now();
        const probe = await fetch(`${origin}${path}?${new URLSearchParams(query).toString()}`, { headers });
        const body = (await probe.json()) as { code: number; data?: { list?: unknown[] } | unknown[] };
        if (body.code !== 200) throw new Error(`${path} answered ${body.code}`);
        if (query.from) say(`${`${label}: first request (builds the range)`.padEnd(56)} ${Date.now() - t0} ms`);
        const r = await autocannon({ url: origin, connections: CONNECTIONS, duration: SECONDS, requests: [{ method: 'GET', path: `${path}?${new URLSearchParams(query).toString()}`, headers }] });
        if (!base) base = Math.max(1, r.latency.p99);
        say(`${label.padEnd(40)} ${r.requests.average.toFixed(0).padStart(8)} ${String(r.latency.p50).padStart(7)} ${String(r.latency.p99).padStart(7)} ${(r.latency.p99 / base).toFixed(1).padStart(7)}  ${r.non2xx + r.errors}`);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await new Promise((resolve) => setTimeout(resolve, 1000));
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
