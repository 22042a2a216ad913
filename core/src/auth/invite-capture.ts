import { CHANNELS } from '../constants/limits';
import type { PromoteStore } from '../stores/promote-store';

function params(search: string | URLSearchParams): URLSearchParams {
  return typeof search === 'string' ? new URLSearchParams(search) : search;
}

/**
 * After each route change: an address with `code` and without `scope` (an OAuth return carries
 * scope) saves the invite code; `utm` is saved the same way.
 */
export function captureInvite(search: string | URLSearchParams, promote: PromoteStore): void {
  const q = params(search);
  const code = q.get('code');
  const utm = q.get('utm');
  if (code && !q.has('scope')) promote.getState().setInviteCode(code);
  if (utm && !q.has('scope')) promote.getState().setUtm(utm);
}

/** The activity invite code (query parameter `aic`), if any. */
export function activityInviteCode(search: string | URLSearchParams): string | undefined {
  return params(search).get('aic') ?? undefined;
}

/** The expandInfo JSON a registration sends for an activity. */
export function activityExpandInfo(search: string | URLSearchParams, actId: number = CHANNELS.defaultActivityId): string {
  return JSON.stringify({ actId, inviteCode: activityInviteCode(search) ?? '' });
}
