import { describe, expect, it } from 'vitest';
import { runAccuracyBench } from './accuracy';

// The accuracy bench at a small scale: a few hundred goods over 14 days, observed by the collector
// and a few members through the fake catalogue, through the intake into an empty database, estimated
// day by day and measured; then the hostile batch goes in and the figures must stay where they were.
describe('the accuracy bench, small', () => {
  it('estimates an observed market end to end and a hostile batch does not move its figures', { timeout: 480_000 }, async () => {
    const r = await runAccuracyBench({
      goods: 160,
      days: 14,
      seed: 7,
      plan: { collectorListingPages: 1, collectorTopPages: 0, collectorSubPages: 1, collectorWords: 2, members: 3, activeShare: 1, searchPages: 1, categoryPages: 1, goodsPages: 2 },
      panelShare: 0.1,
      panelMinShops: 3,
    });
    expect(r.truth).toMatchObject({ goods: 160, days: 14 });
    expect(r.panel.shops).toBeGreaterThanOrEqual(3);
    expect(r.figures.goodsMeasured).toBeGreaterThan(50);
    // Every figure is a measurement, not a placeholder: finite and in its range.
    expect(r.figures.goodsMedianApe30d).toBeGreaterThanOrEqual(0);
    expect(r.figures.goodsMedianApe30d).toBeLessThan(1);
    expect(Number.isFinite(r.figures.categoryTotalError.max)).toBe(true);
    expect(r.figures.spearmanTop100.min).toBeGreaterThan(-1);
    expect(r.figures.seenShare.daily + r.figures.seenShare.weekly + r.figures.seenShare.rarely + r.figures.seenShare.never).toBeCloseTo(1, 9);
    expect(r.hostile.rows).toBeGreaterThan(100);
    expect(r.hostile.held).toBeGreaterThan(r.hostile.accepted);
    expect(r.hostile.replayAccepted).toBe(0);
    expect(r.hostileBatchMoved).toBe(false);
    expect(r.afterHostile).toEqual(r.figures);
  });
});
