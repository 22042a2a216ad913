import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadResources, NAMESPACES, type Locale } from '@marketlens/locales';
import { PAGE_NAMESPACES, type PageResources } from './ui-text';

export async function createI18n(locale: Locale): Promise<I18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: await loadResources(locale) },
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return instance;
}

/**
 * An extension page's i18n, ready at once with the text it is given (no await before the first draw);
 * a later addResourceBundle redraws the page, so text refreshed in the background shows up.
 */
export function createPageI18n(locale: Locale, resources: PageResources): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: resources },
    ns: [...PAGE_NAMESPACES],
    defaultNS: 'extension',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { bindI18nStore: 'added' },
  });
  return instance;
}
