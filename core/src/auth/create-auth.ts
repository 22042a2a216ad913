import { noAnalytics, type Analytics } from '../analytics/index';
import type { HttpClient } from '../http/client';
import type { PromoteStore } from '../stores/promote-store';
import type { UserStore } from '../stores/user-store';
import type { PasswordLoginForm, ResetPasswordForm, SmsLoginForm } from '../validators/schemas';
import { loadAccountData, logout, restoreSession } from './account-data';
import { createAuthState, type AuthStateStore } from './flow-state';
import { loginWithPassword, loginWithSms, verifyRisk } from './login-flow';
import { LOGIN_MODES, type LoginMode, type LoginType, type MessagePurpose } from './modes';
import { bindWechat, checkUserExists, register, registerWithWechat, resetPassword, sendSmsCode, type RegistrationForm, type RegistrationOptions } from './register-flow';
import type { AuthDeps } from './deps';

export interface CreateAuthOptions {
  readonly http: HttpClient;
  readonly user: UserStore;
  readonly promote: PromoteStore;
  readonly analytics?: Analytics;
  readonly navigate?: (path: string) => void;
  readonly mode?: LoginMode;
}

/** The auth flows of one login or registration sheet, over a state store the sheet renders from. */
export function createAuth(options: CreateAuthOptions) {
  const state: AuthStateStore = createAuthState(options.mode);
  const deps: AuthDeps = { http: options.http, user: options.user, promote: options.promote, state, analytics: options.analytics ?? noAnalytics, navigate: options.navigate ?? (() => {}) };
  return Object.freeze({
    state,
    setMode: (mode: LoginMode) => state.setState({ mode, error: null }),
    setLoginType: (loginType: LoginType) => state.setState({ loginType, mode: loginType === 'sms' ? LOGIN_MODES.smsLogin : LOGIN_MODES.accountLogin, error: null }),
    /** Clears the state for a sheet that opens again. */
    reset: () => state.setState({ loading: false, error: null, risk: null, accounts: [], done: false }),
    loginWithPassword: (form: PasswordLoginForm) => loginWithPassword(deps, form),
    loginWithSms: (form: SmsLoginForm) => loginWithSms(deps, form),
    verifyRisk: (input: Parameters<typeof verifyRisk>[1]) => verifyRisk(deps, input),
    sendSmsCode: (mobile: string, purpose: MessagePurpose) => sendSmsCode(deps, mobile, purpose),
    checkUserExists: (mobile: string, inRegisterForm?: boolean) => checkUserExists(deps, mobile, inRegisterForm),
    register: (form: RegistrationForm, opts: RegistrationOptions) => register(deps, form, opts),
    registerWithWechat: (form: ResetPasswordForm & { sceneId: string; expandInfo?: string }) => registerWithWechat(deps, form),
    resetPassword: (form: ResetPasswordForm) => resetPassword(deps, form),
    bindWechat: (sceneId: string) => bindWechat(deps, sceneId),
    logout: () => logout(options.http, options.user),
    restoreSession: () => restoreSession(options.http, options.user),
    loadAccountData: () => loadAccountData(options.http, options.user),
  });
}

export type Auth = ReturnType<typeof createAuth>;
