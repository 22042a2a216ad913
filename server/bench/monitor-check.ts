// The daily monitor check at scale: 10,000 monitored items (goods, shops and words of 100 members,
// every rule on) checked against a freshly appended market day, on in-memory PGlite and, when
// BENCH_DATABASE_URL is set, on PostgreSQL (an empty database: it is migrated and seeded). Prints
// the time of each cycle (the market step and the check apart) and the alerts raised.
// Usage: npm run bench:monitor  (BENCH_ITEMS, BENCH_CYCLES, BENCH_DATABASE_URL)
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { seed } from '../src/db/seed/index';
import { advanceMarketDay } from '../src/services/market/advance';
import { runMonitorCheck } from '../src/services/monitor/check';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000);
const CYCLES = Number(process.env.BENCH_CYCLES ?? 3);
const RULES = JSON.stringify({ priceUp: 5, priceDown: 5, salesUp: 30, salesDown: 30, outOfStock: true, topN: 10, position: 5 });

async function bench(name: string, database: Database): Promise<void> {
  const db = database.db;
  const started = performance.now();
  await seed(db, { demo: true });
  process.stdout.write(`${name}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  // 100 members; each watches goods, shops and words in the proportion 70 : 15 : 15, up to ITEMS items.
  await db.execute(sql`DELETE FROM monitors`);
  await db.execute(sql`DELETE FROM notifications`);
  const per = Math.ceil(ITEMS / 100);
  await db.execute(sql`
    INSERT INTO monitors (user_id, kind, target_id, rules)
    SELECT u, kind, id, ${RULES}::jsonb FROM generate_series(1, 100) u CROSS JOIN LATERAL (
      (SELECT 'goods' AS kind, id FROM goods ORDER BY md5(id::text || u) LIMIT ${Math.round(per * 0.7)})
      UNION ALL (SELECT 'shop', id FROM shops ORDER BY md5(id::text || u) LIMIT ${Math.round(per * 0.15)})
      UNION ALL (SELECT 'keyword', id FROM keywords ORDER BY md5(id::text || u) LIMIT ${per - Math.round(per * 0.7) - Math.round(per * 0.15)})) t
    LIMIT ${ITEMS}`);
  const [count] = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM monitors`)).rows;
  // The first check records every item's figures; the cycles compare against them.
  await runMonitorCheck(db);
  process.stdout.write(`${name}: ${count?.n ?? 0} monitored items\n`);
  process.stdout.write('| cycle | market step s | check s | items checked | alerts |\n| --- | --- | --- | --- | --- |\n');
  for (let cycle = 1; cycle <= CYCLES; cycle++) {
    const t0 = performance.now();
    await advanceMarketDay(db);
    const t1 = performance.now();
    const result = await runMonitorCheck(db);
    const t2 = performance.now();
    process.stdout.write(`| ${cycle} | ${((t1 - t0) / 1000).toFixed(2)} | ${((t2 - t1) / 1000).toFixed(2)} | ${result.checked} | ${result.inserted.length} |\n`);
  }
}

async function main(): Promise<void> {
  const pglite = await openDatabase({});
  try {
    await bench('PGlite (in memory)', pglite);
  } finally {
    await pglite.close();
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const pg = await openDatabase({ url });
    try {
      await bench('PostgreSQL', pg);
    } finally {
      await pg.close();
    }
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
