import type { identity } from '@marketlens/core/contract';
import { sitePath } from './site-links';

/** How a member's plan stands, as the popup shows it (and the site's dashboard names it). */
export type PlanState = 'none' | 'trial' | 'active' | 'endingSoon' | 'ended';
/** The next step the popup offers: all of them open the site's plans page. */
export type PlanAction = 'seePlans' | 'renew' | 'upgrade';

export interface PlanView {
  state: PlanState;
  tier: identity.Tier | null;
  /** When it ends: the later of the plan's end and the bonus days (ISO), null without a plan. */
  endsAt: string | null;
  /** Whole days left, rounded up; 0 once ended. */
  daysLeft: number;
  action: PlanAction;
}

const DAY_MS = 24 * 60 * 60_000;
/** A paid plan is "ending soon" in its last 7 days: when the site's reminders go out. */
export const ENDING_SOON_DAYS = 7;

type Membership = Pick<identity.Product, 'tier' | 'maturityTime' | 'bonus'>;

/** The plan's state: none (never had one), trial, active, ending soon (≤ 7 days), ended; and the step that fits it. */
export function planView(product: Membership | null | undefined, now = Date.now()): PlanView {
  const ends = [product?.maturityTime, product?.bonus?.endTime].map((v) => (v ? Date.parse(v) : Number.NaN)).filter((t) => !Number.isNaN(t));
  const end = ends.length ? Math.max(...ends) : null;
  const tier = product?.tier ?? null;
  if (!tier || end === null) return { state: 'none', tier: null, endsAt: null, daysLeft: 0, action: 'seePlans' };
  const endsAt = new Date(end).toISOString();
  const left = end - now;
  const daysLeft = left > 0 ? Math.ceil(left / DAY_MS) : 0;
  if (left <= 0) return { state: 'ended', tier, endsAt, daysLeft, action: tier === 'trial' ? 'upgrade' : 'renew' };
  if (tier === 'trial') return { state: 'trial', tier, endsAt, daysLeft, action: 'upgrade' };
  if (left <= ENDING_SOON_DAYS * DAY_MS) return { state: 'endingSoon', tier, endsAt, daysLeft, action: 'renew' };
  return { state: 'active', tier, endsAt, daysLeft, action: tier === 'professional' ? 'renew' : 'upgrade' };
}

/** The site's plans page in the popup's language (every renew, upgrade and see-plans link of the extension). */
export function pricingUrl(siteOrigin: string, language: string): string {
  return `${siteOrigin.replace(/\/$/, '')}${sitePath(language, '/pricing')}`;
}
