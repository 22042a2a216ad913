import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { AppEnv } from './context';
import { cacheableRequest, pageKey, PageCache, serveCachedPage } from './http/page-cache';

export const webBuildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/build');

/** True when the website has been built and can be served. */
export function hasWebBuild(dir = webBuildDir): boolean {
  return fs.existsSync(path.join(dir, 'server/index.js'));
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
  app.all('*', async (c) => {
    const render = async () => {
      const res = await handler(c.req.raw, { runtimeConfig: c.var.runtimeConfig, apiFetch });
      return { res, html: res.headers.get('content-type')?.startsWith('text/html') ? await res.text() : '' };
    };
    const answer = cacheableRequest(c) ? await pageCache.get(pageKey(new URL(c.req.url)), render) : await render();
    if (!('res' in answer)) return serveCachedPage(c, answer);
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
