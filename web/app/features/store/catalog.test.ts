import { describe, expect, it } from 'vitest';
import { TIER_LIMITS } from '@marketlens/core/constants';
import { bestSaving, catalog, findPlan, termsOnSale, tierLimits, type Plan } from './catalog';

const plan = (planId: number, tier: Plan['tier'], duration: Plan['duration'], priceFen: number, extra: Partial<Plan> = {}): Plan => ({
  planId, tier, duration, days: duration === 'year' ? 365 : duration === 'quarter' ? 90 : 30, priceFen, perMonthFen: priceFen, savingPercent: 0, onSale: true, ...extra,
});

const PLANS: Plan[] = [
  plan(4, 'starter', 'month', 9900),
  plan(5, 'starter', 'quarter', 26900, { savingPercent: 9 }),
  plan(6, 'starter', 'year', 99900, { savingPercent: 16 }),
  plan(7, 'starter', 'month', 12900),
  plan(10, 'operation', 'month', 19900),
  plan(12, 'operation', 'year', 179900, { savingPercent: 25 }),
  plan(11, 'operation', 'quarter', 53900, { onSale: false }),
  plan(50, 'operation', 'renewal', 19900),
  plan(16, 'trial', 'trial', 0, { days: 7 }),
];

describe('the plans catalog', () => {
  it('groups the plans on sale by tier from the smallest up, leaving out the trial and plans off sale', () => {
    const offers = catalog(PLANS);
    expect(offers.map((o) => o.tier)).toEqual(['starter', 'operation']);
    expect(offers[1]?.plans.quarter).toBeUndefined();
    expect(offers[1]?.renewal?.planId).toBe(50);
  });

  it('offers the cheaper of two plans of one tier and duration', () => {
    expect(catalog(PLANS)[0]?.plans.month?.planId).toBe(4);
  });

  it('lists only the durations some tier sells, and the best saving of each', () => {
    const offers = catalog(PLANS);
    expect(termsOnSale(offers)).toEqual(['month', 'quarter', 'year']);
    expect(termsOnSale(catalog(PLANS.filter((p) => p.duration !== 'quarter')))).toEqual(['month', 'year']);
    expect(bestSaving(offers, 'year')).toBe(25);
    expect(bestSaving(offers, 'month')).toBe(0);
  });

  it('finds a plan a checkout may sell: on sale and not the trial', () => {
    expect(findPlan(PLANS, 12)?.tier).toBe('operation');
    expect(findPlan(PLANS, 11)).toBeUndefined();
    expect(findPlan(PLANS, 16)).toBeUndefined();
    expect(findPlan(PLANS, 999)).toBeUndefined();
  });

  it('reads what each tier allows from the one tier table', () => {
    expect(tierLimits('starter').rows).toEqual({ kind: 'count', value: TIER_LIMITS.starter.rows });
    expect(tierLimits('trial').patrol).toEqual({ kind: 'patrol', items: TIER_LIMITS.trial.patrolItems, minutes: TIER_LIMITS.trial.patrolEveryMinutes });
    expect(tierLimits('professional').history).toEqual({ kind: 'all' });
    expect(tierLimits('professional').exports).toEqual({ kind: 'unlimited' });
    expect(tierLimits('ultimate').categories).toEqual({ kind: 'all' });
    expect(tierLimits('operation').exports).toEqual({ kind: 'exports', count: TIER_LIMITS.operation.exportsPerDay, rows: TIER_LIMITS.operation.exportRows });
  });
});
