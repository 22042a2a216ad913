import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase, testTargets } from '../../testing/db';
import { advanceMarketDay } from '../market/advance';
import { dailyPartitions, monthStart } from '../market/partitions';
import { rollupLatestDay, updateRollups } from './rollups';

// Every rollup table, whole and in one order, so that two builds compare row for row.
const TABLES = {
  goods_window: 'window_days, goods_id',
  group_window: 'window_days, kind, scope_type_id, id',
  keyword_window: 'window_days, keyword_id',
  market_daily: 'scope_type_id, day',
  goods_cumulative: 'day, goods_id',
} as const;

describe.each(testTargets)('rollups on $name', ({ url }) => {
  let database: Database;
  const query = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => (await database.db.execute<T>(q)).rows;
  const snapshot = async () => {
    const all: Record<string, unknown[]> = {};
    for (const [table, order] of Object.entries(TABLES)) all[table] = await query(sql.raw(`SELECT * FROM ${table} ORDER BY ${order}`));
    return all;
  };

  beforeAll(async () => {
    database = await openTestDatabase(url);
  });
  afterAll(async () => database.close());

  it('keeps the daily tables in monthly partitions, the new days in theirs and none in the default partition', async () => {
    const [first] = await query<{ first: string; latest: string }>(sql`SELECT min(day)::text AS first, max(day)::text AS latest FROM goods_daily`);
    if (!first) throw new Error('no market');
    const months: string[] = [];
    for (let m = monthStart(first.first); m <= monthStart(first.latest, 1); m = monthStart(m, 1)) months.push(`goods_daily_p${m.slice(0, 4)}${m.slice(5, 7)}`);
    expect(await dailyPartitions(database.db, 'goods_daily')).toEqual(months);
    expect((await dailyPartitions(database.db, 'keyword_daily')).length).toBe(months.length);
    const [kind] = await query<{ partitioned: boolean }>(sql`SELECT relkind = 'p' AS partitioned FROM pg_class WHERE relname = 'goods_daily'`);
    expect(kind?.partitioned).toBe(true);
    const [stray] = await query<{ n: number }>(sql`SELECT (SELECT count(*) FROM goods_daily_default) + (SELECT count(*) FROM keyword_daily_default) AS n`);
    expect(Number(stray?.n)).toBe(0);
  });

  it('moves the rollups forward by each new day to what a full rebuild makes', async () => {
    const before = await rollupLatestDay(database.db);
    for (let i = 0; i < 4; i++) expect(await advanceMarketDay(database.db)).not.toBeNull();
    const latest = await rollupLatestDay(database.db);
    expect(latest).not.toBe(before);
    // The daily step went by the new days alone: the running totals' older days were not rewritten.
    const [kept] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM goods_cumulative WHERE day <= ${before}::date AND xmin = (SELECT xmin FROM goods_cumulative WHERE day = ${latest}::date LIMIT 1)`);
    expect(kept?.n).toBe(0);
    const stepped = await snapshot();
    expect(stepped.goods_window?.length).toBeGreaterThan(0);
    expect(await updateRollups(database.db, { full: true })).toBe('full');
    expect(await snapshot()).toEqual(stepped);
    const [stray] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM goods_daily_default`);
    expect(stray?.n).toBe(0);
  }, 240_000);

  it('steps when the market moved, rebuilds on a forced refresh, and settles days written outside any month\'s partition', async () => {
    const [d] = await query<{ latest: string }>(sql`SELECT max(day)::text AS latest FROM goods_daily`);
    if (!d) throw new Error('no market');
    expect(await updateRollups(database.db)).toBe('none');
    expect(await advanceMarketDay(database.db)).not.toBeNull();
    expect(await updateRollups(database.db)).toBe('none');
    // A day two years back lands in the default partition; the forced refresh moves it into its month.
    const old = `${Number(d.latest.slice(0, 4)) - 2}-03-15`;
    await database.db.execute(sql`INSERT INTO goods_daily (goods_id, day, type_id, sub_type_id, shop_id, brand_id, sales, gmv)
                                  SELECT id, ${old}::date, type_id, sub_type_id, shop_id, brand_id, 1, price FROM goods ORDER BY id LIMIT 3`);
    const [landed] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM goods_daily_default`);
    expect(landed?.n).toBe(3);
    expect(await updateRollups(database.db, { force: true })).toBe('full');
    const [moved] = await query<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM goods_daily_p${old.slice(0, 4)}03`));
    expect(moved?.n).toBe(3);
    const [stray] = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM goods_daily_default`);
    expect(stray?.n).toBe(0);
  }, 240_000);
});
