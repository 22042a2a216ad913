import { report } from '@marketlens/core/contract';
import type { HttpClient } from '@marketlens/core/http';
import type { Lang } from '@marketlens/core/i18n';

/** The six lists of the daily hot list; null marks a list whose call failed, so the page says so. */
export interface HotLists {
  goods: report.HotGoodsRow[] | null;
  categories: report.HotCategoryRow[] | null;
  keywords: report.HotKeywordRow[] | null;
  soaringGoods: report.SoaringGoodsRow[] | null;
  soaringShops: report.SoaringShopRow[] | null;
  brands: report.HotBrandRow[] | null;
}

function settled<T>(r: PromiseSettledResult<{ code: number; data?: T }>): T | null {
  return r.status === 'fulfilled' && r.value.code === 200 && r.value.data !== undefined ? r.value.data : null;
}

/** The chosen top-level category of a `typeId` query value; anything else (missing, unknown) is the whole market. */
export function chosenCategory(categories: readonly report.HomeCategory[], typeIdParam: string | null): number | undefined {
  const asked = Number(typeIdParam);
  return categories.some((c) => c.typeId === asked) ? asked : undefined;
}

/** Today's six hot lists of a category (undefined = the whole market), `rows` each, from the ranking calls; the home pages load them on the server. */
export async function loadHotLists(http: HttpClient, lang: Lang, typeId: number | undefined, rows: number): Promise<HotLists> {
  const quiet = { verifyCode: false } as const;
  const t = typeId === undefined ? {} : { typeId };
  const [goods, types, keywords, soaringGoods, soaringShops, brands] = await Promise.allSettled([
    http.call(report.goodsRanking, { query: { ...t, dateType: 1, pageSize: rows } }, quiet),
    http.call(report.hotSalesTypes, { query: { ...(typeId === undefined ? {} : { pId: typeId }), dateType: 1, lang } }, quiet),
    http.call(report.keywordList, { query: { ...t, dateType: 1, rankingType: 1, pageSize: rows } }, quiet),
    http.call(report.goodsGrowth, { query: { ...t, pageSize: rows } }, quiet),
    http.call(report.mallSoaring, { query: { ...t, dateType: 1, pageSize: rows } }, quiet),
    http.call(report.brandTop10, { query: { ...t, salesOrGmv: 1, dayOrWeek: 1 } }, quiet),
  ]);
  return {
    goods: settled(goods),
    categories: settled(types)?.slice(0, rows) ?? null,
    keywords: settled(keywords),
    soaringGoods: settled(soaringGoods),
    soaringShops: settled(soaringShops),
    brands: settled(brands)?.slice(0, rows) ?? null,
  };
}
