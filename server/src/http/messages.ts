import type { Locale } from '@marketlens/locales';
import { allResources } from '@marketlens/locales/all';

/** The text of a key of the `server` namespace in one language, with `{{name}}` parameters filled. */
export function serverMessage(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  let node: unknown = allResources[locale].server;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  const text = typeof node === 'string' ? node : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(params[name] ?? ''));
}
