import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { PUBLIC_PAGES } from '../routes/sitemap';
import { createLogger } from '../log';
import { openTestApi, type TestApi } from '../testing/api';
import { hasWebBuild, webBuildDir } from '../web';

// What the website's server answers, status, redirects and HTML, over a real socket: checks that need
// no browser (they were end-to-end tests; a browser added nothing to them).

const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const LANGS = [
  { prefix: '', lang: 'zh' },
  { prefix: '/en', lang: 'en' },
  { prefix: '/ru', lang: 'ru' },
] as const;
const PROMOTE_DESKTOP = ['/promote', '/promote/1', '/promote/3', '/promote/pc', '/promote/pc2', '/promote/landpage/1', '/promotion/1', '/promotion'];
const PROMOTE_MOBILE = ['/promote/mobile', '/promote/mobile2', '/promote/mobile3', '/m/promotion/1'];
/** The college, news and community list pages: the sitemap's public pages but the home, about and methodology pages. */
const CONTENT_LISTS = PUBLIC_PAGES.filter((path) => path !== '/' && path !== '/about' && path !== '/methodology');

describe.skipIf(!hasWebBuild())('the website as its server renders it', () => {
  let api: TestApi;
  let site: ServerType;
  let origin = '';

  beforeAll(async () => {
    api = await openTestApi(undefined);
    const app = await createApp({ db: api.database.db, config: loadConfig({}), log: createLogger('silent'), runtimeConfig: api.runtimeConfig, webBuildDir });
    site = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => site.once('listening', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  }, 180_000);
  afterAll(async () => {
    await new Promise((resolve) => site.close(resolve));
    await api.close();
  });

  const get = (path: string, ua = DESKTOP_UA) => fetch(`${origin}${path}`, { headers: { 'user-agent': ua }, redirect: 'manual' });

  /** An answer's headers and its bytes as they came over the wire (fetch would decode them). */
  const raw = (path: string, encoding?: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${origin}${path}`, { headers: encoding === undefined ? {} : { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  it('sends a script in the compressed copy the build stored, brotli or gzip as the client takes, the same bytes once decoded', async () => {
    const scripts = [...(await (await get('/en/login')).text()).matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    // The largest of the page's scripts is surely over the size worth compressing.
    const sizes = await Promise.all(scripts.map(async (src) => ({ src, size: (await raw(src)).body.length })));
    const src = sizes.sort((a, b) => b.size - a.size)[0]?.src ?? '';
    const plain = await raw(src);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await raw(src, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    const gz = await raw(src, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(gz.body.length).toBeGreaterThan(br.body.length);
  });

  it('puts antd styles, extracted, into the HTML of a page built with antd', async () => {
    expect(await (await get('/en/register')).text()).toMatch(/<style[^>]*data-css-hash[^>]*>/);
  });

  it('answers an unknown page with 404 and the not-found page in its language', async () => {
    const zh = await get('/no-such-page');
    expect(zh.status).toBe(404);
    expect(await zh.text()).toContain('您访问的页面不存在');
    const en = await get('/en/no-such-page');
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('This page could not be found');
  });

  it('answers 404 with the not-found page for unknown content ids and pages past the end', async () => {
    for (const path of ['/article/operate/999999', '/answerDetail/999999', '/lesson/999999', '/noviceGuide/999999', '/business-college/operate/999', '/article/gossip/1', '/en/answerDetail/abc']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
    }
  });

  for (const { prefix, lang } of LANGS) {
    it(`answers every content list page with 200 and its content in the HTML (${lang})`, { timeout: 120_000 }, async () => {
      for (const path of CONTENT_LISTS) {
        const res = await get(prefix + path);
        expect(res.status, path).toBe(200);
        const html = await res.text();
        expect(html, path).toMatch(/<h1[^>]*class="content-title"/);
        expect(html, path).toContain('rel="canonical"');
        expect(html, path).toContain('hrefLang="ru-RU"');
      }
    });
  }

  // Thirty-odd server renders per language (fourteen for the lists): more than the default time on a busy machine.
  for (const { prefix, lang } of LANGS) {
    it(`answers every promote and promotion page with 200 and its registration form (${lang})`, { timeout: 120_000 }, async () => {
      for (const [pages, ua] of [[PROMOTE_DESKTOP, DESKTOP_UA], [PROMOTE_MOBILE, PHONE_UA]] as const) {
        for (const path of pages) {
          const res = await get(`${prefix}${path}`, ua);
          expect(res.status, `${prefix}${path}`).toBe(200);
          const html = await res.text();
          expect(html, `${prefix}${path}`).toContain('data-testid="promote-form"');
          expect(html).toContain(`lang="${lang}`);
        }
      }
      for (const v of ['mobile', 'mobile2', 'mobile3']) expect((await get(`${prefix}/promote/${v}/success`, PHONE_UA)).status).toBe(200);
    });
  }

  it('answers a channel page or a promotion that does not exist with the not-found page', async () => {
    expect((await get('/promote/99')).status).toBe(404);
    expect((await get('/en/promotion/999')).status).toBe(404);
  });

  it('sends a promotion page to the device’s version: phones to /m/promotion, desktops to /promotion, with path and query', async () => {
    const toMobile = await get('/en/promotion/1?utm=feed', PHONE_UA);
    expect(toMobile.status).toBe(302);
    expect(toMobile.headers.get('location')).toBe('/en/m/promotion/1?utm=feed');
    const toDesktop = await get('/m/promotion/1?utm=feed');
    expect(toDesktop.headers.get('location')).toBe('/promotion/1?utm=feed');
  });
});
