import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { translate } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { translations } from '../../db/schema/market';
import type { Logger } from '../../log';
import { detectLang, glossaryTranslation } from './glossary';
import { glossaryProvider, type TranslateLang, type TranslateProvider } from './provider';

/** The cache key of one translation: the engine, both languages and the text. */
export const translationKey = (provider: string, from: TranslateLang, to: TranslateLang, text: string) => createHash('sha256').update(`${provider}\n${from}\n${to}\n${text}`).digest('hex');

/** Translates through `provider`, caching every result; a failing remote engine falls back to the glossary. */
export async function translateText(
  deps: { db: Db; log: Logger; provider: TranslateProvider },
  input: { text: string; from: TranslateLang | 'auto'; to: TranslateLang },
): Promise<translate.TranslateResult> {
  const from = input.from === 'auto' ? detectLang(input.text) : input.from;
  const to = input.to;
  if (from === to) return { text: input.text, from, to, provider: deps.provider.name, cached: false, complete: true };
  // A translation service translates the whole text; the glossary says whether it knew every word.
  const completeOf = (provider: TranslateProvider) => provider.name !== 'glossary' || glossaryTranslation(input.text, from, to).complete;
  const lookup = async (provider: TranslateProvider) => {
    const key = translationKey(provider.name, from, to, input.text);
    const [hit] = await deps.db.select({ result: translations.result }).from(translations).where(eq(translations.key, key)).limit(1);
    if (hit) return { text: hit.result, from, to, provider: provider.name, cached: true, complete: completeOf(provider) };
    const text = await provider.translate(input.text, from, to);
    await deps.db.insert(translations).values({ key, provider: provider.name, fromLang: from, toLang: to, source: input.text, result: text }).onConflictDoNothing();
    return { text, from, to, provider: provider.name, cached: false, complete: completeOf(provider) };
  };
  try {
    return await lookup(deps.provider);
  } catch (err) {
    if (deps.provider === glossaryProvider) throw err;
    deps.log.warn('translation engine failed, answering from the glossary', { provider: deps.provider.name, err: String(err) });
    return lookup(glossaryProvider);
  }
}
