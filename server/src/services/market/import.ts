import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { refreshRollups } from '../workbench/rollups';
import { moscowYesterday } from './advance';
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

export const IMPORT_SECTIONS = ['shops', 'brands', 'goods', 'goodsDaily', 'keywords', 'keywordDaily'] as const;
export type ImportSection = (typeof IMPORT_SECTIONS)[number];

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

/** Rejected rows listed at most; the count says how many there were in all. */
const REPORT_MAX = 200;
const BATCH = 2000;

// CSV cells arrive as text: numbers and optional fields are coerced, an empty cell is "not given".
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const id = () => z.coerce.number<unknown>().int().positive().max(2_147_483_647);
const count = () => z.coerce.number<unknown>().int().min(0).max(100_000_000);
const roubles = () => z.coerce.number<unknown>().positive().max(100_000_000);
const text = (max: number) => z.string().trim().min(1).max(max);
const day = () => z.iso.date();
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const importRowSchemas = {
  shops: z.object({
    id: id(),
    name: text(200),
    typeId: id(),
    sellerType: optional(z.enum(['cn', 'local'])),
    fulfilment: optional(z.enum(['FBO', 'FBS', 'rFBS'])),
  }),
  brands: z.object({ id: id(), name: text(200), typeId: id() }),
  goods: z.object({
    id: id(),
    title: text(500),
    typeId: id(),
    subTypeId: id(),
    shopId: id(),
    brandId: id(),
    /** Roubles, the card's current price. */
    price: roubles(),
    listedOn: day(),
    rating: optional(z.coerce.number<unknown>().min(0).max(5)),
    reviews: optional(count()),
    sellers: optional(z.coerce.number<unknown>().int().min(1).max(10_000)),
    /** Roubles, the lowest offer on the card. */
    minOfferPrice: optional(roubles()),
  }),
  goodsDaily: z.object({
    goodsId: id(),
    day: day(),
    sales: count(),
    /** Roubles, the day's price; the goods' price when not given. */
    price: optional(roubles()),
  }),
  keywords: z.object({ id: id(), word: text(200), wordZh: optional(text(200)), typeId: id(), subTypeId: id() }),
  keywordDaily: z.object({ keywordId: id(), day: day(), heat: count(), clickHeat: count() }),
} as const;

type Rows = { [K in ImportSection]: z.infer<(typeof importRowSchemas)[K]>[] };

/** One rejected row: where it is (file and line, or section and index) and why. */
export interface Rejection {
  where: string;
  reason: string;
}

/** Rows read from the files, each with where it came from, before any check. */
export interface ImportInput {
  sections: { [K in ImportSection]: { where: string; raw: unknown }[] };
  /** Problems of the files themselves (unreadable, unknown name, bad CSV). */
  problems: Rejection[];
}

export type ImportOutcome =
  | { kind: 'ok'; counts: Record<ImportSection, number>; latestDay: string | null }
  | { kind: 'rejected'; rejected: Rejection[]; total: number; checked: number };

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

const issueText = (e: z.ZodError) =>
  e.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || 'row'}: ${i.message}`)
    .join('; ');

/** Checks every row and, when none is rejected, writes them all in one transaction and rebuilds the rollups. */
export async function importMarket(db: Db, input: ImportInput, opts: { today?: string } = {}): Promise<ImportOutcome> {
  const rejected: Rejection[] = [...input.problems];
  const good = { shops: [], brands: [], goods: [], goodsDaily: [], keywords: [], keywordDaily: [] } as Rows;
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

  const kop = (rub: number) => Math.round(rub * 100);
  await db.transaction(async (tx) => {
    const batches = <T>(list: T[]) => Array.from({ length: Math.ceil(list.length / BATCH) }, (_v, i) => list.slice(i * BATCH, (i + 1) * BATCH));
    const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;
    for (const part of batches(good.shops)) {
      await tx.execute(sql`
        INSERT INTO shops (id, name, type_id, seller_type, fulfilment)
        SELECT r.id, r.name, r."typeId", coalesce(r."sellerType", 'local'), coalesce(r.fulfilment, 'FBO')
          FROM jsonb_to_recordset(${json(part)}) AS r(id int, name text, "typeId" int, "sellerType" text, fulfilment text)
        ON CONFLICT (id) DO UPDATE SET name = excluded.name, type_id = excluded.type_id`);
      await tx.execute(sql`
        UPDATE shops s SET seller_type = coalesce(r."sellerType", s.seller_type), fulfilment = coalesce(r.fulfilment, s.fulfilment)
          FROM jsonb_to_recordset(${json(part)}) AS r(id int, "sellerType" text, fulfilment text) WHERE s.id = r.id`);
    }
    for (const part of batches(good.brands)) {
      await tx.execute(sql`
        INSERT INTO brands (id, name, type_id)
        SELECT r.id, r.name, r."typeId" FROM jsonb_to_recordset(${json(part)}) AS r(id int, name text, "typeId" int)
        ON CONFLICT (id) DO UPDATE SET name = excluded.name, type_id = excluded.type_id`);
    }
    // New goods continue in the daily step from their observed average (no trend, no surge).
    const avgSales = new Map<number, number>();
    for (const d of good.goodsDaily) avgSales.set(d.goodsId, (avgSales.get(d.goodsId) ?? 0) + d.sales);
    const days = new Map<number, number>();
    for (const d of good.goodsDaily) days.set(d.goodsId, (days.get(d.goodsId) ?? 0) + 1);
    const goodsRows = good.goods.map((g) => ({
      id: g.id,
      title: g.title,
      typeId: g.typeId,
      subTypeId: g.subTypeId,
      shopId: g.shopId,
      brandId: g.brandId,
      price: kop(g.price),
      listedOn: g.listedOn,
      rating: g.rating ?? null,
      reviews: g.reviews ?? null,
      sellers: g.sellers ?? null,
      minOfferPrice: g.minOfferPrice === undefined ? null : kop(g.minOfferPrice),
      baseSales: days.get(g.id) ? (avgSales.get(g.id) ?? 0) / (days.get(g.id) ?? 1) : 0,
    }));
    for (const part of batches(goodsRows)) {
      await tx.execute(sql`
        INSERT INTO goods (id, title, type_id, sub_type_id, shop_id, brand_id, price, base_sales, trend, surge_days_ago, listed_on, rating, reviews_base, review_rate, sellers, min_offer_price)
        SELECT r.id, r.title, r."typeId", r."subTypeId", r."shopId", r."brandId", r.price, r."baseSales", 0, NULL, r."listedOn"::date,
               coalesce(r.rating, 0), coalesce(r.reviews, 0), 0, coalesce(r.sellers, 1), coalesce(r."minOfferPrice", r.price)
          FROM jsonb_to_recordset(${json(part)})
            AS r(id int, title text, "typeId" int, "subTypeId" int, "shopId" int, "brandId" int, price int, "listedOn" text, rating float8, reviews int, sellers int, "minOfferPrice" int, "baseSales" float8)
        ON CONFLICT (id) DO UPDATE SET title = excluded.title, type_id = excluded.type_id, sub_type_id = excluded.sub_type_id, shop_id = excluded.shop_id,
          brand_id = excluded.brand_id, price = excluded.price, listed_on = excluded.listed_on`);
      // Optional figures replace the stored ones only where the import gives them.
      await tx.execute(sql`
        UPDATE goods g SET rating = coalesce(r.rating, g.rating), reviews_base = coalesce(r.reviews, g.reviews_base), sellers = coalesce(r.sellers, g.sellers),
               min_offer_price = coalesce(r."minOfferPrice", g.min_offer_price)
          FROM jsonb_to_recordset(${json(part)}) AS r(id int, rating float8, reviews int, sellers int, "minOfferPrice" int)
         WHERE g.id = r.id`);
      // The daily rows copy the goods' category, shop and brand: keep them in step with a changed goods.
      await tx.execute(sql`
        UPDATE goods_daily d SET type_id = g.type_id, sub_type_id = g.sub_type_id, shop_id = g.shop_id, brand_id = g.brand_id
          FROM goods g WHERE d.goods_id = g.id AND g.id = ANY(${`{${part.map((r) => r.id).join(',')}}`}::int[])
           AND (d.type_id, d.sub_type_id, d.shop_id, d.brand_id) IS DISTINCT FROM (g.type_id, g.sub_type_id, g.shop_id, g.brand_id)`);
    }
    const daily = good.goodsDaily.map((d) => ({ goodsId: d.goodsId, day: d.day, sales: d.sales, price: d.price === undefined ? null : kop(d.price) }));
    for (const part of batches(daily)) {
      await tx.execute(sql`
        INSERT INTO goods_daily (goods_id, day, type_id, sub_type_id, shop_id, brand_id, sales, gmv)
        SELECT r."goodsId", r.day::date, g.type_id, g.sub_type_id, g.shop_id, g.brand_id, r.sales, r.sales::bigint * coalesce(r.price, g.price)
          FROM jsonb_to_recordset(${json(part)}) AS r("goodsId" int, day text, sales int, price int)
          JOIN goods g ON g.id = r."goodsId"
        ON CONFLICT (goods_id, day) DO UPDATE SET sales = excluded.sales, gmv = excluded.gmv`);
    }
    const heat = new Map<number, { sum: number; n: number }>();
    for (const d of good.keywordDaily) heat.set(d.keywordId, { sum: (heat.get(d.keywordId)?.sum ?? 0) + d.heat, n: (heat.get(d.keywordId)?.n ?? 0) + 1 });
    const keywordRows = good.keywords.map((k) => ({ ...k, baseHeat: Math.max(1, (heat.get(k.id)?.sum ?? 1) / (heat.get(k.id)?.n ?? 1)) }));
    for (const part of batches(keywordRows)) {
      await tx.execute(sql`
        INSERT INTO keywords (id, word, word_zh, type_id, sub_type_id, base_heat, trend)
        SELECT r.id, r.word, r."wordZh", r."typeId", r."subTypeId", r."baseHeat", 0
          FROM jsonb_to_recordset(${json(part)}) AS r(id int, word text, "wordZh" text, "typeId" int, "subTypeId" int, "baseHeat" float8)
        ON CONFLICT (id) DO UPDATE SET word = excluded.word, word_zh = coalesce(excluded.word_zh, keywords.word_zh), type_id = excluded.type_id, sub_type_id = excluded.sub_type_id`);
      await tx.execute(sql`
        UPDATE keyword_daily d SET type_id = k.type_id FROM keywords k
         WHERE d.keyword_id = k.id AND k.id = ANY(${`{${part.map((r) => r.id).join(',')}}`}::int[]) AND d.type_id <> k.type_id`);
    }
    for (const part of batches(good.keywordDaily)) {
      await tx.execute(sql`
        INSERT INTO keyword_daily (keyword_id, day, type_id, heat, click_heat)
        SELECT r."keywordId", r.day::date, k.type_id, r.heat, r."clickHeat"
          FROM jsonb_to_recordset(${json(part)}) AS r("keywordId" int, day text, heat int, "clickHeat" int)
          JOIN keywords k ON k.id = r."keywordId"
        ON CONFLICT (keyword_id, day) DO UPDATE SET heat = excluded.heat, click_heat = excluded.click_heat`);
    }
  });
  await refreshRollups(db, { force: true });
  clearMarketCache(db);
  const after = await rows<{ day: string | null }>(db, sql`SELECT max(day)::text AS day FROM goods_daily`);
  return {
    kind: 'ok',
    counts: Object.fromEntries(IMPORT_SECTIONS.map((s) => [s, good[s].length])) as Record<ImportSection, number>,
    latestDay: after[0]?.day ?? null,
  };
}
