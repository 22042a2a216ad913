import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createCaptchaBridge } from './captcha-bridge';
import { coreStorage, extensionPlatform } from './extension-platform';
import { memoryCookieJar } from './memory-cookie-jar.test-support';
import { createNotices } from './notices';
import { loadRuntimeConfig, UnreachableError } from './runtime-config';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe("the server's runtime configuration", () => {
  it('takes the anti-bot key from the server and keeps the configured origins', async () => {
    const fetcher = vi.fn(async () => json({ apiOrigin: '', siteOrigin: 'http://elsewhere', rsaPublicKey: 'PEM' }));
    const config = await loadRuntimeConfig({ siteOrigin: 'http://site.test', apiOrigin: 'http://api.test' }, fetcher);
    expect(fetcher).toHaveBeenCalledWith('http://api.test/api/runtime-config', expect.anything());
    expect(config).toMatchObject({ rsaPublicKey: 'PEM', apiOrigin: 'http://api.test', siteOrigin: 'http://site.test' });
  });

  it('reports an unreachable server, and asks again next time instead of remembering the failure', async () => {
    const down = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    const connection = { siteOrigin: 'http://down.test', apiOrigin: '' };
    await expect(loadRuntimeConfig(connection, down)).rejects.toBeInstanceOf(UnreachableError);
    const up = vi.fn(async () => json({ rsaPublicKey: 'K' }));
    expect((await loadRuntimeConfig(connection, up)).rsaPublicKey).toBe('K');
  });
});

describe("core's platform in the extension", () => {
  beforeEach(() => fakeBrowser.reset());

  it("writes core's session into the site's cookies and its own values into extension storage", async () => {
    const jar = memoryCookieJar();
    const platform = extensionPlatform(jar);
    await platform.setCookie?.('USER_STORE', 'value', { days: 1 });
    expect(await platform.getCookie('USER_STORE')).toBe('value');
    await platform.removeCookie?.('USER_STORE');
    expect(jar.values.size).toBe(0);
    await coreStorage.setItem('isLogin', 'true');
    expect(await fakeBrowser.storage.local.get('core.isLogin')).toEqual({ 'core.isLogin': 'true' });
  });
});

describe("the popup's captcha and notices", () => {
  it("opens the slider when core's flow asks and hands back what the user did", async () => {
    const bridge = createCaptchaBridge();
    const pending = bridge.widget.verify();
    expect(bridge.store.getState().open).toBe(true);
    bridge.finish({ ret: 0, ticket: 't', randstr: 'r' });
    await expect(pending).resolves.toEqual({ ret: 0, ticket: 't', randstr: 'r' });
    expect(bridge.store.getState().open).toBe(false);
  });

  it('shows the latest notice and lets it go after a while', () => {
    vi.useFakeTimers();
    const notices = createNotices();
    notices.notifier.success({ key: 'auth.welcomeBack' });
    expect(notices.store.getState()).toMatchObject({ level: 'success', message: { key: 'auth.welcomeBack' } });
    vi.advanceTimersByTime(5_000);
    expect(notices.store.getState()).toBeNull();
    vi.useRealTimers();
  });
});
