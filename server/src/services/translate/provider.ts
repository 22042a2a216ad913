import { z } from 'zod';
import type { translate } from '@marketlens/core/contract';
import { glossaryTranslate } from './glossary';

export type TranslateLang = translate.TranslateLang;

/** A translation engine. Remote engines may fail; the service then answers from the glossary. */
export interface TranslateProvider {
  readonly name: translate.TranslateProvider;
  translate(text: string, from: TranslateLang, to: TranslateLang): Promise<string>;
}

const REMOTE_TIMEOUT_MS = 5000;

/** The offline default: the marketplace glossary. */
export const glossaryProvider: TranslateProvider = {
  name: 'glossary',
  translate: (text, from, to) => Promise.resolve(glossaryTranslate(text, from, to)),
};

/** A self-hosted LibreTranslate server (POST {url}/translate). */
export function libreTranslateProvider(url: string, apiKey: string | undefined): TranslateProvider {
  const answer = z.object({ translatedText: z.string() });
  return {
    name: 'libretranslate',
    async translate(text, from, to) {
      const res = await fetch(new URL('translate', url.endsWith('/') ? url : `${url}/`), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ q: text, source: from, target: to, format: 'text', ...(apiKey ? { api_key: apiKey } : {}) }),
        signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`LibreTranslate answered ${res.status}`);
      return answer.parse(await res.json()).translatedText;
    },
  };
}

/** Yandex Cloud Translate by API key (a cloud engine that covers Russian and Chinese well). */
export function yandexCloudProvider(apiKey: string, folderId: string | undefined, endpoint = 'https://translate.api.cloud.yandex.net/translate/v2/translate'): TranslateProvider {
  const answer = z.object({ translations: z.array(z.object({ text: z.string() })).min(1) });
  return {
    name: 'cloud',
    async translate(text, from, to) {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Api-Key ${apiKey}` },
        body: JSON.stringify({ sourceLanguageCode: from, targetLanguageCode: to, texts: [text], format: 'PLAIN_TEXT', ...(folderId ? { folderId } : {}) }),
        signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`Yandex Cloud Translate answered ${res.status}`);
      return answer.parse(await res.json()).translations.map((t) => t.text).join('\n');
    },
  };
}

const envSchema = z.object({
  LIBRETRANSLATE_URL: z.string().url().optional(),
  LIBRETRANSLATE_API_KEY: z.string().optional(),
  YANDEX_TRANSLATE_API_KEY: z.string().optional(),
  YANDEX_TRANSLATE_FOLDER_ID: z.string().optional(),
  /** Only for tests and private endpoints; the public Yandex Cloud address is the default. */
  YANDEX_TRANSLATE_URL: z.string().url().optional(),
});

/** The configured engine: LibreTranslate when LIBRETRANSLATE_URL is set, else Yandex Cloud by key, else the glossary. */
export function providerFromEnv(env: NodeJS.ProcessEnv = process.env): TranslateProvider {
  const e = envSchema.parse(env);
  if (e.LIBRETRANSLATE_URL) return libreTranslateProvider(e.LIBRETRANSLATE_URL, e.LIBRETRANSLATE_API_KEY);
  if (e.YANDEX_TRANSLATE_API_KEY) return yandexCloudProvider(e.YANDEX_TRANSLATE_API_KEY, e.YANDEX_TRANSLATE_FOLDER_ID, e.YANDEX_TRANSLATE_URL);
  return glossaryProvider;
}
