import { createHash, randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, report } from '@marketlens/core/contract';
import { createApp } from '../app';
import { articles } from '../db/schema/content';
import { DEMO } from '../db/seed/identity';
import { openTestApi, type TestApi } from '../testing/api';
import { signInWithControlT } from '../testing/flows';
import { hasWebBuild, webBuildDir } from '../web';
import { loadConfig } from '../config';
import { createLogger } from '../log';

/** A GET over a real socket with the headers given, Host included. */
function get(port: number, path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe.skipIf(!hasWebBuild())('server-rendered pages', () => {
  let api: TestApi;
  let site: ServerType;
  let port: number;
  let attacker: Server;
  let attackerPort: number;
  const attackerHits: string[] = [];

  beforeAll(async () => {
    api = await openTestApi(undefined);
    // Production mode: every API call must be signed, the in-process ones of the pages included.
    const app = await createApp({
      db: api.database.db,
      config: loadConfig({ APP_MODE: 'production', RSA_PRIVATE_KEY: '-----BEGIN RSA PRIVATE KEY-----\nunused\n-----END RSA PRIVATE KEY-----' }),
      log: createLogger('silent'),
      runtimeConfig: api.runtimeConfig,
      webBuildDir,
    });
    site = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => site.once('listening', resolve));
    port = (site.address() as AddressInfo).port;
    attacker = createServer((req, res) => {
      attackerHits.push(`${req.method ?? ''} ${req.url ?? ''}`);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 200, message: 'success', data: [{ typeId: 1, typeName: 'ATTACKER-CATEGORY' }] }));
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    attackerPort = (attacker.address() as AddressInfo).port;
  }, 180_000);
  afterAll(async () => {
    await new Promise((resolve) => site.close(resolve));
    await new Promise((resolve) => attacker.close(resolve));
    await api.close();
  });

  it('answers a guest\'s router data request (a navigation inside the site) with its data, every time', async () => {
    for (const path of ['/en.data', '/en.data', '/_root.data']) {
      const res = await get(port, path, { host: `127.0.0.1:${port}` });
      expect(res.status).toBe(200);
      // A turbo-stream of the route's data: never an empty body kept by the page cache.
      expect(res.body.length).toBeGreaterThan(20);
      expect(res.body.startsWith('[')).toBe(true);
      expect(String(res.headers['cache-control'] ?? '')).not.toMatch(/s-maxage/);
    }
  });

  it('loads the home page data in-process, never from the host the request names', async () => {
    const res = await get(port, '/en', { host: `127.0.0.1:${attackerPort}`, 'x-forwarded-host': `127.0.0.1:${attackerPort}` });
    expect(res.status).toBe(200);
    const categories = await api.call(report.homeCat, { query: { lang: 'en' } });
    const first = (categories.body.data as { typeName: string }[])[0]?.typeName ?? '';
    expect(first).not.toBe('');
    expect(res.body).toContain(first.replace(/&/g, '&amp;'));
    expect(res.body).not.toContain('ATTACKER-CATEGORY');
    expect(attackerHits).toEqual([]);
  });

  it('renders each page itself, not the loading fallback, and fetches its scripts after the first frame', async () => {
    for (const path of ['/', '/about', '/en/about', '/ru/about', '/login', '/college/home', '/IndustryNews', '/QACommunity']) {
      const res = await get(port, path, {});
      expect(res.status, path).toBe(200);
      const body = res.body.slice(res.body.indexOf('<body'));
      // The page's heading is in the HTML (the about page once sent an empty body until its scripts ran).
      expect(body, path).toMatch(/<h1[\s>]/);
      expect(res.body, path).not.toContain('Hey developer');
      // No script download competes with the document: the preloads are added by the module script after a frame.
      expect(res.body, path).not.toMatch(/<link rel="modulepreload"/);
      const module = /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '';
      expect(module, path).toMatch(/^await new Promise\(\(go\) => \{ requestAnimationFrame/);
      expect(module, path).toContain('window.__reactRouterRouteModules');
      // The texts the scripts read come before them, after the page's content.
      expect(res.body.indexOf('id="ml-i18n"'), path).toBeGreaterThan(res.body.indexOf('<h1'));
      expect(res.body.indexOf('id="ml-i18n"'), path).toBeLessThan(res.body.indexOf('<script type="module"'));
    }
  });

  it('serves guests one cached copy with an ETag, script hashes in its CSP, and 304 when unchanged', async () => {
    const first = await get(port, '/ru/about', {});
    const second = await get(port, '/ru/about', {});
    expect(first.status).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['etag']).toBe(first.headers['etag']);
    expect(first.headers['cache-control']).toContain('s-maxage=60');
    const csp = String(first.headers['content-security-policy']);
    expect(csp).not.toContain('nonce-');
    // Every inline script of the page is allowed by its hash, and nothing else inline.
    const inline = [...first.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !/\bsrc=/.test(attrs ?? ''));
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , body] of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(body ?? '').digest('base64')}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const unchanged = await get(port, '/ru/about', { 'if-none-match': String(first.headers['etag']) });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBe('');
    const gzip = await get(port, '/ru/about', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('serves a page with tracking tags or parameters it does not read from its one cached copy', async () => {
    const plain = await get(port, '/en', {});
    expect(plain.status).toBe(200);
    for (let i = 0; i < 5; i++) {
      const tag = randomUUID();
      const tagged = await get(port, `/en?utm_source=${tag}&utm_campaign=${tag}&gclid=${tag}&code=${tag}&aic=${tag}&x=${tag}`, {});
      expect(tagged.status).toBe(200);
      expect(tagged.headers['x-page-cache']).toBe('hit');
      expect(tagged.body).toBe(plain.body);
      expect(tagged.body).not.toContain(tag);
    }
    await get(port, '/', {});
    expect((await get(port, `/?utm_source=${randomUUID()}`, {})).headers['x-page-cache']).toBe('hit');
  });

  it('serves every unknown address the cached not-found page of its language', async () => {
    const first = await get(port, `/no-such-page-${randomUUID()}`, {});
    expect(first.status).toBe(404);
    for (const path of [`/no-such-page-${randomUUID()}`, `/${randomUUID()}/deeper?utm_source=x`, `/wp-${randomUUID()}.php`]) {
      const res = await get(port, path, {});
      expect(res.status, path).toBe(404);
      expect(res.headers['x-page-cache'], path).toBe('hit');
      expect(res.body, path).toBe(first.body);
      expect(String(res.headers['cache-control']), path).toContain('s-maxage');
    }
    const english = await get(port, `/en/no-such-page-${randomUUID()}`, {});
    const englishAgain = await get(port, `/en/${randomUUID()}`, {});
    expect([english.status, englishAgain.status]).toEqual([404, 404]);
    expect(englishAgain.headers['x-page-cache']).toBe('hit');
    expect(englishAgain.body).toBe(english.body);
    expect(english.body).not.toBe(first.body);
    expect(english.body).toContain('lang="en');
  });

  it('still renders the parameters a page reads, each value cached on its own', async () => {
    const word = `needle${Date.now()}`;
    const plain = await get(port, '/QACommunity', {});
    const searched = await get(port, `/QACommunity?q=${word}`, {});
    expect(searched.status).toBe(200);
    expect(searched.body).toContain(word);
    expect(plain.body).not.toContain(word);
    const again = await get(port, `/QACommunity?utm_medium=mail&q=${word}`, {});
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.body).toBe(searched.body);
  });

  it('renders afresh with its own nonce for a signed-in visitor', async () => {
    const res = await get(port, '/ru/about', { cookie: `USER_STORE=${encodeURIComponent(JSON.stringify({ userToken: 'x' }))}` });
    expect(res.status).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeDefined();
    expect(res.body).toContain(`nonce="${String(nonce)}"`);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['etag']).toBeUndefined();
  });

  it('forgets cached pages when a write changes public data', async () => {
    const before = await get(port, '/en', {});
    const [hot] = (await api.call(content.hotArticleInfoList, { query: { isArticle: 1, lang: 'en', pageNum: 1, pageSize: 5 } })).body.data.list;
    expect(hot).toBeDefined();
    expect(before.body).toContain((hot?.title ?? '').replace(/&/g, '&amp;'));
    await api.database.db.update(articles).set({ title: 'Retitled by the editors' }).where(eq(articles.id, hot?.id ?? 0));
    expect((await get(port, '/en', {})).body).not.toContain('Retitled by the editors');
    const { token, controlT } = await signInWithControlT(api, DEMO.main, DEMO.password);
    const like = await fetch(`http://127.0.0.1:${port}/api/article/likeOrCancel`, {
      method: 'POST',
      headers: { ...(await signedFor('/api/article/likeOrCancel')), 'content-type': 'application/json', authorization: token, 'Control-T': controlT },
      body: JSON.stringify({ articleId: hot?.id, like: true }),
    });
    expect(((await like.json()) as { code: number }).code).toBe(200);
    expect((await get(port, '/en', {})).body).toContain('Retitled by the editors');
  });

  async function signedFor(path: string): Promise<Record<string, string>> {
    const { signedHeaders } = await import('../testing/sign');
    return signedHeaders({ method: 'POST', path });
  }
});
