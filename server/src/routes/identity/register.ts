import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { identity, promotion } from '@marketlens/core/contract';
import type { AppEnv } from '../../context';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { clientIp } from '../../http/client-ip';
import { ApiError } from '../../http/errors';
import { callInput, reply } from '../../http/input';
import { createMainAccount, findMainByMobile, normalizeMobile, toUser, type UserRow } from '../../services/accounts/accounts';
import { attributedChannel, parseExpandInfo, recordAttribution } from '../../services/promote/attribution';
import { findPromotion, promotionStatus, signUp } from '../../services/promote/promotions';
import { evaluateRisk } from '../../services/risk/risk';
import { hashPassword, isAcceptablePassword } from '../../services/accounts/password';
import { consumeCode } from '../../services/sms/sms';
import { issueSession, revokeAllTokens } from '../../services/tokens/tokens';
import { findScannedScene } from '../../services/wechat/scenes';
import { requireUser } from '../../security/session';

const { IDENTITY_CODES } = identity;

function checkPassword(password: string | undefined, confirm?: string): void {
  if (password === undefined || password === '') return;
  if (confirm !== undefined && confirm !== password) throw new ApiError(200, IDENTITY_CODES.passwordMismatch, 'account.passwordMismatch');
  if (!isAcceptablePassword(password)) throw new ApiError(200, IDENTITY_CODES.weakPassword, 'validation.password');
}

/** The invite of a registration: the invite field, else expandInfo's inviteCode (the lottery's). */
function inviteOf(invite: string | undefined, expandInfo: string | undefined): string | undefined {
  return invite || (parseExpandInfo(expandInfo).inviteCode ?? undefined);
}

type Attributed = Parameters<typeof recordAttribution>[4];

/**
 * A new account with where it came from, in one transaction: the account, its attribution, and
 * the sign-up to the promotion registered through (its coupon credited once).
 */
async function createAttributed(db: Db, body: Attributed, account: Omit<Parameters<typeof createMainAccount>[1], 'invite' | 'channelCode'>, defaultMode: identity.RegisterMode) {
  return db.transaction(async (tx) => {
    const invite = inviteOf(body.invite, body.expandInfo) ?? null;
    const channelCode = await attributedChannel(tx, body);
    const row = await createMainAccount(tx, { ...account, invite: invite ?? undefined, channelCode: channelCode ?? undefined });
    await recordAttribution(tx, row.id, channelCode, invite, body, defaultMode);
    return { row, couponId: await promotionSignUp(tx, body.promotionId, row.id, true) };
  });
}

/** Signs the account up to the live promotion of the registration; the coupon id when this credited it. */
async function promotionSignUp(db: Tx, promotionId: number | undefined, userId: number, registered: boolean): Promise<number | null> {
  if (promotionId === undefined) return null;
  const promo = await findPromotion(db, promotionId);
  if (!promo || promotionStatus(promo) !== 'live') return null;
  const { couponCredited } = await signUp(db, promo, userId, registered);
  return couponCredited ? promo.couponId : null;
}

async function signedIn(db: Db, row: UserRow, isUpgrade: boolean, couponId: number | null = null) {
  if (row.restricted) throw new ApiError(200, IDENTITY_CODES.accountRestricted, 'login.restricted');
  const { token, controlT } = await issueSession(db, row.id);
  return { code: 200, message: '', isUpgrade, distinctId: row.distinctId, accessToken: token, controlT, user: toUser(row, token), couponId };
}

/** Registration (an existing number verified by SMS signs in: isUpgrade) and password reset. */
export function registerRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post(identity.registerUser.path, async (c) => {
    const { body } = await callInput(c, identity.registerUser);
    checkPassword(body.password);
    const db = c.var.db;
    const mobile = normalizeMobile(body.account);
    const known = await findMainByMobile(db, mobile);
    // Signing in through registration obeys the SMS login's risk control: a freeze or an address
    // block holds here too (checked before the code is spent).
    const decision = known ? await evaluateRisk(db, { account: known.account, ip: clientIp(c), removeFlag: false }) : undefined;
    if (decision && !decision.risk.resettable) throw new ApiError(200, decision.code, decision.risk.level === 'anomalous-low' ? 'risk.anomalous' : 'risk.freeze');
    await consumeCode(db, mobile, body.code);
    const existing = known ?? (await findMainByMobile(db, mobile));
    if (existing) {
      // Signing in through registration obeys the same rule as the logins.
      if (existing.pcVerify) throw new ApiError(200, IDENTITY_CODES.pcVerifyRequired, 'login.pcVerify');
      // A member signing up through a promotion page still gets its coupon, once.
      const couponId = await promotionSignUp(db, body.promotionId, existing.id, false);
      return reply(c, identity.registerUser, await signedIn(db, existing, true, couponId));
    }
    const passwordHash = body.password ? await hashPassword(body.password) : null;
    const created = await createAttributed(db, body, { mobile, passwordHash }, passwordHash ? 'accout_register' : 'promote_register_fast');
    return reply(c, identity.registerUser, await signedIn(db, created.row, false, created.couponId));
  });

  app.post(identity.createUserAndBindWx.path, async (c) => {
    const { body } = await callInput(c, identity.createUserAndBindWx);
    checkPassword(body.password, body.passwordConfirm);
    const db = c.var.db;
    const mobile = normalizeMobile(body.userName);
    const scene = await findScannedScene(db, body.sceneId, false);
    if (!scene?.openId) throw new ApiError(200, IDENTITY_CODES.sceneNotConfirmed, 'wechat.notConfirmed');
    const [holder] = await db.select().from(users).where(eq(users.wechatOpenId, scene.openId)).limit(1);
    if (holder && holder.account !== mobile) throw new ApiError(200, IDENTITY_CODES.wechatAlreadyBound, 'wechat.alreadyBound');
    await consumeCode(db, mobile, body.code);
    const passwordHash = body.password ? await hashPassword(body.password) : null;
    const openId = scene.openId;
    const result = await db.transaction(async (tx) => {
      if (!(await findScannedScene(tx, body.sceneId))) throw new ApiError(200, IDENTITY_CODES.sceneNotConfirmed, 'wechat.notConfirmed');
      const existing = await findMainByMobile(tx, mobile);
      if (existing) {
        const [bound] = await tx.update(users).set({ wechatOpenId: openId, wechatNickName: scene.nickName }).where(eq(users.id, existing.id)).returning();
        return { row: bound ?? existing, isUpgrade: true, couponId: await promotionSignUp(tx, body.promotionId, existing.id, false) };
      }
      const invite = inviteOf(body.invite, body.expandInfo) ?? null;
      const channelCode = await attributedChannel(tx, body);
      const created = await createMainAccount(tx, { mobile, passwordHash, invite: invite ?? undefined, channelCode: channelCode ?? undefined, wechatOpenId: openId, wechatNickName: scene.nickName ?? undefined });
      await recordAttribution(tx, created.id, channelCode, invite, body, 'qr_code_bind_wx');
      return { row: created, isUpgrade: false, couponId: await promotionSignUp(tx, body.promotionId, created.id, true) };
    });
    return reply(c, identity.createUserAndBindWx, await signedIn(db, result.row, result.isUpgrade, result.couponId));
  });

  // The fast registration leaves the password for later: set once, by the signed-in account itself.
  app.post(identity.setPassword.path, requireUser(), async (c) => {
    const { body } = await callInput(c, identity.setPassword);
    checkPassword(body.password, body.confirmPassword);
    const passwordHash = await hashPassword(body.password);
    const [row] = await c.var.db.update(users).set({ passwordHash }).where(and(eq(users.id, c.var.user.userId), isNull(users.passwordHash))).returning();
    if (!row) throw new ApiError(200, promotion.PROMOTE_CODES.passwordAlreadySet, 'account.passwordSet');
    return reply(c, identity.setPassword, { code: 200, message: '', passwordStatus: true });
  });

  app.post(identity.resetPassword.path, async (c) => {
    const { body } = await callInput(c, identity.resetPassword);
    checkPassword(body.password, body.confirmPassword);
    const db = c.var.db;
    const row = await findMainByMobile(db, body.phone);
    if (!row) throw new ApiError(200, IDENTITY_CODES.mobileNotRegistered, 'account.notRegistered');
    await consumeCode(db, row.mobile, body.code);
    const passwordHash = await hashPassword(body.password);
    // A new password ends every session that the old one opened.
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, row.id));
      await revokeAllTokens(tx, row.id);
    });
    return reply(c, identity.resetPassword, { code: 200, message: '' });
  });
  return app;
}
