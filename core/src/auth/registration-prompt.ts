import { LIMITS } from '../constants/limits';
import type { Clock, KeyValueStorage } from '../http/platform';

/** Storage key of the prompt's "seen" flag: the time it expires (the next midnight). */
export const REGISTRATION_PROMPT_KEY = 'ml_registration_prompt';

export interface RegistrationPromptDeps {
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  readonly isLoggedIn: () => boolean | Promise<boolean>;
  /** Opens the SMS login/register modal. */
  readonly open: () => void;
}

/** The next local midnight after a moment. */
export function nextMidnight(now: number): number {
  const d = new Date(now);
  // The Date constructor rolls day 32 into the next month and year, and applies the local time zone.
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime();
}

/**
 * The registration prompt: a guest who has not seen it today gets the SMS login/register modal on
 * the first click 150 s after the page started, once; the flag is kept until the next midnight.
 */
export function createRegistrationPrompt(deps: RegistrationPromptDeps) {
  const startedAt = deps.clock.now();
  let done = false;
  async function seen(now: number): Promise<boolean> {
    const until = Number(await deps.storage.getItem(REGISTRATION_PROMPT_KEY));
    return Number.isFinite(until) && until > now;
  }
  return {
    /** Call on every click of the page; resolves true when this click opened the modal. */
    async onClick(): Promise<boolean> {
      const now = deps.clock.now();
      if (done || now - startedAt < LIMITS.registrationPromptDelayMs) return false;
      if ((await deps.isLoggedIn()) || (await seen(now))) {
        done = true;
        return false;
      }
      done = true;
      await deps.storage.setItem(REGISTRATION_PROMPT_KEY, String(nextMidnight(now)));
      deps.open();
      return true;
    },
  };
}
