import fs from 'node:fs';
import path from 'node:path';
import { readImportFiles } from '../services/market/import';
import { runMarketImport, whoRuns } from '../services/imports/runs';
import { print, runCommand, withDatabase } from './run';

/**
 * `npm run import -- FILE [FILE ...]`: imports observed market data (docs/import-format.md): one JSON
 * file with the sections, or CSV files named by section (shops.csv, goods-daily.csv, ...), or a
 * folder of them. Every row is checked; any rejected row refuses the whole import, listed with its
 * file and line, and nothing is written. Every run is recorded in the import history the console
 * shows. Exit codes: 0 imported, 1 refused, 2 usage.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (!args.length) {
    process.stderr.write('usage: npm run import -- <market.json | shops.csv goods.csv goods-daily.csv ... | folder>\n');
    return 2;
  }
  const files: { name: string; content: string }[] = [];
  const unreadable: { where: string; reason: string }[] = [];
  for (const arg of args) {
    const full = path.resolve(arg);
    try {
      const names = fs.statSync(full).isDirectory() ? fs.readdirSync(full).filter((n) => /\.(csv|json)$/i.test(n)).sort().map((n) => path.join(full, n)) : [full];
      for (const name of names) files.push({ name, content: fs.readFileSync(name, 'utf8') });
    } catch (err) {
      unreadable.push({ where: arg, reason: `cannot read: ${err instanceof Error ? err.message : String(err)}` });
    }
  }
  const input = readImportFiles(files);
  input.problems.unshift(...unreadable);
  const names = [...files.map((f) => path.relative(process.cwd(), f.name) || f.name), ...unreadable.map((u) => u.where)];
  return withDatabase(async (db) => print(await runMarketImport(db, input, { command: `npm run import -- ${args.join(' ')}`, runBy: whoRuns(), files: names })));
}

runCommand(main);
