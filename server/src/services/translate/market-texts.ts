import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { translations } from '../../db/schema/market';
import type { Logger } from '../../log';
import { invalidate, TOPICS } from '../../cluster/invalidation';
import { rows } from '../market/window';
import { detectLang } from './glossary';
import { glossaryProvider, type TranslateLang, type TranslateProvider } from './provider';
import { translationKey } from './service';

/** Goods or search words translated per round: one cache read, one cache write and one update each. */
export const TRANSLATE_BATCH = 200;

type Deps = { db: Db; log: Logger; provider: TranslateProvider };
type Target = 'zh' | 'en';

/**
 * Translates `texts` into `to` through the engine, answering from the translations cache first and
 * caching what it translated; a failing remote engine leaves the rest of the batch to the glossary.
 */
async function translateAll(deps: Deps, texts: readonly string[], to: Target): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const wanted = [...new Set(texts)].map((text) => ({ text, from: detectLang(text) }));
  for (const w of wanted) if (w.from === to) out.set(w.text, w.text);
  let provider = deps.provider;
  const keyOf = (w: { text: string; from: TranslateLang }) => translationKey(provider.name, w.from, to, w.text);
  const todo = wanted.filter((w) => w.from !== to);
  if (!todo.length) return out;
  const cached = await deps.db.select({ key: translations.key, result: translations.result }).from(translations).where(inArray(translations.key, todo.map(keyOf)));
  const hits = new Map(cached.map((c) => [c.key, c.result]));
  const fresh: (typeof translations.$inferInsert)[] = [];
  for (const w of todo) {
    const hit = hits.get(keyOf(w));
    if (hit !== undefined) {
      out.set(w.text, hit);
      continue;
    }
    let result: string;
    try {
      result = await provider.translate(w.text, w.from, to);
    } catch (err) {
      if (provider === glossaryProvider) throw err;
      deps.log.warn('translation engine failed, the batch goes on with the glossary', { provider: provider.name, err: String(err) });
      provider = glossaryProvider;
      result = await provider.translate(w.text, w.from, to);
    }
    out.set(w.text, result);
    fresh.push({ key: keyOf(w), provider: provider.name, fromLang: w.from, toLang: to, source: w.text, result });
  }
  if (fresh.length) await deps.db.insert(translations).values(fresh).onConflictDoNothing();
  return out;
}

/** English starts a title with a capital, as the Russian original does; Chinese has no case. */
const titleCase = (text: string) => text.charAt(0).toLocaleUpperCase('en') + text.slice(1);

/** One round over the goods whose Chinese or English title is missing, after `afterId`; answers the last id done. */
async function titleRound(deps: Deps, afterId: number, batch: number): Promise<{ done: number; lastId: number }> {
  const found = await rows<{ id: number; title: string; title_zh: string | null; title_en: string | null }>(
    deps.db,
    sql`SELECT id, title, title_zh, title_en FROM goods WHERE id > ${afterId} AND (title_zh IS NULL OR title_en IS NULL) ORDER BY id LIMIT ${batch}`,
  );
  if (!found.length) return { done: 0, lastId: afterId };
  const [zh, en] = await Promise.all([translateAll(deps, found.map((g) => g.title), 'zh'), translateAll(deps, found.map((g) => g.title), 'en')]);
  const values = found.map((g) => ({ id: g.id, zh: g.title_zh ?? zh.get(g.title) ?? null, en: g.title_en ?? (en.has(g.title) ? titleCase(en.get(g.title) ?? '') : null) }));
  await deps.db.execute(sql`UPDATE goods g SET title_zh = v.zh, title_en = v.en
    FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS v(id int, zh text, en text) WHERE g.id = v.id`);
  return { done: found.length, lastId: found[found.length - 1]?.id ?? afterId };
}

/** One round over the search words whose Chinese or English is missing (the generated market gives the Chinese). */
async function wordRound(deps: Deps, afterId: number, batch: number): Promise<{ done: number; lastId: number }> {
  const found = await rows<{ id: number; word: string; word_zh: string | null; word_en: string | null }>(
    deps.db,
    sql`SELECT id, word, word_zh, word_en FROM keywords WHERE id > ${afterId} AND (word_zh IS NULL OR word_en IS NULL) ORDER BY id LIMIT ${batch}`,
  );
  if (!found.length) return { done: 0, lastId: afterId };
  const [zh, en] = await Promise.all([translateAll(deps, found.filter((k) => k.word_zh === null).map((k) => k.word), 'zh'), translateAll(deps, found.map((k) => k.word), 'en')]);
  const values = found.map((k) => ({ id: k.id, zh: k.word_zh ?? zh.get(k.word) ?? null, en: k.word_en ?? en.get(k.word) ?? null }));
  await deps.db.execute(sql`UPDATE keywords k SET word_zh = v.zh, word_en = v.en
    FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS v(id int, zh text, en text) WHERE k.id = v.id`);
  return { done: found.length, lastId: found[found.length - 1]?.id ?? afterId };
}

/**
 * Gives the market's goods titles and search words their Chinese and English (issue item 7): through
 * the configured engine (LibreTranslate, Yandex Cloud, else the glossary), cached in `translations`,
 * in batches. Runs after the seed, each daily step and each import; what is already translated is
 * left alone, so a run with nothing missing costs two reads.
 */
export async function translateMarketTexts(deps: Deps, opts: { batch?: number } = {}): Promise<{ titles: number; words: number }> {
  const batch = opts.batch ?? TRANSLATE_BATCH;
  const total = { titles: 0, words: 0 };
  for (let round = await titleRound(deps, 0, batch); round.done; round = await titleRound(deps, round.lastId, batch)) total.titles += round.done;
  for (let round = await wordRound(deps, 0, batch); round.done; round = await wordRound(deps, round.lastId, batch)) total.words += round.done;
  if (total.titles || total.words) invalidate(deps.db, TOPICS.market);
  return total;
}
