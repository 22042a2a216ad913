import { useEffect, useState } from 'react';
import { isMembershipExpired } from '@marketlens/core/auth';
import type { Tier } from '@marketlens/core/constants';
import { useHttp } from '../../lib/http';
import { useIsLoggedIn } from '../../lib/session';
import { PAID_TIERS, type PaidTier } from './catalog';

/** The member's tier and whether it still runs: what the plans page's buttons say (renew, upgrade). */
export interface CurrentTier {
  readonly tier: Tier;
  readonly active: boolean;
}

/** The signed-in member's tier, read in the browser (the plans page is rendered the same for everyone); null for a guest or none. */
export function useCurrentTier(): CurrentTier | null {
  const loggedIn = useIsLoggedIn();
  const http = useHttp();
  const [current, setCurrent] = useState<CurrentTier | null>(null);
  useEffect(() => {
    if (!loggedIn) return setCurrent(null);
    let live = true;
    void (async () => {
      const { identity } = await import('@marketlens/core/contract');
      const res = await http.call(identity.getUserProductAndPolicy, undefined, { verifyCode: false }).catch(() => null);
      const p = res?.code === 200 ? res.data : undefined;
      if (live && p?.tier) setCurrent({ tier: p.tier, active: !isMembershipExpired(p, http.platform.clock.now()) });
    })();
    return () => {
      live = false;
    };
  }, [loggedIn, http]);
  return current;
}

export type TierRelation = 'current' | 'upgrade' | 'lower' | 'open';

/** How a tier on sale stands to the member's: the one they have, an upgrade, a lower one (not sold while theirs runs), or simply open. */
export function relationTo(tier: PaidTier, current: CurrentTier | null): TierRelation {
  if (!current?.active || current.tier === 'trial') return 'open';
  const mine = PAID_TIERS.indexOf(current.tier);
  const theirs = PAID_TIERS.indexOf(tier);
  return theirs === mine ? 'current' : theirs > mine ? 'upgrade' : 'lower';
}
