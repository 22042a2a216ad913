import type { Locale } from '@marketlens/locales';
import { localeOf } from '@marketlens/core/i18n';
import type { CookieJar } from './cookie-jar';
import { browserLocale } from './i18n';
import { readSiteLang } from './site-session';

/** The extension speaks the language chosen on the site, else the browser's. */
export async function resolveLocale(jar: CookieJar, uiLanguage: string): Promise<Locale> {
  const lang = await readSiteLang(jar).catch(() => undefined);
  return lang ? localeOf(lang) : browserLocale(uiLanguage);
}
