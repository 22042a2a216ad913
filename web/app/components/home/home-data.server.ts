import { getHomeCategories } from '@marketlens/core/api';
import type { RuntimeConfig } from '@marketlens/core/config';
import { content, type report } from '@marketlens/core/contract';
import { createHttpClient } from '@marketlens/core/http';
import type { Lang } from '@marketlens/core/i18n';
import { createWebPlatform } from '../../lib/platform';

/** One top-level category. */
export type HomeCategory = report.HomeCategory;

/** One article or question of the college teaser. */
export interface HotArticle {
  id: number;
  kind: 'article' | 'question';
  title: string;
  category: string;
}

/** What the home page shows from the API; null marks a call that failed, so the page says so. */
export interface HomeData {
  categories: HomeCategory[] | null;
  articles: HotArticle[];
}

/**
 * The home page's data, fetched on the server through core's request client like any other client
 * would. An empty apiOrigin means "the page's own origin", which on the server is the origin the
 * request came in on: this same server.
 */
export async function loadHomeData(config: RuntimeConfig, requestUrl: string, lang: Lang): Promise<HomeData> {
  const apiOrigin = config.apiOrigin || new URL(requestUrl).origin;
  const http = createHttpClient({ config: { ...config, apiOrigin }, platform: createWebPlatform() });
  const quiet = { verifyCode: false } as const;
  const [categories, hot] = await Promise.allSettled([
    getHomeCategories(http, lang),
    http.call(content.hotArticleInfoList, { query: { isArticle: 1, lang, pageNum: 1, pageSize: 5 } }, quiet),
  ]);
  return {
    categories: categories.status === 'fulfilled' && categories.value.code === 200 ? categories.value.data : null,
    articles:
      hot.status === 'fulfilled' && hot.value.code === 200 ? hot.value.data.list.map(({ id, kind, title, category }) => ({ id, kind, title, category })) : [],
  };
}
