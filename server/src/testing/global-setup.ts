import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seed } from '../db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite database as a tarball on disk: each test database starts as a copy. */
    pgliteSeedDump: string;
    /** On the PostgreSQL server of TEST_DATABASE_URL, a migrated and seeded database each test database is created from. */
    postgresTemplate: string;
  }
}

/** Seeds once per run (the seed generates a year of market data), so that every test file starts from a copy. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketlens-test-'));
  const dumpFile = path.join(dir, 'seeded.tar');
  const url = process.env.TEST_DATABASE_URL;
  const template = url ? `ml_template_${randomBytes(6).toString('hex')}` : '';
  // Side by side: PGlite's seed runs here in WebAssembly, PostgreSQL's in the server's own processes
  // (its market is generated in SQL), so the second costs this process almost nothing.
  await Promise.all([seedPglite(dumpFile), url ? seedPostgres(url, template) : undefined]);
  project.provide('pgliteSeedDump', dumpFile);
  project.provide('postgresTemplate', template);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (url && template) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    }
  };
}

/** Seeds an in-memory PGlite database and writes it to `dumpFile` as a tarball. */
async function seedPglite(dumpFile: string): Promise<void> {
  const lite = await openDatabase({});
  await seed(lite.db, { demo: true });
  const blob = await lite.dump?.();
  if (!blob) throw new Error('PGlite could not dump the seeded database');
  fs.writeFileSync(dumpFile, Buffer.from(await blob.arrayBuffer()));
  await lite.close();
}

/** Creates the database `template` on the PostgreSQL server of `url` and seeds it. */
async function seedPostgres(url: string, template: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${template}`;
  const database = await openDatabase({ url: templateUrl.toString() });
  await seed(database.db, { demo: true });
  await database.close();
}
