import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { identity } from '@marketlens/core/contract';
import type { AppEnv } from '../../context';
import { users } from '../../db/schema/index';
import { clientIp } from '../../http/client-ip';
import { ApiError } from '../../http/errors';
import { callInput, reply } from '../../http/input';
import { requestLocale } from '../../http/language';
import { serverMessage } from '../../http/messages';
import { findById, findMainByMobile, toUser } from '../../services/accounts/accounts';
import { login, loginSuccess } from '../../services/accounts/login';
import { verifyPassword } from '../../services/accounts/password';
import { clearRisk } from '../../services/risk/risk';
import { consumeCode } from '../../services/sms/sms';
import { consumeSecret, issueSecret, issueSession, peekSecret, revokeToken, SECRET_KINDS, TOKEN_POLICY } from '../../services/tokens/tokens';
import { findScannedScene } from '../../services/wechat/scenes';
import { takeAddressUse } from '../../security/rate-counter';
import { requireUser } from '../../security/session';
import type { IdentityServices } from './services';

const { IDENTITY_CODES } = identity;

/** Logins, identity verification, access tokens, logout and the passport. */
export function loginRoutes(services: IdentityServices): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const [def, riskControlled] of [[identity.loginPc, true], [identity.loginV2, false]] as const) {
    app.post(def.path, async (c) => {
      const { body } = await callInput(c, def);
      const result = await login({ db: c.var.db, captcha: services.captcha, ip: clientIp(c), riskControlled }, body);
      const level = result.risk?.level;
      if (!level) return reply(c, def, result);
      const key = level === 'reset-low' ? 'risk.reset' : level === 'anomalous-low' ? 'risk.anomalous' : level === 'remove-low' ? 'risk.remove' : 'risk.freeze';
      return reply(c, def, { ...result, message: serverMessage(requestLocale(c.req.header('cookie'), c.req.header('accept-language')), key) });
    });
  }

  app.post(identity.identityVerify.path, async (c) => {
    const { body } = await callInput(c, identity.identityVerify);
    const db = c.var.db;
    // The credential is spent only once the second factor has passed, so a mistyped SMS code or
    // a scan by the wrong WeChat can be retried; the SMS code keeps its own limit of wrong tries.
    const secret = await peekSecret(db, SECRET_KINDS.risk, body.credential);
    const row = secret?.userId ? await findById(db, secret.userId) : undefined;
    if (!secret || !row) throw new ApiError(200, IDENTITY_CODES.credentialInvalid, 'risk.credentialInvalid');
    const code = Number(secret.data.code);
    const allowed = code === identity.RISK_CODES.removeLow ? ['message'] : ['message', 'qrCode'];
    if (!allowed.includes(body.verifyType)) throw new ApiError(200, IDENTITY_CODES.credentialInvalid, 'risk.verifyTypeRefused');
    if (body.verifyType === 'message') {
      await consumeCode(db, row.mobile, body.messageCode ?? '');
    } else if (body.verifyType === 'qrCode') {
      const scene = await findScannedScene(db, body.sceneId ?? '');
      if (!scene || scene.openId !== row.wechatOpenId) throw new ApiError(200, IDENTITY_CODES.sceneNotConfirmed, 'wechat.notConfirmed');
    } else if (!(await verifyPassword(body.password ?? '', row.passwordHash))) {
      throw new ApiError(200, IDENTITY_CODES.wrongCredentials, 'login.wrongCredentials');
    }
    if (!(await consumeSecret(db, SECRET_KINDS.risk, body.credential))) {
      throw new ApiError(200, IDENTITY_CODES.credentialInvalid, 'risk.credentialInvalid');
    }
    await db.transaction(async (tx) => {
      await clearRisk(tx, String(secret.data.subject));
      if (code === identity.RISK_CODES.removeLow) await tx.update(users).set({ removeFlag: false }).where(eq(users.id, row.id));
    });
    return reply(c, identity.identityVerify, await loginSuccess(db, row));
  });

  app.post(identity.createAccessToken.path, async (c) => {
    const { body } = await callInput(c, identity.createAccessToken);
    const db = c.var.db;
    const secret = await consumeSecret(db, SECRET_KINDS.login, body.loginCredential);
    const family = String(secret?.data.family ?? '').split(',').map(Number);
    const target = secret ? (await Promise.all(family.map((id) => findById(db, id)))).find((u) => u && (u.account === body.account || String(u.id) === body.account)) : undefined;
    if (!target) throw new ApiError(200, IDENTITY_CODES.credentialInvalid, 'login.credentialInvalid');
    if (target.restricted) throw new ApiError(200, IDENTITY_CODES.accountRestricted, 'login.restricted');
    const { token, controlT } = await issueSession(db, target.id);
    return reply(c, identity.createAccessToken, { code: 200, message: '', accessToken: token, controlT, user: toUser(target, token) });
  });

  app.post(identity.logout.path, requireUser(), async (c) => {
    await revokeToken(c.var.db, c.var.user.tokenHash);
    return reply(c, identity.logout, { code: 200, message: '' });
  });

  app.get(identity.hasUserByMobile.path, async (c) => {
    const { query } = await callInput(c, identity.hasUserByMobile);
    await takeAddressUse(c.var.db, 'hasUser', clientIp(c));
    return reply(c, identity.hasUserByMobile, { code: 200, message: '', exist: Boolean(await findMainByMobile(c.var.db, query.userName)) });
  });

  app.get(identity.authPassport.path, requireUser(), async (c) => {
    const { query } = await callInput(c, identity.authPassport);
    // Auth codes go only back to the site itself: an open redirect would hand them to anyone.
    if (new URL(query.callbackUrl).origin !== new URL(c.var.config.siteOrigin).origin) throw new ApiError(400, IDENTITY_CODES.authCodeInvalid, 'login.callbackRefused');
    const authCode = await issueSecret(c.var.db, SECRET_KINDS.passport, c.var.user.userId, { clientId: query.clientId }, TOKEN_POLICY.authCodeTtlMs);
    const redirect = new URL(query.callbackUrl);
    redirect.searchParams.set('code', authCode);
    return reply(c, identity.authPassport, { code: 200, message: '', authCode, redirectUrl: redirect.toString() });
  });
  return app;
}
