import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { memberFor } from '../members';
import { goodsPage, listPage, type FixtureCard } from './catalogue-fixture';
import { launchExtension, storageGet, type Harness } from './harness';
import { startOwnServer, type OwnServer } from './own-server';
import { loginOnSite } from './site-session';

/**
 * The extension's observation path end to end: the member answers the one-time notice, opens Ozon's
 * search, category and goods pages, and the cards those pages showed land in the server's
 * observations and, through the daily estimate step, in the market tables the workbench reads. With
 * sharing off nothing is sent. The spec runs its own server: the estimate step rewrites a day of the
 * market, which the suite's shared server must keep as the other specs expect it.
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const port = Number(process.env.OBSERVATIONS_E2E_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 1);
const member = () => memberFor(test.info());

let server: OwnServer;
let h: Harness;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startOwnServer(port);
});
test.afterAll(async () => {
  await server?.stop();
});
test.beforeEach(async () => {
  h = await launchExtension(server.baseURL);
});
test.afterEach(async () => {
  await h.context.close();
});

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

/** Best sellers of the server's market and a subcategory to list them under, as cards a page shows. */
async function marketCards(page: Page, count: number): Promise<{ categoryId: number; cards: FixtureCard[] }> {
  const api = async <T,>(path: string) => ((await (await page.request.get(`${server.baseURL}/api${path}`)).json()) as { data: T }).data;
  const [top] = await api<{ typeId: number }[]>('/ozon-report-service/v1/cat/homeCat?lang=ru');
  if (!top) throw new Error('the market has no categories');
  const [sub] = await api<{ typeId: number }[]>(`/ozon-report-service/v1/cat/homeCat?lang=ru&pId=${top.typeId}`);
  if (!sub) throw new Error('the category has no subcategories');
  const goods = await api<{ goodsId: number; goodsName: string; price: number }[]>(`/goods-ranking/list?dateType=1&pageSize=${count}`);
  expect(goods.length).toBe(count);
  const cards = goods.map((g, i) => ({
    goodsId: g.goodsId,
    title: g.goodsName,
    // Ozon shows whole roubles.
    price: Math.max(100, Math.round(g.price / 100) * 100),
    ...(i % 2 === 0 ? { oldPrice: Math.max(100, Math.round(g.price / 100) * 100) * 2 } : {}),
    rating: 4.1 + (i % 9) / 10,
    reviews: 10 + i * 7,
    sellerId: 900_001 + (i % 3),
    sellerName: `Магазин ${1 + (i % 3)}`,
    scheme: (['FBO', 'FBS', 'rFBS'] as const)[i % 3] ?? 'FBO',
  }));
  return { categoryId: sub.typeId, cards };
}

/** Ozon's pages, served at their real addresses from the given HTML per address. */
async function serveOzon(context: BrowserContext, pages: Record<string, string>): Promise<void> {
  await context.route('https://www.ozon.ru/**', (route) => {
    const url = new URL(route.request().url());
    const html = pages[`${url.pathname}${url.search}`];
    return html ? route.fulfill({ status: 200, contentType: 'text/html', body: html }) : route.fallback();
  });
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

const WORD = 'кружка';

test('with sharing declined in the notice, Ozon pages send nothing', async () => {
  const site = await h.context.newPage();
  await loginOnSite(site, member());
  const { categoryId, cards } = await marketCards(site, 4);
  await answerNotice("Don't share");
  expect(await storageGet(h.worker, 'observationConsent')).toMatchObject({ share: false });
  await serveOzon(h.context, { [`/search/?text=${encodeURIComponent(WORD)}`]: listPage(WORD, cards), [`/category/kruzhki-${categoryId}/`]: listPage('Кружки', cards) });
  const shop = await h.context.newPage();
  await shop.goto(`https://www.ozon.ru/search/?text=${encodeURIComponent(WORD)}`);
  await shop.goto(`https://www.ozon.ru/category/kruzhki-${categoryId}/`);
  // Longer than a page view takes to send its batch (idle, a few seconds of settling, the request).
  await shop.waitForTimeout(8_000);
  await shop.close();
  expect(await stored(site)).toEqual({ batches: 0, rows: [] });
});

test('after the notice is acknowledged, search, category and goods pages land in the observations', async () => {
  const site = await h.context.newPage();
  await loginOnSite(site, member());
  const { categoryId, cards } = await marketCards(site, 8);
  // The notice was answered in the previous test's browser; this browser is a new install and asks again.
  await answerNotice('Share');
  expect(await storageGet(h.worker, 'observationConsent')).toMatchObject({ share: true });
  const options = await h.context.newPage();
  await options.goto(`chrome-extension://${h.extensionId}/options.html`);
  await expect(options.getByRole('checkbox', { name: 'Share what Ozon pages show to improve market estimates' })).toBeChecked();
  await options.close();

  const searchPath = `/search/?text=${encodeURIComponent(WORD)}`;
  const categoryPath = `/category/kruzhki-${categoryId}/`;
  const [shown] = cards;
  if (!shown) throw new Error('no goods');
  // The search page loads two more results a moment after it opens, as Ozon does while scrolling.
  await serveOzon(h.context, {
    [searchPath]: listPage(WORD, cards.slice(0, 4), cards.slice(4, 6)),
    [categoryPath]: listPage('Кружки', cards.slice(0, 5)),
    [`/product/tovar-${shown.goodsId}/`]: goodsPage(shown),
  });
  const shop = await h.context.newPage();
  const landed = async (context: string) => (await stored(site)).rows.filter((r) => r.context === context).length;
  // Each page's cards leave a few seconds after it settles; the next page opens once they have arrived.
  await shop.goto(`https://www.ozon.ru${searchPath}`);
  await expect.poll(() => landed(`q:${WORD}`), { timeout: 30_000 }).toBe(6);
  await shop.goto(`https://www.ozon.ru${categoryPath}`);
  await expect.poll(() => landed(`c:${categoryId}`), { timeout: 30_000 }).toBe(5);
  await shop.goto(`https://www.ozon.ru/product/tovar-${shown.goodsId}/`);

  const expected = [
    ...cards.slice(0, 6).map((c, i) => ({ goodsId: c.goodsId, page: 'search', context: `q:${WORD}`, position: i + 1, price: c.price, title: c.title })),
    ...cards.slice(0, 5).map((c, i) => ({ goodsId: c.goodsId, page: 'category', context: `c:${categoryId}`, position: i + 1, price: c.price, title: c.title })),
    { goodsId: shown.goodsId, page: 'goods', context: '', position: null, price: shown.price, title: shown.title },
  ];
  const key = (r: { goodsId: number; context: string }) => `${r.goodsId}|${r.context}`;
  await expect.poll(async () => (await stored(site)).rows.length, { timeout: 30_000 }).toBe(expected.length);
  const { batches, rows } = await stored(site);
  // Each card of each page view once, as the page showed it, accepted.
  expect(new Set(rows.map(key)).size).toBe(rows.length);
  expect(rows.map((r) => ({ goodsId: r.goodsId, page: r.page, context: r.context, position: r.position, price: r.price, title: r.title })).sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
    expected.sort((a, b) => key(a).localeCompare(key(b))),
  );
  expect(rows.every((r) => r.status === 'accepted' && r.reason === null)).toBe(true);
  expect(batches).toBeGreaterThanOrEqual(3);
  await shop.close();
});
