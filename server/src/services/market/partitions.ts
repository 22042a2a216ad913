import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

// The daily tables are partitioned by month (PARTITION BY RANGE (day), migration 0017): one partition
// per calendar month, named <table>_pYYYYMM, and a default partition that takes the days of a month
// without one yet (an import of old days, a test's rows), so that a write never fails for want of a
// partition. The daily step makes its month's partition (and the next) before it writes; whatever
// landed in the default partition moves into its month when the rollups are refreshed.

export const DAILY_TABLES = ['goods_daily', 'keyword_daily'] as const;
type DailyTable = (typeof DAILY_TABLES)[number];

// Any constant serves, as long as every instance uses the same one.
const PARTITION_LOCK = 724_312;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The first day of the month of `day` (YYYY-MM-DD), and the first day of the month `add` months later. */
export function monthStart(day: string, add = 0): string {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + add);
  return d.toISOString().slice(0, 10);
}

const partitionName = (table: DailyTable, month: string) => `${table}_p${month.slice(0, 4)}${month.slice(5, 7)}`;

async function ensureMonth(tx: Pick<Db, 'execute'>, table: DailyTable, month: string): Promise<boolean> {
  const name = partitionName(table, month);
  const [found] = (await tx.execute<{ ok: boolean }>(sql`SELECT to_regclass(${name}) IS NOT NULL AS ok`)).rows;
  if (found?.ok) return false;
  const next = monthStart(month, 1);
  // Made beside the table, filled with the month's rows from the default partition, then attached:
  // the attach checks the default partition holds none of the month's days any more.
  await tx.execute(sql.raw(`CREATE TABLE ${name} (LIKE ${table} INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`));
  await tx.execute(sql.raw(`
    WITH moved AS (DELETE FROM ${table}_default WHERE day >= '${month}' AND day < '${next}' RETURNING *)
    INSERT INTO ${name} SELECT * FROM moved`));
  await tx.execute(sql.raw(`ALTER TABLE ${table} ATTACH PARTITION ${name} FOR VALUES FROM ('${month}') TO ('${next}')`));
  return true;
}

/**
 * Makes the monthly partitions of every daily table from the month of `from` to the month of `to`
 * (both YYYY-MM-DD), moving any of their days out of the default partition. Returns how many it made.
 */
export async function ensureDailyPartitions(db: Db, from: string, to: string): Promise<number> {
  return db.transaction(async (tx) => ensureDailyPartitionsIn(tx, from, to));
}

/** ensureDailyPartitions inside the caller's transaction. */
export async function ensureDailyPartitionsIn(tx: Pick<Db, 'execute'>, from: string, to: string): Promise<number> {
  if (!DAY.test(from) || !DAY.test(to)) throw new Error(`bad days ${from}..${to}`);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${PARTITION_LOCK})`);
  let made = 0;
  for (const table of DAILY_TABLES) {
    for (let month = monthStart(from); month <= to; month = monthStart(month, 1)) if (await ensureMonth(tx, table, month)) made++;
  }
  return made;
}

/**
 * Moves every day the default partitions hold into its month's partition (made as needed), and makes
 * the partitions of the latest day's month and the next ahead of the daily step. Returns the partitions made.
 */
export async function settleDailyPartitions(db: Db): Promise<number> {
  const found = await db.execute<{ month: string }>(sql`
    SELECT DISTINCT to_char(date_trunc('month', day), 'YYYY-MM-DD') AS month FROM goods_daily_default
    UNION SELECT to_char(date_trunc('month', day), 'YYYY-MM-DD') FROM keyword_daily_default
    UNION SELECT to_char(date_trunc('month', max(day) + 1), 'YYYY-MM-DD') FROM goods_daily`);
  let made = 0;
  for (const { month } of found.rows) {
    if (!month) continue;
    made += await ensureDailyPartitions(db, month, month);
  }
  return made;
}

/** The monthly partitions of a daily table, oldest first (the default partition left out). */
export async function dailyPartitions(db: Db, table: DailyTable): Promise<string[]> {
  const found = await db.execute<{ name: string }>(sql`
    SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = ${table}::regclass AND c.relname <> ${`${table}_default`} ORDER BY c.relname`);
  return found.rows.map((r) => r.name);
}
