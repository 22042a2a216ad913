import { createStore, type StoreApi } from 'zustand/vanilla';
import type { z } from 'zod';
import type { identity } from '../contract/index';
import type { Message } from '../i18n/messages';
import { LOGIN_MODES, LOGIN_TYPES, type LoginMode, type LoginType } from './modes';

export type Risk = z.infer<typeof identity.riskSchema>;
export type Account = z.infer<typeof identity.accountSchema>;

/** Where a login or registration stands; the sheets render from this. */
export interface AuthState {
  mode: LoginMode;
  loginType: LoginType;
  /** A request is under way; cleared on failure. */
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

export function createAuthState(mode: LoginMode = LOGIN_MODES.accountLogin): AuthStateStore {
  return createStore<AuthState>()(() => ({ mode, loginType: LOGIN_TYPES.password, loading: false, error: null, risk: null, accounts: [], loginCredential: null, done: false }));
}
