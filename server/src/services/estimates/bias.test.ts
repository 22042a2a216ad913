import { describe, expect, it } from 'vitest';
import { biasOf, biasRows, fitMethodBias, positionBias } from './bias';
import { curveError, type PositionCurve } from './calibration';

const TOP = 17;
// Four shops of one goods each, a week of points each on one place of a page: the head sells far more than the places below it.
const curveOf = (places: { shop: number; position: number; units: number }[]): PositionCurve => ({
  points: places.flatMap((p) => Array.from({ length: 7 }, () => ({ ...p, goods: 1000 + p.shop, typeId: TOP }))).sort((a, b) => a.position - b.position),
  shops: new Set(places.map((p) => p.shop)).size,
  errorPct: null,
});

describe('the position bias learnt on the panel', () => {
  it('estimates each goods’ points from the other goods’ and divides Σ true by Σ estimated', () => {
    const bias = positionBias([
      curveOf([
        { shop: 1, position: 1, units: 40 },
        { shop: 2, position: 2, units: 20 },
        { shop: 3, position: 3, units: 20 },
        { shop: 4, position: 4, units: 10 },
      ]),
    ]);
    // Without its own points the head borrows place 2 (20 for 40); place 2 borrows place 3 (20), place 3 place 4 (10 for 20), place 4 place 3 (20 for 10).
    expect(bias.get(0)?.factor).toBeCloseTo(90 / 70, 9);
    expect(bias.get(0)).toMatchObject({ points: 28, shops: 4 });
    // Four shops make the market-wide correction but not a category's own: the category takes the market-wide one.
    expect(bias.has(TOP)).toBe(false);
    expect(biasOf(bias, TOP)).toBeCloseTo(90 / 70, 9);
    // With a fifth shop the category has its own.
    const five = positionBias([
      curveOf([
        { shop: 1, position: 1, units: 40 },
        { shop: 2, position: 2, units: 20 },
        { shop: 3, position: 3, units: 20 },
        { shop: 4, position: 4, units: 10 },
        { shop: 5, position: 5, units: 10 },
      ]),
    ]);
    expect(five.get(TOP)).toMatchObject({ shops: 5, points: 35 });
    expect(biasOf(five, TOP)).toBe(five.get(TOP)?.factor);
  });

  it('learns nothing from fewer shops than the floor, and keeps a correction within its bounds', () => {
    const two = positionBias([curveOf([{ shop: 1, position: 1, units: 40 }, { shop: 2, position: 2, units: 10 }])]);
    expect(two.size).toBe(0);
    expect(biasOf(two, TOP)).toBe(1);
    const steep = positionBias([
      curveOf([
        { shop: 1, position: 1, units: 1000 },
        { shop: 2, position: 2, units: 1 },
        { shop: 3, position: 3, units: 1 },
      ]),
    ]);
    expect(steep.get(0)?.factor).toBe(2);
  });
});

describe('the bestseller listing\'s correction', () => {
  it('is learnt on the listing\'s points alone, apart from the category pages\' and search words\'', () => {
    const steep = curveOf([
      { shop: 1, position: 1, units: 40 },
      { shop: 2, position: 2, units: 20 },
      { shop: 3, position: 3, units: 20 },
      { shop: 4, position: 4, units: 10 },
    ]);
    // On the listing the places hold goods that sell alike: nothing to correct.
    const listing = curveOf([1, 2, 3, 4].map((shop) => ({ shop, position: shop, units: 25 })));
    const bias = fitMethodBias([steep], listing);
    expect(bias.position.get(0)?.factor).toBeCloseTo(90 / 70, 9);
    expect(bias.listing.get(0)?.factor).toBeCloseTo(1, 9);
    expect(biasRows(bias, '2026-03-01').map((r) => [r.method, r.typeId])).toEqual([
      ['position-bias', 0],
      ['listing-bias', 0],
    ]);
    expect(fitMethodBias([steep]).listing.size).toBe(0);
  });
});

describe('a curve\'s error', () => {
  // Two goods of two shops on places 1 and 2 over eight days.
  const twoGoods = (units: (goods: number, day: number) => number): PositionCurve => ({
    points: [1, 2].flatMap((g) => Array.from({ length: 8 }, (_, day) => ({ position: g, units: units(g, day), goods: 1000 + g, shop: g, typeId: TOP }))),
    shops: 2,
    errorPct: null,
  });

  it('is a goods\' units over the curve\'s days: day-to-day noise evens out, a misplaced goods counts on every day', () => {
    // Each sells 10 and 30 on alternate days: ±50 % on a day, 160 over the eight days. Each is
    // estimated from the other's first seven days (its nearest points): 130 ÷ 7 and 150 ÷ 7 a day.
    const noisy = twoGoods((g, day) => ((g + day) % 2 ? 30 : 10));
    expect(curveError(noisy)).toBeCloseTo((Math.abs((8 * 130) / 7 - 160) / 160) * 100, 9);
    // The head sells 40 a day and the second 10: each is estimated at the other's figure every day.
    const steep = twoGoods((g) => (g === 1 ? 40 : 10));
    expect(curveError(steep)).toBeCloseTo(((0.75 + 3) / 2) * 100, 9);
  });
});
