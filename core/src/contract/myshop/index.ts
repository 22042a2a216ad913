/**
 * "My shops": the member's exact numbers from the Ozon Seller API for each bound shop (synced by
 * the server), beside the market's estimates. Members only. The main account sees its shops; a
 * sub-account sees a shop only when the main account allowed it (`access`). Every amount of money
 * is in KOPECKS (integers; 1 rouble = 100); Ozon's charges are positive amounts it took. Days are
 * YYYY-MM-DD in Moscow time. Codes beyond 200 in MYSHOP_CODES (membership and export limits in
 * WORKBENCH_CODES); `message` carries the localized text.
 */

export {
  MYSHOP_ALERT_KINDS,
  MYSHOP_ALERTS,
  MYSHOP_CODES,
  MYSHOP_COST_LINE_ERRORS,
  MYSHOP_COST_MAX,
  MYSHOP_COST_SOURCES,
  MYSHOP_COSTS_MAX,
  MYSHOP_DAYS,
  MYSHOP_MARKET_SORTS,
  MYSHOP_PAGE_SIZE,
  MYSHOP_PHASES,
  MYSHOP_SKU_SORTS,
  MYSHOP_SYNC_ERRORS,
  type MyshopAlertKind,
  type MyshopCode,
  type MyshopCostLineError,
  type MyshopCostSource,
  type MyshopDays,
  type MyshopMarketSort,
  type MyshopPhase,
  type MyshopSkuSort,
  type MyshopSyncError,
} from '../../constants/myshop';

export { periodSchema, type Period } from './shared';
export * from './pages';
export * from './market';
export * from './costs';
