import type { z } from 'zod';
import { identityApi } from '../api/identity';
import { CODES, isResettableRisk, isRiskCode, riskLevelOf } from '../codes/index';
import { BusinessError } from '../http/errors';
import { CHANNELS } from '../constants/limits';
import { identity } from '../contract/index';
import { msg } from '../i18n/messages';
import { firstIssueKey, passwordLoginFormSchema, smsLoginFormSchema, type PasswordLoginForm, type SmsLoginForm } from '../validators/schemas';
import { NO_CODE, type Outcome } from './attempt';
import { completeLogin } from './complete-login';
import type { AuthDeps } from './deps';
import { LOGIN_MODES } from './modes';

type LoginResponse = z.infer<typeof identity.loginResponse>;
type LoginBody = z.input<NonNullable<typeof identity.loginPc.body>>;
type VerifyType = z.infer<typeof identity.riskSchema>['verifyTypes'][number];
const riskSchema = identity.riskSchema;

function fail(deps: AuthDeps, error: ReturnType<typeof msg> | null): false {
  deps.state.setState({ loading: false, error });
  return false;
}

/** Fields every login sends: tenant, anonymous id, stored invite and utm codes. */
async function loginExtras(deps: AuthDeps): Promise<Pick<LoginBody, 'appName' | 'firstId' | 'invite' | 'invite_channel'>> {
  const promote = deps.promote.getState();
  return {
    appName: CHANNELS.appName,
    firstId: await deps.http.platform.anonymousId(),
    ...(promote.invite_code ? { invite: promote.invite_code } : {}),
    ...(promote.utm ? { invite_channel: promote.utm } : {}),
  };
}

type Risk = z.infer<typeof identity.riskSchema>;
type LoginOutcome = Outcome<LoginResponse> & { risk?: Risk | undefined };

function riskOf(body: unknown): Risk | undefined {
  const risk = body && typeof body === 'object' && 'risk' in body ? body.risk : undefined;
  const parsed = riskSchema.safeParse(risk);
  return parsed.success ? parsed.data : undefined;
}

/** Runs a login call; a risk answer keeps its details (level, verification types, credential). */
async function loginOutcome(call: Promise<LoginResponse>): Promise<LoginOutcome> {
  try {
    const body = await call;
    return body.code === 200 ? { ok: true, body } : { ok: false, code: body.code, message: body.message ?? '', risk: body.risk };
  } catch (err) {
    if (err instanceof BusinessError) return { ok: false, code: err.code, message: err.message, risk: riskOf(err.body) };
    return { ok: false, code: NO_CODE, message: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * After a login answered: on 200 keep the accounts and credential; a login with sub-accounts stops in
 * accout_select (see selectAccount), any other goes on to the access token at once (completeLogin).
 * Resolves true when the user is signed in.
 */
export async function continueLogin(deps: AuthDeps, res: LoginOutcome): Promise<boolean> {
  const { state } = deps;
  if (!res.ok) {
    if (res.code === CODES.needsPcVerify) return fail(deps, msg('auth.needsPcVerify'));
    if (isRiskCode(res.code)) {
      const level = riskLevelOf(res.code) ?? 'freeze-low';
      const risk = res.risk ?? { level, resettable: isResettableRisk(res.code), verifyTypes: [] };
      state.setState({ loading: false, mode: LOGIN_MODES.identityAuth, error: msg('auth.riskControl'), risk: { code: res.code, ...risk } });
      return false;
    }
    return fail(deps, res.message ? { text: res.message } : msg('auth.loginFailed'));
  }
  const main = res.body.mainAccount;
  const credential = res.body.loginCredential;
  if (!main || !credential) return fail(deps, msg('auth.loginFailed'));
  const subs = res.body.subAccount ?? [];
  state.setState({ accounts: [main, ...subs], risk: null });
  // The credential buys one token, so it waits, unspent, for the user's choice.
  if (subs.length > 0) {
    state.setState({ loading: false, error: null, loginCredential: credential, mode: LOGIN_MODES.accountSelect });
    return false;
  }
  return completeLogin(deps, main.account, credential);
}

async function login(deps: AuthDeps, call: () => Promise<LoginResponse>): Promise<boolean> {
  deps.state.setState({ loading: true, error: null, done: false });
  return continueLogin(deps, await loginOutcome(call()));
}

/** Password login: validate, pass the slider captcha, log in (risk-controlled), then continueLogin. */
export async function loginWithPassword(deps: AuthDeps, form: PasswordLoginForm): Promise<boolean> {
  const parsed = passwordLoginFormSchema.safeParse(form);
  if (!parsed.success) return fail(deps, { key: firstIssueKey(parsed.error) as Parameters<typeof msg>[0] });
  const captcha = await deps.http.platform.captcha?.verify();
  if (!captcha || captcha.ret !== 0 || !captcha.ticket) return fail(deps, captcha ? msg('auth.captchaFailed') : null);
  const extras = await loginExtras(deps);
  return login(deps, () =>
    identityApi.loginPc(deps.http, {
      body: { ...extras, action: 'accountLogin', data: { account: parsed.data.account, password: parsed.data.password, code: captcha.ticket, randstr: captcha.randstr ?? '', tenantId: CHANNELS.tenantId } },
    }),
  );
}

/** SMS login: validate, log in with the code (an unknown number is registered), then continueLogin. */
export async function loginWithSms(deps: AuthDeps, form: SmsLoginForm): Promise<boolean> {
  const parsed = smsLoginFormSchema.safeParse(form);
  if (!parsed.success) return fail(deps, { key: firstIssueKey(parsed.error) as Parameters<typeof msg>[0] });
  const extras = await loginExtras(deps);
  return login(deps, () =>
    identityApi.loginV2(deps.http, { body: { ...extras, action: 'smsAccountLogin', data: { account: parsed.data.mobile, messageCode: parsed.data.captcha, tenantId: CHANNELS.tenantId } } }),
  );
}

/** WeChat QR login (wechatVerifyLogin) with a scanned and confirmed scene, then continueLogin. */
export async function loginWithWechat(deps: AuthDeps, sceneId: string): Promise<boolean> {
  if (!sceneId) return fail(deps, msg('auth.loginFailed'));
  const extras = await loginExtras(deps);
  return login(deps, () => identityApi.loginV2(deps.http, { body: { ...extras, action: 'wechatVerifyLogin', data: { messageCode: sceneId, tenantId: CHANNELS.tenantId } } }));
}

/** Clears a resettable risk by SMS code, WeChat scan or password, then continues the login. */
export async function verifyRisk(deps: AuthDeps, input: { verifyType: VerifyType; messageCode?: string; sceneId?: string; password?: string }): Promise<boolean> {
  const risk = deps.state.getState().risk;
  if (!risk?.credential) return fail(deps, msg('auth.riskControl'));
  return login(deps, () => identityApi.identityVerify(deps.http, { body: { credential: risk.credential ?? '', ...input } }));
}
