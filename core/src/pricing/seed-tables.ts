import type { PricingTables, Route } from './tables';

const NO_DANGEROUS = { battery: false, liquid: false } as const;
const ANY_CARGO = { battery: true, liquid: true } as const;
// Parcels of the small groups: longest side 60 cm, sides together 90 cm; larger groups 150 / 250 cm.
const SMALL_PARCEL = { maxSideCm: 60, maxSidesSumCm: 90 } as const;
const LARGE_PARCEL = { maxSideCm: 150, maxSidesSumCm: 250 } as const;

/**
 * Partner-logistics routes (express carries batteries and liquids, economy neither). Premium per-gram
 * rates are not published with its base price; they follow the express rate of the same size and are
 * marked as estimates until an operator imports the published figures.
 */
const ROUTES: Route[] = [
  { id: 'extra-small-express', group: 'extraSmall', service: 'express', minGrams: 0, maxGrams: 500, minPriceRub: 0, maxPriceRub: 1500, baseCny: 3, perGramCny: 0.045, volumetric: false, ...SMALL_PARCEL, ...ANY_CARGO },
  { id: 'extra-small-economy', group: 'extraSmall', service: 'economy', minGrams: 0, maxGrams: 500, minPriceRub: 0, maxPriceRub: 1500, baseCny: 3.05, perGramCny: 0.026, volumetric: false, ...SMALL_PARCEL, ...NO_DANGEROUS },
  { id: 'budget-express', group: 'budget', service: 'express', minGrams: 500, maxGrams: 30_000, minPriceRub: 0, maxPriceRub: 1500, baseCny: 23.92, perGramCny: 0.034, volumetric: false, ...LARGE_PARCEL, ...ANY_CARGO },
  { id: 'budget-economy', group: 'budget', service: 'economy', minGrams: 500, maxGrams: 30_000, minPriceRub: 0, maxPriceRub: 1500, baseCny: 23.92, perGramCny: 0.018, volumetric: false, ...LARGE_PARCEL, ...NO_DANGEROUS },
  { id: 'small-express', group: 'small', service: 'express', minGrams: 0, maxGrams: 2000, minPriceRub: 1500, maxPriceRub: 7000, baseCny: 16.64, perGramCny: 0.0468, volumetric: false, ...SMALL_PARCEL, ...ANY_CARGO },
  { id: 'small-economy', group: 'small', service: 'economy', minGrams: 0, maxGrams: 2000, minPriceRub: 1500, maxPriceRub: 7000, baseCny: 16.64, perGramCny: 0.026, volumetric: false, ...SMALL_PARCEL, ...NO_DANGEROUS },
  { id: 'big-express', group: 'big', service: 'express', minGrams: 2000, maxGrams: 30_000, minPriceRub: 1500, maxPriceRub: 7000, baseCny: 37.44, perGramCny: 0.034, volumetric: true, ...LARGE_PARCEL, ...ANY_CARGO },
  { id: 'big-economy', group: 'big', service: 'economy', minGrams: 2000, maxGrams: 30_000, minPriceRub: 1500, maxPriceRub: 7000, baseCny: 36, perGramCny: 0.017, volumetric: true, ...LARGE_PARCEL, ...NO_DANGEROUS },
  { id: 'premium-small-express', group: 'premiumSmall', service: 'express', minGrams: 0, maxGrams: 2000, minPriceRub: 7000, maxPriceRub: 250_000, baseCny: 22.88, perGramCny: 0.0468, estimated: true, volumetric: false, ...SMALL_PARCEL, ...ANY_CARGO },
  { id: 'premium-big-express', group: 'premiumBig', service: 'express', minGrams: 2000, maxGrams: 30_000, minPriceRub: 7000, maxPriceRub: 250_000, baseCny: 64.48, perGramCny: 0.034, estimated: true, volumetric: true, ...LARGE_PARCEL, ...ANY_CARGO },
];

/**
 * The first version of the tables: Ozon's cross-border tariff from 2025-12-01 as WORKBENCH.md §5
 * records it (commission tiers, the documented category examples, partner logistics, the
 * per-shipment fee), and a local FBO/FBS tariff. WORKBENCH.md gives the local tariff's parts but
 * not its figures, so those are estimates (marked, and shown as such) until an operator imports
 * Ozon's own; the same holds for the Premium per-gram rates.
 */
export const SEED_PRICING_TABLES: PricingTables = {
  version: '2025-12-01.2',
  effectiveFrom: '2025-12-01',
  source: 'Ozon cross-border tariff from 2025-12-01 (commission tiers, partner logistics); local FBO/FBS tariff and Premium per-gram rates estimated',
  crossBorder: {
    tierBoundsRub: [1500, 5000],
    commission: {
      default: [12, 14, 15],
      byCategory: {
        // Clothing 12 / 14 / 20.5 %; electronics accessories 12 / 20 / 20 %; books (e-books under virtual goods) 12 / 22 / 22 %.
        '99996': [12, 14, 20.5],
        '99991': [12, 20, 20],
        '99993': [12, 22, 22],
      },
    },
    fbpDiscountPoints: 1,
    shipmentFee: { percent: 0, minRub: 15, maxRub: 15 },
    volumetricDivisor: 12_000,
    routes: ROUTES,
  },
  local: {
    commission: {
      default: { fbo: 15, fbs: 16 },
      byCategory: {
        '99996': { fbo: 20.5, fbs: 21.5 },
        '99991': { fbo: 20, fbs: 21 },
        '99993': { fbo: 22, fbs: 23 },
        '99994': { fbo: 12, fbs: 13 },
        '99999': { fbo: 12, fbs: 13 },
      },
    },
    logistics: { fbo: { baseLiters: 1, baseRub: 63, perLiterRub: 12 }, fbs: { baseLiters: 1, baseRub: 76, perLiterRub: 12 } },
    lastMile: { percent: 5.5, minRub: 20, maxRub: 500 },
    acquiringPercent: 1.5,
    estimated: true,
  },
};
