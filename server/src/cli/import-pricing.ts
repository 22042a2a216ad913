import { importTables } from '../services/pricing/tables';
import { readJsonFile, runCommand, withDatabase } from './run';

/**
 * `npm run -w server import:pricing -- <file.json>`: adds a version of the pricing tables (the
 * shape of core's `pricingTablesSchema`; see the server README). The file is checked whole and
 * written in one statement, or not at all; a version already present is refused, never replaced.
 * Exit codes: 0 imported, 1 refused (the reasons on stderr), 2 usage.
 */
async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('usage: npm run -w server import:pricing -- <tables.json>\n');
    return 2;
  }
  const read = readJsonFile(file);
  if (!read) return 1;
  return withDatabase(async (db) => {
    const outcome = await importTables(db, read.raw);
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
  });
}

runCommand(main);
