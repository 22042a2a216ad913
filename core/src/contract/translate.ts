import { z } from 'zod';
import { defineCall } from './define';
import { envelope } from './envelope';

/** Languages the translator speaks. */
export const TRANSLATE_LANGS = Object.freeze(['zh', 'en', 'ru'] as const);
export type TranslateLang = (typeof TRANSLATE_LANGS)[number];

/** Which engine produced a translation; `glossary` is the offline marketplace glossary (word by word, not fluent). */
export const TRANSLATE_PROVIDERS = Object.freeze(['glossary', 'libretranslate', 'cloud'] as const);
export type TranslateProvider = (typeof TRANSLATE_PROVIDERS)[number];

export const translateResultSchema = z.object({
  text: z.string(),
  from: z.enum(TRANSLATE_LANGS),
  to: z.enum(TRANSLATE_LANGS),
  provider: z.enum(TRANSLATE_PROVIDERS),
  /** True when answered from the cache of earlier translations. */
  cached: z.boolean(),
  /**
   * Whether every word of the text was translated. A translation service translates whole texts;
   * the glossary knows marketplace words only, and leaves the rest in the original language.
   */
  complete: z.boolean(),
});
export type TranslateResult = z.infer<typeof translateResultSchema>;

/** POST /ozon-report-service/v1/translate/translate: translates a title or a chat message (`from` auto-detected when absent). */
export const translate = defineCall({
  service: 'default',
  method: 'POST',
  path: '/ozon-report-service/v1/translate/translate',
  body: z.object({
    text: z.string().trim().min(1).max(5000),
    from: z.enum([...TRANSLATE_LANGS, 'auto']).default('auto'),
    to: z.enum(TRANSLATE_LANGS),
  }),
  response: envelope({ data: translateResultSchema }),
});
