import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '@marketlens/core/config';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createLogger } from '../log';
import { openTestApi, type TestApi } from '../testing/api';
import { hasWebBuild, webBuildDir } from '../web';
import { deviceRedirect } from './pages';

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('device redirects (DECISIONS.md section 4)', () => {
  it('sends desktop browsers from the mobile pages to the desktop ones, keeping path, language and query', () => {
    expect(deviceRedirect('/m', '', DESKTOP)).toBe('/');
    expect(deviceRedirect('/m/lottery', '?aic=7', DESKTOP)).toBe('/lottery?aic=7');
    expect(deviceRedirect('/en/m/register', '', DESKTOP)).toBe('/en/register');
    expect(deviceRedirect('/m/promotion/12', '?utm=a', DESKTOP)).toBe('/promotion/12?utm=a');
    expect(deviceRedirect('/m/product', '', DESKTOP)).toBeUndefined();
  });

  it('sends phones from the promotion pages to the mobile ones and leaves other pages alone', () => {
    expect(deviceRedirect('/promotion/12', '?utm=a', PHONE)).toBe('/m/promotion/12?utm=a');
    expect(deviceRedirect('/ru/promotion', '', PHONE)).toBe('/ru/m/promotion');
    expect(deviceRedirect('/m/lottery', '', PHONE)).toBeUndefined();
    expect(deviceRedirect('/promotion/12', '', DESKTOP)).toBeUndefined();
  });
});

describe('page rules and security headers', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(undefined);
  });
  afterAll(async () => api.close());

  it('redirects on the server before any page renders, but never an API call', async () => {
    const res = await api.app.request('/m/lottery?aic=3', { headers: { 'user-agent': DESKTOP } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/lottery?aic=3');
    expect((await api.app.request('/api/m/lottery', { headers: { 'user-agent': DESKTOP } })).status).toBe(404);
  });

  it('sets the language cookie from the path, and zh only when the cookie is not zh already', async () => {
    const en = await api.app.request('/en/about');
    expect(en.headers.get('set-cookie')).toMatch(/i18n_redirected=en; Max-Age=31536000; Path=\/; SameSite=Lax/);
    const zh = await api.app.request('/about', { headers: { cookie: 'i18n_redirected=ru' } });
    expect(zh.headers.get('set-cookie')).toContain('i18n_redirected=zh');
    expect((await api.app.request('/about', { headers: { cookie: 'i18n_redirected=zh' } })).headers.get('set-cookie')).toBeNull();
    expect((await api.app.request('/api/runtime-config')).headers.get('set-cookie')).toBeNull();
  });

  it('sends a nonce-based Content-Security-Policy, nosniff and no framing; HSTS only behind https', async () => {
    const res = await api.app.request('/healthz');
    expect(await res.json()).toEqual({ status: 'ok' });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const https = await api.app.request('/healthz', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toContain('max-age=31536000');
  });

  it.skipIf(!hasWebBuild())('gives a page rendered for a signed-in visitor its script nonce and its language cookie', async () => {
    const site = await createApp({ db: api.database.db, config: loadConfig({}), log: createLogger('silent'), runtimeConfig: parseRuntimeConfig({}), webBuildDir });
    const res = await site.request('/ru', { headers: { cookie: 'USER_STORE=%7B%7D' } });
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    const html = await res.text();
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((tag) => tag.includes(`nonce="${String(nonce)}"`))).toBe(true);
    expect(res.headers.get('set-cookie')).toContain('i18n_redirected=ru');
  });
});
