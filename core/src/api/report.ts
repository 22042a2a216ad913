import { report } from '../contract/index';
import type { CallClient } from '../http/call-client';
import type { Lang } from '../i18n/index';
import { fetchersOf } from './endpoint';
import { queryKeys } from './query-keys';

/** Client functions of the market-data calls (core/README.md lists them). */
export const reportApi = fetchersOf(report);

/** Top-level categories for the home page. */
export function getHomeCategories(http: CallClient, lang: Lang) {
  return http.call(report.homeCat, { query: { lang } });
}

export const reportKeys = Object.freeze({
  homeCat: (lang: Lang) => queryKeys.call(report.homeCat, { query: { lang } }),
});
