import {
  CROSS_BORDER_DEFAULTS,
  LOCAL_DEFAULTS,
  SEED_PRICING_TABLES,
  billableGrams,
  boundaryWarning,
  crossBorderProfitAt,
  localLogisticsRub,
  pricingTablesSchema,
  profitAtMarketPrice,
  solveCrossBorder,
  solveLinear,
  solveLocal,
  volumetricGrams,
  type CrossBorderInput,
  type LocalInput,
} from './index';

const tables = SEED_PRICING_TABLES;
const cb = tables.crossBorder;
// Round figures keep the worked examples checkable by hand.
const RATE = 11;
const CLOTHING = 99996;
const base: CrossBorderInput = { ...CROSS_BORDER_DEFAULTS, typeId: 99997, costCny: 20, domesticFreightCny: 1, packingCny: 1, otherCny: 0, weightGrams: 200 };

describe('the seed tables', () => {
  it('satisfy the schema an operator import is checked against', () => {
    expect(pricingTablesSchema.safeParse(tables).success).toBe(true);
  });

  it('charge ¥8.25 for a 200 g item on Extra Small economy', () => {
    const route = cb.routes.find((r) => r.id === 'extra-small-economy');
    expect(route && route.baseCny + route.perGramCny * 200).toBeCloseTo(8.25, 6);
  });

  it('mark the figures WORKBENCH.md does not publish as estimates: Premium per-gram rates and the local tariff', () => {
    expect(cb.routes.filter((r) => r.estimated).map((r) => r.id)).toEqual(['premium-small-express', 'premium-big-express']);
    expect(tables.local.estimated).toBe(true);
    // A quote on an estimated route says so; one on a published route does not.
    const premium = crossBorderProfitAt({ ...base, costCny: 600, service: 'any' }, cb, RATE, 9000);
    expect(premium?.route).toMatchObject({ group: 'premiumSmall', estimated: true });
    expect(crossBorderProfitAt(base, cb, RATE, 600)?.route.estimated).toBe(false);
    // An import without the flag is taken as published figures.
    const published = { ...tables.local, estimated: undefined };
    expect(pricingTablesSchema.parse({ ...tables, local: published }).local.estimated).toBeUndefined();
  });
});

describe('volumetric weight', () => {
  it('is L × W × H ÷ 12,000 in kg: a 40 × 30 × 30 cm box weighs 3 kg', () => {
    expect(volumetricGrams({ lengthCm: 40, widthCm: 30, heightCm: 30 }, 12_000)).toBe(3000);
  });

  it('is charged on volumetric routes only, and only where it exceeds the actual weight', () => {
    const big = cb.routes.find((r) => r.id === 'big-economy');
    const small = cb.routes.find((r) => r.id === 'small-economy');
    if (!big || !small) throw new Error('seed routes missing');
    const bulky = { ...base, weightGrams: 2500, lengthCm: 40, widthCm: 30, heightCm: 30 };
    expect(billableGrams(big, bulky, 12_000)).toBe(3000);
    expect(billableGrams(small, bulky, 12_000)).toBe(2500);
    expect(billableGrams(big, { ...bulky, weightGrams: 4000 }, 12_000)).toBe(4000);
  });

  it('decides the route: a light but bulky parcel pays Big economy on its 3 kg (36 + 0.017 × 3000 = ¥87)', () => {
    const result = solveCrossBorder({ ...base, costCny: 150, weightGrams: 1500, lengthCm: 40, widthCm: 30, heightCm: 30 }, cb, RATE);
    if (!result.ok) throw new Error(result.reason);
    // 40 × 30 × 30 breaks the small parcels' 90 cm; Budget economy (≤ 1,500 ₽) cannot hold the price.
    expect(result.quote.route).toMatchObject({ id: 'big-economy', billableGrams: 3000, freightCny: 87 });
  });
});

describe('the cross-border price', () => {
  it('solves a 200 g item in the first tier: (20 + 1 + 1 + 8.25 + 15 ₽ ÷ 11) ÷ (1 − 0.425) = ¥54.98 → 605 ₽', () => {
    const result = solveCrossBorder(base, cb, RATE);
    if (!result.ok) throw new Error(result.reason);
    const q = result.quote;
    expect(q.priceRub).toBe(605);
    expect(q.priceCny).toBe(55);
    expect(q.tier).toMatchObject({ index: 0, commissionPct: 12 });
    expect(q.route.id).toBe('extra-small-economy');
    // 55 − 30.25 − 1.36 − 0.225 × 55 = ¥11.01, 20.02 % of the price.
    expect(q.profitCny).toBe(11.01);
    expect(q.marginPct).toBe(20.02);
    expect(q.strikePriceRub).toBe(865);
    expect(q.breakdown.reduce((s, b) => s + b.amount, 0)).toBeCloseTo(q.priceCny, 1);
    expect(result.boundary).toBeNull();
  });

  it('iterates the tiers: the first tier would land at 2,568 ₽, outside it; the second at 14 % lands at 2,930 ₽ inside', () => {
    const input = { ...base, typeId: CLOTHING, costCny: 120, weightGrams: 300 };
    const result = solveCrossBorder(input, cb, RATE);
    if (!result.ok) throw new Error(result.reason);
    // (120 + 2 + 16.64 + 0.026 × 300 + 15 ÷ 11) ÷ (1 − 0.445) × 11 = 2,929.44.
    expect(result.quote.priceRub).toBe(2930);
    expect(result.quote.tier).toMatchObject({ index: 1, fromRub: 1500, toRub: 5000, commissionPct: 14 });
    expect(result.quote.route.id).toBe('small-economy');
    expect(result.quote.marginPct).toBeGreaterThanOrEqual(20);
  });

  it('takes a point off the commission on partner-warehouse (FBP) sales', () => {
    const result = solveCrossBorder({ ...base, scheme: 'fbp' }, cb, RATE);
    if (!result.ok) throw new Error(result.reason);
    expect(result.quote.tier.commissionPct).toBe(11);
    expect(result.quote.priceRub).toBeLessThan(605);
  });

  it('keeps batteries and liquids off the economy routes', () => {
    const result = solveCrossBorder({ ...base, battery: true, service: 'any' }, cb, RATE);
    if (!result.ok) throw new Error(result.reason);
    expect(result.quote.route.service).toBe('express');
    expect(solveCrossBorder({ ...base, liquid: true, service: 'economy' }, cb, RATE)).toEqual({ ok: false, reason: 'noRoute' });
  });

  it('says when the shares of the price leave nothing for the costs', () => {
    expect(solveCrossBorder({ ...base, marginPct: 80, adsPct: 10 }, cb, RATE)).toEqual({ ok: false, reason: 'sharesTooHigh' });
  });

  it('warns at a price just above a tier boundary and gives the profit at the boundary', () => {
    const input = { ...base, typeId: CLOTHING, weightGrams: 300 };
    const above = crossBorderProfitAt(input, cb, RATE, 1520);
    if (!above) throw new Error('no route');
    expect(above.tier.commissionPct).toBe(14);
    const warning = boundaryWarning(input, cb, RATE, above);
    expect(warning).toMatchObject({ boundaryRub: 1500, lowerCommissionPct: 12 });
    // At 1,500 ₽ the first tier and Extra Small economy apply: more profit for less price.
    expect(warning?.profitCnyAtBoundary).toBeGreaterThan(above.profitCny);
    const clear = crossBorderProfitAt(input, cb, RATE, 1700);
    expect(clear && boundaryWarning(input, cb, RATE, clear)).toBeNull();
  });
});

describe('the clamped per-shipment fee', () => {
  it('is a share of the price between its floor and ceiling (2 %, 15–200 ₽)', () => {
    const fee = { percent: 2, minRub: 15, maxRub: 200 };
    // Inside: p = 50 ÷ (1 − 0.4 − 0.02).
    expect(solveLinear(50, 0.4, fee, 10)).toBeCloseTo(86.2069, 3);
    // Below the floor: p = (5 + 15 ÷ 10) ÷ 0.6.
    expect(solveLinear(5, 0.4, fee, 10)).toBeCloseTo(10.8333, 3);
    // Above the ceiling: p = (1000 + 200 ÷ 10) ÷ 0.6.
    expect(solveLinear(1000, 0.4, fee, 10)).toBeCloseTo(1700, 3);
  });
});

describe('the local price', () => {
  const local: LocalInput = { ...LOCAL_DEFAULTS, typeId: 99997, scheme: 'fbo', costRub: 300, otherRub: 0, lengthCm: 15, widthCm: 10, heightCm: 5, taxRegime: 'usn6' };

  it('charges logistics by volume: 0.75 l is the base 63 ₽, 2.4 l pays two more litres', () => {
    expect(localLogisticsRub(tables.local, local)).toBe(63);
    expect(localLogisticsRub(tables.local, { ...local, lengthCm: 20, widthCm: 12, heightCm: 10 })).toBe(87);
  });

  it('solves FBO under USN 6 %: (300 + 63) ÷ (1 − 0.15 − 0.015 − 0.03 − 0.03 − 0.06 − 0.2 − 0.055) = 789.13 → 790 ₽', () => {
    const result = solveLocal(local, tables.local);
    if (!result.ok) throw new Error(result.reason);
    expect(result.quote.priceRub).toBe(790);
    expect(result.quote.commissionPct).toBe(15);
    expect(result.quote.marginPct).toBeGreaterThanOrEqual(20);
    expect(result.quote.marginPct).toBeLessThan(20.2);
    expect(result.quote.strikePriceRub).toBe(1129);
  });

  it('under USN 15 % taxes the profit, leaving the target margin after tax', () => {
    const result = solveLocal({ ...local, taxRegime: 'usn15' }, tables.local);
    if (!result.ok) throw new Error(result.reason);
    const tax = result.quote.breakdown.find((b) => b.key === 'tax')?.amount ?? 0;
    const profit = result.quote.profitRub;
    expect(tax / (tax + profit)).toBeCloseTo(0.15, 3);
    expect(result.quote.marginPct).toBeGreaterThanOrEqual(20);
  });
});

describe('profit at the market price', () => {
  it('applies the template to a goods in its own category', () => {
    const template = { kind: 'crossBorder' as const, inputs: base };
    const own = profitAtMarketPrice(template, tables, RATE, { priceRub: 605, typeId: 99997 });
    expect(own?.profitRub).toBeCloseTo(121.13, 1);
    const clothing = profitAtMarketPrice(template, tables, RATE, { priceRub: 6000, typeId: CLOTHING });
    // Above 5,000 ₽ clothing pays 20.5 %.
    expect(clothing && clothing.marginPct).toBeGreaterThan(0);
    expect(profitAtMarketPrice({ kind: 'local', inputs: LOCAL_DEFAULTS }, tables, RATE, { priceRub: 790, typeId: 99997 })?.marginPct).toBeGreaterThanOrEqual(20);
  });
});
