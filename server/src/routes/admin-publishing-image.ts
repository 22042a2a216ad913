import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { adminContent, upload } from '@marketlens/core/contract';
import { consumeLimit } from '../cluster/limiters';
import type { AppEnv } from '../context';
import { ApiError } from '../http/errors';
import type { OperatorEnv } from '../security/operator-session';
import { record } from '../services/admin/audit';
import { prepareImage, storeImage } from '../services/uploads/store';
import { PoolBusyError } from '../workers/pool';
import { refuse } from './report/answer';

/** Images one operator may upload per minute. */
export const OPERATOR_UPLOADS_PER_MINUTE = 30;

/**
 * POST /admin/content/image: an image for an article, lesson or page, checked by its bytes and
 * scaled down like a member's upload (which also drops its metadata), stored in the upload service
 * (served at /api/uploads/{name}) and audited. The body limit of upload paths (app.ts) applies.
 */
export function operatorImageRoute(guard: MiddlewareHandler<OperatorEnv>): Hono<OperatorEnv> {
  const app = new Hono<OperatorEnv>();
  const perOperator = { points: OPERATOR_UPLOADS_PER_MINUTE, duration: 60, keyPrefix: 'upload-operator' };
  const tooLarge = (c: Context<OperatorEnv>) => {
    const res = refuse(c as unknown as Context<AppEnv>, 413, upload.UPLOAD_CODES.tooLarge, 'tooLarge', { mb: upload.MAX_UPLOAD_BYTES / (1024 * 1024) });
    res.headers.set('Connection', 'close');
    return res;
  };
  const notImage = (c: Context<OperatorEnv>) => refuse(c as unknown as Context<AppEnv>, 415, upload.UPLOAD_CODES.notImage, 'notImage');

  app.post(adminContent.uploadImage.path, guard, async (c) => {
    // Counted on every instance together (cluster/limiters.ts).
    if (!(await consumeLimit(c.var.db, perOperator, String(c.var.operator.id)))) throw new ApiError(429, 429, 'upload.tooFrequent');
    let file: unknown;
    try {
      file = (await c.req.parseBody())['file'];
    } catch {
      throw new ApiError(400, 400, 'errors.badRequest', { field: 'file' });
    }
    if (!(file instanceof File)) return refuse(c as unknown as Context<AppEnv>, 400, upload.UPLOAD_CODES.missingFile, 'missingFile');
    if (file.size > upload.MAX_UPLOAD_BYTES) return tooLarge(c);
    // The members' upload service and its checks, resized like imgeUpload.
    let resized: Awaited<ReturnType<typeof prepareImage>>;
    try {
      resized = await prepareImage(new Uint8Array(await file.arrayBuffer()), true);
    } catch (err) {
      if (err instanceof PoolBusyError) throw new ApiError(429, 429, 'upload.tooFrequent');
      throw err;
    }
    if (resized === 'notImage') return notImage(c);
    if (resized === 'tooManyPixels') throw new ApiError(413, upload.UPLOAD_CODES.tooLarge, 'upload.tooManyPixels');
    // Operators' images belong to no member: they count against no member's storage.
    const stored = await storeImage(c.var.db, c.var.config.dataDir, resized.bytes, null);
    if (!stored) return notImage(c);
    await c.var.db.transaction((tx) => record(tx, c.var.operator, 'content.image', `upload:${stored.name}`, null, { name: stored.name, type: stored.type, size: stored.size }));
    const data = { url: `${c.var.runtimeConfig.apiOrigin}/api/uploads/${stored.name}`, name: stored.name, type: stored.type, size: stored.size };
    return c.json(adminContent.uploadImage.response.parse({ code: 200, data }));
  });
  return app;
}
