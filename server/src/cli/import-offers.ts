import { importOffers } from '../services/market/offers';
import { clearMarketCache } from '../services/market/service';
import { readJsonFile, runCommand, withDatabase } from './run';

/**
 * `npm run -w server import:offers -- <file.json>`: imports observed offers (the sellers on each
 * listed card and their prices on `asOf`; the shape of `offersImportSchema`, see the server README).
 * The file is checked whole and written in one transaction, or not at all.
 * Exit codes: 0 imported, 1 refused (the reasons on stderr), 2 usage.
 */
async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('usage: npm run -w server import:offers -- <offers.json>\n');
    return 2;
  }
  const read = readJsonFile(file);
  if (!read) return 1;
  return withDatabase(async (db) => {
    const outcome = await importOffers(db, read.raw);
    if (outcome.kind === 'invalid') {
      process.stderr.write(`refused, nothing changed:\n${outcome.issues.map((i) => `  ${i}`).join('\n')}\n`);
      return 1;
    }
    clearMarketCache(db);
    process.stdout.write(`imported ${outcome.offers} offers on ${outcome.cards} cards; ${outcome.left} sellers left their cards\n`);
    return 0;
  });
}

runCommand(main);
