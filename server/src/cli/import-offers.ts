import { runOffersImport, whoRuns } from '../services/imports/runs';
import { print, readJsonSource, runCommand, withDatabase } from './run';

/**
 * `npm run -w server import:offers -- <file.json>`: imports observed offers (the sellers on each
 * listed card and their prices on `asOf`; the shape of `offersImportSchema`, see the server README).
 * The file is checked whole and written in one transaction, or not at all. Every run is recorded
 * in the import history the console shows. Exit codes: 0 imported, 1 refused (the reasons on stderr), 2 usage.
 */
async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('usage: npm run -w server import:offers -- <offers.json>\n');
    return 2;
  }
  const source = readJsonSource(file);
  return withDatabase(async (db) => print(await runOffersImport(db, source, { command: `npm run -w server import:offers -- ${file}`, runBy: whoRuns(), files: [file] })));
}

runCommand(main);
