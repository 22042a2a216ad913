import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type CDPSession, type Page, type Worker } from '@playwright/test';
import { ARM_MS } from '../../../extension/lib/visible-guard';
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
  [/^https:\/\/detail\.1688\.com\/offer\/unreadable/, '1688-offer-unreadable.html', 'text/html'],
  [/^https:\/\/detail\.1688\.com\/offer\//, '1688-offer.html', 'text/html'],
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

/**
 * Waits out the visible guard's real-time rule (extension/lib/visible-guard.ts): a click on a button
 * that sends something counts only once the button has been seen for ARM_MS, as the browser's
 * visibility tracking reports it (up to 100 ms late) in the content script's own clock, which a test
 * cannot fast-forward. Call it once the button is shown, before the click that should count.
 */
export async function waitUntilArmed(page: Page): Promise<void> {
  await page.waitForTimeout(ARM_MS + 200);
}

/** The demo account the server seeds (README). */
export { DEMO_MEMBER as DEMO } from '../members';

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

type CdpNode = { nodeId: number; nodeName: string; attributes?: string[]; children?: CdpNode[]; shadowRoots?: CdpNode[]; contentDocument?: CdpNode };

/**
 * The assistant's UI sits in closed shadow roots, out of reach of the page's scripts and of
 * Playwright's selectors. Tests reach it the way DevTools does (the protocol pierces closed roots)
 * and press its buttons with real mouse clicks, the only clicks the assistant acts on.
 */
export class ClosedShadow {
  private constructor(
    private readonly page: Page,
    private readonly cdp: CDPSession,
  ) {}

  static async of(page: Page): Promise<ClosedShadow> {
    return new ClosedShadow(page, await page.context().newCDPSession(page));
  }

  private async rootOf(hostId: string): Promise<number | undefined> {
    const { root } = (await this.cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: CdpNode };
    const stack: CdpNode[] = [root];
    while (stack.length) {
      const node = stack.pop();
      if (!node) break;
      const attrs = node.attributes ?? [];
      const idAt = attrs.indexOf('id');
      if (idAt >= 0 && idAt % 2 === 0 && attrs[idAt + 1] === hostId) return node.shadowRoots?.[0]?.nodeId;
      stack.push(...(node.children ?? []), ...(node.shadowRoots ?? []), ...(node.contentDocument ? [node.contentDocument] : []));
    }
    return undefined;
  }

  private async nodes(hostId: string, selector: string): Promise<number[]> {
    const root = await this.rootOf(hostId);
    if (root === undefined) return [];
    const { nodeIds } = (await this.cdp.send('DOM.querySelectorAll', { nodeId: root, selector })) as { nodeIds: number[] };
    return nodeIds;
  }

  private async call<T>(nodeId: number, fn: string): Promise<T> {
    const { object } = (await this.cdp.send('DOM.resolveNode', { nodeId })) as { object: { objectId: string } };
    const { result } = (await this.cdp.send('Runtime.callFunctionOn', { objectId: object.objectId, functionDeclaration: fn, returnByValue: true })) as { result: { value: T } };
    return result.value;
  }

  /** The visible text of each element matching `selector` inside the host's shadow root ([] while it is not there). */
  async texts(hostId: string, selector: string): Promise<string[]> {
    const ids = await this.nodes(hostId, selector);
    return Promise.all(ids.map((id) => this.call<string>(id, 'function () { return this.hidden || this.closest("[hidden]") ? "" : (this.textContent || "").trim(); }'))).then((t) => t.filter(Boolean));
  }

  /** The href of each matching link. */
  async hrefs(hostId: string, selector: string): Promise<string[]> {
    const ids = await this.nodes(hostId, selector);
    return Promise.all(ids.map((id) => this.call<string>(id, 'function () { return this.href; }')));
  }

  private async find(hostId: string, selector: string, text: string): Promise<number> {
    for (const id of await this.nodes(hostId, selector)) {
      if ((await this.call<string>(id, 'function () { return (this.textContent || "").trim(); }')) === text) return id;
    }
    throw new Error(`no ${selector} "${text}" in #${hostId}`);
  }

  /** A real (trusted) mouse click in the middle of the element. */
  async click(hostId: string, selector: string, text: string): Promise<void> {
    const id = await this.find(hostId, selector, text);
    await this.cdp.send('DOM.scrollIntoViewIfNeeded', { nodeId: id });
    const { model } = (await this.cdp.send('DOM.getBoxModel', { nodeId: id })) as { model: { border: number[] } };
    const [x1 = 0, y1 = 0, , , x3 = 0, y3 = 0] = model.border;
    await this.page.mouse.click((x1 + x3) / 2, (y1 + y3) / 2);
  }

  /** What a page script could do if it held the element: a synthetic click (isTrusted false). */
  async syntheticClick(hostId: string, selector: string, text: string): Promise<void> {
    await this.call(await this.find(hostId, selector, text), 'function () { this.click(); }');
  }

  /** Sets a select's value and announces the change, as choosing an option does. */
  async select(hostId: string, selector: string, value: string): Promise<void> {
    const [id] = await this.nodes(hostId, selector);
    if (id === undefined) throw new Error(`no ${selector} in #${hostId}`);
    await this.call(id, `function () { this.value = ${JSON.stringify(value)}; this.dispatchEvent(new Event('change', { bubbles: true })); }`);
  }
}
