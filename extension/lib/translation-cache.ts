import { storage } from 'wxt/utils/storage';
import { z } from 'zod';
import { LANGS, type Lang } from '@marketlens/core/i18n';
import type { Translation } from './api';

/** Enough for a long day of chats; the oldest entries go first. */
export const CACHE_LIMIT = 500;

const entrySchema = z.object({
  key: z.string(),
  value: z.object({ text: z.string(), from: z.enum(LANGS), to: z.enum(LANGS), glossary: z.boolean(), complete: z.boolean().default(false) }),
});
type Entry = z.infer<typeof entrySchema>;

const cacheItem = storage.defineItem<Entry[]>('local:translationCache', { fallback: [] });

function keyOf(text: string, to: Lang, from: Lang | undefined): string {
  return `${from ?? 'auto'}>${to}:${text.trim()}`;
}

async function entries(): Promise<Entry[]> {
  const parsed = z.array(entrySchema).safeParse(await cacheItem.getValue());
  return parsed.success ? parsed.data : [];
}

export async function cachedTranslation(text: string, to: Lang, from?: Lang): Promise<Translation | undefined> {
  const key = keyOf(text, to, from);
  return (await entries()).find((e) => e.key === key)?.value;
}

export async function rememberTranslation(text: string, to: Lang, from: Lang | undefined, value: Translation): Promise<void> {
  const key = keyOf(text, to, from);
  const kept = (await entries()).filter((e) => e.key !== key);
  await cacheItem.setValue([...kept, { key, value }].slice(-CACHE_LIMIT));
}
