import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { identity } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { users, wechatScenes } from '../../db/schema/index';
import { ApiError } from '../../http/errors';
import type { CaptchaProvider } from '../captcha/slider';
import { clearRisk, evaluateRisk, markAttemptSucceeded, recordAttempt, reserveAttempt } from '../risk/risk';
import { consumeCode, isWrongCode } from '../sms/sms';
import { consumeSecret, issueSecret, SECRET_KINDS, TOKEN_POLICY } from '../tokens/tokens';
import { recordAttribution } from '../promote/attribution';
import { createMainAccount, familyOf, findByAccount, findMainByMobile, normalizeMobile, toAccount, type UserRow } from './accounts';
import { verifyPassword } from './password';

const { IDENTITY_CODES } = identity;
type LoginBody = z.infer<typeof identity.loginBodySchema>;
type LoginResponse = identity.LoginResponse;

export interface LoginContext {
  db: Db;
  captcha: CaptchaProvider;
  ip: string;
  /** loginQbt3AccountPc: captcha ticket and risk codes apply. */
  riskControlled: boolean;
}

/** The success answer: accounts to choose from and a single-use credential to create the access token. */
export async function loginSuccess(db: Db, row: UserRow, newSubscriber = false): Promise<LoginResponse> {
  // A sub-account signs in as itself only; a main account may continue as any of its sub-accounts.
  const family = row.mainUserId === null ? await familyOf(db, row.id) : [row];
  const loginCredential = await issueSecret(db, SECRET_KINDS.login, row.id, { family: family.map((f) => f.id).join(',') }, TOKEN_POLICY.loginCredentialTtlMs);
  await clearRisk(db, `account:${row.account}`);
  return {
    code: 200,
    message: 'success',
    mainAccount: toAccount(row),
    subAccount: family.filter((f) => f.id !== row.id).map(toAccount),
    loginCredential,
    distinctId: row.distinctId,
    newSubscriber,
  };
}

function refuseRestricted(row: UserRow): void {
  if (row.restricted) throw new ApiError(200, IDENTITY_CODES.accountRestricted, 'login.restricted');
}

async function passwordLogin(ctx: LoginContext, body: LoginBody): Promise<LoginResponse> {
  const account = (body.data.account ?? '').trim();
  const password = body.data.password ?? '';
  if (!account || !password) throw new ApiError(200, IDENTITY_CODES.wrongCredentials, 'login.wrongCredentials');
  if (ctx.riskControlled && !(await ctx.captcha.consumeTicket(ctx.db, body.data.code ?? '', body.data.randstr ?? '', ctx.ip))) {
    throw new ApiError(200, IDENTITY_CODES.captchaTicketInvalid, 'captcha.ticketInvalid');
  }
  const row = await findByAccount(ctx.db, account);
  const name = row?.account ?? account;
  // The login without risk control may bring a captcha ticket: after a few failures on the account it must.
  const captchaPassed = ctx.riskControlled || (Boolean(body.data.code) && (await ctx.captcha.consumeTicket(ctx.db, body.data.code ?? '', body.data.randstr ?? '', ctx.ip)));
  // Without risk control only freezes still hold, so that the second login cannot bypass them.
  const reserved = await reserveAttempt(ctx.db, { account: name, ip: ctx.ip, removeFlag: row?.removeFlag ?? false, captchaPassed }, (d) => ctx.riskControlled || !d.risk.resettable);
  if ('captchaRequired' in reserved) throw new ApiError(200, IDENTITY_CODES.captchaTicketInvalid, 'login.captchaRequired');
  if ('decision' in reserved) {
    const { decision } = reserved;
    const credential = decision.risk.resettable && row
      ? await issueSecret(ctx.db, SECRET_KINDS.risk, row.id, { subject: decision.subject, code: decision.code }, TOKEN_POLICY.riskCredentialTtlMs)
      : undefined;
    return { code: decision.code, message: '', risk: { ...decision.risk, ...(credential ? { credential } : {}) } };
  }
  // An unknown account or one without a password costs the same hash as a wrong password: the answer's timing
  // does not tell which accounts exist.
  const ok = await verifyPassword(password, row?.passwordHash ?? null);
  if (ok) await markAttemptSucceeded(ctx.db, reserved.attemptId);
  if (!row || !ok) throw new ApiError(200, IDENTITY_CODES.wrongCredentials, 'login.wrongCredentials');
  refuseRestricted(row);
  if (!ctx.riskControlled && row.pcVerify) throw new ApiError(200, IDENTITY_CODES.pcVerifyRequired, 'login.pcVerify');
  return loginSuccess(ctx.db, row);
}

async function smsLogin(ctx: LoginContext, body: LoginBody): Promise<LoginResponse> {
  const parsed = identity.mobileField.safeParse(body.data.account ?? '');
  if (!parsed.success) throw new ApiError(200, IDENTITY_CODES.invalidMobile, 'validation.mobile');
  const mobile = normalizeMobile(parsed.data);
  const existing = await findMainByMobile(ctx.db, mobile);
  const name = existing?.account ?? mobile;
  // The same risk control as the password login: freezes and address blocks hold; a decision that
  // asks for SMS verification is met by the code itself.
  const decision = await evaluateRisk(ctx.db, { account: name, ip: ctx.ip, removeFlag: false });
  if (decision && !decision.risk.resettable) return { code: decision.code, message: '', risk: decision.risk };
  try {
    await consumeCode(ctx.db, mobile, body.data.messageCode ?? '');
  } catch (err) {
    // Only a miss against a live code counts: made-up codes for a number that was sent none
    // cannot lock its owner out.
    if (isWrongCode(err)) await recordAttempt(ctx.db, { account: name, ip: ctx.ip, success: false });
    throw err;
  }
  if (existing) {
    refuseRestricted(existing);
    if (!ctx.riskControlled && existing.pcVerify) throw new ApiError(200, IDENTITY_CODES.pcVerifyRequired, 'login.pcVerify');
    return loginSuccess(ctx.db, existing);
  }
  // Logging in by SMS with a new number opens the account (newSubscriber).
  const created = await ctx.db.transaction(async (tx) => {
    const row = await createMainAccount(tx, { mobile, passwordHash: null, invite: body.invite, channelCode: body.invite_channel });
    await recordAttribution(tx, row.id, body.invite_channel ?? null, body.invite ?? null, body, 'sms_login');
    return row;
  });
  return loginSuccess(ctx.db, created, true);
}

async function wechatLogin(ctx: LoginContext, body: LoginBody): Promise<LoginResponse> {
  const sceneId = body.data.messageCode ?? '';
  const [scene] = await ctx.db
    .update(wechatScenes)
    .set({ usedAt: new Date() })
    .where(and(eq(wechatScenes.sceneId, sceneId), isNotNull(wechatScenes.openId), isNull(wechatScenes.usedAt), gt(wechatScenes.expiresAt, new Date())))
    .returning();
  if (!scene?.openId) throw new ApiError(200, IDENTITY_CODES.sceneNotConfirmed, 'wechat.notConfirmed');
  const [row] = await ctx.db.select().from(users).where(eq(users.wechatOpenId, scene.openId)).limit(1);
  if (!row) throw new ApiError(200, IDENTITY_CODES.sceneNotConfirmed, 'wechat.notBound');
  refuseRestricted(row);
  return loginSuccess(ctx.db, row);
}

async function authCodeLogin(ctx: LoginContext, body: LoginBody): Promise<LoginResponse> {
  const secret = await consumeSecret(ctx.db, SECRET_KINDS.passport, body.data.messageCode ?? '');
  const row = secret?.userId ? (await familyOf(ctx.db, secret.userId)).find((u) => u.id === secret.userId) : undefined;
  if (!row) throw new ApiError(200, IDENTITY_CODES.authCodeInvalid, 'login.authCodeInvalid');
  refuseRestricted(row);
  return loginSuccess(ctx.db, row);
}

/** Runs one login action (spec section 7). */
export function login(ctx: LoginContext, body: LoginBody): Promise<LoginResponse> {
  switch (body.action) {
    case 'smsAccountLogin':
      return smsLogin(ctx, body);
    case 'wechatVerifyLogin':
      return wechatLogin(ctx, body);
    case 'auth2CodeLogin':
      return authCodeLogin(ctx, body);
    default:
      return passwordLogin(ctx, body);
  }
}
