import { createInstance, type i18n as I18n } from 'i18next';
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
 * fetching them after `load` left a gap in which the page showed but did not answer clicks.
 */
export function resourcesScript(resources: Resources): string {
  // `<` escaped so that no text can close the script element early.
  const json = JSON.stringify(webResources(resources)).replace(/</g, '\\u003c');
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

/** One i18next instance for one language; the server makes one a request, the browser one a page. */
export function createI18n(locale: Locale, resources: WebResources): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: resources },
    ns: [...WEB_NAMESPACES],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
