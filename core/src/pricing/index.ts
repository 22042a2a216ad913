// The pricing calculators: tables, inputs and the one implementation of their formulas.
export {
  clampedFeeSchema,
  crossBorderTableSchema,
  localTableSchema,
  pricingTablesSchema,
  routeSchema,
  LOCAL_SCHEMES,
  ROUTE_SERVICES,
  type ClampedFee,
  type CrossBorderTable,
  type LocalScheme,
  type LocalTable,
  type PricingTables,
  type Route,
  type RouteService,
} from './tables';
export {
  CALCULATORS,
  CROSS_BORDER_DEFAULTS,
  LOCAL_DEFAULTS,
  TAX_REGIMES,
  crossBorderInputSchema,
  localInputSchema,
  type Calculator,
  type CrossBorderInput,
  type LocalInput,
  type TaxRegime,
} from './inputs';
export { cents, feeAt, solveLinear, strikePrice, type BreakdownItem, type BreakdownKey } from './solve';
export {
  BOUNDARY_WARNING_SHARE,
  boundaryWarning,
  billableGrams,
  cheapestRouteAt,
  commissionPct,
  crossBorderAt,
  crossBorderProfitAt,
  routeCarries,
  routeFreightCny,
  solveCrossBorder,
  tierBands,
  tierOf,
  volumetricGrams,
  type BoundaryWarning,
  type CrossBorderQuote,
  type CrossBorderResult,
} from './cross-border';
export { localAt, localCommissionPct, localLogisticsRub, solveLocal, volumeLiters, type LocalQuote, type LocalResult } from './local';
export { profitAtMarketPrice, type MarketProfit } from './market-profit';
export { SEED_PRICING_TABLES } from './seed-tables';
