import { runPricingImport, whoRuns } from '../services/imports/runs';
import { print, readJsonSource, runCommand, withDatabase } from './run';

/**
 * `npm run -w server import:pricing -- <file.json>`: adds a version of the pricing tables (the
 * shape of core's `pricingTablesSchema`; see the server README). The file is checked whole and
 * written in one statement, or not at all; a version already present is refused, never replaced.
 * Every run is recorded in the import history the console shows.
 * Exit codes: 0 imported, 1 refused (the reasons on stderr), 2 usage.
 */
async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('usage: npm run -w server import:pricing -- <tables.json>\n');
    return 2;
  }
  const source = readJsonSource(file);
  return withDatabase(async (db) => print(await runPricingImport(db, source, { command: `npm run -w server import:pricing -- ${file}`, runBy: whoRuns(), files: [file] })));
}

runCommand(main);
