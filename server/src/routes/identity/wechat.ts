import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { identity } from '@marketlens/core/contract';
import type { AppEnv } from '../../context';
import { users } from '../../db/schema/index';
import { ApiError } from '../../http/errors';
import { callInput, reply } from '../../http/input';
import { findById } from '../../services/accounts/accounts';
import { avatarFor } from '../../services/accounts/avatar';
import { createScene, findScannedScene, SCENE_TTL_MS, sceneStatus } from '../../services/wechat/scenes';
import { qrDataUrl } from '../../services/wechat/qr';
import { requireUser } from '../../security/session';

const { IDENTITY_CODES } = identity;

/** WeChat QR login and binding. Locally the QR code opens the development scan page. */
export function wechatRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post(identity.createLoginQrcode.path, async (c) => {
    await callInput(c, identity.createLoginQrcode);
    // Real WeChat needs its credentials and a public callback; without them only the local scan page can confirm a scene.
    if (c.var.config.production) throw new ApiError(200, IDENTITY_CODES.sceneInvalid, 'wechat.unavailable');
    const sceneId = await createScene(c.var.db);
    const scanUrl = `${c.var.config.siteOrigin}/api/dev/wechat/scan-page?sceneId=${sceneId}`;
    return reply(c, identity.createLoginQrcode, { code: 200, message: '', sceneId, qrcodeUrl: qrDataUrl(scanUrl), scanUrl, expiresIn: SCENE_TTL_MS / 1000 });
  });

  app.get(identity.loginQrcodeStatus.path, async (c) => {
    const { query } = await callInput(c, identity.loginQrcodeStatus);
    const status = await sceneStatus(c.var.db, query.sceneId);
    if (!status) throw new ApiError(200, IDENTITY_CODES.sceneInvalid, 'wechat.sceneInvalid');
    return reply(c, identity.loginQrcodeStatus, { code: 200, message: '', ...status });
  });

  app.post(identity.addWeiXinBind.path, requireUser(), async (c) => {
    const { query } = await callInput(c, identity.addWeiXinBind);
    const db = c.var.db;
    const user = c.var.user;
    const bound = await db.transaction(async (tx) => {
      const scene = await findScannedScene(tx, query.scentId ?? '');
      if (!scene?.openId) throw new ApiError(200, IDENTITY_CODES.sceneNotConfirmed, 'wechat.notConfirmed');
      const [holder] = await tx.select({ id: users.id }).from(users).where(eq(users.wechatOpenId, scene.openId)).limit(1);
      if (holder && holder.id !== user.userId) throw new ApiError(200, IDENTITY_CODES.wechatAlreadyBound, 'wechat.alreadyBound');
      await tx.update(users).set({ wechatOpenId: scene.openId, wechatNickName: scene.nickName }).where(eq(users.id, user.userId));
      return true;
    });
    return reply(c, identity.addWeiXinBind, { code: 200, message: '', wechatBound: bound });
  });

  app.post(identity.channelUserInfo.path, requireUser(), async (c) => {
    const row = await findById(c.var.db, c.var.user.userId);
    if (!row) throw new ApiError(401, 401, 'errors.unauthorized');
    const nickName = row.wechatNickName ?? row.nickName;
    return reply(c, identity.channelUserInfo, {
      code: 200,
      message: '',
      data: { userId: row.id, nickName, comments: row.avatarUrl || avatarFor(nickName, row.id), mobile: `${row.mobile.slice(0, 3)}****${row.mobile.slice(-4)}`, wechatBound: row.wechatOpenId !== null },
    });
  });
  return app;
}
