import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { AppEnv } from './context';
import { cacheableRequest, notFoundKey, pageKey, PageCache, serveCachedPage } from './http/page-cache';
import { canonicalPageUrl } from './http/page-query';
import { isPageRequest } from './http/pages';

export const webBuildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/build');

/** True when the website has been built and can be served. */
export function hasWebBuild(dir = webBuildDir): boolean {
  return fs.existsSync(path.join(dir, 'server/index.js'));
}

/**
 * A test of whether a path names a page of the website, compiled once from the build's route list
 * (each route names its parent): the full path of every route but the catch-all, as one regular
 * expression each (`:id` one segment, `:page?` an optional one), case-insensitive as the router is.
 */
function knownPaths(routes: ServerBuild['routes']): (pathname: string) => boolean {
  const all = Object.values(routes).filter((r): r is NonNullable<typeof r> => r !== undefined);
  const fullPath = (id: string | undefined): string[] => {
    const r = id === undefined ? undefined : routes[id];
    return r ? [...fullPath(r.parentId), ...(r.path ? r.path.split('/') : [])] : [];
  };
  const patterns = all
    .filter((r) => r.path !== '*')
    .map((r) => fullPath(r.id).filter(Boolean))
    .map((segments) => {
      const body = segments.map((seg) => (seg.startsWith(':') ? (seg.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)).join('');
      return new RegExp(`^${body}/?$`, 'i');
    });
  return (pathname) => pathname === '/' || patterns.some((re) => re.test(pathname));
}

/**
 * Serves the built website: hashed assets with immutable caching, then server-rendered pages.
 * Guests' pages come from the rendered-page cache (see http/page-cache.ts); pages rendered for
 * a signed-in visitor get a fresh CSP nonce on their script tags.
 */
export async function mountWeb(app: Hono<AppEnv>, dir = webBuildDir, pageCache = new PageCache()): Promise<void> {
  const build = (await import(pathToFileURL(path.join(dir, 'server/index.js')).href)) as ServerBuild;
  const handler = createRequestHandler(build, 'production');
  const clientDir = path.join(dir, 'client');
  app.use(
    '/assets/*',
    serveStatic({
      root: path.relative(process.cwd(), clientDir),
      // The build stores each asset in brotli and gzip beside itself (scripts/precompress.mjs): sent as
      // they are to a client that takes them, so no request compresses an asset again.
      precompressed: true,
      onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use('*', serveStatic({ root: path.relative(process.cwd(), clientDir) }));
  // Server-side loaders reach the API in-process: the request never leaves this server, whatever
  // Host the visitor sent. Uncompressed, since nothing decodes a Response made in-process.
  const apiFetch = (request: Request): Promise<Response> => {
    const headers = new Headers(request.headers);
    headers.delete('accept-encoding');
    return Promise.resolve(app.fetch(new Request(request, { headers })));
  };
  const isKnown = knownPaths(build.routes);
  app.all('*', async (c) => {
    const render = async (request: Request = c.req.raw) => {
      const res = await handler(request, { runtimeConfig: c.var.runtimeConfig, apiFetch });
      return { res, html: res.headers.get('content-type')?.startsWith('text/html') ? await res.text() : '' };
    };
    const url = new URL(c.req.url);
    // The router's data and manifest requests are no addresses of pages: they keep their own answers.
    const routerRequest = url.pathname.endsWith('.data') || url.pathname === '/__manifest';
    const unknown = !routerRequest && !isKnown(url.pathname);
    let answer: Awaited<ReturnType<PageCache['get']>>;
    if (!cacheableRequest(c)) answer = await render();
    else if (!unknown && !isPageRequest(c)) answer = await pageCache.get(`${url.pathname}?${url.searchParams.toString()}`, render);
    else {
      // A guest's page is rendered for its path and the parameters it reads (page-query.ts), so every
      // variant of the address shares one copy; every unknown address shares its language's not-found page.
      const key = unknown ? notFoundKey(url.pathname) : pageKey(url);
      const target = unknown ? new URL(key === 'not-found:zh' ? '/404' : `/${key.slice(-2)}/404`, url.origin) : canonicalPageUrl(url);
      answer = await pageCache.get(key, () => render(new Request(target, { method: c.req.method, headers: c.req.raw.headers })), unknown ? 404 : 200);
    }
    if ('page' in answer) return serveCachedPage(c, answer.page, answer.hit);
    const { res, html } = answer;
    const nonce = c.var.cspNonce;
    if (!nonce || !res.headers.get('content-type')?.startsWith('text/html')) return res;
    // The page's own script tags get the nonce of the Content-Security-Policy; text that React
    // rendered is escaped, so only real tags match.
    const body = html.replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`);
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    headers.set('Cache-Control', 'private, no-cache');
    return new Response(body, { status: res.status, headers });
  });
}
