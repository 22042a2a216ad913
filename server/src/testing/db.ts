import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { seed } from '../db/seed';

/** The databases every server test runs against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testTargets: readonly { name: string; url: string | undefined }[] = [
  { name: 'PGlite', url: undefined },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', url: process.env.TEST_DATABASE_URL }] : []),
];

/**
 * Opens a fresh, migrated and seeded database: in-memory PGlite, or a new database created on the
 * PostgreSQL server at `url` and dropped again on close, so test files never see each other's rows.
 */
export async function openTestDatabase(url: string | undefined): Promise<Database> {
  // The run's global setup seeded one database; each test database starts as a copy of it.
  if (!url) {
    const dump = inject('pgliteSeedDump');
    if (dump && fs.existsSync(dump)) return openDatabase({ loadDataDir: new Blob([fs.readFileSync(dump)]) });
    const database = await openDatabase({});
    await seed(database.db, { demo: true });
    return database;
  }
  const template = inject('postgresTemplate');
  const name = `ml_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // Copies from the template can collide with another file's copy starting at the same moment: try again.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
      break;
    } catch (err) {
      if (attempt >= 30 || !/being accessed by other users/.test(String(err))) throw err;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: dbUrl.toString() });
  if (!template) await seed(database.db, { demo: true });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      // A connection still closing would be killed by FORCE and report an error into the test
      // run; wait for it to go first and force only as the last resort.
      for (let attempt = 0; ; attempt++) {
        try {
          await dropper.query(`DROP DATABASE IF EXISTS ${name}${attempt >= 20 ? ' WITH (FORCE)' : ''}`);
          break;
        } catch (err) {
          if (attempt >= 20) throw err;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await dropper.end();
    },
  };
}
