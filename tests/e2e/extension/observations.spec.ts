import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { parseHTML } from 'linkedom';
import { parseCataloguePage, type CatalogueObservation } from '@marketlens/core/ozon/catalogue-page';
import { memberFor } from '../members';
import { launchExtension, storageGet, type Harness } from './harness';
import { startFakeCatalogue, startOwnServer, type FakeCatalogue, type OwnServer } from './own-server';
import { loginOnSite } from './site-session';

/**
 * The extension's observation path end to end, against the fake Ozon catalogue (pages rendered from
 * the generated market, the same market the spec's server holds): the member answers the one-time
 * notice, opens a category page (and scrolls to more results), a search page and a goods page, and
 * the cards those pages showed land in the server's observations and, through the daily estimate
 * step, in the market tables the workbench reads. With sharing declined nothing is sent. The spec runs its own server: the daily estimate step rewrites a day of the market, which the
 * suite's shared server must keep as the other specs expect it.
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const base = Number(process.env.E2E_PORT ?? 8181);
const member = () => memberFor(test.info());

let server: OwnServer;
let catalogue: FakeCatalogue;
let h: Harness;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  [server, catalogue] = await Promise.all([startOwnServer(base + 1), startFakeCatalogue(base + 2)]);
});
test.afterAll(async () => {
  await Promise.all([server?.stop(), catalogue?.stop()]);
});
test.beforeEach(async () => {
  h = await launchExtension(server.baseURL);
  await serveOzon(h.context);
});
test.afterEach(async () => {
  await h.context.close();
});

/** Ozon's pages at their real addresses, answered by the fake catalogue. */
async function serveOzon(context: BrowserContext): Promise<void> {
  await context.route('https://www.ozon.ru/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${catalogue.url}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}

const ozon = (path: string) => `https://www.ozon.ru${path}`;
const pageHtml = async (path: string) => (await fetch(`${catalogue.url}${path}`)).text();
/**
 * What a page shows, read with the same parser as the extension's content script, less the cards the
 * server refuses as impossible: a rating shown without any review (observations intake).
 */
const shownOn = async (path: string, at = path) =>
  parseCataloguePage(parseHTML(await pageHtml(path)).document, ozon(at)).filter((r) => r.rating === undefined || Boolean(r.reviews));

interface StoredRow {
  goodsId: number;
  day: string;
  page: string;
  context: string;
  position: number | null;
  title: string;
  price: number;
  status: string;
  reason: string | null;
}

async function stored(page: Page): Promise<{ batches: number; rows: StoredRow[] }> {
  const res = await page.request.get(`${server.baseURL}/api/dev/observations?mobile=${member().mobile}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { batches: number; rows: StoredRow[] } }).data;
}

/** A category of the catalogue with more goods than one page holds, and its first page's path. */
async function bigCategory(): Promise<string> {
  for (const [, path] of (await pageHtml('/')).matchAll(/href="(\/category\/[^"]+\/)"/g)) {
    if (path && (await pageHtml(path)).includes('rel="next"')) return path;
  }
  throw new Error('no category of the catalogue has a second page');
}

/** Answers the one-time notice in the popup, after checking that it says what is sent. */
async function answerNotice(answer: 'Share' | "Don't share"): Promise<void> {
  const popup = await h.context.newPage();
  await popup.goto(h.popupUrl);
  const notice = popup.getByTestId('observation-notice');
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice).toContainText('goods id, title, price and old price, rating and review count, seller, delivery scheme');
  await expect(notice).toContainText('Nothing about you or about buyers');
  await expect(notice).toContainText('switch it off');
  await notice.getByRole('button', { name: answer, exact: true }).click();
  await expect(notice).toBeHidden();
  await popup.close();
}

const contextOf = (r: Pick<CatalogueObservation, 'page' | 'query' | 'categoryId'>) => (r.page === 'search' ? `q:${r.query ?? ''}` : r.page === 'category' ? `c:${r.categoryId ?? ''}` : '');
const key = (r: { goodsId: number; context: string }) => `${r.context}|${r.goodsId}`;
const comparable = (r: { goodsId: number; page: string; context: string; position: number | null; price: number; title: string }) => ({
  goodsId: r.goodsId,
  page: r.page,
  context: r.context,
  position: r.position,
  price: r.price,
  title: r.title,
});

test('with sharing declined in the notice, Ozon pages send nothing', async () => {
  const site = await h.context.newPage();
  await loginOnSite(site, member());
  await answerNotice("Don't share");
  expect(await storageGet(h.worker, 'observationConsent')).toMatchObject({ share: false });
  const shop = await h.context.newPage();
  const category = await bigCategory();
  await shop.goto(ozon(category));
  // The assistant is at work on the page (its figures ask to log in or show), only the sharing is off.
  await expect(shop.locator('#marketlens-summary')).toBeAttached({ timeout: 20_000 });
  const [first] = await shownOn(category);
  await shop.goto(ozon(`/product/tovar-${first?.goodsId ?? 0}/`));
  // Longer than a page view takes to send its batch (idle, a few seconds of settling, the request).
  await shop.waitForTimeout(8_000);
  await shop.close();
  expect(await stored(site)).toEqual({ batches: 0, rows: [] });
});

test('after the notice is acknowledged, category, search and goods pages land in the observations as they showed them', async () => {
  const site = await h.context.newPage();
  await loginOnSite(site, member());
  // Each test's browser is a new install: the notice asks again.
  await answerNotice('Share');
  expect(await storageGet(h.worker, 'observationConsent')).toMatchObject({ share: true });
  const options = await h.context.newPage();
  await options.goto(`chrome-extension://${h.extensionId}/options.html`);
  await expect(options.getByRole('checkbox', { name: 'Share what Ozon pages show to improve market estimates' })).toBeChecked();
  await options.close();

  const landed = async (context: string) => (await stored(site)).rows.filter((r) => r.context === context).length;
  const shop = await h.context.newPage();

  // A category page, then more results as the shopper scrolls (Ozon appends the next page's state and tiles).
  const category = await bigCategory();
  const firstPage = await shownOn(category);
  const morePage = await shownOn(`${category}?page=2`);
  const categoryContext = contextOf(firstPage[0] ?? { page: 'category' });
  expect(firstPage.length).toBeGreaterThan(0);
  expect(morePage.length).toBeGreaterThan(0);
  await shop.goto(ozon(category));
  await expect.poll(() => landed(categoryContext), { timeout: 30_000 }).toBe(firstPage.length);
  const more = await pageHtml(`${category}?page=2`);
  await shop.evaluate((html) => {
    const next = new DOMParser().parseFromString(html, 'text/html');
    const main = document.querySelector('main');
    next.querySelectorAll('[id^="state-searchResultsV2-"], [data-widget="searchResultsV2"]').forEach((el) => main?.append(document.importNode(el, true)));
  }, more);
  await expect.poll(() => landed(categoryContext), { timeout: 30_000 }).toBe(firstPage.length + morePage.length);

  // A search for a word of the first goods' title, then that goods' own page.
  const word = (firstPage[0]?.title.toLowerCase().match(/[а-яё]{4,}/u) ?? [])[0];
  if (!word) throw new Error('the first goods has no word to search for');
  const searchPath = `/search/?text=${encodeURIComponent(word)}`;
  const searchPage = await shownOn(searchPath);
  expect(searchPage.length).toBeGreaterThan(0);
  await shop.goto(ozon(searchPath));
  await expect.poll(() => landed(`q:${word}`), { timeout: 30_000 }).toBe(searchPage.length);
  const goodsPath = `/product/tovar-${searchPage[0]?.goodsId ?? 0}/`;
  const goodsPage = await shownOn(goodsPath);
  expect(goodsPage).toHaveLength(1);
  await shop.goto(ozon(goodsPath));
  await expect.poll(() => landed(''), { timeout: 30_000 }).toBe(1);
  await shop.close();

  // Each card of each page view once, as the page showed it, accepted.
  const { batches, rows } = await stored(site);
  const expected = [...firstPage, ...morePage, ...searchPage, ...goodsPage].map((r) => comparable({ ...r, context: contextOf(r), position: r.position ?? null }));
  expect(new Set(rows.map(key)).size).toBe(rows.length);
  expect(rows.map(comparable).sort((a, b) => key(a).localeCompare(key(b)))).toEqual(expected.sort((a, b) => key(a).localeCompare(key(b))));
  expect(rows.filter((r) => r.status !== 'accepted' || r.reason !== null)).toEqual([]);
  // The category page view sent its first cards and the ones loaded later apart, the other pages theirs.
  expect(batches).toBeGreaterThanOrEqual(4);
});

test('the daily estimate step turns the observations into the market tables: prices and search places as observed, each goods-day counting what was seen of it', async () => {
  const site = await h.context.newPage();
  const { rows } = await stored(site);
  expect(rows.length).toBeGreaterThan(0);
  const day = rows[0]?.day ?? '';
  const run = await site.request.post(`${server.baseURL}/api/dev/estimates/run`, { data: { day } });
  expect(run.status()).toBe(200);
  const seen = new Map<number, { price: number; count: number }>();
  for (const r of rows) seen.set(r.goodsId, { price: r.price, count: (seen.get(r.goodsId)?.count ?? 0) + 1 });
  const ids = [...seen.keys()].sort((a, b) => a - b);
  const res = await site.request.get(`${server.baseURL}/api/dev/market/goods-days?day=${day}&goodsIds=${ids.join(',')}`);
  expect(res.status()).toBe(200);
  const market = ((await res.json()) as {
    data: { days: { goodsId: number; observed: number; method: string }[]; positions: { goodsId: number; word: string; position: number }[]; goods: { goodsId: number; price: number; lastSeenOn: string | null }[] };
  }).data;
  // Each goods' card holds the price the pages showed that day, and the day it was last seen.
  expect(market.goods.map((g) => [g.goodsId, g.price, g.lastSeenOn])).toEqual(ids.map((id) => [id, seen.get(id)?.price, day]));
  // The search word's places are the places the search page showed.
  const searched = rows.filter((r) => r.page === 'search');
  const word = searched[0]?.context.slice(2) ?? '';
  const places = (list: { goodsId: number; position: number | null }[]) => list.map((p) => [p.goodsId, p.position]).sort((a, b) => Number(a[0]) - Number(b[0]));
  expect(places(market.positions.filter((p) => p.word === word))).toEqual(places(searched));
  // Every observed goods has its goods-day, which says how many observations are behind it.
  expect(market.days.map((d) => d.goodsId)).toEqual(ids);
  for (const d of market.days) expect(d.observed, `goods ${d.goodsId} (${d.method})`).toBe(seen.get(d.goodsId)?.count);
});
