// The home page's API calls, imported dynamically by its queries: the contract's schemas (zod) then
// load with the first call after hydration instead of with the page.
import { getHomeCategories } from '@marketlens/core/api';
import { content } from '@marketlens/core/contract';
import type { HttpClient } from '@marketlens/core/http';
import type { Lang } from '@marketlens/core/i18n';

export { getHomeCategories };

/** The college teaser's most-read articles (hotArticleInfoList), five in the page's language. */
export function getHotArticles(http: HttpClient, lang: Lang) {
  return http.call(content.hotArticleInfoList, { query: { isArticle: 1, lang, pageNum: 1, pageSize: 5 } }, { verifyCode: false });
}
