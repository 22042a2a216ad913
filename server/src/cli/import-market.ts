import fs from 'node:fs';
import path from 'node:path';
import { importMarket, readImportFiles } from '../services/market/import';
import { runCommand, withDatabase } from './run';

/**
 * `npm run import -- FILE [FILE ...]`: imports observed market data (docs/import-format.md): one JSON
 * file with the sections, or CSV files named by section (shops.csv, goods-daily.csv, ...), or a
 * folder of them. Every row is checked; any rejected row refuses the whole import, listed with its
 * file and line, and nothing is written. Exit codes: 0 imported, 1 refused, 2 usage.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (!args.length) {
    process.stderr.write('usage: npm run import -- <market.json | shops.csv goods.csv goods-daily.csv ... | folder>\n');
    return 2;
  }
  const files: { name: string; content: string }[] = [];
  for (const arg of args) {
    const full = path.resolve(arg);
    let names: string[];
    try {
      names = fs.statSync(full).isDirectory() ? fs.readdirSync(full).filter((n) => /\.(csv|json)$/i.test(n)).sort().map((n) => path.join(full, n)) : [full];
    } catch (err) {
      process.stderr.write(`cannot read ${arg}: ${err instanceof Error ? err.message : String(err)}\n`);
      return 1;
    }
    for (const name of names) files.push({ name, content: fs.readFileSync(name, 'utf8') });
  }
  const input = readImportFiles(files);
  return withDatabase(async (db) => {
    const outcome = await importMarket(db, input);
    if (outcome.kind === 'rejected') {
      process.stderr.write(`refused, nothing changed: ${outcome.total} of ${outcome.checked} rows rejected\n`);
      for (const r of outcome.rejected) process.stderr.write(`  ${r.where}: ${r.reason}\n`);
      if (outcome.total > outcome.rejected.length) process.stderr.write(`  … and ${outcome.total - outcome.rejected.length} more\n`);
      return 1;
    }
    const c = outcome.counts;
    process.stdout.write(
      `imported ${c.shops} shops, ${c.brands} brands, ${c.goods} goods, ${c.goodsDaily} goods-days, ${c.keywords} search words, ${c.keywordDaily} word-days; latest day ${outcome.latestDay ?? '—'}; rollups rebuilt\n`,
    );
    return 0;
  });
}

runCommand(main);
