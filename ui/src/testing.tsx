import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import enUS from '@marketlens/locales/en-US';

/** The shared parts in English, as either app's i18n provides them (the auth and core namespaces). */
export function WithText({ children }: { children: ReactNode }) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en-US',
    resources: { 'en-US': { auth: enUS.auth, core: enUS.core } },
    ns: ['auth', 'core'],
    defaultNS: 'auth',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
