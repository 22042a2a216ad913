// The benchmarks' market on the PostgreSQL server: the generator's reference rows and daily series
// written by COPY (server/bench/workbench.ts, server/bench/rollups.ts).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { openDatabase } from '../src/db/client';
import { brands, categories, goods, keywords, shops } from '../src/db/schema/index';
import { generateMarket, topCategories } from '../src/services/market/generate';
import { ensureDailyPartitions, monthStart } from '../src/services/market/partitions';
import { createRng } from '../src/services/market/rng';

export const secs = (t0: number) => ((Date.now() - t0) / 1000).toFixed(1);
export const say = (line: string) => process.stdout.write(`${line}\n`);
export const day = (latest: string, ago: number) => new Date(Date.parse(`${latest}T00:00:00Z`) - ago * 86_400_000).toISOString().slice(0, 10);

/** Streams rows to `COPY table (columns) FROM STDIN` as tab-separated text, made `batch` at a time by `make`. */
export async function copyRows(client: pg.PoolClient, table: string, columns: string[], make: (push: (row: (string | number)[]) => void) => Generator<void>): Promise<number> {
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

/**
 * Seeds the market of `goods` goods × `days` days ending yesterday: reference rows, the daily rows by
 * COPY into their months' partitions (made first), then the secondary indexes; prints each step's time.
 */
export async function seedBenchMarket(database: Awaited<ReturnType<typeof openDatabase>>, pool: pg.Pool, GOODS: number, DAYS: number, SEED: number): Promise<void> {
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

  await ensureDailyPartitions(db, day(latest, DAYS - 1), monthStart(latest, 1));
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
  // A partitioned table's index reads `ON ONLY` in pg_indexes, which would make the parent's index
  // alone (invalid, with no partition's index): made without it, every month gets its index.
  for (const ix of indexes.rows) await db.execute(sql.raw(ix.indexdef.replace(' ON ONLY ', ' ON ')));
  await db.execute(sql`ANALYZE`);
  say(`secondary indexes and ANALYZE: ${secs(t0)} s`);
}
