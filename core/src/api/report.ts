import { report } from '../contract/index';
import type { HttpClient } from '../http/index';
import type { Lang } from '../i18n/index';

/** Top-level categories for the home page. */
export function getHomeCategories(http: HttpClient, lang: Lang) {
  return http.call(report.homeCat, { query: { lang } });
}

export const reportKeys = Object.freeze({
  homeCat: (lang: Lang) => ['report', 'homeCat', lang] as const,
});
