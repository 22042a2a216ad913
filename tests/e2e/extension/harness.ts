import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Worker } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../chromium';

const here = path.dirname(fileURLToPath(import.meta.url));
export const extensionDir = path.resolve(here, '../../../extension/.output/chrome-mv3');

export interface Harness {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  popupUrl: string;
}

/**
 * No outside host resolves: the marketplace's pages come from fixtures through routing, and anything
 * routing does not catch (a tab the extension opens before the test sees it) fails locally instead of
 * reaching the real Ozon or 1688.
 */
export const OFFLINE_ARGS = Object.freeze(['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1']);

/** Chromium with the unpacked Chrome build, pointed at the test server, with the marketplace served from fixtures. */
export async function launchExtension(baseURL: string, locale = 'en-US'): Promise<Harness> {
  const context = await chromium.launchPersistentContext('', {
    executablePath: chromiumPath(),
    headless: true,
    locale,
    baseURL,
    args: [...CHROMIUM_ARGS, ...OFFLINE_ARGS, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  await storageSet(worker, { connection: { siteOrigin: baseURL, apiOrigin: '' } });
  await routeMarketplace(context);
  return { context, worker, extensionId, popupUrl: `chrome-extension://${extensionId}/popup.html` };
}

const FIXTURES: ReadonlyArray<[RegExp, string, string]> = [
  [/^https:\/\/www\.ozon\.ru\/product\/missing-/, 'ozon-missing.html', 'text/html'],
  [/^https:\/\/www\.ozon\.ru\/product\//, 'ozon-product.html', 'text/html'],
  [/^https:\/\/www\.ozon\.ru\/seller\//, 'ozon-search.html', 'text/html'],
  [/^https:\/\/www\.ozon\.ru\/search\//, 'ozon-search.html', 'text/html'],
  [/^https:\/\/seller\.ozon\.ru\/app\/messenger/, 'ozon-chat.html', 'text/html'],
  [/^https:\/\/ir\.ozone\.ru\//, 'product.svg', 'image/svg+xml'],
];

/**
 * The marketplace's pages come from fixture files at their real addresses, so the content scripts
 * match exactly as they do on Ozon; every other outside request is refused, so nothing reaches Ozon.
 */
async function routeMarketplace(context: BrowserContext): Promise<void> {
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.protocol === 'chrome-extension:') return route.fallback();
    const fixture = FIXTURES.find(([pattern]) => pattern.test(url.href));
    if (!fixture) return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>offline</title>' });
    return route.fulfill({ status: 200, contentType: fixture[2], body: fs.readFileSync(path.join(here, 'fixtures', fixture[1])) });
  });
}

/** The demo account the server seeds (README). */
export const DEMO = Object.freeze({ mobile: '13800138000', password: 'Demo1234' });

/** The extension's storage area as its service worker sees it. */
type ExtensionGlobal = {
  chrome: {
    storage: { local: { get(key: string): Promise<Record<string, unknown>>; set(items: Record<string, unknown>): Promise<void> } };
    tabs: { query(q: object): Promise<{ url?: string; pendingUrl?: string }[]> };
  };
};

export async function storageSet(worker: Worker, items: Record<string, unknown>): Promise<void> {
  await worker.evaluate((i) => (globalThis as unknown as ExtensionGlobal).chrome.storage.local.set(i), items);
}

export async function storageGet(worker: Worker, key: string): Promise<unknown> {
  return worker.evaluate(async (k) => (await (globalThis as unknown as ExtensionGlobal).chrome.storage.local.get(k))[k], key);
}

/** The addresses of the browser's open tabs, as the extension's tabs API reports them (also for a tab whose load failed). */
export async function tabUrls(worker: Worker): Promise<string[]> {
  return worker.evaluate(async () => (await (globalThis as unknown as ExtensionGlobal).chrome.tabs.query({})).map((t) => t.pendingUrl ?? t.url ?? ''));
}
