/**
 * Plain values of the workbench calls (no schemas), so pages can use them without loading the
 * contract: the contract's `workbench` module re-exports them.
 */

/** Business codes of the workbench calls beyond 200. */
export const WORKBENCH_CODES = Object.freeze({
  /** No membership, or an expired one: the workbench shows what renewing unlocks. */
  membershipRequired: 30_001,
  /** The window reaches further back than the tier's history. */
  historyLimit: 30_002,
  /** The page lies beyond the rows the tier may see. */
  rowLimit: 30_003,
  /** Today's exports of the tier are used up. */
  exportLimit: 30_004,
  /** A custom range that is not a range (from after to, or in the future). */
  badRange: 30_008,
  /** The goods of a detail view is not in the index. */
  notFound: 30_009,
  /** A hot-product check that does not exist or belongs to another member. */
  checkNotFound: 30_010,
  /** Today's distinct goods outside the bound categories (UNBOUND_ROWS a day) are used up. */
  unboundLimit: 30_011,
  /** A filter's lower bound above its upper bound. */
  badFilter: 30_012,
  /** The member keeps FILTER_SET_LIMIT saved filter sets already. */
  filterSetLimit: 30_013,
  /** A saved filter set that does not exist or belongs to another member. */
  filterSetNotFound: 30_014,
});

/** Fixed windows of the lists: the latest day, 7, 30 and 90 days. */
export const WINDOW_DAYS = Object.freeze([1, 7, 30, 90] as const);
export type WindowDays = (typeof WINDOW_DAYS)[number];

/** Largest page of a list; exports go up to the tier's export rows. */
export const MAX_PAGE_SIZE = 100;

/** Sortable columns of each list. */
export const GOODS_SORTS = Object.freeze(['sales', 'gmv', 'price', 'growth', 'reviews', 'listedOn', 'opportunity', 'sellers'] as const);
/** Seller types: a cross-border seller shipping from China, or a seller with stock in Russia. */
export const SELLER_TYPES = Object.freeze(['cn', 'local'] as const);
/** How a seller fulfils orders: Ozon's warehouse (FBO), the seller's own (FBS), or the seller's abroad (rFBS). */
export const FULFILMENTS = Object.freeze(['FBO', 'FBS', 'rFBS'] as const);
/** Saved filter sets a member keeps at most. */
export const FILTER_SET_LIMIT = 20;
/** High-ticket categories rank only categories that sold at least max(minSales, perDay × window days) units: one dear sale is no market. */
export const HIGH_TICKET_FLOOR = Object.freeze({ minSales: 30, perDay: 1 });
/** Windows of a goods' detail view, within the plan's history. */
export const DETAIL_WINDOWS = Object.freeze([7, 30, 60, 90, 180, 365] as const);
export type DetailWindow = (typeof DETAIL_WINDOWS)[number];
/**
 * Potential goods (WORKBENCH.md §1): rising sales, few reviews, a young listing, little competition.
 * Score 0..100 = growth part + reviews part + age part + competition part, each capped:
 * 40 × min(growth, 3) ÷ 3, 20 × (1 − min(reviews, 500) ÷ 500), 20 × (1 − min(age, 365) ÷ 365) and
 * 20 × (1 − min(competitors, 200) ÷ 200), competitors being the goods of its subcategory that sold in the window.
 */
export const GOODS_OPPORTUNITY = Object.freeze({ growthCap: 3, reviewsCap: 500, ageCapDays: 365, competitorsCap: 200, weights: { growth: 40, reviews: 20, age: 20, competition: 20 } });
export const KEYWORD_SORTS = Object.freeze(['heat', 'clickHeat', 'conversion', 'growth', 'goodsCount', 'blueOcean'] as const);
/** `concentration` and `opportunity` sort categories only. */
export const GROUP_SORTS = Object.freeze(['sales', 'gmv', 'growth', 'goodsCount', 'avgPrice', 'concentration', 'opportunity'] as const);

/**
 * Hot-product detection (WORKBENCH.md §2, "Explosion"): a goods explodes on a day when its average
 * daily sales over the `recentDays` ending that day reach `multiple` × the median of its daily sales
 * over the `baselineDays` before them, with at least `minDaily` units a day. A day without an
 * observation counts as no sale in the median. The member may raise the multiple and the volume.
 */
export const EXPLOSION = Object.freeze({ recentDays: 3, baselineDays: 28, multiple: 3, minDaily: 5, maxMultiple: 20, maxMinDaily: 10_000 });
export const EXPLOSION_SORTS = Object.freeze(['ratio', 'recent', 'median', 'price', 'sales'] as const);
