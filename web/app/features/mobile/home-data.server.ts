import type { AppLoadContext } from 'react-router';
import { getHomeCategories } from '@marketlens/core/api';
import { report } from '@marketlens/core/contract';
import type { Lang } from '@marketlens/core/i18n';
import { serverHttpClient } from '../../lib/server-http.server';
import { chosenCategory, loadHotLists, type HotLists } from '../market/hot-lists.server';

export type { HotLists } from '../market/hot-lists.server';

/** Rows shown on each page of the hot-list carousel. */
const ROWS = 10;

export interface MobileHomeData {
  categories: report.HomeCategory[];
  /** The chosen main category; undefined is the whole market. */
  typeId: number | undefined;
  lists: HotLists;
  survey: report.SurveyData | null;
}

/** The mobile home's market data, from the same hot-list calls as the desktop site, in-process on the server. */
export async function loadMobileHome(context: Pick<AppLoadContext, 'runtimeConfig' | 'apiFetch'>, lang: Lang, typeIdParam: string | null): Promise<MobileHomeData> {
  const http = serverHttpClient(context);
  const cats = await getHomeCategories(http, lang).catch(() => null);
  const categories = cats?.code === 200 ? cats.data : [];
  // Only a real top-level category filters the lists; anything else shows the whole market.
  const typeId = chosenCategory(categories, typeIdParam);
  const [lists, survey] = await Promise.all([loadHotLists(http, lang, typeId, ROWS), http.call(report.surveyData, {}, { verifyCode: false }).catch(() => null)]);
  return { categories, typeId, lists, survey: survey?.code === 200 && survey.data !== undefined ? survey.data : null };
}
