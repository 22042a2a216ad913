/**
 * Plain values of the "My shops" calls (no schemas), so pages can use them without loading the
 * contract: the contract's `myshop` module re-exports them.
 */

/** Business codes of the "My shops" calls beyond 200 (membership and export-limit refusals use WORKBENCH_CODES). */
export const MYSHOP_CODES = Object.freeze({
  /** No such bound shop visible to this account (another member's, unbound, or a sub-account not allowed). */
  notFound: 30_401,
  /** The period reaches further back than the plan's history. */
  historyLimit: 30_402,
  /** A custom range that is not a range (from after to, or in the future). */
  badRange: 30_403,
  /** The cost file has lines that cannot be read: nothing was saved (data.errors lists them). */
  badCostFile: 30_404,
  /** A unit cost names a SKU the shop does not sell. */
  unknownSku: 30_405,
  /** No such pricing template of the member. */
  templateNotFound: 30_406,
  /** Only the main account may change which sub-accounts see a shop. */
  ownerOnly: 30_407,
  /** A sub-account id that is not one of the member's sub-accounts. */
  subAccountNotFound: 30_408,
});
export type MyshopCode = keyof typeof MYSHOP_CODES;

/** The periods of the pages: the last N days up to the latest synced day (as far as the plan's history reaches). */
export const MYSHOP_DAYS = Object.freeze([7, 30, 60, 90, 180, 365] as const);
export type MyshopDays = (typeof MYSHOP_DAYS)[number];

/** Where a shop's sync stands: back-filling its history, current, or stopped because Ozon refused the key. */
export const MYSHOP_PHASES = Object.freeze(['backfill', 'current', 'revoked'] as const);
export type MyshopPhase = (typeof MYSHOP_PHASES)[number];

/** The last sync error, to be said in the member's words. */
export const MYSHOP_SYNC_ERRORS = Object.freeze(['badCredentials', 'rateLimited', 'unavailable', 'malformed'] as const);
export type MyshopSyncError = (typeof MYSHOP_SYNC_ERRORS)[number];

/** Sortable columns of the SKU table. */
export const MYSHOP_SKU_SORTS = Object.freeze(['revenue', 'units', 'orders', 'profit', 'margin', 'charges', 'stock', 'daysOfCover', 'conversion', 'views', 'returnedUnits', 'price'] as const);
export type MyshopSkuSort = (typeof MYSHOP_SKU_SORTS)[number];

/** Sortable columns of the "against the market" table. */
export const MYSHOP_MARKET_SORTS = Object.freeze(['revenue', 'share', 'pricePosition', 'estimateGap', 'followers'] as const);
export type MyshopMarketSort = (typeof MYSHOP_MARKET_SORTS)[number];

/** Largest page of the SKU and market tables. */
export const MYSHOP_PAGE_SIZE = 100;
/** Most unit costs set in one call, and most lines of one imported cost file. */
export const MYSHOP_COSTS_MAX = 10_000;
/** Largest unit cost, kopecks (10 million roubles). */
export const MYSHOP_COST_MAX = 1_000_000_000;

/**
 * The alerts raised into the notice centre after each sync (once per SKU, cause and day):
 * - stockOut: days of cover (free stock ÷ average units a day over the last `coverWindowDays`) ≤ `coverDays`;
 * - conversionDrop: ordered units per card view of the last 7 days fell by ≥ `conversionDropPct` % against the 28 days before (at least `minViews` views in each);
 * - chargeJump: Ozon's charges per unit of the last 7 days rose by ≥ `chargeJumpPct` % against the 28 days before (at least `minUnits` units in each);
 * - followerUnder: a follow-seller (from the patrol) sells the goods below the member's price.
 */
export const MYSHOP_ALERTS = Object.freeze({ coverDays: 7, coverWindowDays: 14, conversionDropPct: 30, minViews: 100, chargeJumpPct: 30, minUnits: 5, recentDays: 7, baseDays: 28 });
export const MYSHOP_ALERT_KINDS = Object.freeze(['myshopStockOut', 'myshopConversionDrop', 'myshopChargeJump', 'myshopFollowerUnder'] as const);
export type MyshopAlertKind = (typeof MYSHOP_ALERT_KINDS)[number];

/** Where a SKU's unit cost came from. */
export const MYSHOP_COST_SOURCES = Object.freeze(['manual', 'import', 'template'] as const);
export type MyshopCostSource = (typeof MYSHOP_COST_SOURCES)[number];

/** Why a line of an imported cost file was refused. */
export const MYSHOP_COST_LINE_ERRORS = Object.freeze(['header', 'columns', 'unknownSku', 'badCost', 'duplicate'] as const);
export type MyshopCostLineError = (typeof MYSHOP_COST_LINE_ERRORS)[number];
