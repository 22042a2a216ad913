/** What a workbench detail view shows: a goods, a shop, a brand, a category or a search word. */
export type DetailKind = 'goods' | 'shop' | 'brand' | 'category' | 'keyword';

/** Where a goods, shop, brand, category or search word opens: its detail view in the workbench. */
export function detailPath(kind: DetailKind, id: number): string {
  if (kind === 'goods') return `/workbench/goods/detail?goodsId=${id}`;
  if (kind === 'shop') return `/workbench/store/shopGoods?shopId=${id}`;
  if (kind === 'brand') return `/workbench/brand/general?brandId=${id}`;
  if (kind === 'keyword') return `/workbench/keyword/detail?keywordId=${id}`;
  return `/workbench/industry/general?typeId=${id}`;
}

/** The six hot lists of the day (home page, mobile home, dashboard), in their order. */
export const HOT_LISTS = Object.freeze(['goods', 'categories', 'keywords', 'soaringGoods', 'soaringShops', 'brands'] as const);
export type HotListKey = (typeof HOT_LISTS)[number];

/** Where each hot list continues in full in the workbench. */
export const FULL_LIST_PATH: Readonly<Record<HotListKey, string>> = Object.freeze({
  goods: '/workbench/selection/hot',
  categories: '/workbench/industry/hot-selling',
  keywords: '/workbench/keyword/hot',
  soaringGoods: '/workbench/selection/surge',
  soaringShops: '/workbench/shop/hot',
  brands: '/workbench/brand/top',
});
