import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { refreshRollups } from '../workbench/rollups';
import { moscowYesterday } from './advance';
import { IMPORT_SECTIONS, importRowSchemas, type ImportInput, type ImportOutcome, type ImportRows, type ImportSection, type Rejection } from './import-rows';
import { writeImport } from './import-write';
import { clearMarketCache } from './service';
import { rows } from './window';

/**
 * The import of observed market data (docs/import-format.md): shops, brands, goods, their daily
 * sales, search words and their daily heat, from one JSON file or CSV files named by section. Every
 * row is checked on its own and against the rest (ids it refers to, categories, days); any rejected
 * row refuses the whole import, with the list of rejected rows, and nothing is written. A clean
 * import is written in one transaction (rows of the same id replace the stored ones), then the
 * workbench's rollups are rebuilt.
 */

export { IMPORT_SECTIONS, importRowSchemas, type ImportInput, type ImportOutcome, type ImportSection, type Rejection } from './import-rows';
export { readImportFiles } from './import-files';

/** Rejected rows listed at most; the count says how many there were in all. */
const REPORT_MAX = 200;

const issueText = (e: z.ZodError) =>
  e.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || 'row'}: ${i.message}`)
    .join('; ');

/** Checks every row and, when none is rejected, writes them all in one transaction and rebuilds the rollups. */
export async function importMarket(db: Db, input: ImportInput, opts: { today?: string } = {}): Promise<ImportOutcome> {
  const rejected: Rejection[] = [...input.problems];
  const good = { shops: [], brands: [], goods: [], goodsDaily: [], keywords: [], keywordDaily: [] } as ImportRows;
  const whereOf = new Map<object, string>();
  let checked = 0;
  for (const section of IMPORT_SECTIONS) {
    const seen = new Set<string>();
    for (const { where, raw } of input.sections[section]) {
      checked++;
      const parsed = importRowSchemas[section].safeParse(raw);
      if (!parsed.success) {
        rejected.push({ where, reason: issueText(parsed.error) });
        continue;
      }
      const row = parsed.data as Record<string, unknown>;
      const key = section === 'goodsDaily' ? `${String(row.goodsId)}:${String(row.day)}` : section === 'keywordDaily' ? `${String(row.keywordId)}:${String(row.day)}` : String(row.id);
      if (seen.has(key)) {
        rejected.push({ where, reason: section.endsWith('Daily') ? 'the same id and day appear twice in the import' : `id ${String(row.id)} appears twice in the import` });
        continue;
      }
      seen.add(key);
      whereOf.set(row, where);
      (good[section] as Record<string, unknown>[]).push(row);
    }
  }

  // Checks against the database: categories, the ids rows refer to, words, days.
  const cats = await rows<{ type_id: number; parent_id: number | null }>(db, sql`SELECT type_id, parent_id FROM categories`);
  const top = new Set(cats.filter((c) => c.parent_id === null).map((c) => Number(c.type_id)));
  const parentOf = new Map(cats.filter((c) => c.parent_id !== null).map((c) => [Number(c.type_id), Number(c.parent_id)]));
  const existing = async (table: 'shops' | 'brands' | 'goods' | 'keywords', ids: number[]) => {
    if (!ids.length) return new Set<number>();
    const found = await rows<{ id: number }>(db, sql`SELECT id FROM ${sql.identifier(table)} WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`);
    return new Set(found.map((r) => Number(r.id)));
  };
  // Ids of rows rejected above: a row referring to one is told so, not that the id is unknown.
  const rejectedIds = (section: 'shops' | 'brands' | 'goods' | 'keywords') => {
    const kept = new Set(good[section].map((r) => r.id));
    return new Set(input.sections[section].map(({ raw }) => Number((raw as { id?: unknown } | null)?.id)).filter((n) => Number.isInteger(n) && !kept.has(n)));
  };
  const known = (section: 'shops' | 'brands' | 'goods' | 'keywords', dbIds: Set<number>) => {
    const fileIds = new Set(good[section].map((r) => r.id));
    const refused = rejectedIds(section);
    const noun = { shops: 'shop', brands: 'brand', goods: 'goods', keywords: 'keyword' }[section];
    return (n: number): string | null => (fileIds.has(n) || dbIds.has(n) ? null : refused.has(n) ? `${noun} ${n} is rejected in this import` : `${noun} ${n} is neither in the import nor stored`);
  };
  const reject = (row: object, reason: string) => rejected.push({ where: whereOf.get(row) ?? '?', reason });
  const keep = <T extends object>(list: T[], ok: (row: T) => string | null): T[] =>
    list.filter((row) => {
      const why = ok(row);
      if (why) reject(row, why);
      return !why;
    });

  const topOk = (typeId: number) => (top.has(typeId) ? null : `typeId ${typeId} is not a top-level category`);
  const subOk = (typeId: number, subTypeId: number) => (parentOf.get(subTypeId) === typeId ? null : `subTypeId ${subTypeId} is not a subcategory of ${typeId}`);
  good.shops = keep(good.shops, (r) => topOk(r.typeId));
  good.brands = keep(good.brands, (r) => topOk(r.typeId));
  const shopKnown = known('shops', await existing('shops', [...new Set(good.goods.map((g) => g.shopId))]));
  const brandKnown = known('brands', await existing('brands', [...new Set(good.goods.map((g) => g.brandId))]));
  const latestRow = await rows<{ day: string | null }>(db, sql`SELECT max(day)::text AS day FROM goods_daily`);
  const latest = latestRow[0]?.day ?? null;
  const lastDay = latest ?? opts.today ?? moscowYesterday();
  const dayOk = (d: string) =>
    d > lastDay ? (latest ? `day ${d} is after the market's latest day ${latest}: the daily step adds new days` : `day ${d} is in the future`) : null;
  good.goods = keep(good.goods, (g) => topOk(g.typeId) ?? subOk(g.typeId, g.subTypeId) ?? shopKnown(g.shopId) ?? brandKnown(g.brandId) ?? (g.listedOn > lastDay ? `listedOn ${g.listedOn} is after ${lastDay}` : null));
  const goodsKnown = known('goods', await existing('goods', [...new Set(good.goodsDaily.map((d) => d.goodsId))]));
  const listedOn = new Map(good.goods.map((g) => [g.id, g.listedOn]));
  good.goodsDaily = keep(good.goodsDaily, (d) => goodsKnown(d.goodsId) ?? dayOk(d.day) ?? ((listedOn.get(d.goodsId) ?? '') > d.day ? `day ${d.day} is before the goods' listedOn` : null));
  good.keywords = keep(good.keywords, (k) => topOk(k.typeId) ?? subOk(k.typeId, k.subTypeId));
  const wordsTaken = good.keywords.length
    ? await rows<{ id: number; word: string }>(db, sql`SELECT id, word FROM keywords WHERE word IN (SELECT jsonb_array_elements_text(${JSON.stringify(good.keywords.map((k) => k.word))}::jsonb))`)
    : [];
  const wordOwner = new Map(wordsTaken.map((w) => [w.word, Number(w.id)]));
  const fileWords = new Map<string, number>();
  good.keywords = keep(good.keywords, (k) => {
    const owner = wordOwner.get(k.word);
    if (owner !== undefined && owner !== k.id) return `the word is already keyword ${owner}`;
    const twin = fileWords.get(k.word);
    if (twin !== undefined) return `the word is also keyword ${twin} in the import`;
    fileWords.set(k.word, k.id);
    return null;
  });
  const keywordKnown = known('keywords', await existing('keywords', [...new Set(good.keywordDaily.map((d) => d.keywordId))]));
  good.keywordDaily = keep(good.keywordDaily, (d) => keywordKnown(d.keywordId) ?? dayOk(d.day));

  if (rejected.length) return { kind: 'rejected', rejected: rejected.slice(0, REPORT_MAX), total: rejected.length, checked };
  await writeImport(db, good);
  await refreshRollups(db, { force: true });
  clearMarketCache(db);
  const after = await rows<{ day: string | null }>(db, sql`SELECT max(day)::text AS day FROM goods_daily`);
  return {
    kind: 'ok',
    counts: Object.fromEntries(IMPORT_SECTIONS.map((s) => [s, good[s].length])) as Record<ImportSection, number>,
    latestDay: after[0]?.day ?? null,
  };
}
