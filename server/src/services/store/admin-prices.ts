import { asc, count, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import { identity, type adminStore } from '@marketlens/core/contract';
import { orders, planPrices } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import { record, type Actor } from '../admin/audit';
import { PLANS, TRIAL } from '../accounts/plans';

type PriceRow = typeof planPrices.$inferSelect;
type PlanPrice = z.infer<typeof adminStore.planPriceSchema>;
const snapshot = (p: PriceRow | undefined) => (p ? { priceFen: p.priceFen, days: p.days, onSale: p.onSale, sort: p.sort } : null);

/** Every priced plan of the spec but the trial (never sold), by tier (starter … professional), then its sort and id, with its paid orders so far. */
export async function listPrices(db: Tx): Promise<PlanPrice[]> {
  const rows = await db.select().from(planPrices).orderBy(asc(planPrices.sort), asc(planPrices.planId));
  const paid = await db.select({ planId: orders.planId, n: count() }).from(orders).where(isNotNull(orders.paidAt)).groupBy(orders.planId);
  const paidBy = new Map(paid.map((p) => [p.planId, p.n]));
  return rows
    .filter((r) => PLANS[r.planId] && r.planId !== TRIAL.planId)
    .map((r) => {
      const plan = PLANS[r.planId] ?? { tier: 'trial' as const, duration: 'trial' as const };
      return {
        planId: r.planId,
        tier: plan.tier,
        duration: plan.duration,
        priceFen: r.priceFen,
        days: r.days,
        onSale: r.onSale,
        sort: r.sort,
        updatedAt: r.updatedAt.toISOString(),
        updatedBy: r.updatedBy,
        paidOrders: paidBy.get(r.planId) ?? 0,
      };
    })
    .sort((a, b) => identity.TIERS.indexOf(a.tier) - identity.TIERS.indexOf(b.tier));
}

/**
 * Sets a plan's price, days, availability and place (an upsert, audited with before and after).
 * Orders already made keep the amount they were made with: it is stored on the order.
 */
export async function setPrice(tx: Tx, actor: Actor, input: { planId: number; priceFen: number; days: number; onSale: boolean; sort: number }): Promise<'notFound' | 'ok'> {
  if (!PLANS[input.planId] || input.planId === TRIAL.planId) return 'notFound';
  const [before] = await tx.select().from(planPrices).where(eq(planPrices.planId, input.planId)).for('update').limit(1);
  const values = { priceFen: input.priceFen, days: input.days, onSale: input.onSale, sort: input.sort, updatedAt: new Date(), updatedBy: actor.name };
  const [after] = await tx
    .insert(planPrices)
    .values({ planId: input.planId, ...values })
    .onConflictDoUpdate({ target: planPrices.planId, set: values })
    .returning();
  await record(tx, actor, 'store.price', `plan:${input.planId}`, snapshot(before), snapshot(after));
  return 'ok';
}
