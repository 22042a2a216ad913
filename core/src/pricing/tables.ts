import { z } from 'zod';

/**
 * The pricing tables: Ozon's commission tiers and the partner-logistics routes for cross-border
 * sellers, and the commission, logistics and last-mile tariffs for local sellers. The server keeps
 * them per version with an effective date; an operator import replaces them (same schema).
 */

const pct = () => z.number().min(0).max(100);
const rub = () => z.number().min(0).max(10_000_000);
const cny = () => z.number().min(0).max(1_000_000);

/** A fee that is a share of the price, kept between a floor and a ceiling (roubles). */
export const clampedFeeSchema = z
  .object({ percent: pct(), minRub: rub(), maxRub: rub() })
  .refine((f) => f.minRub <= f.maxRub, { message: 'minRub must not exceed maxRub', path: ['minRub'] });
export type ClampedFee = z.infer<typeof clampedFeeSchema>;

export const ROUTE_SERVICES = Object.freeze(['express', 'economy'] as const);
export type RouteService = (typeof ROUTE_SERVICES)[number];

/** One partner-logistics route: a size group and a service, with what goods it accepts. */
export const routeSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-zA-Z0-9-]{1,39}$/),
    group: z.string().regex(/^[a-zA-Z]{2,20}$/),
    service: z.enum(ROUTE_SERVICES),
    minGrams: z.number().min(0).max(100_000),
    maxGrams: z.number().positive().max(100_000),
    minPriceRub: rub(),
    maxPriceRub: rub(),
    baseCny: cny(),
    perGramCny: cny(),
    /** Longest side and sum of the three sides, cm. */
    maxSideCm: z.number().positive().max(1000),
    maxSidesSumCm: z.number().positive().max(3000),
    /** The weight charged is max(actual, L×W×H ÷ the volumetric divisor) on this route. */
    volumetric: z.boolean(),
    battery: z.boolean(),
    liquid: z.boolean(),
    /** The rates are not published by Ozon with the rest of the route and were estimated; the calculators say so. */
    estimated: z.boolean().optional(),
  })
  .refine((r) => r.minGrams < r.maxGrams && r.minPriceRub < r.maxPriceRub, { message: 'each range must start below its end' });
export type Route = z.infer<typeof routeSchema>;

const categoryKey = z.string().regex(/^\d{1,9}$/);
const tierRates = z.array(pct()).min(1).max(10);

export const crossBorderTableSchema = z
  .object({
    /** Upper bounds of every tier but the last, roubles, ascending: [1500, 5000] gives ≤ 1,500 / 1,500–5,000 / > 5,000. */
    tierBoundsRub: z.array(rub().positive()).max(9),
    /** Commission per tier, percent: the default and per top-level category id. */
    commission: z.object({ default: tierRates, byCategory: z.record(categoryKey, tierRates) }),
    /** Percentage points a partner-warehouse (FBP) sale pays below rFBS. */
    fbpDiscountPoints: pct(),
    /** Ozon's fee per shipment on partner logistics. */
    shipmentFee: clampedFeeSchema,
    /** cm³ per kg of volumetric weight. */
    volumetricDivisor: z.number().positive().max(100_000),
    routes: z.array(routeSchema).min(1).max(200),
  })
  .superRefine((t, ctx) => {
    const tiers = t.tierBoundsRub.length + 1;
    if (t.tierBoundsRub.some((b, i) => i > 0 && b <= (t.tierBoundsRub[i - 1] ?? 0))) ctx.addIssue({ code: 'custom', path: ['tierBoundsRub'], message: 'tier bounds must ascend' });
    for (const [key, rates] of [['default', t.commission.default] as const, ...Object.entries(t.commission.byCategory)]) {
      if (rates.length !== tiers) ctx.addIssue({ code: 'custom', path: ['commission', key], message: `needs ${tiers} rates, one per tier` });
    }
    const ids = new Set<string>();
    for (const r of t.routes) {
      if (ids.has(r.id)) ctx.addIssue({ code: 'custom', path: ['routes'], message: `route ${r.id} appears twice` });
      ids.add(r.id);
    }
  });
export type CrossBorderTable = z.infer<typeof crossBorderTableSchema>;

export const LOCAL_SCHEMES = Object.freeze(['fbo', 'fbs'] as const);
export type LocalScheme = (typeof LOCAL_SCHEMES)[number];

const schemeRates = z.object({ fbo: pct(), fbs: pct() });
/** Logistics by volume: the first `baseLiters` cost `baseRub`, every further litre (or part) `perLiterRub`. */
const volumeTariff = z.object({ baseLiters: z.number().positive().max(1000), baseRub: rub(), perLiterRub: rub() });

export const localTableSchema = z.object({
  commission: z.object({ default: schemeRates, byCategory: z.record(categoryKey, schemeRates) }),
  logistics: z.object({ fbo: volumeTariff, fbs: volumeTariff }),
  /** Delivery to the buyer's pick-up point, a share of the price within a floor and ceiling. */
  lastMile: clampedFeeSchema,
  acquiringPercent: pct(),
  /** The figures are estimates awaiting the operator's import of Ozon's local tariff; the calculator says so. */
  estimated: z.boolean().optional(),
});
export type LocalTable = z.infer<typeof localTableSchema>;

/** One version of the pricing tables, as an operator imports it. */
export const pricingTablesSchema = z.object({
  version: z.string().trim().min(1).max(60).regex(/^[\w.-]+$/),
  /** The first day (Moscow) the tables apply, YYYY-MM-DD. */
  effectiveFrom: z.iso.date(),
  /** Where the figures come from, for the operator and the member. */
  source: z.string().trim().min(1).max(300),
  crossBorder: crossBorderTableSchema,
  local: localTableSchema,
});
export type PricingTables = z.infer<typeof pricingTablesSchema>;
