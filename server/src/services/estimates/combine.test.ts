import { describe, expect, it } from 'vitest';
import { shrinkToward } from './calibration';
import { combineEstimates } from './combine';

describe('combining the estimates of a goods-day', () => {
  const at = (method: string, rate: number, errorPct: number | null, reviseAfter = '2026-03-01') => ({ method, rate, errorPct, reviseAfter });

  it('weights each method by the inverse square of its error and records the weightiest', () => {
    // Errors 20 % and 40 %: weights 1/400 and 1/1600, i.e. 4 : 1.
    const c = combineEstimates([at('reviews', 30, 40, '2026-02-20'), at('position', 10, 20, '2026-03-05')]);
    expect(c?.rate).toBeCloseTo((10 * 4 + 30) / 5, 9);
    expect(c?.method).toBe('position');
    expect(c?.reviseAfter).toBe('2026-03-05');
    expect(c?.errorPct).toBeCloseTo(1 / Math.sqrt(1 / 400 + 1 / 1600), 9);
    expect(Number(c?.errorPct)).toBeLessThan(20);
  });

  it('keeps a lone estimate as it is, lets an exact fit stand alone, and uses an unmeasured one only without others', () => {
    expect(combineEstimates([at('stock', 3, 25)])).toEqual(at('stock', 3, 25));
    expect(combineEstimates([at('reviews', 30, 40), at('position', 12, 0)])).toEqual(at('position', 12, 0));
    expect(combineEstimates([at('reviews', 30, null), at('position', 12, 50)])).toEqual(at('position', 12, 50));
    expect(combineEstimates([at('reviews', 30, null)])).toEqual(at('reviews', 30, null));
    expect(combineEstimates([])).toBeUndefined();
  });
});

describe('category factors drawn toward the market-wide one', () => {
  // Goods whose units per review spread by a factor of about 3 either way around 20.
  const ratios = (center: number, n: number) => Array.from({ length: n }, (_, i) => center * ([0.35, 0.6, 1, 1.6, 2.9][i % 5] as number));

  it('pulls categories that differ by chance to the overall factor and keeps a difference the data bear out', () => {
    const chance = shrinkToward(20, [
      { key: 1, factor: 26, ratios: ratios(20, 10) },
      { key: 2, factor: 15, ratios: ratios(20, 10) },
      { key: 3, factor: 21, ratios: ratios(20, 10) },
    ]);
    // Their spread is within what ten noisy goods each explain: nothing of it is kept.
    for (const k of [1, 2, 3]) expect(chance.get(k)).toBeCloseTo(20, 6);
    const real = shrinkToward(20, [
      { key: 1, factor: 60, ratios: ratios(60, 400) },
      { key: 2, factor: 7, ratios: ratios(7, 400) },
      { key: 3, factor: 20, ratios: ratios(20, 400) },
    ]);
    // Measured on 400 goods each, categories that sell 3× the units per review keep nearly all of it.
    expect(Number(real.get(1))).toBeGreaterThan(55);
    expect(Number(real.get(2))).toBeLessThan(7.6);
  });

  it('leaves the factors alone with fewer than two categories to compare', () => {
    expect(shrinkToward(20, [{ key: 1, factor: 30, ratios: ratios(30, 20) }]).size).toBe(0);
  });
});
