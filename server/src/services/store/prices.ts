import { eq } from 'drizzle-orm';
import type { identity, store } from '@marketlens/core/contract';
import type { Tx } from '../../db/client';
import { planPrices } from '../../db/schema/index';
import { PLANS, TRIAL } from '../accounts/plans';

/** The tiers from lowest to highest: buying a higher one upgrades, the same one extends, a lower one is refused. */
export const TIER_RANK: Readonly<Record<identity.Tier, number>> = Object.freeze({ trial: 0, starter: 1, operation: 2, ultimate: 3, professional: 4 });

/** The plan's tier and duration (services/accounts/plans.ts), or undefined for an unknown id. */
export const planOf = (planId: number | null | undefined) => (planId == null ? undefined : PLANS[planId]);

/** The month plan of each sold tier: what `savingPercent` compares with, and the plan a renewal card keeps when none is known. */
export const MONTH_PLAN: Readonly<Partial<Record<identity.Tier, number>>> = Object.freeze({ starter: 4, operation: 10, ultimate: 13, professional: 114 });

/**
 * The default prices (fen) and days, seeded once in every mode (db/seed/store.ts) and changed by
 * operators afterwards. Ids 7–9 are aliases of 4–6 kept off sale; the trial (16) is never sold.
 */
export const DEFAULT_PRICES: readonly { planId: number; priceFen: number; days: number; onSale: boolean; sort: number }[] = Object.freeze([
  { planId: 4, priceFen: 19_900, days: 30, onSale: true, sort: 1 },
  { planId: 5, priceFen: 49_900, days: 90, onSale: true, sort: 2 },
  { planId: 6, priceFen: 159_900, days: 365, onSale: true, sort: 3 },
  { planId: 7, priceFen: 19_900, days: 30, onSale: false, sort: 4 },
  { planId: 8, priceFen: 49_900, days: 90, onSale: false, sort: 5 },
  { planId: 9, priceFen: 159_900, days: 365, onSale: false, sort: 6 },
  { planId: 10, priceFen: 49_900, days: 30, onSale: true, sort: 1 },
  { planId: 11, priceFen: 129_900, days: 90, onSale: true, sort: 2 },
  { planId: 12, priceFen: 399_900, days: 365, onSale: true, sort: 3 },
  { planId: 50, priceFen: 44_900, days: 30, onSale: true, sort: 4 },
  { planId: 13, priceFen: 99_900, days: 30, onSale: true, sort: 1 },
  { planId: 14, priceFen: 259_900, days: 90, onSale: true, sort: 2 },
  { planId: 15, priceFen: 799_900, days: 365, onSale: true, sort: 3 },
  { planId: 51, priceFen: 89_900, days: 30, onSale: true, sort: 4 },
  { planId: 114, priceFen: 199_900, days: 30, onSale: true, sort: 1 },
  { planId: 115, priceFen: 519_900, days: 90, onSale: true, sort: 2 },
  { planId: 116, priceFen: 1_599_900, days: 365, onSale: true, sort: 3 },
  { planId: 117, priceFen: 179_900, days: 30, onSale: true, sort: 4 },
  { planId: TRIAL.planId, priceFen: 0, days: TRIAL.days, onSale: false, sort: 0 },
]);

export type PriceRow = typeof planPrices.$inferSelect;

/** One plan's price row, or undefined when the plan has none. */
export async function priceOf(db: Tx, planId: number): Promise<PriceRow | undefined> {
  const [row] = await db.select().from(planPrices).where(eq(planPrices.planId, planId)).limit(1);
  return row;
}

/** A price row as the plans page shows it: what a month costs on it and the saving against the tier's month plan. */
export function toPlan(row: PriceRow, monthPrices: ReadonlyMap<identity.Tier, PriceRow>): store.Plan | undefined {
  const plan = planOf(row.planId);
  if (!plan || row.days < 1) return undefined;
  const perMonthFen = Math.round((row.priceFen / row.days) * 30);
  const month = monthPrices.get(plan.tier);
  const monthly = month && month.days > 0 ? (month.priceFen / month.days) * row.days : 0;
  const saving = plan.duration === 'quarter' || plan.duration === 'year' ? (monthly > 0 ? Math.max(0, Math.round((1 - row.priceFen / monthly) * 100)) : 0) : 0;
  return { planId: row.planId, tier: plan.tier, duration: plan.duration, days: row.days, priceFen: row.priceFen, perMonthFen, savingPercent: saving, onSale: row.onSale };
}

/** The plans on sale, by tier and the operators' order. */
export async function plansOnSale(db: Tx): Promise<store.Plan[]> {
  const all = await db.select().from(planPrices);
  const monthPrices = new Map<identity.Tier, PriceRow>();
  for (const [tier, id] of Object.entries(MONTH_PLAN) as [identity.Tier, number][]) {
    const row = all.find((r) => r.planId === id);
    if (row) monthPrices.set(tier, row);
  }
  return all
    .filter((r) => r.onSale && r.planId !== TRIAL.planId && r.priceFen > 0)
    .map((r) => toPlan(r, monthPrices))
    .filter((p): p is store.Plan => p !== undefined)
    .sort((a, b) => TIER_RANK[a.tier] - TIER_RANK[b.tier] || (all.find((r) => r.planId === a.planId)?.sort ?? 0) - (all.find((r) => r.planId === b.planId)?.sort ?? 0) || a.planId - b.planId);
}
