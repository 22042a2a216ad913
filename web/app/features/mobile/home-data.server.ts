import type { AppLoadContext } from 'react-router';
import { getHomeCategories } from '@marketlens/core/api';
import { report } from '@marketlens/core/contract';
import type { Lang } from '@marketlens/core/i18n';
import { serverHttpClient } from '../../components/home/home-data.server';

/** Rows shown on each page of the hot-list carousel. */
const ROWS = 10;

/** The six lists of the daily hot list; null marks a list whose call failed, so the page says so. */
export interface HotLists {
  goods: report.HotGoodsRow[] | null;
  categories: report.HotCategoryRow[] | null;
  keywords: report.HotKeywordRow[] | null;
  soaringGoods: report.SoaringGoodsRow[] | null;
  soaringShops: report.SoaringShopRow[] | null;
  brands: report.HotBrandRow[] | null;
}

export interface MobileHomeData {
  categories: report.HomeCategory[];
  /** The chosen main category; undefined is the whole market. */
  typeId: number | undefined;
  lists: HotLists;
  survey: report.SurveyData | null;
}

function settled<T>(r: PromiseSettledResult<{ code: number; data?: T }>): T | null {
  return r.status === 'fulfilled' && r.value.code === 200 && r.value.data !== undefined ? r.value.data : null;
}

/** The mobile home's market data, from the same hot-list calls as the desktop site, in-process on the server. */
export async function loadMobileHome(context: Pick<AppLoadContext, 'runtimeConfig' | 'apiFetch'>, lang: Lang, typeIdParam: string | null): Promise<MobileHomeData> {
  const http = serverHttpClient(context);
  const quiet = { verifyCode: false } as const;
  const cats = await getHomeCategories(http, lang).catch(() => null);
  const categories = cats?.code === 200 ? cats.data : [];
  const asked = Number(typeIdParam);
  // Only a real top-level category filters the lists; anything else shows the whole market.
  const typeId = categories.some((c) => c.typeId === asked) ? asked : undefined;
  const t = typeId === undefined ? {} : { typeId };
  const [goods, types, keywords, soaringGoods, soaringShops, brands, survey] = await Promise.allSettled([
    http.call(report.goodsRanking, { query: { ...t, dateType: 1, pageSize: ROWS } }, quiet),
    http.call(report.hotSalesTypes, { query: { ...(typeId === undefined ? {} : { pId: typeId }), dateType: 1, lang } }, quiet),
    http.call(report.keywordList, { query: { ...t, dateType: 1, rankingType: 1, pageSize: ROWS } }, quiet),
    http.call(report.goodsGrowth, { query: { ...t, pageSize: ROWS } }, quiet),
    http.call(report.mallSoaring, { query: { ...t, dateType: 1, pageSize: ROWS } }, quiet),
    http.call(report.brandTop10, { query: { ...t, salesOrGmv: 1, dayOrWeek: 1 } }, quiet),
    http.call(report.surveyData, {}, quiet),
  ]);
  return {
    categories,
    typeId,
    lists: {
      goods: settled(goods),
      categories: settled(types)?.slice(0, ROWS) ?? null,
      keywords: settled(keywords),
      soaringGoods: settled(soaringGoods),
      soaringShops: settled(soaringShops),
      brands: settled(brands),
    },
    survey: settled(survey),
  };
}
