import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { installGuards } from './guards';
import * as schema from './schema/index';
import type { Db } from './types';

export type { Db, Schema, Tx } from './types';

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the connection pool and its address (shared limits, LISTEN/NOTIFY: server/src/cluster). */
  readonly pool?: pg.Pool;
  readonly url?: string;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, to open copies of it with `loadDataDir`. */
  dump?(): Promise<Blob>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Opens PostgreSQL at `url`, or embedded PGlite in `dataDir` (in memory when dataDir is undefined), and migrates it. */
export async function openDatabase(opts: {
  url?: string | undefined;
  dataDir?: string | undefined;
  /** Told when an idle pooled connection breaks (server restart, terminated backend). */
  onIdleError?: ((err: Error) => void) | undefined;
  /** PGlite in memory only: start from this dump (see `Database.dump`) instead of an empty database. */
  loadDataDir?: Blob | undefined;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // Without a listener a broken idle connection would crash the process; the pool drops the
    // client and the next query opens a new one.
    pool.on('error', (err) => opts.onIdleError?.(err));
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    await installGuards(db);
    return { db, kind: 'postgres', pool, url: opts.url, close: () => pool.end() };
  }
  const client = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  await installGuards(db);
  return { db, kind: 'pglite', close: () => client.close(), dump: async () => client.dumpDataDir('none') };
}
