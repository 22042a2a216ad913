import type { i18n as I18n } from 'i18next';
import { isLocale, loadResources, type Locale, type Resources } from '@marketlens/locales';
import { storage } from 'wxt/utils/storage';

/** The namespaces extension pages draw their text from. */
export const PAGE_NAMESPACES = Object.freeze(['extension', 'core'] as const);
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];
export type PageResources = Pick<Resources, PageNamespace>;

/** The last language a page spoke, with its text, so the next page can draw before anything loads. */
export interface UiText {
  locale: Locale;
  resources: PageResources;
}

const uiTextItem = storage.defineItem<UiText | null>('local:uiText', { fallback: null });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The cached text, or undefined when there is none or storage holds something else. */
export async function readUiText(): Promise<UiText | undefined> {
  const cached: unknown = await uiTextItem.getValue().catch(() => null);
  if (!isRecord(cached) || !isLocale(cached.locale) || !isRecord(cached.resources)) return undefined;
  const resources = cached.resources;
  return PAGE_NAMESPACES.every((ns) => isRecord(resources[ns])) ? (cached as unknown as UiText) : undefined;
}

/** One language's page text, from its bundled chunk. */
export async function loadPageResources(locale: Locale): Promise<PageResources> {
  const all = await loadResources(locale);
  return { extension: all.extension, core: all.core };
}

/**
 * Replaces what a page was drawn with by the bundled text of the language it should speak (the cache
 * may be from another language or an older version), and keeps that text for the next page.
 */
export async function refreshUiText(i18n: I18n, locale: Locale): Promise<void> {
  const resources = await loadPageResources(locale);
  for (const ns of PAGE_NAMESPACES) i18n.addResourceBundle(locale, ns, resources[ns], true, true);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  await uiTextItem.setValue({ locale, resources });
}
