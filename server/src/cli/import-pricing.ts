import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { describeDatabaseFailure } from '../db/errors';
import { lockDataDir } from '../db/lock';
import { importTables } from '../services/pricing/tables';

/**
 * `npm run -w server import:pricing -- <file.json>`: adds a version of the pricing tables (the
 * shape of core's `pricingTablesSchema`; see the server README). The file is checked whole and
 * written in one statement, or not at all; a version already present is refused, never replaced.
 * Exit codes: 0 imported, 1 refused (the reasons on stderr), 2 usage.
 */
async function main(): Promise<number> {
  // npm runs workspace scripts inside server/; the file and DATA_DIR are meant from where the command was typed.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('usage: npm run -w server import:pricing -- <tables.json>\n');
    return 2;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(path.resolve(file), 'utf8'));
  } catch (err) {
    process.stderr.write(`cannot read ${file} as JSON: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
  const config = loadConfig();
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite') }).catch((err: unknown) => {
    unlock();
    throw new Error(describeDatabaseFailure(err, config.databaseUrl));
  });
  try {
    const outcome = await importTables(database.db, raw);
    if (outcome.kind === 'invalid') {
      process.stderr.write(`refused, nothing changed:\n${outcome.issues.map((i) => `  ${i}`).join('\n')}\n`);
      return 1;
    }
    if (outcome.kind === 'duplicate') {
      process.stderr.write(`refused, nothing changed: version ${outcome.version} exists already; give the new tables a new version\n`);
      return 1;
    }
    process.stdout.write(`imported pricing tables ${outcome.version}, in force from ${outcome.effectiveFrom}\n`);
    return 0;
  } finally {
    await database.close();
    unlock();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
