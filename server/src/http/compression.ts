import { promisify } from 'node:util';
import { brotliCompress, constants as zlib } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Answers below this many bytes go out as they are (hono's compress default). */
const THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

const brotli = promisify(brotliCompress);
/** Brotli's quality for pages made per request: about as fast as gzip, an eighth smaller on a page. */
const PAGE_QUALITY = 5;
const HTML = /^text\/html\b/i;

/** True when the Accept-Encoding header takes brotli (`br`, not with `q=0`). */
export function acceptsBrotli(header: string): boolean {
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (coding !== 'br') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Adds Accept-Encoding to the answer's Vary header unless it is there. */
function varyOnEncoding(h: Headers): void {
  const vary = h.get('Vary');
  if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary))) h.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** True when hono's compress would compress `res` for a client that accepts gzip. */
function compressible(c: Context, res: Response): boolean {
  const h = res.headers;
  const length = h.get('Content-Length');
  const type = h.get('Content-Type');
  const cacheControl = h.get('Cache-Control');
  return res.status !== 206 && !h.has('Content-Encoding') && !h.has('Transfer-Encoding') && c.req.method !== 'HEAD' &&
    !(length && Number(length) < THRESHOLD) && type !== null && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) && !(cacheControl && NO_TRANSFORM.test(cacheControl));
}

/**
 * Pages made per request (a member's workbench page, which no cache holds) in brotli for clients
 * that take it, compressed off the main thread; other answers in gzip or deflate for clients that ask
 * for it (hono's compress), and for the others the same answer with `Vary: Accept-Encoding` written
 * on its own headers. hono's compress sets that header with `c.header()` after the handler, which
 * turns a finished answer into a new one whose body is a stream (read back chunk by chunk on the way
 * out): about a fifth of a cached list's time went there for clients that send no Accept-Encoding at
 * all. Written on the answer's headers, the body stays the string the handler made and goes out in
 * one write.
 */
export function compression(): MiddlewareHandler {
  const gzip = compress({ threshold: THRESHOLD });
  return async (c, next) => {
    const accept = c.req.header('Accept-Encoding');
    if (accept === undefined) {
      await next();
      if (compressible(c, c.res)) varyOnEncoding(c.res.headers);
      return;
    }
    if (!acceptsBrotli(accept)) return gzip(c, next);
    await next();
    if (c.res.body !== null && c.res.status !== 204 && c.res.status !== 304 && compressible(c, c.res) && HTML.test(c.res.headers.get('Content-Type') ?? '')) {
      const body = Buffer.from(await c.res.arrayBuffer());
      const packed = await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: PAGE_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
      const res = new Response(new Uint8Array(packed), c.res);
      res.headers.set('Content-Encoding', 'br');
      res.headers.delete('Content-Length');
      varyOnEncoding(res.headers);
      c.res = undefined;
      c.res = res;
      return;
    }
    // The answer is made: gzip (or nothing) as hono's compress decides.
    await gzip(c, () => Promise.resolve());
  };
}
