import { z } from 'zod';
import { LOCAL_SCHEMES } from './tables';

/** The two calculators: cross-border (rFBS / partner logistics, costs in yuan) and local (FBO/FBS, roubles). */
export const CALCULATORS = Object.freeze(['crossBorder', 'local'] as const);
export type Calculator = (typeof CALCULATORS)[number];

const money = () => z.number().min(0).max(10_000_000);
const share = () => z.number().min(0).max(95);
const side = () => z.number().positive().max(500);
const category = z.number().int().positive().max(999_999_999);

/** Shares of the price every calculator takes off the top, percent. */
const shares = {
  adsPct: share(),
  returnsPct: share(),
  /** The profit the member wants, as a share of the selling price. */
  marginPct: share(),
  /** The planned discount; the strike price is price ÷ (1 − discount). */
  discountPct: z.number().min(0).max(90),
  /** A price the member considers (a competitor's, a round figure): its profit is shown beside the solved price. */
  checkPriceRub: z.number().positive().max(10_000_000).nullish(),
};

export const crossBorderInputSchema = z.object({
  typeId: category,
  scheme: z.enum(['rfbs', 'fbp']),
  costCny: money().positive(),
  domesticFreightCny: money(),
  packingCny: money(),
  otherCny: money(),
  weightGrams: z.number().positive().max(100_000),
  lengthCm: side(),
  widthCm: side(),
  heightCm: side(),
  battery: z.boolean(),
  liquid: z.boolean(),
  /** Which partner-logistics service the member prefers; `any` takes the cheapest allowed route. */
  service: z.enum(['any', 'express', 'economy']),
  paymentPct: share(),
  withdrawalPct: share(),
  lossPct: share(),
  taxPct: share(),
  ...shares,
});
export type CrossBorderInput = z.infer<typeof crossBorderInputSchema>;

export const TAX_REGIMES = Object.freeze(['usn6', 'usn15', 'none'] as const);
export type TaxRegime = (typeof TAX_REGIMES)[number];

export const localInputSchema = z.object({
  typeId: category,
  scheme: z.enum(LOCAL_SCHEMES),
  costRub: money().positive(),
  otherRub: money(),
  lengthCm: side(),
  widthCm: side(),
  heightCm: side(),
  /** Acquiring, percent; Ozon charges up to 1.5 %. */
  acquiringPct: share(),
  /** USN 6 % of revenue, USN 15 % of profit, or none (VAT-free self-employed or priced elsewhere). */
  taxRegime: z.enum(TAX_REGIMES),
  ...shares,
});
export type LocalInput = z.infer<typeof localInputSchema>;

/** Defaults a new calculation starts from (WORKBENCH.md §5: what peers use). */
export const CROSS_BORDER_DEFAULTS: CrossBorderInput = Object.freeze({
  typeId: 99997,
  scheme: 'rfbs',
  costCny: 20,
  domesticFreightCny: 1,
  packingCny: 1,
  otherCny: 0,
  weightGrams: 200,
  lengthCm: 15,
  widthCm: 10,
  heightCm: 5,
  battery: false,
  liquid: false,
  service: 'economy',
  paymentPct: 1.5,
  withdrawalPct: 1,
  lossPct: 2,
  taxPct: 0,
  adsPct: 3,
  returnsPct: 3,
  marginPct: 20,
  discountPct: 30,
});

export const LOCAL_DEFAULTS: LocalInput = Object.freeze({
  typeId: 99997,
  scheme: 'fbo',
  costRub: 300,
  otherRub: 0,
  lengthCm: 15,
  widthCm: 10,
  heightCm: 5,
  acquiringPct: 1.5,
  taxRegime: 'usn6',
  adsPct: 3,
  returnsPct: 3,
  marginPct: 20,
  discountPct: 30,
});
