/**
 * The logical backup: every table of the public schema as its rows' own text (`row::text`, the
 * composite literal PostgreSQL reads back exactly, whatever the column types), plus the sequences'
 * positions, in gzipped JSON lines. It is read and written through the driver alone, so it works on
 * PGlite and on any PostgreSQL server whatever pg_dump the machine has, and moves a database from
 * one kind to the other. The schema itself is not in it: the restore migrates the empty target with
 * this version's migrations, and refuses a backup made under other migrations.
 */
import fs from 'node:fs';
import readline from 'node:readline';
import { once } from 'node:events';
import { createGunzip, createGzip } from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';

export const LOGICAL_FORMAT = 'marketlens-logical';
const BATCH = 2000;

/** A raw query's rows, on a database handle or in a transaction. */
async function rows<T extends Record<string, unknown>>(db: Tx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

interface Header {
  format: typeof LOGICAL_FORMAT;
  version: 1;
  createdAt: string;
  /** The newest migration applied to the database dumped (drizzle's `created_at` of it). */
  migration: string;
  tables: string[];
}

type Line = Header | { table: string } | { row: string } | { sequence: string; lastValue: string | null } | { end: true; counts: Record<string, number> };

/** The newest migration applied (its timestamp in drizzle's journal), or '' on a database never migrated. */
export async function newestMigration(db: Tx): Promise<string> {
  const found = await rows<{ t: string | null }>(db, sql`SELECT max(created_at)::text AS t FROM drizzle.__drizzle_migrations`).catch(() => [{ t: null }]);
  return found[0]?.t ?? '';
}

/**
 * The public tables, whole: a partitioned table (the daily tables, by month) counts once with all
 * its rows, and its partitions are left out, so no row is read twice and a restore routes each row
 * to whatever partitions the target has (settled into their months afterwards).
 */
async function publicTables(db: Tx): Promise<string[]> {
  return (
    await rows<{ name: string }>(
      db,
      sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
    )
  ).map((r) => r.name);
}

/** Text forms that read back to the same values on any server. */
async function exactText(tx: Tx): Promise<void> {
  await tx.execute(sql`SET LOCAL DateStyle = ISO, YMD`);
  await tx.execute(sql`SET LOCAL IntervalStyle = postgres`);
  await tx.execute(sql`SET LOCAL extra_float_digits = 3`);
  await tx.execute(sql`SET LOCAL bytea_output = hex`);
}

/** Writes the logical backup of `db` to `file`; answers the rows per table. One snapshot (repeatable read) for all of it. */
export async function dumpLogical(db: Db, file: string): Promise<Record<string, number>> {
  const gzip = createGzip();
  const out = fs.createWriteStream(file, { flags: 'wx' });
  const done = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve).on('error', reject);
    gzip.on('error', reject);
  });
  gzip.pipe(out);
  const write = async (line: Line) => {
    if (!gzip.write(`${JSON.stringify(line)}\n`)) await once(gzip, 'drain');
  };
  const counts: Record<string, number> = {};
  await db.transaction(
    async (tx) => {
      await exactText(tx);
      const tables = await publicTables(tx);
      await write({ format: LOGICAL_FORMAT, version: 1, createdAt: new Date().toISOString(), migration: await newestMigration(tx), tables });
      for (const table of tables) {
        await write({ table });
        counts[table] = 0;
        // A cursor in the snapshot: the rows come in pages, each read once.
        await tx.execute(sql`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT x::text AS r FROM ${sql.identifier(table)} x`);
        for (;;) {
          const page = await rows<{ r: string }>(tx, sql`FETCH ${sql.raw(String(BATCH))} FROM backup_rows`);
          for (const { r } of page) await write({ row: r });
          counts[table] += page.length;
          if (page.length < BATCH) break;
        }
        await tx.execute(sql`CLOSE backup_rows`);
      }
      for (const s of await rows<{ name: string; last: string | null }>(tx, sql`SELECT sequencename AS name, last_value::text AS last FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`)) {
        await write({ sequence: s.name, lastValue: s.last });
      }
      await write({ end: true, counts });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  gzip.end();
  await done;
  return counts;
}

/** Rows in each public table of `db` (the restore's target must have none; the round-trip test compares them). */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await publicTables(db)) {
    const [row] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

/**
 * Loads a logical backup into `db`, migrated by this version and holding no rows, in one
 * transaction: a backup that is cut short, made under other migrations or does not add up leaves
 * the target as empty as it was.
 */
export async function restoreLogical(db: Db, file: string): Promise<Record<string, number>> {
  const nonEmpty = Object.entries(await tableCounts(db)).filter(([, n]) => n > 0);
  if (nonEmpty.length) throw new Error(`The target database is not empty (${nonEmpty.slice(0, 3).map(([t, n]) => `${t}: ${n} rows`).join(', ')}…): restore into an empty database.`);
  const lines = readline.createInterface({ input: fs.createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  const next = async (): Promise<Line | undefined> => {
    const { value, done } = await iterator.next();
    return done ? undefined : (JSON.parse(value as string) as Line);
  };
  const header = await next().catch(() => undefined);
  if (!header || !('format' in header) || header.format !== LOGICAL_FORMAT) throw new Error(`${file} is not a MarketLens logical backup.`);
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    await exactText(tx);
    const here = await newestMigration(tx);
    if (header.migration !== here) {
      throw new Error(`The backup was made under other migrations (newest ${header.migration || 'none'}, this version's ${here || 'none'}): restore it with the version that made it.`);
    }
    const known = new Set(await publicTables(tx));
    let table = '';
    let batch: string[] = [];
    const flush = async () => {
      if (!batch.length) return;
      // OFFSET 0 keeps the cast to one evaluation per row before the columns are spread.
      await tx.execute(
        sql`INSERT INTO ${sql.identifier(table)} SELECT (x).* FROM (SELECT v::${sql.identifier(table)} AS x FROM jsonb_array_elements_text(${JSON.stringify(batch)}::jsonb) v OFFSET 0) s`,
      );
      counts[table] = (counts[table] ?? 0) + batch.length;
      batch = [];
    };
    for (let line = await next(); ; line = await next()) {
      if (line === undefined) throw new Error(`${file} ends before its last line: the backup is incomplete.`);
      if ('row' in line) {
        batch.push(line.row);
        if (batch.length >= BATCH) await flush();
      } else if ('table' in line) {
        await flush();
        if (!known.has(line.table)) throw new Error(`The backup has a table this version does not know: ${line.table}.`);
        table = line.table;
        counts[table] = 0;
      } else if ('sequence' in line) {
        await flush();
        if (line.lastValue !== null) await tx.execute(sql`SELECT setval(${`public.${line.sequence}`}::regclass, ${line.lastValue}::bigint, true)`);
      } else if ('end' in line) {
        await flush();
        for (const [name, n] of Object.entries(line.counts)) {
          if ((counts[name] ?? 0) !== n) throw new Error(`Table ${name}: the backup says ${n} rows, ${counts[name] ?? 0} were read.`);
        }
        break;
      }
    }
  });
  return counts;
}
