import { eq } from 'drizzle-orm';
import type { identity } from '@marketlens/core/contract';
import { memberships } from '../../db/schema/index';
import type { Tx } from '../../db/client';

type Plan = { tier: identity.Tier; duration: 'month' | 'quarter' | 'year' | 'renewal' | 'trial' };

/** Membership plan ids of spec section 3. */
export const PLANS: Readonly<Record<number, Plan>> = Object.freeze({
  4: { tier: 'starter', duration: 'month' }, 5: { tier: 'starter', duration: 'quarter' }, 6: { tier: 'starter', duration: 'year' },
  7: { tier: 'starter', duration: 'month' }, 8: { tier: 'starter', duration: 'quarter' }, 9: { tier: 'starter', duration: 'year' },
  10: { tier: 'operation', duration: 'month' }, 11: { tier: 'operation', duration: 'quarter' }, 12: { tier: 'operation', duration: 'year' },
  13: { tier: 'ultimate', duration: 'month' }, 14: { tier: 'ultimate', duration: 'quarter' }, 15: { tier: 'ultimate', duration: 'year' },
  114: { tier: 'professional', duration: 'month' }, 115: { tier: 'professional', duration: 'quarter' }, 116: { tier: 'professional', duration: 'year' },
  16: { tier: 'trial', duration: 'trial' },
  50: { tier: 'operation', duration: 'renewal' }, 51: { tier: 'ultimate', duration: 'renewal' }, 117: { tier: 'professional', duration: 'renewal' },
});

/** The trial every new account gets at creation (DECISIONS.md §15, WORKBENCH.md §4: 7 days). */
export const TRIAL = Object.freeze({ planId: 16, days: 7 });

/** An active membership of a paid plan (not the trial): no trial or gift is offered or added to it. */
export function isPayingMember(m: { planId: number | null; maturityTime: Date | null } | undefined, now = Date.now()): boolean {
  return Boolean(m && m.planId !== null && m.planId !== TRIAL.planId && m.maturityTime && m.maturityTime.getTime() > now);
}

/** Expired only when both maturityTime and bonus.endTime are past or now; neither counts as expired (spec section 4). */
export function isExpired(maturity: Date | null, bonusEnd: Date | null, now = Date.now()): boolean {
  return !((maturity && maturity.getTime() > now) || (bonusEnd && bonusEnd.getTime() > now));
}

/** The membership of a main account as the contract shows it. */
export async function productOf(db: Tx, ownerId: number): Promise<identity.Product & { trialClaimed: boolean }> {
  const [m] = await db.select().from(memberships).where(eq(memberships.userId, ownerId)).limit(1);
  const plan = m?.planId != null ? PLANS[m.planId] : undefined;
  return {
    planId: m?.planId ?? null,
    tier: plan?.tier ?? null,
    duration: plan?.duration ?? null,
    maturityTime: m?.maturityTime?.toISOString() ?? null,
    bonus: m?.bonusEndTime ? { endTime: m.bonusEndTime.toISOString() } : null,
    expired: isExpired(m?.maturityTime ?? null, m?.bonusEndTime ?? null),
    trialClaimed: Boolean(m?.trialClaimedAt),
  };
}
