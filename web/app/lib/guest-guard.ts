import { stripLangPrefix } from '@marketlens/core/i18n';

/** What a guest may open (spec section 6): home, the dashboard entry, the college home and the news site. */
const GUEST_PATHS: readonly RegExp[] = [
  /^\/$/,
  /^\/about\/?$/,
  /^\/(login|register)\/?$/,
  /^\/workbench\/(dashboard|login)\/?$/,
  /^\/college\/home\/?$/,
  /^\/business-college(\/|$)/,
  /^\/IndustryNews(Details)?(\/|$)/,
];

/** True when a guest may open this site path (with or without a language prefix, query or hash). */
export function isOpenToGuests(url: string): boolean {
  const pathname = stripLangPrefix(url.split(/[?#]/)[0] || '/');
  return GUEST_PATHS.some((re) => re.test(pathname));
}
