import { isMembershipExpired, type MembershipDates } from '@marketlens/core/auth';

export type MembershipProduct = MembershipDates & { readonly planId?: number | null; readonly tier?: string | null };

/** Never a member: no plan and no dates. Such a member has nothing that could have expired. */
export function neverHadMembership(product: MembershipProduct | null | undefined): boolean {
  return !product?.planId && !product?.maturityTime && !product?.bonus?.endTime;
}

/** A paid membership this close to its end (in days) is "ending soon": the dashboard asks to renew. */
export const ENDING_SOON_DAYS = 7;

/** The dashboard's membership states (issue 26): each has its own next step. */
export type MembershipState = 'none' | 'trial' | 'active' | 'endingSoon' | 'ended';

const DAY_MS = 24 * 60 * 60 * 1000;

function time(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return Number.NaN;
  return typeof value === 'number' ? value : Date.parse(value);
}

/** When the membership ends: the later of the plan's end and the bonus's end; NaN without either. */
export function membershipEnd(product: MembershipProduct | null | undefined): number {
  const ends = [time(product?.maturityTime), time(product?.bonus?.endTime)].filter((t) => !Number.isNaN(t));
  return ends.length ? Math.max(...ends) : Number.NaN;
}

/** The state of a membership at `now`, and the whole days left until it ends (0 once ended). */
export function membershipState(product: MembershipProduct | null | undefined, now: number): { state: MembershipState; daysLeft: number } {
  if (neverHadMembership(product)) return { state: 'none', daysLeft: 0 };
  if (isMembershipExpired(product ?? {}, now)) return { state: 'ended', daysLeft: 0 };
  const daysLeft = Math.max(1, Math.ceil((membershipEnd(product) - now) / DAY_MS));
  if (product?.tier === 'trial') return { state: 'trial', daysLeft };
  return { state: daysLeft <= ENDING_SOON_DAYS ? 'endingSoon' : 'active', daysLeft };
}
