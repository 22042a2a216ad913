// Fails when a key of one language is missing from another, or a value is empty. A language may add
// the plural forms its own rules have (`key_one`, `key_few`, … beside `key`, which every language
// keeps as the general form): English "1 day" needs `_one`, Chinese needs none.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const LOCALES = ['zh-CN', 'en-US', 'ru-RU'];

function flatten(obj, prefix = '') {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v]],
  );
}

export function checkLocales() {
  const keys = {};
  for (const locale of LOCALES) {
    const dir = path.join(root, 'locales', locale);
    keys[locale] = new Map();
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const ns = file.replace(/\.json$/, '');
      for (const [k, v] of flatten(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')))) keys[locale].set(`${ns}:${k}`, v);
    }
  }
  const problems = [];
  const PLURAL = /_(zero|one|two|few|many|other)$/;
  for (const locale of LOCALES) {
    const categories = new Set(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
    for (const key of [...keys[locale].keys()]) {
      const form = PLURAL.exec(key);
      if (!form) continue;
      const base = key.slice(0, form.index);
      if (!categories.has(form[1])) problems.push(`${locale} has ${key}, a plural form the language does not have`);
      else if (!keys[locale].has(base)) problems.push(`${locale} has ${key} without the general form ${base}`);
      keys[locale].delete(key);
    }
  }
  const all = new Set(LOCALES.flatMap((l) => [...keys[l].keys()]));
  for (const locale of LOCALES) {
    for (const key of all) {
      if (!keys[locale].has(key)) problems.push(`${locale} lacks ${key}`);
      else if (typeof keys[locale].get(key) !== 'string' || keys[locale].get(key).trim() === '') problems.push(`${locale} has an empty ${key}`);
    }
  }
  for (const p of problems.slice(0, 50)) console.error(`✗ ${p}`);
  if (problems.length > 50) console.error(`… and ${problems.length - 50} more`);
  if (!problems.length) console.log(`✓ locales: ${all.size} keys in each of ${LOCALES.join(', ')}`);
  return problems.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(checkLocales() ? 0 : 1);
