import type { ParseKeys } from 'i18next';

export type LayoutKey = ParseKeys<'layout'>;

/** How a menu entry opens: workbench and tool entries open in a new tab. */
export const OPEN_TYPE = Object.freeze({ newTab: '_blank', self: '_self' } as const);
export type OpenType = (typeof OPEN_TYPE)[keyof typeof OPEN_TYPE];

/** One entry of a header menu (the spec's title, url, openType, hidden). */
export interface MenuItem {
  readonly title: LayoutKey;
  readonly url: string;
  readonly openType: OpenType;
  readonly hidden: boolean;
}

export interface MenuModule {
  readonly title: LayoutKey;
  readonly items: readonly MenuItem[];
}

const tool = (title: LayoutKey, url: string, hidden = false): MenuItem => ({ title, url, openType: OPEN_TYPE.newTab, hidden });
const page = (title: LayoutKey, url: string): MenuItem => ({ title, url, openType: OPEN_TYPE.self, hidden: false });

/** The Tools dropdown: seven modules of the workbench. */
export const TOOL_MODULES: readonly MenuModule[] = Object.freeze([
  {
    title: 'tools.market.title',
    items: [tool('tools.market.general', '/workbench/big/general'), tool('tools.market.market', '/workbench/big/market')],
  },
  {
    title: 'tools.industry.title',
    items: [
      tool('tools.industry.general', '/workbench/industry/general'),
      tool('tools.industry.highPriced', '/workbench/industry/high-priced'),
      tool('tools.industry.hotSelling', '/workbench/industry/hot-selling'),
      tool('tools.industry.opportunity', '/workbench/industry/opportunity'),
      tool('tools.industry.brand', '/workbench/industry/brand'),
    ],
  },
  {
    title: 'tools.selection.title',
    items: [
      tool('tools.selection.hot', '/workbench/selection/hot'),
      tool('tools.selection.surge', '/workbench/selection/surge'),
      tool('tools.selection.opportunity', '/workbench/selection/opportunity'),
      tool('tools.selection.follow', '/workbench/selection/follow'),
      tool('tools.selection.cnRegion', '/workbench/selection/cnRegion'),
      tool('tools.selection.forSale', '/workbench/selection/forSale'),
      tool('tools.selection.keywordsReverse', '/workbench/selection/keywordsReverseSearch'),
      tool('tools.selection.explosion', '/ExplosionDetection/dataList'),
      tool('tools.selection.keywordHot', '/workbench/keyword/hot'),
      tool('tools.selection.keywordSoar', '/workbench/keyword/soar'),
      tool('tools.selection.keywordHigh', '/workbench/keyword/high'),
      tool('tools.selection.keywordChance', '/workbench/keyword/chance'),
    ],
  },
  {
    title: 'tools.competitor.title',
    items: [
      tool('tools.competitor.shopSearch', '/workbench/shop/search'),
      tool('tools.competitor.shopHot', '/workbench/shop/hot'),
      tool('tools.competitor.shopGoods', '/workbench/store/shopGoods'),
      tool('tools.competitor.brandGeneral', '/workbench/brand/general'),
      tool('tools.competitor.brandTop', '/workbench/brand/top'),
    ],
  },
  {
    title: 'tools.monitor.title',
    items: [
      tool('tools.monitor.product', '/workbench/monitor/product'),
      tool('tools.monitor.shop', '/workbench/monitor/shop'),
      tool('tools.monitor.keyword', '/workbench/monitor/keyword'),
    ],
  },
  {
    title: 'tools.myshop.title',
    items: [
      tool('tools.myshop.overview', '/workbench/myshop/overview'),
      tool('tools.myshop.skus', '/workbench/myshop/skus'),
      tool('tools.myshop.market', '/workbench/myshop/market'),
    ],
  },
  {
    title: 'tools.operation.title',
    items: [
      tool('tools.operation.localPricing', '/tools/?toolType=1'),
      tool('tools.operation.crossBorderPricing', '/tools/', true),
      tool('tools.operation.patrol', '/tools/patrol/', true),
    ],
  },
]);

/** The product-solutions menu: what a seller gets beyond the workbench. */
export const SOLUTION_ITEMS: readonly MenuItem[] = Object.freeze([
  page('solutions.workbench', '/about#workbench'),
  page('solutions.patrol', '/about#patrol'),
  page('solutions.assistant', '/about#assistant'),
  page('solutions.translator', '/about#translator'),
  page('solutions.pricing', '/pricing'),
]);

/** The courses menu: the business college's four entries. */
export const COURSE_ITEMS: readonly MenuItem[] = Object.freeze([
  page('courses.online', '/business-college/online-courses/1'),
  page('courses.operate', '/business-college/operate/1'),
  page('courses.news', '/business-college/ecommerce-intro/1'),
  page('courses.community', '/business-college/electricity/1'),
]);

export const NEWS_URL = '/IndustryNews';
export const WORKBENCH_URL = '/workbench/dashboard';
