import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { upload } from '@marketlens/core/contract';
import { consumeLimit } from '../cluster/limiters';
import type { AppDeps, AppEnv, SessionUser } from '../context';
import { clientIp } from '../http/client-ip';
import { ApiError } from '../http/errors';
import { requireTokenPath, requireUser } from '../security/session';
import { releaseUploadBytes, reserveUploadBytes } from '../services/uploads/quota';
import { prepareImage, readImage, storeImage } from '../services/uploads/store';
import { PoolBusyError } from '../workers/pool';
import { ok, refuse } from './report/answer';

// Room for the multipart envelope around a file of the largest accepted size.
const FORM_OVERHEAD = 64 * 1024;
const MB = upload.MAX_UPLOAD_BYTES / (1024 * 1024);

/** Uploads a user may make per minute, and an address (several users behind one network) per minute. */
export const UPLOADS_PER_USER_PER_MINUTE = 20;
export const UPLOADS_PER_ADDRESS_PER_MINUTE = 40;

/**
 * Image uploads at the identity base (`/file/imgeUpload`, `/file/imageUploadNoResize`,
 * `/public/uploadImg`), served back at `/api/uploads/{name}`. Each needs a signed-in user, is
 * limited per user and per address, and counts against the user's stored bytes.
 */
export function uploadRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const identity = deps.runtimeConfig.apiBases.identity.replace(/^\/api/, '').replace('{product}', deps.runtimeConfig.product);
  const tooLarge = <E extends AppEnv>(c: Context<E>) => {
    const res = refuse(c, 413, upload.UPLOAD_CODES.tooLarge, 'tooLarge', { mb: MB });
    res.headers.set('Connection', 'close');
    return res;
  };
  const limit = bodyLimit({ maxSize: upload.MAX_UPLOAD_BYTES + FORM_OVERHEAD, onError: (c) => tooLarge(c as Context<AppEnv>) });
  const perUser = { points: UPLOADS_PER_USER_PER_MINUTE, duration: 60, keyPrefix: 'upload-user' };
  const perAddress = { points: UPLOADS_PER_ADDRESS_PER_MINUTE, duration: 60, keyPrefix: 'upload-ip' };

  /** Counts the upload against the user's and the address's minute, on every instance; 429 when either is used up. */
  const throttle = async <E extends AppEnv>(c: Context<E>, user: SessionUser) => {
    if (!(await consumeLimit(deps.db, perUser, String(user.userId))) || !(await consumeLimit(deps.db, perAddress, clientIp(c)))) throw new ApiError(429, 429, 'upload.tooFrequent');
  };

  const receive = async <E extends AppEnv>(c: Context<E>, user: SessionUser, resize: boolean) => {
    await throttle(c, user);
    let file: unknown;
    try {
      file = (await c.req.parseBody())['file'];
    } catch {
      throw new ApiError(400, 400, 'errors.badRequest', { field: 'file' });
    }
    if (!(file instanceof File)) return refuse(c, 400, upload.UPLOAD_CODES.missingFile, 'missingFile');
    if (file.size > upload.MAX_UPLOAD_BYTES) return tooLarge(c);
    // One set of checks for every upload path (type by the bytes, sides and pixels), resized or not.
    let prepared: Awaited<ReturnType<typeof prepareImage>>;
    try {
      prepared = await prepareImage(new Uint8Array(await file.arrayBuffer()), resize);
    } catch (err) {
      if (err instanceof PoolBusyError) throw new ApiError(429, 429, 'upload.tooFrequent');
      throw err;
    }
    if (prepared === 'notImage') return refuse(c, 415, upload.UPLOAD_CODES.notImage, 'notImage');
    if (prepared === 'tooManyPixels') throw new ApiError(413, upload.UPLOAD_CODES.tooLarge, 'upload.tooManyPixels');
    const bytes = prepared.bytes;
    if (!(await reserveUploadBytes(deps.db, user.userId, bytes.byteLength))) throw new ApiError(403, upload.UPLOAD_CODES.quotaFull, 'upload.quotaFull');
    const stored = await storeImage(deps.db, deps.config.dataDir, bytes, user.userId);
    if (!stored) {
      await releaseUploadBytes(deps.db, user.userId, bytes.byteLength);
      return refuse(c, 415, upload.UPLOAD_CODES.notImage, 'notImage');
    }
    return ok(c, { url: `${deps.runtimeConfig.apiOrigin}/api/uploads/${stored.name}`, type: stored.type, size: stored.size });
  };

  app.post(`${identity}${upload.imgeUpload.path}`, limit, requireUser(), (c) => receive(c, c.var.user, true));
  app.post(`${identity}${upload.imageUploadNoResize.path}`, limit, requireUser(), (c) => receive(c, c.var.user, false));
  app.post(`${identity}${upload.uploadImg.path}`, limit, requireTokenPath(), (c) => receive(c, c.var.user, false));

  app.get('/uploads/:name', async (c) => {
    const image = await readImage(deps.config.dataDir, c.req.param('name'));
    if (!image) throw new ApiError(404, 404, 'errors.notFound');
    return c.body(new Uint8Array(image.bytes), 200, {
      'Content-Type': image.type,
      // Names are content hashes, so a name never changes meaning.
      'Cache-Control': 'public, max-age=31536000, immutable',
      // Kept by the security headers, which add the page policy only where none is set.
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });
  return app;
}
