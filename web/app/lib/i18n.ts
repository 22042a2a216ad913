import { createInstance, type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale, Resources } from '@marketlens/locales';

/** The namespaces the website reads; only these travel inside a page. */
export const WEB_NAMESPACES = Object.freeze(['common', 'auth', 'core', 'home', 'layout', 'legal', 'workbench', 'analytics', 'content', 'pricing', 'monitor', 'myshop', 'patrol', 'mobile', 'promote', 'store'] as const);
type WebNamespace = (typeof WEB_NAMESPACES)[number];
export type WebResources = Pick<Resources, WebNamespace>;

/** Id of the element that carries the page language's texts from the server to the browser. */
export const RESOURCES_ELEMENT_ID = 'ml-i18n';

/** The website's namespaces of one language. */
export function webResources(resources: Resources): WebResources {
  return Object.fromEntries(WEB_NAMESPACES.map((ns) => [ns, resources[ns]])) as WebResources;
}

/**
 * The page language's texts as an inert JSON script for the head. Hydration needs them at once:
 * fetching them after `load` left a gap in which the page showed but did not answer clicks. With
 * `namespaces`, only those (the ones the page's render read); the browser loads the others after.
 */
export function resourcesScript(resources: Resources, namespaces?: ReadonlySet<string>): string {
  const all = webResources(resources);
  const texts = namespaces ? Object.fromEntries(Object.entries(all).filter(([ns]) => namespaces.has(ns))) : all;
  // `<` escaped so that no text can close the script element early.
  const json = JSON.stringify(texts).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${RESOURCES_ELEMENT_ID}">${json}</script>`;
}

/** The texts the server put into the page, if it did. */
export function readInlineResources(): WebResources | undefined {
  const text = document.getElementById(RESOURCES_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as WebResources;
  } catch {
    return undefined;
  }
}

/**
 * Records the namespaces an instance's lookups read from now on (every `t` and `exists` goes through
 * the resource store), `common` included: the server inlines only those into a workbench page.
 */
export function recordNamespaces(instance: I18n): ReadonlySet<string> {
  const used = new Set<string>(['common']);
  // i18next's typings leave the store's lookup out; its translator calls getResource(lng, ns, key, options).
  const store = instance.services.resourceStore as unknown as { getResource: (lng: string, ns: string, ...rest: unknown[]) => unknown };
  const getResource = store.getResource.bind(store);
  store.getResource = (lng, ns, ...rest) => {
    used.add(ns);
    return getResource(lng, ns, ...rest);
  };
  return used;
}

/**
 * One i18next instance for one language; the server makes one a request, the browser one a page.
 * `loadMissing` loads a namespace that `resources` lacks when something reads it (react-i18next
 * suspends the part until then), or when asked with `loadNamespaces`.
 */
export function createI18n(locale: Locale, resources: Partial<WebResources>, loadMissing?: BackendModule): I18n {
  const instance = createInstance();
  if (loadMissing) instance.use(loadMissing);
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    // Only the page's locale ('en-US', not also 'en'): a namespace loads once, for it.
    load: 'currentOnly',
    resources: { [locale]: resources },
    partialBundledLanguages: loadMissing !== undefined,
    ns: loadMissing ? Object.keys(resources) : [...WEB_NAMESPACES],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
