import type { CrossBorderInput } from './inputs';
import { cents, feeAt, solveLinear, strikePrice, type BreakdownItem } from './solve';
import type { CrossBorderTable, Route, RouteService } from './tables';

/** How close above a tier boundary (share of the boundary) a price is flagged. */
export const BOUNDARY_WARNING_SHARE = 0.05;

/** Weight from the dimensions: L × W × H (cm) ÷ divisor (cm³ per kg), in grams. */
export function volumetricGrams(input: Pick<CrossBorderInput, 'lengthCm' | 'widthCm' | 'heightCm'>, divisor: number): number {
  return ((input.lengthCm * input.widthCm * input.heightCm) / divisor) * 1000;
}

/** The weight a route charges: the actual weight, or the volumetric one where larger on volumetric routes. */
export function billableGrams(route: Route, input: CrossBorderInput, divisor: number): number {
  return route.volumetric ? Math.max(input.weightGrams, volumetricGrams(input, divisor)) : input.weightGrams;
}

/** A route's freight for the goods, yuan. */
export function routeFreightCny(route: Route, grams: number): number {
  return route.baseCny + route.perGramCny * grams;
}

/** Whether the goods may travel on a route whatever its price: service, battery, liquid, size and weight. */
export function routeCarries(route: Route, input: CrossBorderInput, divisor: number): boolean {
  if (input.service !== 'any' && route.service !== input.service) return false;
  if ((input.battery && !route.battery) || (input.liquid && !route.liquid)) return false;
  const sides = [input.lengthCm, input.widthCm, input.heightCm];
  if (Math.max(...sides) > route.maxSideCm || sides.reduce((a, b) => a + b, 0) > route.maxSidesSumCm) return false;
  const grams = billableGrams(route, input, divisor);
  return grams > route.minGrams && grams <= route.maxGrams;
}

/** The commission tiers as price bands (lower bound exclusive, upper inclusive), roubles. */
export function tierBands(table: CrossBorderTable): { from: number; to: number }[] {
  const bounds = [0, ...table.tierBoundsRub, Number.POSITIVE_INFINITY];
  return bounds.slice(1).map((to, i) => ({ from: bounds[i] ?? 0, to }));
}

/** The tier a rouble price falls into. */
export function tierOf(table: CrossBorderTable, priceRub: number): number {
  const i = table.tierBoundsRub.findIndex((b) => priceRub <= b);
  return i === -1 ? table.tierBoundsRub.length : i;
}

/** The commission of a category in a tier, percent (partner-warehouse sales pay the FBP points less). */
export function commissionPct(table: CrossBorderTable, input: Pick<CrossBorderInput, 'typeId' | 'scheme'>, tier: number): number {
  const rates = table.commission.byCategory[String(input.typeId)] ?? table.commission.default;
  const rate = rates[tier] ?? rates[rates.length - 1] ?? 0;
  return Math.max(0, rate - (input.scheme === 'fbp' ? table.fbpDiscountPoints : 0));
}

/** Every share of the price but the commission and the margin, percent. */
const sharesPct = (i: CrossBorderInput) => i.paymentPct + i.withdrawalPct + i.adsPct + i.returnsPct + i.lossPct + i.taxPct;

const fixedCny = (i: CrossBorderInput, freight: number) => i.costCny + i.domesticFreightCny + i.packingCny + i.otherCny + freight;

export interface CrossBorderQuote {
  readonly priceCny: number;
  readonly priceRub: number;
  readonly strikePriceCny: number;
  readonly strikePriceRub: number;
  readonly profitCny: number;
  readonly profitRub: number;
  /** Profit ÷ price, percent. */
  readonly marginPct: number;
  readonly tier: { readonly index: number; readonly fromRub: number; readonly toRub: number | null; readonly commissionPct: number };
  readonly route: { readonly id: string; readonly group: string; readonly service: RouteService; readonly billableGrams: number; readonly freightCny: number; readonly estimated: boolean };
  /** Yuan, summing to the price. */
  readonly breakdown: readonly BreakdownItem[];
}

/** The figures of one unit sold at a rouble price on a route: every cost, the commission of its tier, the profit. */
export function crossBorderAt(input: CrossBorderInput, table: CrossBorderTable, rubPerCny: number, priceRub: number, route: Route): CrossBorderQuote {
  const p = priceRub / rubPerCny;
  const tier = tierOf(table, priceRub);
  const band = tierBands(table)[tier] ?? { from: 0, to: Number.POSITIVE_INFINITY };
  const commission = commissionPct(table, input, tier);
  const grams = billableGrams(route, input, table.volumetricDivisor);
  const freight = routeFreightCny(route, grams);
  const share = (pct: number) => (pct / 100) * p;
  const costs: BreakdownItem[] = [
    { key: 'cost', amount: input.costCny },
    { key: 'domesticFreight', amount: input.domesticFreightCny },
    { key: 'packing', amount: input.packingCny },
    { key: 'other', amount: input.otherCny },
    { key: 'logistics', amount: freight },
    { key: 'shipmentFee', amount: feeAt(table.shipmentFee, priceRub) / rubPerCny },
    { key: 'commission', amount: share(commission) },
    { key: 'payment', amount: share(input.paymentPct) },
    { key: 'withdrawal', amount: share(input.withdrawalPct) },
    { key: 'ads', amount: share(input.adsPct) },
    { key: 'returns', amount: share(input.returnsPct) },
    { key: 'loss', amount: share(input.lossPct) },
    { key: 'tax', amount: share(input.taxPct) },
  ];
  const profit = p - costs.reduce((sum, c) => sum + c.amount, 0);
  return {
    priceCny: cents(p),
    priceRub: cents(priceRub),
    strikePriceCny: cents(strikePrice(p, input.discountPct)),
    strikePriceRub: Math.ceil(strikePrice(priceRub, input.discountPct)),
    profitCny: cents(profit),
    profitRub: cents(profit * rubPerCny),
    marginPct: cents((profit / p) * 100),
    tier: { index: tier, fromRub: band.from, toRub: Number.isFinite(band.to) ? band.to : null, commissionPct: commission },
    route: { id: route.id, group: route.group, service: route.service, billableGrams: Math.round(grams), freightCny: cents(freight), estimated: route.estimated === true },
    breakdown: [...costs.filter((c) => c.amount > 0), { key: 'profit' as const, amount: profit }].map((c): BreakdownItem => ({ key: c.key, amount: cents(c.amount) })),
  };
}

/** The cheapest route that carries the goods at a rouble price, if any. */
export function cheapestRouteAt(input: CrossBorderInput, table: CrossBorderTable, priceRub: number): Route | undefined {
  const carried = table.routes.filter((r) => routeCarries(r, input, table.volumetricDivisor) && priceRub > r.minPriceRub && priceRub <= r.maxPriceRub);
  return carried.sort((a, b) => routeFreightCny(a, billableGrams(a, input, table.volumetricDivisor)) - routeFreightCny(b, billableGrams(b, input, table.volumetricDivisor)))[0];
}

/** Profit of one unit at a given market price (roubles), on the cheapest route at that price; null when no route carries it. */
export function crossBorderProfitAt(input: CrossBorderInput, table: CrossBorderTable, rubPerCny: number, priceRub: number): CrossBorderQuote | null {
  const route = cheapestRouteAt(input, table, priceRub);
  return route ? crossBorderAt(input, table, rubPerCny, priceRub, route) : null;
}

export interface BoundaryWarning {
  readonly boundaryRub: number;
  /** The commission one tier down, and the figures at the boundary price. */
  readonly lowerCommissionPct: number;
  readonly profitCnyAtBoundary: number;
  readonly marginPctAtBoundary: number;
}

export type CrossBorderResult =
  | { readonly ok: true; readonly quote: CrossBorderQuote; readonly boundary: BoundaryWarning | null; readonly raisedToBand: boolean }
  | { readonly ok: false; readonly reason: 'noRoute' | 'sharesTooHigh' };

/**
 * The selling price that leaves the target margin. The commission depends on the tier the rouble
 * price lands in, and each route serves a price band, so every tier × allowed route is solved and
 * kept only when its price falls inside both bands; a price below its band is raised to the band's
 * first rouble (a larger margin than asked, still the cheapest consistent choice). The lowest
 * consistent price wins.
 */
export function solveCrossBorder(input: CrossBorderInput, table: CrossBorderTable, rubPerCny: number): CrossBorderResult {
  const routes = table.routes.filter((r) => routeCarries(r, input, table.volumetricDivisor));
  if (!routes.length) return { ok: false, reason: 'noRoute' };
  let best: { priceRub: number; route: Route; raised: boolean } | undefined;
  let solvable = false;
  tierBands(table).forEach((band, tier) => {
    const share = (commissionPct(table, input, tier) + sharesPct(input) + input.marginPct) / 100;
    for (const route of routes) {
      const from = Math.max(band.from, route.minPriceRub);
      const to = Math.min(band.to, route.maxPriceRub);
      if (from >= to) continue;
      const freight = routeFreightCny(route, billableGrams(route, input, table.volumetricDivisor));
      const p = solveLinear(fixedCny(input, freight), share, table.shipmentFee, rubPerCny);
      if (p === null) continue;
      solvable = true;
      // Whole roubles, rounded up so the margin is never below the target.
      const solved = Math.ceil(p * rubPerCny);
      const priceRub = solved <= from ? Math.floor(from) + 1 : solved;
      if (priceRub > to) continue;
      if (!best || priceRub < best.priceRub) best = { priceRub, route, raised: solved <= from };
    }
  });
  if (!best) return { ok: false, reason: solvable ? 'noRoute' : 'sharesTooHigh' };
  const quote = crossBorderAt(input, table, rubPerCny, best.priceRub, best.route);
  return { ok: true, quote, boundary: boundaryWarning(input, table, rubPerCny, quote), raisedToBand: best.raised };
}

/** A price just above a tier boundary pays the higher tier's commission on the whole price: say what the boundary would give. */
export function boundaryWarning(input: CrossBorderInput, table: CrossBorderTable, rubPerCny: number, quote: CrossBorderQuote): BoundaryWarning | null {
  const tier = quote.tier.index;
  const boundaryRub = table.tierBoundsRub[tier - 1];
  if (tier === 0 || boundaryRub === undefined || quote.priceRub > boundaryRub * (1 + BOUNDARY_WARNING_SHARE)) return null;
  const lowerCommissionPct = commissionPct(table, input, tier - 1);
  if (lowerCommissionPct >= quote.tier.commissionPct) return null;
  const at = crossBorderProfitAt(input, table, rubPerCny, boundaryRub);
  if (!at) return null;
  return { boundaryRub, lowerCommissionPct, profitCnyAtBoundary: at.profitCny, marginPctAtBoundary: at.marginPct };
}
