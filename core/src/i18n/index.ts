import type { Locale } from '@marketlens/locales';

/** Short language codes used in URLs and in the i18n_redirected cookie. */
export const LANGS = Object.freeze(['zh', 'en', 'ru'] as const);
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh';
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_DAYS = 365;

const LOCALE_OF: Readonly<Record<Lang, Locale>> = Object.freeze({ zh: 'zh-CN', en: 'en-US', ru: 'ru-RU' });

export function localeOf(lang: Lang): Locale {
  return LOCALE_OF[lang];
}

/** The language of a site path: `/en/...` is English, `/ru/...` Russian, anything else Chinese. */
export function langFromPath(pathname: string): Lang {
  const first = pathname.split('/')[1];
  return first === 'en' || first === 'ru' ? first : DEFAULT_LANG;
}

/** The path without its language prefix, always starting with `/`. */
export function stripLangPrefix(pathname: string): string {
  const lang = langFromPath(pathname);
  if (lang === DEFAULT_LANG) return pathname || '/';
  const rest = pathname.slice(lang.length + 1);
  return rest === '' ? '/' : rest;
}

/** The same page in another language. */
export function pathForLang(pathname: string, lang: Lang): string {
  const bare = stripLangPrefix(pathname);
  if (lang === DEFAULT_LANG) return bare;
  return bare === '/' ? `/${lang}` : `/${lang}${bare}`;
}

export { msg, messageText, type CoreMessageKey, type Message, type MessageParams, type Translate } from './messages';
export { deviceRedirect, isMobileUserAgent } from './device';
