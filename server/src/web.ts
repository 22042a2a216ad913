import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { AppEnv } from './context';

export const webBuildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/build');

/** True when the website has been built and can be served. */
export function hasWebBuild(dir = webBuildDir): boolean {
  return fs.existsSync(path.join(dir, 'server/index.js'));
}

/** Serves the built website: hashed assets with immutable caching, then server-rendered pages. */
export async function mountWeb(app: Hono<AppEnv>, dir = webBuildDir): Promise<void> {
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
  app.all('*', async (c) => {
    const res = await handler(c.req.raw, { runtimeConfig: c.var.runtimeConfig });
    const nonce = c.var.cspNonce;
    if (!nonce || !res.headers.get('content-type')?.startsWith('text/html')) return res;
    // The page's own script tags get the nonce of the Content-Security-Policy; text that React
    // rendered is escaped, so only real tags match.
    const body = (await res.text()).replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`);
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    return new Response(body, { status: res.status, headers });
  });
}
