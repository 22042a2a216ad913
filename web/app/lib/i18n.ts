import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, type Locale, type Resources } from '@marketlens/locales';

/** One i18next instance for one language; the server makes one a request, the browser one a page. */
export function createI18n(locale: Locale, resources: Resources): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: resources },
    ns: [...NAMESPACES],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
