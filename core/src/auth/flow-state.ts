import { createStore, type StoreApi } from 'zustand/vanilla';
import type { z } from 'zod';
import type { identity } from '../contract/index';
import type { Message } from '../i18n/messages';
import { LIMITS } from '../constants/limits';
import { LOGIN_MODES, LOGIN_TYPES, type LoginMode, type LoginType } from './modes';

export type Risk = z.infer<typeof identity.riskSchema>;
export type Account = z.infer<typeof identity.accountSchema>;

/** Where a login or registration stands; the sheets render from this. */
export interface AuthState {
  mode: LoginMode;
  loginType: LoginType;
  /** A request is under way; cleared on failure, and at the latest 1,500 ms after it was set. */
  loading: boolean;
  /** The last failure to show in the sheet, if any. */
  error: Message | null;
  /** Risk control of the last login, with the credential to verify by. */
  risk: (Risk & { code: number }) | null;
  /** The accounts the login may continue with (main first). */
  accounts: readonly Account[];
  /** The single-use login credential kept while the user picks an account (mode accout_select). */
  loginCredential: string | null;
  /** The flow finished and the sheet may close. */
  done: boolean;
  /** The promotion coupon the last registration credited, if any. */
  couponId?: number | null;
}

export type AuthStateStore = StoreApi<AuthState>;

/**
 * The state of one login or registration sheet. Its spinner (`loading`) never outlives
 * `LIMITS.spinnerClearMs`: a request that never settles does not leave the sheet spinning.
 */
export function createAuthState(mode: LoginMode = LOGIN_MODES.accountLogin): AuthStateStore {
  const store = createStore<AuthState>()(() => ({ mode, loginType: LOGIN_TYPES.password, loading: false, error: null, risk: null, accounts: [], loginCredential: null, done: false }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  store.subscribe((state, previous) => {
    if (state.loading === previous.loading) return;
    clearTimeout(timer);
    timer = state.loading ? setTimeout(() => store.setState({ loading: false }), LIMITS.spinnerClearMs) : undefined;
  });
  return store;
}
