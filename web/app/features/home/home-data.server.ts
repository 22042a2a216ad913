import type { AppLoadContext } from 'react-router';
import { getHomeCategories } from '@marketlens/core/api';
import { content, report as reportCalls, type report } from '@marketlens/core/contract';
import type { Lang } from '@marketlens/core/i18n';
import { serverHttpClient } from '../../lib/server-http.server';
import { chosenCategory, loadHotLists, type HotLists } from '../market/hot-lists.server';

/** One top-level category. */
export type HomeCategory = report.HomeCategory;

/** One article or question of the college teaser. */
export interface HotArticle {
  id: number;
  kind: 'article' | 'question';
  title: string;
  category: string;
}

/** Rows of each hot list on the home page. */
const MARKET_ROWS = 5;

/** Today's market on the home page: the six hot lists of the chosen category, and its top subcategories. */
export interface HomeMarket {
  /** The chosen top-level category (`?typeId=`); undefined is the whole market. */
  typeId: number | undefined;
  lists: HotLists;
  /** The chosen category's five largest subcategories by GMV (null for the whole market or a failed call). */
  top5: report.CategoryTopRow[] | null;
}

/** What the home page shows from the API; null marks a call that failed, so the page says so. */
export interface HomeData {
  categories: HomeCategory[] | null;
  articles: HotArticle[];
  /** The size of the indexed market (null when the call failed: the band is left out). */
  survey: report.SurveyData | null;
  market: HomeMarket;
  /** The next live class (or the latest), and the home page's image windows (place 1). */
  live: content.LiveNotice | null;
  /** Whether the live class is still ahead (decided when the page is rendered). */
  liveAhead: boolean;
  windows: content.FrontImgWindow[];
}

/** The home page's data, fetched on the server through core's request client from this server's API in-process. */
export async function loadHomeData(context: Pick<AppLoadContext, 'runtimeConfig' | 'apiFetch'>, lang: Lang, typeIdParam: string | null = null): Promise<HomeData> {
  const http = serverHttpClient(context);
  const quiet = { verifyCode: false } as const;
  const cats = await getHomeCategories(http, lang).catch(() => null);
  const categories = cats?.code === 200 ? cats.data : null;
  const typeId = chosenCategory(categories ?? [], typeIdParam);
  const [hot, survey, lists, top5, live, windows] = await Promise.allSettled([
    http.call(content.hotArticleInfoList, { query: { isArticle: 1, lang, pageNum: 1, pageSize: 5 } }, quiet),
    http.call(reportCalls.surveyData, {}, quiet),
    loadHotLists(http, lang, typeId, MARKET_ROWS),
    typeId === undefined ? Promise.resolve(null) : http.call(reportCalls.dataTop5, { query: { typeId, lang } }, quiet),
    http.call(content.newLiveNotice, { query: { lang } }, quiet),
    http.call(content.frontImgWindowList, { query: { showAddress: 1, lang } }, quiet),
  ]);
  const none: HotLists = { goods: null, categories: null, keywords: null, soaringGoods: null, soaringShops: null, brands: null };
  return {
    categories,
    market: {
      typeId,
      lists: lists.status === 'fulfilled' ? lists.value : none,
      top5: top5.status === 'fulfilled' && top5.value?.code === 200 ? top5.value.data : null,
    },
    live: live.status === 'fulfilled' && live.value.code === 200 ? live.value.data : null,
    liveAhead: live.status === 'fulfilled' && live.value.code === 200 && live.value.data !== null && Date.parse(live.value.data.startTime) > Date.now(),
    windows: windows.status === 'fulfilled' && windows.value.code === 200 ? windows.value.data : [],
    articles:
      hot.status === 'fulfilled' && hot.value.code === 200 ? hot.value.data.list.map(({ id, kind, title, category }) => ({ id, kind, title, category })) : [],
    survey: survey.status === 'fulfilled' && survey.value.code === 200 && survey.value.data.goodsCount > 0 ? survey.value.data : null,
  };
}
