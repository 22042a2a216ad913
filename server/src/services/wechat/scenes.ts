import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users, wechatScenes } from '../../db/schema/index';

/** A login QR code is good for 5 minutes. */
export const SCENE_TTL_MS = 5 * 60_000;

export async function createScene(db: Db): Promise<string> {
  const sceneId = `wx${randomBytes(12).toString('hex')}`;
  await db.insert(wechatScenes).values({ sceneId, expiresAt: new Date(Date.now() + SCENE_TTL_MS) });
  return sceneId;
}

export async function sceneStatus(db: Db, sceneId: string): Promise<{ status: 'waiting' | 'scanned' | 'expired'; bound: boolean } | undefined> {
  const [scene] = await db.select().from(wechatScenes).where(eq(wechatScenes.sceneId, sceneId)).limit(1);
  if (!scene) return undefined;
  if (scene.usedAt || scene.expiresAt.getTime() <= Date.now()) return { status: 'expired', bound: false };
  if (!scene.openId) return { status: 'waiting', bound: false };
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.wechatOpenId, scene.openId)).limit(1);
  return { status: 'scanned', bound: Boolean(owner) };
}

/** Records the phone's scan: which WeChat identity confirmed the scene. */
export async function scanScene(db: Db, sceneId: string, openId: string, nickName: string): Promise<boolean> {
  const updated = await db
    .update(wechatScenes)
    .set({ openId, nickName, scannedAt: new Date() })
    .where(and(eq(wechatScenes.sceneId, sceneId), isNull(wechatScenes.openId), isNull(wechatScenes.usedAt), gt(wechatScenes.expiresAt, new Date())))
    .returning();
  return updated.length > 0;
}

/** A scanned, unused, live scene; `consume` marks it used. */
export async function findScannedScene(db: Tx, sceneId: string, consume = true) {
  const where = and(eq(wechatScenes.sceneId, sceneId), isNotNull(wechatScenes.openId), isNull(wechatScenes.usedAt), gt(wechatScenes.expiresAt, new Date()));
  if (!consume) return (await db.select().from(wechatScenes).where(where).limit(1))[0];
  const [scene] = await db.update(wechatScenes).set({ usedAt: new Date() }).where(where).returning();
  return scene;
}
