import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import { SESSION_KEYS } from '@marketlens/core/http';
import type { AppEnv } from '../context';
import { canonicalPageUrl } from './page-query';

/** How long a rendered page is served from memory; writes to public data end it sooner (invalidate). */
export const PAGE_CACHE_TTL_MS = 60_000;
/** Pages kept at most: a crawler walking every query string cannot grow the cache without bound. */
const MAX_PAGES = 300;
const CACHE_CONTROL = 'public, max-age=0, s-maxage=60, must-revalidate';
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** A rendered page as served to every anonymous visitor of its address. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  html: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  /** CSP hash sources of the page's inline scripts: the same for every copy, so a CDN may keep it. */
  scriptHashes: string[];
}

/** The CSP sources ('sha256-…') of every inline script of a page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The key of a page: its path (the language is its prefix) and the query parameters the page reads,
 * sorted (page-query.ts): tracking tags and unknown parameters do not make another copy. The
 * rendered HTML depends on nothing else: not on cookies, nor on the device, whose redirects run
 * before rendering.
 */
export function pageKey(url: URL): string {
  const canonical = canonicalPageUrl(url);
  return `${canonical.pathname}?${canonical.searchParams.toString()}`;
}

/** The one key of the not-found page of a language: unknown addresses share it, so they cannot fill the cache. */
export const notFoundKey = (pathname: string) => `not-found:${/^\/(en|ru)(?:\/|$)/.exec(pathname)?.[1] ?? 'zh'}`;

/** Whether a request may be answered from the cache: a guest's GET or HEAD (a session cookie bypasses it). */
export function cacheableRequest(c: Context<AppEnv>): boolean {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false;
  const cookie = c.req.header('cookie') ?? '';
  return !new RegExp(`(?:^|;\\s*)${SESSION_KEYS.userCookie}=`).test(cookie);
}

/**
 * Whether a rendered answer is the same for every guest: an HTML page of the expected status (200; 404
 * for the not-found page) that sets no cookie and asks
 * not to be kept private. The router's data answers (`*.data`, a stream) are never kept: the cache
 * holds HTML only.
 */
export function cacheableResponse(res: Response, status = 200): boolean {
  return res.status === status && (res.headers.get('content-type') ?? '').startsWith('text/html') && !res.headers.has('set-cookie')
    && !/private|no-store/i.test(res.headers.get('cache-control') ?? '');
}

/**
 * The rendered-page cache of anonymous public pages. Each page is rendered once per TTL however
 * many visitors ask at once (the first render is shared), stored with its gzip and brotli bodies,
 * its ETag and the hashes of its inline scripts.
 */
export class PageCache {
  private readonly pages = new LRUCache<string, CachedPage>({ max: MAX_PAGES, ttl: PAGE_CACHE_TTL_MS });
  private readonly rendering = new Map<string, Promise<CachedPage | undefined>>();
  private generation = 0;

  /** Answers served from memory and pages rendered into it, since the start (the tests read them). */
  readonly stats = { hits: 0, renders: 0 };

  /**
   * The cached page, else renders it (one render for concurrent requests); the rendered answer itself
   * when it is not cacheable. `hit` tells whether the page was in memory; `status` is the status a
   * cacheable answer has (404 for the not-found page).
   */
  async get(key: string, render: () => Promise<{ res: Response; html: string }>, status = 200): Promise<{ page: CachedPage; hit: boolean } | { res: Response; html: string }> {
    const hit = this.pages.get(key);
    if (hit) {
      this.stats.hits += 1;
      return { page: hit, hit: true };
    }
    const pending = this.rendering.get(key);
    if (pending) {
      const shared = await pending;
      if (shared) return { page: shared, hit: false };
      return render();
    }
    let fresh: { res: Response; html: string } | undefined;
    const generation = this.generation;
    const job = (async () => {
      fresh = await render();
      if (!cacheableResponse(fresh.res, status)) return undefined;
      const page = toCachedPage(fresh.res, fresh.html);
      this.stats.renders += 1;
      // A write that invalidated the cache while this page rendered may have changed its data.
      if (generation === this.generation) this.pages.set(key, page);
      return page;
    })();
    this.rendering.set(key, job);
    try {
      const page = await job;
      return page ? { page, hit: false } : (fresh as { res: Response; html: string });
    } finally {
      this.rendering.delete(key);
    }
  }

  /** Forgets every page: their data may have changed. */
  invalidate(): void {
    this.generation += 1;
    this.pages.clear();
  }
}

function toCachedPage(res: Response, text: string): CachedPage {
  const html = Buffer.from(text, 'utf8');
  const headers: [string, string][] = [];
  res.headers.forEach((value, name) => {
    if (!['content-length', 'content-encoding', 'etag', 'cache-control'].includes(name)) headers.push([name, value]);
  });
  return {
    status: res.status,
    headers,
    html,
    gzip: gzipSync(html, { level: 9 }),
    br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } }),
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`,
    scriptHashes: inlineScriptHashes(text),
  };
}

/** True when an If-None-Match header names this ETag. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * Answers a request from a cached page: 304 for a matching If-None-Match, else the best encoding the
 * client accepts. `X-Page-Cache` says whether it came from memory (`hit`) or was rendered for it (`miss`).
 */
export function serveCachedPage(c: Context<AppEnv>, page: CachedPage, hit = true): Response {
  c.set('cspScriptHashes', page.scriptHashes);
  const headers = new Headers(page.headers);
  headers.set('X-Page-Cache', hit ? 'hit' : 'miss');
  headers.set('ETag', page.etag);
  headers.set('Cache-Control', CACHE_CONTROL);
  headers.set('Vary', 'Accept-Encoding');
  if (matches(c.req.header('if-none-match'), page.etag)) return new Response(null, { status: 304, headers });
  const accepted = c.req.header('accept-encoding') ?? '';
  let body = page.html;
  if (/\bbr\b/.test(accepted)) {
    body = page.br;
    headers.set('Content-Encoding', 'br');
  } else if (/\bgzip\b/.test(accepted)) {
    body = page.gzip;
    headers.set('Content-Encoding', 'gzip');
  }
  headers.set('Content-Length', String(body.byteLength));
  // A view of the stored bytes, not a copy of them.
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), { status: page.status, headers });
}
