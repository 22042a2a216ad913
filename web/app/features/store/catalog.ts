import { TIER_LIMITS, type Tier } from '@marketlens/core/constants';
import type { store } from '@marketlens/core/contract';
import type { z } from 'zod';

/** The tiers a member can buy, from the smallest up (WORKBENCH.md §4). */
export const PAID_TIERS = Object.freeze(['starter', 'operation', 'ultimate', 'professional'] as const);
export type PaidTier = (typeof PAID_TIERS)[number];

/** The durations of a tier's plans, as the plans page's switch offers them. */
export const TERMS = Object.freeze(['month', 'quarter', 'year'] as const);
export type Term = (typeof TERMS)[number];

export type Plan = store.Plan;
/** The plans page's data: the plans on sale, the payment methods of this server and the trial's days. */
export type PlansData = z.infer<typeof store.plansSchema>;

export interface TierOffer {
  readonly tier: PaidTier;
  /** The tier's plan for each duration on sale (a duration not on sale is missing). */
  readonly plans: Partial<Record<Term, Plan>>;
  /** The tier's renewal card, when one is on sale. */
  readonly renewal: Plan | undefined;
}

const isTerm = (d: string): d is Term => (TERMS as readonly string[]).includes(d);

/**
 * The plans on sale grouped by tier: each tier's month / quarter / year plan and its renewal card.
 * When operators sell two plans of one tier and duration, the cheaper one is offered.
 */
export function catalog(plans: readonly Plan[]): TierOffer[] {
  return PAID_TIERS.map((tier) => {
    const own = plans.filter((p) => p.onSale && p.tier === tier);
    const byTerm: Partial<Record<Term, Plan>> = {};
    for (const p of own) {
      if (!isTerm(p.duration)) continue;
      const held = byTerm[p.duration];
      if (!held || p.priceFen < held.priceFen) byTerm[p.duration] = p;
    }
    const renewal = own.filter((p) => p.duration === 'renewal').sort((a, b) => a.priceFen - b.priceFen)[0];
    return { tier, plans: byTerm, renewal };
  }).filter((o) => Object.keys(o.plans).length > 0 || o.renewal);
}

/** The durations some tier sells, in their order: the switch shows only these. */
export function termsOnSale(offers: readonly TierOffer[]): Term[] {
  return TERMS.filter((term) => offers.some((o) => o.plans[term]));
}

/** The best saving of a duration over all tiers, for the switch's badge ("save up to 20%"). */
export function bestSaving(offers: readonly TierOffer[], term: Term): number {
  return Math.max(0, ...offers.map((o) => o.plans[term]?.savingPercent ?? 0));
}

/** A plan of the list by id, if it is on sale and not the trial. */
export function findPlan(plans: readonly Plan[], planId: number): Plan | undefined {
  return plans.find((p) => p.planId === planId && p.onSale && p.tier !== 'trial');
}

/** What one line of the comparison says: a number, "all", "unlimited", or a patrol interval in minutes. */
export type LimitValue =
  | { readonly kind: 'count'; readonly value: number }
  | { readonly kind: 'days'; readonly value: number }
  | { readonly kind: 'all' }
  | { readonly kind: 'unlimited' }
  | { readonly kind: 'exports'; readonly count: number; readonly rows: number }
  | { readonly kind: 'patrol'; readonly items: number; readonly minutes: number };

export const LIMIT_LINES = Object.freeze(['history', 'rows', 'exports', 'monitors', 'patrol', 'categories'] as const);
export type LimitLine = (typeof LIMIT_LINES)[number];

/** What a tier allows, line by line, read from the one tier table (never retyped). */
export function tierLimits(tier: Tier): Record<LimitLine, LimitValue> {
  const l = TIER_LIMITS[tier];
  return {
    history: l.historyDays === null ? { kind: 'all' } : { kind: 'days', value: l.historyDays },
    rows: { kind: 'count', value: l.rows },
    exports: l.exportsPerDay === null ? { kind: 'unlimited' } : { kind: 'exports', count: l.exportsPerDay, rows: l.exportRows },
    monitors: { kind: 'count', value: l.monitors },
    patrol: { kind: 'patrol', items: l.patrolItems, minutes: l.patrolEveryMinutes },
    categories: l.boundCategories === null ? { kind: 'all' } : { kind: 'count', value: l.boundCategories },
  };
}
