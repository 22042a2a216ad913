import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { identity } from '@marketlens/core/contract';
import type { AppEnv } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { ApiError } from '../../http/errors';
import { callInput, reply } from '../../http/input';
import { createMainAccount, findMainByMobile, normalizeMobile, toUser, type UserRow } from '../../services/accounts/accounts';
import { hashPassword, isAcceptablePassword } from '../../services/accounts/password';
import { consumeCode } from '../../services/sms/sms';
import { issueSession, revokeAllTokens } from '../../services/tokens/tokens';
import { findScannedScene } from '../../services/wechat/scenes';

const { IDENTITY_CODES } = identity;

function checkPassword(password: string | undefined, confirm?: string): void {
  if (password === undefined || password === '') return;
  if (confirm !== undefined && confirm !== password) throw new ApiError(200, IDENTITY_CODES.passwordMismatch, 'account.passwordMismatch');
  if (!isAcceptablePassword(password)) throw new ApiError(200, IDENTITY_CODES.weakPassword, 'validation.password');
}

/** The campaign facts of a registration: expandInfo is JSON with actId and inviteCode. */
function inviteOf(invite: string | undefined, expandInfo: string | undefined): string | undefined {
  if (invite) return invite;
  try {
    const parsed: unknown = expandInfo ? JSON.parse(expandInfo) : undefined;
    if (parsed && typeof parsed === 'object' && 'inviteCode' in parsed && typeof parsed.inviteCode === 'string') return parsed.inviteCode.slice(0, 64);
  } catch {
    // expandInfo is optional campaign data; unreadable means none.
  }
  return undefined;
}

async function signedIn(db: Db, row: UserRow, isUpgrade: boolean) {
  if (row.restricted) throw new ApiError(200, IDENTITY_CODES.accountRestricted, 'login.restricted');
  const { token, controlT } = await issueSession(db, row.id);
  return { code: 200, message: '', isUpgrade, distinctId: row.distinctId, accessToken: token, controlT, user: toUser(row, token) };
}

/** Registration (an existing number verified by SMS signs in: isUpgrade) and password reset. */
export function registerRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post(identity.registerUser.path, async (c) => {
    const { body } = await callInput(c, identity.registerUser);
    checkPassword(body.password);
    const db = c.var.db;
    const mobile = normalizeMobile(body.account);
    await consumeCode(db, mobile, body.code);
    const existing = await findMainByMobile(db, mobile);
    if (existing) {
      // Signing in through registration obeys the same rule as the logins.
      if (existing.pcVerify) throw new ApiError(200, IDENTITY_CODES.pcVerifyRequired, 'login.pcVerify');
      return reply(c, identity.registerUser, await signedIn(db, existing, true));
    }
    const passwordHash = body.password ? await hashPassword(body.password) : null;
    const created = await createMainAccount(db, { mobile, passwordHash, invite: inviteOf(body.invite, body.expandInfo), channelCode: body.invite_channel });
    return reply(c, identity.registerUser, await signedIn(db, created, false));
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
        return { row: bound ?? existing, isUpgrade: true };
      }
      const created = await createMainAccount(tx, { mobile, passwordHash, invite: inviteOf(undefined, body.expandInfo), wechatOpenId: openId, wechatNickName: scene.nickName ?? undefined });
      return { row: created, isUpgrade: false };
    });
    return reply(c, identity.createUserAndBindWx, await signedIn(db, result.row, result.isUpgrade));
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
