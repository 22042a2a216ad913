import type { i18n as I18n } from 'i18next';
import { isLocale, loadResources, type Locale, type Resources } from '@marketlens/locales';

/** The namespaces extension pages draw their text from. */
export const PAGE_NAMESPACES = Object.freeze(['extension', 'core', 'auth'] as const);
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];
export type PageResources = Pick<Resources, PageNamespace>;

/** The last language a page spoke, with its text, so the next page can draw before anything loads. */
export interface UiText {
  locale: Locale;
  resources: PageResources;
}

/**
 * Kept in the extension pages' own localStorage (all of them share the extension's origin): it reads
 * synchronously, so a page draws its first frame without waiting for extension storage.
 */
export const UI_TEXT_KEY = 'marketlens.uiText';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The kept text, or undefined when there is none or the key holds something else. */
export function readUiText(): UiText | undefined {
  let cached: unknown;
  try {
    cached = JSON.parse(localStorage.getItem(UI_TEXT_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (!isRecord(cached) || !isLocale(cached.locale) || !isRecord(cached.resources)) return undefined;
  const resources = cached.resources;
  return PAGE_NAMESPACES.every((ns) => isRecord(resources[ns])) ? (cached as unknown as UiText) : undefined;
}

/** One language's page text, from its bundled chunk. */
export async function loadPageResources(locale: Locale): Promise<PageResources> {
  const all = await loadResources(locale);
  return { extension: all.extension, core: all.core, auth: all.auth };
}

/**
 * Replaces what a page was drawn with by the bundled text of the language it should speak (the kept
 * text may be from another language or an older version), and keeps that text for the next page.
 */
export async function refreshUiText(i18n: I18n, locale: Locale): Promise<void> {
  const resources = await loadPageResources(locale);
  for (const ns of PAGE_NAMESPACES) i18n.addResourceBundle(locale, ns, resources[ns], true, true);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(UI_TEXT_KEY, JSON.stringify({ locale, resources } satisfies UiText));
  } catch (error) {
    // A full or disabled localStorage only costs the next page its head start.
    console.warn('[MarketLens] page text not kept', error);
  }
}
