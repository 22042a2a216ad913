/** What expiry reads of a membership product. */
export interface MembershipDates {
  readonly maturityTime?: string | number | null;
  readonly bonus?: { readonly endTime?: string | number | null } | null;
}

function time(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const t = typeof value === 'number' ? value : Date.parse(value);
  return Number.isNaN(t) ? undefined : t;
}

/**
 * Expired only when both the plan's maturityTime and the bonus endTime are past or equal to now;
 * a missing date counts as past, so with neither the membership is expired.
 */
export function isMembershipExpired(product: MembershipDates | null | undefined, now: number = Date.now()): boolean {
  const ends = [time(product?.maturityTime), time(product?.bonus?.endTime)];
  return ends.every((end) => end === undefined || end <= now);
}
