import type { Locale } from '@marketlens/locales';

/** The language of a request: the site's language cookie, else Accept-Language, else Chinese. */
export function requestLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  const cookie = /(?:^|;\s*)i18n_redirected=(zh|en|ru)/.exec(cookieHeader ?? '')?.[1];
  const lang = cookie ?? /^(zh|en|ru)/i.exec(acceptLanguage ?? '')?.[1]?.toLowerCase();
  return lang === 'en' ? 'en-US' : lang === 'ru' ? 'ru-RU' : 'zh-CN';
}
