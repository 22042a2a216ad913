import { report } from '../contract/index';
import type { HttpClient } from '../http/index';
import type { Lang } from '../i18n/index';
import { fetchersOf } from './endpoint';
import { queryKeys } from './query';

/** Client functions of the market-data calls (core/README.md lists them). */
export const reportApi = fetchersOf(report);

/** Top-level categories for the home page. */
export function getHomeCategories(http: HttpClient, lang: Lang) {
  return http.call(report.homeCat, { query: { lang } });
}

export const reportKeys = Object.freeze({
  homeCat: (lang: Lang) => queryKeys.call(report.homeCat, { query: { lang } }),
});
