import { Hono, type Context } from 'hono';
import { admin, adminOperations as ops, upload } from '@marketlens/core/contract';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { callInput, reply } from '../http/input';
import { requireOperator, type OperatorEnv } from '../security/operator-session';
import { findChannel, saveChannel } from '../services/admin/channel-edit';
import { freshness, listImports } from '../services/admin/freshness';
import { deleteFrontWindow, deleteLiveNotice, forgetBanners, listFrontWindows, listLiveNotices, saveFrontWindow, saveLiveNotice } from '../services/admin/front-windows';
import { saveSetting, siteSettingsState } from '../services/admin/settings';
import { prepareImage, storeImage } from '../services/uploads/store';
import { refuse } from './report/answer';

const { ADMIN_CODES } = admin;
const { ADMIN_OPS_CODES } = ops;

/** A unique constraint refused the write (two operators saving the same code at once). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

const notFound = () => new ApiError(200, ADMIN_CODES.notFound, 'admin.notFound');

/**
 * Operations beyond the job queue: data freshness and import history, the site's switches, front
 * image windows and live notices, operators' image uploads, and channel editing. Every change is
 * audited in its own transaction; the rendered-page cache is cleared by every successful write.
 */
export function adminOperationsRoutes(deps: AppDeps): Hono<OperatorEnv> {
  const app = new Hono<OperatorEnv>();
  const origin = deps.runtimeConfig.apiOrigin;

  app.get(ops.freshness.path, requireOperator('operations'), async (c) => reply(c, ops.freshness, { code: 200, data: await freshness(c.var.db) }));

  app.get(ops.imports.path, requireOperator('operations'), async (c) => {
    const { query } = await callInput(c, ops.imports);
    return reply(c, ops.imports, { code: 200, data: await listImports(c.var.db, query) });
  });

  app.get(ops.settings.path, requireOperator('operations'), async (c) => reply(c, ops.settings, { code: 200, data: await siteSettingsState(c.var.db) }));

  app.post(ops.saveOpenWindows.path, requireOperator('operations'), async (c) => {
    const { body } = await callInput(c, ops.saveOpenWindows);
    return reply(c, ops.saveOpenWindows, { code: 200, data: await c.var.db.transaction((tx) => saveSetting(tx, c.var.operator, 'openWindows', body)) });
  });

  app.post(ops.saveTrialGift.path, requireOperator('operations'), async (c) => {
    const { body } = await callInput(c, ops.saveTrialGift);
    return reply(c, ops.saveTrialGift, { code: 200, data: await c.var.db.transaction((tx) => saveSetting(tx, c.var.operator, 'trialGift', body)) });
  });

  app.get(ops.frontWindows.path, requireOperator('operations'), async (c) => {
    const { query } = await callInput(c, ops.frontWindows);
    return reply(c, ops.frontWindows, { code: 200, data: await listFrontWindows(c.var.db, origin, query.lang, query.showAddress) });
  });

  app.post(ops.saveFrontWindow.path, requireOperator('operations'), async (c) => {
    const { body } = await callInput(c, ops.saveFrontWindow);
    const saved = await c.var.db.transaction((tx) => saveFrontWindow(tx, c.var.operator, origin, body));
    if (saved === 'badPeriod') throw new ApiError(200, ADMIN_OPS_CODES.badPeriod, 'adminOps.badPeriod');
    if (!saved) throw notFound();
    forgetBanners(c.var.db);
    return reply(c, ops.saveFrontWindow, { code: 200, data: saved });
  });

  app.post(ops.deleteFrontWindow.path, requireOperator('operations'), async (c) => {
    const { body } = await callInput(c, ops.deleteFrontWindow);
    if (!(await c.var.db.transaction((tx) => deleteFrontWindow(tx, c.var.operator, origin, body.id)))) throw notFound();
    forgetBanners(c.var.db);
    return reply(c, ops.deleteFrontWindow, { code: 200, data: { ok: true } });
  });

  app.get(ops.liveNotices.path, requireOperator('operations'), async (c) => {
    const { query } = await callInput(c, ops.liveNotices);
    return reply(c, ops.liveNotices, { code: 200, data: await listLiveNotices(c.var.db, query.lang) });
  });

  app.post(ops.saveLiveNotice.path, requireOperator('operations'), async (c) => {
    const { body } = await callInput(c, ops.saveLiveNotice);
    const saved = await c.var.db.transaction((tx) => saveLiveNotice(tx, c.var.operator, body));
    if (!saved) throw notFound();
    return reply(c, ops.saveLiveNotice, { code: 200, data: saved });
  });

  app.post(ops.deleteLiveNotice.path, requireOperator('operations'), async (c) => {
    const { body } = await callInput(c, ops.deleteLiveNotice);
    if (!(await c.var.db.transaction((tx) => deleteLiveNotice(tx, c.var.operator, body.id)))) throw notFound();
    return reply(c, ops.deleteLiveNotice, { code: 200, data: { ok: true } });
  });

  // Operators' images (banners, channel logos): the members' upload checks (size, type by the bytes), no member quota.
  app.post(ops.uploadImage.path, requireOperator(), async (c) => {
    const role = c.var.operator.role;
    if (!admin.ROLE_SECTIONS[role].includes('operations') && !(ops.CHANNEL_EDIT_ROLES as readonly string[]).includes(role)) throw new ApiError(403, ADMIN_CODES.forbidden, 'admin.forbidden');
    const ctx = c as unknown as Context<AppEnv>;
    let file: unknown;
    try {
      file = (await c.req.parseBody())['file'];
    } catch {
      throw new ApiError(400, 400, 'errors.badRequest', { field: 'file' });
    }
    if (!(file instanceof File)) return refuse(ctx, 400, upload.UPLOAD_CODES.missingFile, 'missingFile');
    if (file.size > upload.MAX_UPLOAD_BYTES) return refuse(ctx, 413, upload.UPLOAD_CODES.tooLarge, 'tooLarge', { mb: upload.MAX_UPLOAD_BYTES / (1024 * 1024) });
    const prepared = await prepareImage(new Uint8Array(await file.arrayBuffer()), false);
    if (prepared === 'tooManyPixels') throw new ApiError(413, upload.UPLOAD_CODES.tooLarge, 'upload.tooManyPixels');
    const stored = prepared === 'notImage' ? undefined : await storeImage(c.var.db, deps.config.dataDir, prepared.bytes, null);
    if (!stored) return refuse(ctx, 415, upload.UPLOAD_CODES.notImage, 'notImage');
    return reply(c, ops.uploadImage, { code: 200, data: { url: `${origin}/api/uploads/${stored.name}`, type: stored.type, size: stored.size } });
  });

  app.get(ops.channel.path, requireOperator('channels'), async (c) => {
    const { query } = await callInput(c, ops.channel);
    const found = await findChannel(c.var.db, query.urlCode);
    if (!found) throw notFound();
    return reply(c, ops.channel, { code: 200, data: found });
  });

  app.post(ops.saveChannel.path, requireOperator('channels'), async (c) => {
    if (!(ops.CHANNEL_EDIT_ROLES as readonly string[]).includes(c.var.operator.role)) throw new ApiError(403, ADMIN_CODES.forbidden, 'admin.forbidden');
    const { body } = await callInput(c, ops.saveChannel);
    let saved: Awaited<ReturnType<typeof saveChannel>>;
    try {
      saved = await c.var.db.transaction((tx) => saveChannel(tx, c.var.operator, body));
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      saved = 'taken';
    }
    if (saved === 'taken') throw new ApiError(200, ADMIN_OPS_CODES.channelTaken, 'adminOps.channelTaken');
    if (saved === 'notFound') throw notFound();
    return reply(c, ops.saveChannel, { code: 200, data: saved });
  });
  return app;
}
