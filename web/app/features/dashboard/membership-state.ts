import type { MembershipDates } from '@marketlens/core/auth';

export type MembershipProduct = MembershipDates & { readonly planId?: number | null; readonly tier?: string | null };

/** Never a member: no plan and no dates. Such a member has nothing that could have expired. */
export function neverHadMembership(product: MembershipProduct | null | undefined): boolean {
  return !product?.planId && !product?.maturityTime && !product?.bonus?.endTime;
}
