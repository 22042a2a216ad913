import { noAnalytics, type Analytics } from '../analytics/index';
import type { CallClient } from '../http/call-client';
import type { PromoteStore } from '../stores/promote-store';
import type { UserStore } from '../stores/user-store';
import type { PasswordLoginForm, ResetPasswordForm, SetPasswordForm, SmsLoginForm } from '../validators/schemas';
import { createAuthState, type AuthStateStore } from './flow-state';
import type { Account } from './flow-state';
import type { verifyRisk } from './login-flow';
import { msg } from '../i18n/messages';
import { loadFlows as load } from './load-flows';
import { wechatBindQr, wechatLoginQr, type SheetQrOptions } from './wechat-qr';
import { LOGIN_MODES, type LoginMode, type LoginType, type MessagePurpose } from './modes';
import type { RegistrationForm, RegistrationOptions } from './register-flow';
import type { AuthDeps } from './deps';

export interface CreateAuthOptions {
  readonly http: CallClient;
  readonly user: UserStore;
  readonly promote: PromoteStore;
  readonly analytics?: Analytics;
  readonly navigate?: (path: string) => void;
  readonly mode?: LoginMode;
}

/**
 * The auth flows of one login or registration sheet, over a state store the sheet renders from. The
 * state and mode changes are here at once; the flows that call the API load with the first of them.
 */
export function createAuth(options: CreateAuthOptions) {
  const state: AuthStateStore = createAuthState(options.mode);
  const deps: AuthDeps = { http: options.http, user: options.user, promote: options.promote, state, analytics: options.analytics ?? noAnalytics, navigate: options.navigate ?? (() => {}) };
  // A phone that loses the network before the flows have loaded is told so in the sheet, as after a failed call.
  const loadFlows = () =>
    load().catch((err: unknown) => {
      state.setState({ loading: false, error: msg('http.network') });
      throw err;
    });
  return Object.freeze({
    state,
    /** The flows' dependencies, for steps a sheet composes itself (continueLogin, completeLogin). */
    deps,
    setMode: (mode: LoginMode) => state.setState({ mode, error: null }),
    setLoginType: (loginType: LoginType) => state.setState({ loginType, mode: loginType === 'sms' ? LOGIN_MODES.smsLogin : LOGIN_MODES.accountLogin, error: null }),
    /** Clears the state for a sheet that opens again. */
    reset: () => state.setState({ loading: false, error: null, risk: null, accounts: [], loginCredential: null, done: false }),
    loginWithPassword: async (form: PasswordLoginForm) => (await loadFlows()).loginWithPassword(deps, form),
    loginWithSms: async (form: SmsLoginForm) => (await loadFlows()).loginWithSms(deps, form),
    /** WeChat QR login with a scanned scene (wechatVerifyLogin); usually reached through wechatLoginQr. */
    loginWithWechat: async (sceneId: string) => (await loadFlows()).loginWithWechat(deps, sceneId),
    /** In mode accout_select: signs in as the chosen account (main or sub) with the kept credential. */
    selectAccount: async (account: string | Pick<Account, 'account'>) => (await loadFlows()).selectAccount(deps, account),
    /** The sheet's WeChat login QR code, wired to this flow; call refresh() to show it, cancel() to stop. */
    wechatLoginQr: (qrOptions?: SheetQrOptions) => wechatLoginQr(deps, qrOptions),
    /** A QR code that binds the scanning WeChat to the signed-in account. */
    wechatBindQr: (qrOptions?: SheetQrOptions) => wechatBindQr(deps, qrOptions),
    verifyRisk: async (input: Parameters<typeof verifyRisk>[1]) => (await loadFlows()).verifyRisk(deps, input),
    sendSmsCode: async (mobile: string, purpose: MessagePurpose) => (await loadFlows()).sendSmsCode(deps, mobile, purpose),
    checkUserExists: async (mobile: string, inRegisterForm?: boolean) => (await loadFlows()).checkUserExists(deps, mobile, inRegisterForm),
    register: async (form: RegistrationForm, opts: RegistrationOptions) => (await loadFlows()).register(deps, form, opts),
    registerWithWechat: async (form: ResetPasswordForm & { sceneId: string; expandInfo?: string }, opts?: Pick<RegistrationOptions, 'promote' | 'successPath'>) =>
      (await loadFlows()).registerWithWechat(deps, form, opts),
    /** The first password of an account registered without one (the fast registration). */
    setPassword: async (form: SetPasswordForm) => (await loadFlows()).setPassword(deps, form),
    resetPassword: async (form: ResetPasswordForm) => (await loadFlows()).resetPassword(deps, form),
    bindWechat: async (sceneId: string) => (await loadFlows()).bindWechat(deps, sceneId),
    logout: async () => (await loadFlows()).logout(options.http, options.user),
    restoreSession: async () => (await loadFlows()).restoreSession(options.http, options.user),
    loadAccountData: async () => (await loadFlows()).loadAccountData(options.http, options.user),
  });
}

export type Auth = ReturnType<typeof createAuth>;
