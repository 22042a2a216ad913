/**
 * `npm run backup` / `npm run restore` for both databases (see README "Operations").
 *
 * - PostgreSQL (DATABASE_URL): pg_dump's custom format, restored by pg_restore in one transaction into
 *   an empty database, when the machine's pg_dump is at least the server's version; otherwise (or
 *   with `--logical`) the logical backup of ./logical.ts through the driver.
 * - PGlite (DATA_DIR): the whole data folder as PGlite's own gzipped tarball (`dumpDataDir`), restored
 *   with `loadDataDir` into a data folder that holds no database yet; `--logical` as above.
 *
 * A file names its format by its first bytes, so restore needs no option.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants, gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../../db/client';
import { settleDailyPartitions } from '../market/partitions';
import { dumpLogical, LOGICAL_FORMAT, restoreLogical, tableCounts } from './logical';

export type BackupFormat = 'pg_dump' | 'pglite' | 'logical';

export interface Target {
  /** PostgreSQL URL, or undefined for the embedded database in `pgliteDir`. */
  url: string | undefined;
  pgliteDir: string;
}

export interface Outcome {
  format: BackupFormat;
  file: string;
  bytes: number;
  /** Rows per table of the backed-up or restored database. */
  counts: Record<string, number>;
}

/** Runs a tool; resolves with its stdout, rejects with its stderr. */
function runTool(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} failed: ${err.trim() || `exit code ${code}`}`))));
  });
}

/** libpq's environment for a URL, so that no password appears on a command line. */
function libpqEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = { PGHOST: decodeURIComponent(u.hostname), PGPORT: u.port || '5432', PGDATABASE: decodeURIComponent(u.pathname.slice(1)) };
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** The major version of the machine's pg_dump, or null when there is none. */
async function pgDumpMajor(): Promise<number | null> {
  try {
    const text = await runTool('pg_dump', ['--version']);
    const major = /(\d+)(?:\.\d+)?/.exec(text)?.[1];
    return major ? Number(major) : null;
  } catch {
    return null;
  }
}

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>('SHOW server_version_num');
    return Math.floor(Number(rows[0]?.v ?? 0) / 10_000);
  } finally {
    await client.end();
  }
}

const FILE_MODE = 0o600;

/** Writes a backup of `target` to `file` (which must not exist). */
export async function backup(target: Target, file: string, opts: { logical?: boolean } = {}): Promise<Outcome> {
  if (fs.existsSync(file)) throw new Error(`${file} exists already: name a new file.`);
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (target.url && !opts.logical) {
    const tool = await pgDumpMajor();
      const server = await serverMajor(target.url);
    if (tool !== null && tool >= server) {
      await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`], libpqEnv(target.url));
      fs.chmodSync(file, FILE_MODE);
      const counts = await withDatabase(target, tableCounts);
      return { format: 'pg_dump', file, bytes: fs.statSync(file).size, counts };
    }
  }
  if (!target.url && !opts.logical) {
    if (!fs.existsSync(path.join(target.pgliteDir, 'PG_VERSION'))) throw new Error(`There is no database in ${target.pgliteDir} to back up.`);
    const client = await PGlite.create(target.pgliteDir);
    try {
      const tarball = await client.dumpDataDir('gzip');
      fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()), { flag: 'wx', mode: FILE_MODE });
    } finally {
      await client.close();
    }
    const counts = await withDatabase(target, tableCounts);
    return { format: 'pglite', file, bytes: fs.statSync(file).size, counts };
  }
  const counts = await withDatabase(target, (db) => dumpLogical(db, file));
  fs.chmodSync(file, FILE_MODE);
  return { format: 'logical', file, bytes: fs.statSync(file).size, counts };
}

/** The format of a backup file, from its first bytes. */
export function formatOf(file: string): BackupFormat {
  const fd = fs.openSync(file, 'r');
  const head = Buffer.alloc(512);
  const read = fs.readSync(fd, head, 0, head.length, 0);
  fs.closeSync(fd);
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'pg_dump';
  if (read >= 2 && head[0] === 0x1f && head[1] === 0x8b) {
    // Both gzipped: the logical backup's first line names its format; PGlite's tarball starts with a file name.
    let first = '';
    try {
      first = gunzipSync(head.subarray(0, read), { finishFlush: zlibConstants.Z_SYNC_FLUSH }).toString('utf8', 0, 40);
    } catch {
      first = '';
    }
    return first.startsWith(`{"format":"${LOGICAL_FORMAT}"`) ? 'logical' : 'pglite';
  }
  throw new Error(`${file} is not a MarketLens backup (neither pg_dump's custom format, a PGlite data folder nor a logical backup).`);
}

/** Restores `file` into `target`, which must hold no data. */
export async function restore(target: Target, file: string): Promise<Outcome> {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist.`);
  const format = formatOf(file);
  const bytes = fs.statSync(file).size;
  if (format === 'pg_dump') {
    if (!target.url) throw new Error('This is a PostgreSQL backup (pg_dump): set DATABASE_URL to the empty database to restore it into.');
    if ((await tablesIn(target.url)) > 0) throw new Error('The target database has tables already: create an empty database (createdb) and restore into it.');
    await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${libpqEnv(target.url).PGDATABASE ?? ''}`, file], libpqEnv(target.url));
    return { format, file, bytes, counts: await withDatabase(target, tableCounts) };
  }
  if (format === 'pglite') {
    if (target.url) throw new Error('This is a backup of the embedded database (PGlite): unset DATABASE_URL and set DATA_DIR to restore it, or make a logical backup (--logical) to move it to PostgreSQL.');
    if (fs.existsSync(path.join(target.pgliteDir, 'PG_VERSION'))) throw new Error(`${target.pgliteDir} holds a database already: restore into a new DATA_DIR.`);
    const client = await PGlite.create(target.pgliteDir, { loadDataDir: new Blob([fs.readFileSync(file)]) });
    await client.close();
    return { format, file, bytes, counts: await withDatabase(target, tableCounts) };
  }
  return {
    format,
    file,
    bytes,
    counts: await withDatabase(target, async (db) => {
      const counts = await restoreLogical(db, file);
      // The daily tables' rows went to the target's default partitions: into their months now.
      await settleDailyPartitions(db);
      return counts;
    }),
  };
}

/** Tables in a PostgreSQL database (ours are in the public and drizzle schemas). */
async function tablesIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>("SELECT count(*) AS n FROM pg_tables WHERE schemaname IN ('public', 'drizzle')");
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** Opens (and migrates) the target database for `work`, then closes it. */
async function withDatabase<T>(target: Target, work: (db: Database['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url: target.url, dataDir: target.url ? undefined : target.pgliteDir });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}
