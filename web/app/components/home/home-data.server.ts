import type { AppLoadContext } from 'react-router';
import { getHomeCategories } from '@marketlens/core/api';
import { content, report as reportCalls, type report } from '@marketlens/core/contract';
import { createHttpClient, type HttpClient } from '@marketlens/core/http';
import type { Lang } from '@marketlens/core/i18n';
import { createWebPlatform } from '../../lib/platform';

/** The origin the server-side client addresses: a name that resolves nowhere, answered in-process. */
const IN_PROCESS_ORIGIN = 'http://api.in-process.invalid';

/**
 * Core's request client for a server-side loader: its requests go to the API of this same server
 * in-process (the load context's apiFetch), never over the network to a host named by the request.
 */
export function serverHttpClient(context: Pick<AppLoadContext, 'runtimeConfig' | 'apiFetch'>): HttpClient {
  // No anti-bot code: the calls a page loads are not risk-controlled, and RSA costs time per render.
  const http = createHttpClient({ config: { ...context.runtimeConfig, apiOrigin: IN_PROCESS_ORIGIN, rsaPublicKey: '' }, platform: createWebPlatform() });
  http.axios.defaults.adapter = 'fetch';
  http.axios.defaults.env = {
    fetch: (input: URL | Request | string, init?: RequestInit) => {
      const request = new Request(input, init);
      if (new URL(request.url).origin !== IN_PROCESS_ORIGIN) return Promise.reject(new Error(`server-side request outside the API: ${request.url}`));
      return context.apiFetch(request);
    },
  };
  return http;
}

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
  /** The size of the indexed market (null when the call failed: the band is left out). */
  survey: report.SurveyData | null;
}

/** The home page's data, fetched on the server through core's request client from this server's API in-process. */
export async function loadHomeData(context: Pick<AppLoadContext, 'runtimeConfig' | 'apiFetch'>, lang: Lang): Promise<HomeData> {
  const http = serverHttpClient(context);
  const quiet = { verifyCode: false } as const;
  const [categories, hot, survey] = await Promise.allSettled([
    getHomeCategories(http, lang),
    http.call(content.hotArticleInfoList, { query: { isArticle: 1, lang, pageNum: 1, pageSize: 5 } }, quiet),
    http.call(reportCalls.surveyData, {}, quiet),
  ]);
  return {
    categories: categories.status === 'fulfilled' && categories.value.code === 200 ? categories.value.data : null,
    articles:
      hot.status === 'fulfilled' && hot.value.code === 200 ? hot.value.data.list.map(({ id, kind, title, category }) => ({ id, kind, title, category })) : [],
    survey: survey.status === 'fulfilled' && survey.value.code === 200 && survey.value.data.goodsCount > 0 ? survey.value.data : null,
  };
}
