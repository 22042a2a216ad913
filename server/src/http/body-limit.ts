import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { upload } from '@marketlens/core/contract';
import { allResources } from '@marketlens/locales/all';
import type { AppEnv } from '../context';
import { requestLocale } from './language';
import { serverMessage } from './messages';

/** Largest body of any request but an image upload: JSON forms and texts are far smaller. */
export const MAX_BODY_BYTES = 256 * 1024;
/** An image upload: the largest accepted file plus room for the multipart envelope around it. */
export const MAX_UPLOAD_BODY_BYTES = upload.MAX_UPLOAD_BYTES + 64 * 1024;

/**
 * A 413 answer that also closes the connection: the rest of the body is never read, and the client
 * must not send its next request on a connection that still carries it.
 */
export function payloadTooLarge(c: Context<AppEnv>, code = 413, message?: string): Response {
  const locale = requestLocale(c.req.header('cookie'), c.req.header('accept-language'));
  return c.json({ code, message: message ?? serverMessage(locale, 'errors.tooLarge') }, 413, { Connection: 'close' });
}

/**
 * One body limit in front of every route, the website's included: a declared length above the
 * limit is refused before any byte is read, and a body without a length (chunked) is refused as
 * soon as the bytes read so far pass it, so no request holds more than the limit in memory.
 */
export function bodySizeLimit(opts: { uploadPaths: readonly string[] }) {
  const uploads = new Set(opts.uploadPaths);
  const small = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => payloadTooLarge(c as Context<AppEnv>) });
  const large = bodyLimit({
    maxSize: MAX_UPLOAD_BODY_BYTES,
    onError: (c) => {
      const locale = requestLocale(c.req.header('cookie'), c.req.header('accept-language'));
      const text = allResources[locale].market.codes.tooLarge.replace('{{mb}}', String(upload.MAX_UPLOAD_BYTES / (1024 * 1024)));
      return payloadTooLarge(c as Context<AppEnv>, upload.UPLOAD_CODES.tooLarge, text);
    },
  });
  // A GET or HEAD has no body to read (the server never reads one): asking for it would build the full
  // Request object of the call only to find it empty, a tenth of a cached list's time.
  return createMiddleware<AppEnv>((c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : (uploads.has(c.req.path) ? large : small)(c, next)));
}
