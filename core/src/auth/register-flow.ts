import { z } from 'zod';
import { ANALYTICS_EVENTS } from '../analytics/index';
import { identityApi } from '../api/identity';
import { CHANNELS } from '../constants/limits';
import { msg, type CoreMessageKey } from '../i18n/messages';
import { checkMobile } from '../validators/checks';
import { normalizeMobile } from '../validators/patterns';
import { firstIssueKey, mobileSchema, passwordSchema, resetPasswordFormSchema, setPasswordFormSchema, smsCodeSchema, type ResetPasswordForm } from '../validators/schemas';
import { loadAccountData, saveLogin } from './account-data';
import { writeSession } from '../session/index';
import { attempt } from './attempt';
import type { AuthDeps } from './deps';
import { REGISTER_SUCCESS_PATH, type MessagePurpose } from './modes';
import type { RegisterMode } from '../contract/identity';


function fail(deps: AuthDeps, key: CoreMessageKey | undefined | string): false {
  deps.state.setState({ loading: false, error: key ? { key: key as CoreMessageKey } : null });
  return false;
}

/**
 * Sends an SMS code: the phone must be valid and the slider captcha passed (ret 0); on 200 'SMS sent'.
 * Other answers show nothing of their own (the pipeline shows the server's message).
 */
export async function sendSmsCode(deps: AuthDeps, mobile: string, purpose: MessagePurpose): Promise<boolean> {
  const problem = mobile.trim() === '' ? 'validation.mobileRequired' : checkMobile(mobile);
  if (problem) return fail(deps, problem);
  const captcha = await deps.http.platform.captcha?.verify();
  if (!captcha || captcha.ret !== 0 || !captcha.ticket) return false;
  const res = await attempt(identityApi.sendTencentMessage(deps.http, { body: { type: purpose, mobile: normalizeMobile(mobile), ticket: captcha.ticket, randstr: captcha.randstr ?? '' } }));
  if (res.ok) deps.http.platform.notify.success(msg('auth.smsSent'));
  return res.ok;
}

/**
 * Whether a number has an account (on phone blur and after an SMS send). A failed check says
 * 'account check error' and counts the number as existing; in the register form an existing
 * number warns that it is registered.
 */
export async function checkUserExists(deps: AuthDeps, mobile: string, inRegisterForm = false): Promise<boolean> {
  if (checkMobile(mobile) || mobile.trim() === '') return false;
  const res = await attempt(identityApi.hasUserByMobile(deps.http, { query: { userName: normalizeMobile(mobile) } }, { verifyCode: false }));
  const exists = res.ok ? res.body.exist === true : true;
  if (!res.ok) deps.http.platform.notify.error(msg('auth.accountCheckError'));
  else if (exists && inRegisterForm) deps.http.platform.notify.warning(msg('auth.mobileRegistered'));
  return exists;
}

/** Registration form: phone, SMS code, an optional password (SMS registration) and the agreement. */
export const registrationSchema = z.object({
  mobile: mobileSchema,
  captcha: smsCodeSchema,
  password: z.union([z.literal(''), passwordSchema]).optional(),
  agreed: z.literal(true, { error: 'validation.agreementRequired' }),
});
export type RegistrationForm = z.input<typeof registrationSchema>;

/** Where a promote registration came from beyond the stored invite and utm: the page's channel, promotion, mode and path. */
export interface PromoteAttribution {
  readonly urlCode?: string | undefined;
  readonly promotionId?: number | undefined;
  readonly mode: RegisterMode;
  readonly landingPath?: string | undefined;
}

export interface RegistrationOptions {
  /** 'activity' reloads the data and grants a lucky draw; 'normal' goes to the success page. */
  readonly variant: 'normal' | 'activity';
  /**
   * A promote page's registration: sent with the attribution, reported as an ad conversion, and
   * the trial gift is granted before the success page.
   */
  readonly promote?: PromoteAttribution;
  /** Where a normal registration goes instead of REGISTER_SUCCESS_PATH; null stays on the page. */
  readonly successPath?: string | null;
  /** expandInfo JSON (activity id and invite code), see activityExpandInfo. */
  readonly expandInfo?: string;
  readonly searchWord?: string;
  readonly keyWord?: string;
}

type RegisterBody = {
  code: number;
  isUpgrade?: boolean | undefined;
  distinctId?: string | undefined;
  accessToken?: string | undefined;
  controlT?: string | undefined;
  user?: Parameters<typeof saveLogin>[3] | undefined;
  couponId?: number | null | undefined;
};

/** The request fields of a promote registration: the stored invite and utm codes and the page's attribution. */
function promoteFields(deps: AuthDeps, promote: PromoteAttribution | undefined) {
  const stored = deps.promote.getState();
  return {
    ...(stored.invite_code ? { invite: stored.invite_code } : {}),
    ...(stored.utm ? { invite_channel: stored.utm, utm: stored.utm } : {}),
    ...(promote?.urlCode ? { urlCode: promote.urlCode } : {}),
    ...(promote?.promotionId ? { promotionId: promote.promotionId } : {}),
    ...(promote ? { mode: promote.mode } : {}),
    ...(promote?.landingPath ? { landingPath: promote.landingPath.slice(0, 200) } : {}),
  };
}

/** The ad-conversion event of a promote form's submission. */
function trackAdSubmit(deps: AuthDeps, promote: PromoteAttribution | undefined): void {
  if (promote) deps.analytics.track(ANALYTICS_EVENTS.adFormSubmit, { mode: promote.mode, urlCode: promote.urlCode ?? '', ...(promote.promotionId ? { promotionId: promote.promotionId } : {}) });
}

/** After a registration answered 200: save the user, spend the invite/utm codes, report and move on. */
async function finishRegistration(deps: AuthDeps, body: RegisterBody, options: Pick<RegistrationOptions, 'variant' | 'promote' | 'successPath'>): Promise<true> {
  if (body.accessToken && body.user) await saveLogin(deps.http, deps.user, body.accessToken, body.user, body.controlT);
  deps.promote.getState().clear();
  if (body.isUpgrade === false && body.distinctId) {
    deps.analytics.identify(body.distinctId);
    deps.analytics.track(ANALYTICS_EVENTS.register, { distinctId: body.distinctId });
  }
  deps.state.setState({ loading: false, error: null, done: true, couponId: body.couponId ?? null });
  if (options.variant === 'activity') {
    await loadAccountData(deps.http, deps.user);
    deps.http.platform.notify.success(msg('auth.registerLottery'));
    return true;
  }
  const path = options.successPath === undefined ? REGISTER_SUCCESS_PATH : options.successPath;
  // A promote page's member starts with the trial (and its product) before the success page; a
  // member who stays on the page (null) sees it there at once.
  if (options.promote || path === null) await loadAccountData(deps.http, deps.user);
  deps.http.platform.notify.success(msg('auth.registerSuccess'));
  if (path !== null) deps.navigate(path);
  return true;
}

/** Registration (normal or activity variant). */
export async function register(deps: AuthDeps, form: RegistrationForm, options: RegistrationOptions): Promise<boolean> {
  const parsed = registrationSchema.safeParse(form);
  if (!parsed.success) return fail(deps, firstIssueKey(parsed.error));
  deps.state.setState({ loading: true, error: null });
  trackAdSubmit(deps, options.promote);
  const res = await attempt(
    identityApi.registerUser(deps.http, {
      body: {
        account: parsed.data.mobile,
        code: parsed.data.captcha,
        ...(parsed.data.password ? { password: parsed.data.password } : {}),
        tenantId: CHANNELS.tenantId,
        firstId: await deps.http.platform.anonymousId(),
        realPush: true,
        ...promoteFields(deps, options.promote),
        ...(options.expandInfo ? { expandInfo: options.expandInfo } : {}),
        ...(options.searchWord ? { searchWord: options.searchWord } : {}),
        ...(options.keyWord ? { keyWord: options.keyWord } : {}),
      },
    }),
  );
  return res.ok ? finishRegistration(deps, res.body, options) : fail(deps, undefined);
}

/** WeChat registration: register (or upgrade) a number and bind the WeChat of a scanned scene. */
export async function registerWithWechat(
  deps: AuthDeps,
  form: ResetPasswordForm & { sceneId: string; expandInfo?: string },
  options: Pick<RegistrationOptions, 'promote' | 'successPath'> = {},
): Promise<boolean> {
  const parsed = resetPasswordFormSchema.safeParse(form);
  if (!parsed.success) return fail(deps, firstIssueKey(parsed.error));
  deps.state.setState({ loading: true, error: null });
  trackAdSubmit(deps, options.promote);
  const d = parsed.data;
  const res = await attempt(
    identityApi.createUserAndBindWx(deps.http, {
      body: {
        userName: d.mobile, code: d.captcha, password: d.password, passwordConfirm: d.confirmPassword, sceneId: form.sceneId,
        ...(form.expandInfo ? { expandInfo: form.expandInfo } : {}),
        ...(options.promote ? promoteFields(deps, options.promote) : {}),
      },
    }),
  );
  return res.ok ? finishRegistration(deps, res.body, { variant: 'normal', ...options }) : fail(deps, undefined);
}

/** The first password of an account registered without one (the fast registration), typed twice. */
export async function setPassword(deps: AuthDeps, form: { password: string; confirmPassword: string }): Promise<boolean> {
  const parsed = setPasswordFormSchema.safeParse(form);
  if (!parsed.success) return fail(deps, firstIssueKey(parsed.error));
  deps.state.setState({ loading: true, error: null });
  const res = await attempt(identityApi.setPassword(deps.http, { body: parsed.data }));
  if (!res.ok) return fail(deps, undefined);
  // The session cookie keeps the user record: it says so too, so a reload does not offer the form again.
  const info = deps.user.getState().info;
  if (info) {
    const stored = { ...info.user, passwordStatus: true };
    await writeSession(deps.http.platform, stored);
    deps.user.getState().setInfo({ ...info, user: stored });
  }
  deps.user.getState().setFlags({ passwordStatus: true });
  deps.state.setState({ loading: false, done: true });
  deps.http.platform.notify.success(msg('auth.passwordSet'));
  return true;
}

/** Password reset by SMS code; the new password is typed twice. */
export async function resetPassword(deps: AuthDeps, form: ResetPasswordForm): Promise<boolean> {
  const parsed = resetPasswordFormSchema.safeParse(form);
  if (!parsed.success) return fail(deps, firstIssueKey(parsed.error));
  deps.state.setState({ loading: true, error: null });
  const d = parsed.data;
  const res = await attempt(identityApi.resetPassword(deps.http, { body: { phone: d.mobile, code: d.captcha, password: d.password, confirmPassword: d.confirmPassword, tenantId: CHANNELS.tenantId } }));
  if (!res.ok) return fail(deps, undefined);
  deps.state.setState({ loading: false, done: true });
  deps.http.platform.notify.success(msg('auth.resetSuccess'));
  return true;
}

/** Binds the WeChat of a scanned scene to the signed-in account. */
export async function bindWechat(deps: AuthDeps, sceneId: string): Promise<boolean> {
  deps.state.setState({ loading: true, error: null });
  const res = await attempt(identityApi.addWeiXinBind(deps.http, { query: { scentId: sceneId } }));
  if (!res.ok) return fail(deps, undefined);
  deps.state.setState({ loading: false, done: true });
  deps.http.platform.notify.success(msg('auth.bindSuccess'));
  return true;
}
