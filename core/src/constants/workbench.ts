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
  badRange: 30_005,
  /** The goods of a detail view is not in the index. */
  notFound: 30_006,
});

/** Fixed windows of the lists: the latest day, 7, 30 and 90 days. */
export const WINDOW_DAYS = Object.freeze([1, 7, 30, 90] as const);
export type WindowDays = (typeof WINDOW_DAYS)[number];

/** Largest page of a list; exports go up to the tier's export rows. */
export const MAX_PAGE_SIZE = 100;

/** Sortable columns of each list. */
export const GOODS_SORTS = Object.freeze(['sales', 'gmv', 'price', 'growth'] as const);
export const KEYWORD_SORTS = Object.freeze(['heat', 'clickHeat', 'conversion', 'growth', 'goodsCount', 'blueOcean'] as const);
/** `concentration` and `opportunity` sort categories only. */
export const GROUP_SORTS = Object.freeze(['sales', 'gmv', 'growth', 'goodsCount', 'avgPrice', 'concentration', 'opportunity'] as const);
