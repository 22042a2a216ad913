import { noAnalytics, type Analytics } from '../analytics/index';
import type { CallClient } from '../http/call-client';
import type { PromoteStore } from '../stores/promote-store';
import type { UserStore } from '../stores/user-store';
import type { PasswordLoginForm, ResetPasswordForm, SetPasswordForm, SmsLoginForm } from '../validators/schemas';
import { loadAccountData, logout, restoreSession } from './account-data';
import { createAuthState, type AuthStateStore } from './flow-state';
import { selectAccount } from './complete-login';
import type { Account } from './flow-state';
import { loginWithPassword, loginWithSms, loginWithWechat, verifyRisk } from './login-flow';
import { wechatBindQr, wechatLoginQr, type SheetQrOptions } from './wechat-qr';
import { LOGIN_MODES, type LoginMode, type LoginType, type MessagePurpose } from './modes';
import { bindWechat, checkUserExists, register, registerWithWechat, resetPassword, sendSmsCode, setPassword, type RegistrationForm, type RegistrationOptions } from './register-flow';
import type { AuthDeps } from './deps';

export interface CreateAuthOptions {
  readonly http: CallClient;
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
    /** The flows' dependencies, for steps a sheet composes itself (continueLogin, completeLogin). */
    deps,
    setMode: (mode: LoginMode) => state.setState({ mode, error: null }),
    setLoginType: (loginType: LoginType) => state.setState({ loginType, mode: loginType === 'sms' ? LOGIN_MODES.smsLogin : LOGIN_MODES.accountLogin, error: null }),
    /** Clears the state for a sheet that opens again. */
    reset: () => state.setState({ loading: false, error: null, risk: null, accounts: [], loginCredential: null, done: false }),
    loginWithPassword: (form: PasswordLoginForm) => loginWithPassword(deps, form),
    loginWithSms: (form: SmsLoginForm) => loginWithSms(deps, form),
    /** WeChat QR login with a scanned scene (wechatVerifyLogin); usually reached through wechatLoginQr. */
    loginWithWechat: (sceneId: string) => loginWithWechat(deps, sceneId),
    /** In mode accout_select: signs in as the chosen account (main or sub) with the kept credential. */
    selectAccount: (account: string | Pick<Account, 'account'>) => selectAccount(deps, account),
    /** The sheet's WeChat login QR code, wired to this flow; call refresh() to show it, cancel() to stop. */
    wechatLoginQr: (qrOptions?: SheetQrOptions) => wechatLoginQr(deps, qrOptions),
    /** A QR code that binds the scanning WeChat to the signed-in account. */
    wechatBindQr: (qrOptions?: SheetQrOptions) => wechatBindQr(deps, qrOptions),
    verifyRisk: (input: Parameters<typeof verifyRisk>[1]) => verifyRisk(deps, input),
    sendSmsCode: (mobile: string, purpose: MessagePurpose) => sendSmsCode(deps, mobile, purpose),
    checkUserExists: (mobile: string, inRegisterForm?: boolean) => checkUserExists(deps, mobile, inRegisterForm),
    register: (form: RegistrationForm, opts: RegistrationOptions) => register(deps, form, opts),
    registerWithWechat: (form: ResetPasswordForm & { sceneId: string; expandInfo?: string }, opts?: Pick<RegistrationOptions, 'promote' | 'successPath'>) => registerWithWechat(deps, form, opts),
    /** The first password of an account registered without one (the fast registration). */
    setPassword: (form: SetPasswordForm) => setPassword(deps, form),
    resetPassword: (form: ResetPasswordForm) => resetPassword(deps, form),
    bindWechat: (sceneId: string) => bindWechat(deps, sceneId),
    logout: () => logout(options.http, options.user),
    restoreSession: () => restoreSession(options.http, options.user),
    loadAccountData: () => loadAccountData(options.http, options.user),
  });
}

export type Auth = ReturnType<typeof createAuth>;
