import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { IMPORT_SECTIONS, type ImportInput, type ImportSection } from './import-rows';

/** CSV file names (without .csv) of each section. */
const CSV_NAMES: Readonly<Record<string, ImportSection>> = Object.freeze({
  shops: 'shops',
  brands: 'brands',
  goods: 'goods',
  'goods-daily': 'goodsDaily',
  goods_daily: 'goodsDaily',
  keywords: 'keywords',
  'keyword-daily': 'keywordDaily',
  keyword_daily: 'keywordDaily',
});

const emptyInput = (): ImportInput => ({ sections: { shops: [], brands: [], goods: [], goodsDaily: [], keywords: [], keywordDaily: [] }, problems: [] });

/** Reads JSON files (an object of sections) and CSV files (a section each, by file name) into rows to check. */
export function readImportFiles(files: readonly { name: string; content: string }[]): ImportInput {
  const input = emptyInput();
  for (const file of files) {
    const base = path.basename(file.name);
    const ext = path.extname(base).toLowerCase();
    if (ext === '.json') {
      let doc: unknown;
      try {
        doc = JSON.parse(file.content);
      } catch (err) {
        input.problems.push({ where: base, reason: `not valid JSON: ${err instanceof Error ? err.message : String(err)}` });
        continue;
      }
      if (!doc || typeof doc !== 'object' || Array.isArray(doc)) {
        input.problems.push({ where: base, reason: `must be an object with the sections ${IMPORT_SECTIONS.join(', ')}` });
        continue;
      }
      for (const [key, value] of Object.entries(doc)) {
        if (!(IMPORT_SECTIONS as readonly string[]).includes(key)) {
          input.problems.push({ where: `${base} ${key}`, reason: `unknown section; the sections are ${IMPORT_SECTIONS.join(', ')}` });
          continue;
        }
        if (!Array.isArray(value)) {
          input.problems.push({ where: `${base} ${key}`, reason: 'must be an array of rows' });
          continue;
        }
        value.forEach((raw, i) => input.sections[key as ImportSection].push({ where: `${base} ${key}[${i}]`, raw }));
      }
    } else if (ext === '.csv') {
      const section = CSV_NAMES[path.basename(base, ext).toLowerCase()];
      if (!section) {
        input.problems.push({ where: base, reason: `a CSV file is named by its section: ${Object.keys(CSV_NAMES).map((n) => `${n}.csv`).join(', ')}` });
        continue;
      }
      let records: Record<string, string>[];
      try {
        records = parseCsv(file.content.replace(/^\uFEFF/, ''), { columns: true, skip_empty_lines: true, trim: true, relax_column_count: false }) as Record<string, string>[];
      } catch (err) {
        input.problems.push({ where: base, reason: `not valid CSV: ${err instanceof Error ? err.message : String(err)}` });
        continue;
      }
      // Line 1 is the header, so the first record is line 2.
      records.forEach((raw, i) => input.sections[section].push({ where: `${base} line ${i + 2}`, raw }));
    } else {
      input.problems.push({ where: base, reason: 'only .json and .csv files are imported' });
    }
  }
  return input;
}
