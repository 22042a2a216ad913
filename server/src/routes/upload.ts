import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { upload } from '@marketlens/core/contract';
import type { AppDeps, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { optionalUser, requireUser } from '../security/session';
import { readImage, storeImage } from '../services/uploads/store';
import { ok, refuse } from './report/answer';

// Room for the multipart envelope around a file of the largest accepted size.
const FORM_OVERHEAD = 64 * 1024;
const MB = upload.MAX_UPLOAD_BYTES / (1024 * 1024);

/** Image uploads at the identity base (`/file/imgeUpload`, `/file/imageUploadNoResize`, `/public/uploadImg`), served back at `/api/uploads/{name}`. */
export function uploadRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const identity = deps.runtimeConfig.apiBases.identity.replace(/^\/api/, '').replace('{product}', deps.runtimeConfig.product);
  const tooLarge = (c: Context<AppEnv>) => refuse(c, 413, upload.UPLOAD_CODES.tooLarge, 'tooLarge', { mb: MB });
  const limit = bodyLimit({ maxSize: upload.MAX_UPLOAD_BYTES + FORM_OVERHEAD, onError: (c) => tooLarge(c as Context<AppEnv>) });

  const receive = async <E extends AppEnv>(c: Context<E>, userId: number | null) => {
    let file: unknown;
    try {
      file = (await c.req.parseBody())['file'];
    } catch {
      throw new ApiError(400, 400, 'errors.badRequest', { field: 'file' });
    }
    if (!(file instanceof File)) return refuse(c, 400, upload.UPLOAD_CODES.missingFile, 'missingFile');
    if (file.size > upload.MAX_UPLOAD_BYTES) return refuse(c, 413, upload.UPLOAD_CODES.tooLarge, 'tooLarge', { mb: MB });
    const stored = await storeImage(deps.db, deps.config.dataDir, new Uint8Array(await file.arrayBuffer()), userId);
    if (!stored) return refuse(c, 415, upload.UPLOAD_CODES.notImage, 'notImage');
    return ok(c, { url: `${deps.runtimeConfig.apiOrigin}/api/uploads/${stored.name}`, type: stored.type, size: stored.size });
  };

  app.post(`${identity}${upload.imgeUpload.path}`, limit, optionalUser(), (c) => receive(c, c.var.user?.userId ?? null));
  app.post(`${identity}${upload.imageUploadNoResize.path}`, limit, optionalUser(), (c) => receive(c, c.var.user?.userId ?? null));
  app.post(`${identity}${upload.uploadImg.path}`, limit, requireUser(), (c) => receive(c, c.var.user.userId));

  app.get('/uploads/:name', async (c) => {
    const image = await readImage(deps.config.dataDir, c.req.param('name'));
    if (!image) throw new ApiError(404, 404, 'errors.notFound');
    return c.body(new Uint8Array(image.bytes), 200, {
      'Content-Type': image.type,
      // Names are content hashes, so a name never changes meaning.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });
  return app;
}
