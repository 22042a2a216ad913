import { isLocale, type Locale } from '@marketlens/locales';
import { LANGS, LOCALE_COOKIE, localeOf, type Lang } from '@marketlens/core/i18n';
import type { CookieJar } from './cookie-jar';

/** The extension's language when the site names none: the browser's UI language when it is one of ours, else Chinese. */
export function browserLocale(uiLanguage: string): Locale {
  const lower = uiLanguage.toLowerCase();
  if (lower.startsWith('en')) return 'en-US';
  if (lower.startsWith('ru')) return 'ru-RU';
  return isLocale(uiLanguage) ? uiLanguage : 'zh-CN';
}

/** The language chosen on the site (its i18n_redirected cookie), if any. */
export async function readSiteLang(jar: CookieJar): Promise<Lang | undefined> {
  const value = await jar.get(LOCALE_COOKIE);
  return LANGS.find((lang) => lang === value);
}

/** The extension speaks the language chosen on the site, else the browser's. */
export async function resolveLocale(jar: CookieJar, uiLanguage: string): Promise<Locale> {
  const lang = await readSiteLang(jar).catch(() => undefined);
  return lang ? localeOf(lang) : browserLocale(uiLanguage);
}
