import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { memberFor } from '../members';
import { watchNetwork } from '../settle';
import { ClosedShadow, launchExtension, waitUntilArmed, type Harness } from './harness';
import { loginOnSite as loginAs } from './site-session';

/** Logs the file's own member in (its back-fill requests are its own). */
const loginOnSite = (page: Page) => loginAs(page, memberFor(test.info()));

// Logging in through the site's page (slider captcha, account choice) takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

let h: Harness;
test.beforeEach(async () => {
  h = await launchExtension(baseURL);
});
test.afterEach(async () => {
  await h.context.close();
});

const DIALOG = 'marketlens-backfill';

async function openBackfill(goodsId: string) {
  const page = await h.context.newPage();
  await page.goto(`https://www.ozon.ru/product/termokruzhka-${goodsId}/`);
  const ui = await ClosedShadow.of(page);
  await expect.poll(() => ui.texts('marketlens-toolbar', 'button')).toContain('Request data back-fill');
  await ui.click('marketlens-toolbar', 'button', 'Request data back-fill');
  await expect.poll(() => ui.texts(DIALOG, '[role=dialog]')).toHaveLength(1);
  // Apply counts only once the dialog has been visible for a moment (a click cannot be lured onto it as it appears).
  await waitUntilArmed(page);
  const text = async () => (await ui.texts(DIALOG, '[role=dialog]')).join(' ');
  return { page, ui, text };
}

test('a guest asking for a back-fill is told to log in and the prompt stays', async () => {
  const { ui, text } = await openBackfill('987654321013');
  await ui.click(DIALOG, 'button', 'Apply for data back-fill');
  await expect.poll(text).toContain('Please log in to MarketLens first');
  expect(await text()).toContain('The product you searched for is not indexed yet');
});

test('the page cannot press the assistant: its scripts see no shadow root and a synthetic click sends nothing', async () => {
  await loginOnSite(await h.context.newPage());
  const requests: string[] = [];
  h.context.on('request', (r) => r.url().includes('goodsMakeUp') && requests.push(r.url()));
  const { page, ui, text } = await openBackfill('987654321015');
  expect(await page.evaluate(() => document.getElementById('marketlens-toolbar')?.shadowRoot ?? null)).toBeNull();
  const network = watchNetwork(h.context);
  await ui.syntheticClick(DIALOG, 'button', 'Apply for data back-fill');
  await network.settled();
  expect(await text()).toContain('The product you searched for is not indexed yet');
  expect(requests).toEqual([]);
  // Escape closes the dialog.
  await page.keyboard.press('Escape');
  await expect.poll(() => ui.texts(DIALOG, '[role=dialog]')).toEqual([]);
});

test('logged in, an unindexed product gets the success view without a close button', async () => {
  await loginOnSite(await h.context.newPage());
  const { ui, text } = await openBackfill('987654321014');
  expect(await text()).toContain('ID: 987654321014');
  await ui.click(DIALOG, 'button', 'Apply for data back-fill');
  await expect.poll(text).toContain('Application submitted');
  expect(await ui.texts(DIALOG, 'button.close')).toEqual([]);
  await ui.click(DIALOG, 'button', 'I know');
  await expect.poll(() => ui.texts(DIALOG, '[role=dialog]')).toEqual([]);
});

test('logged in, a product MarketLens already has is shown as indexed with a way into the workbench', async () => {
  const site = await h.context.newPage();
  await loginOnSite(site);
  const ranking = (await (await site.request.get('/api/goods-ranking/list?dateType=1&pageSize=1')).json()) as { data: { goodsId: string | number }[] };
  const goodsId = String(ranking.data[0]?.goodsId);
  const { ui, text } = await openBackfill(goodsId);
  await ui.click(DIALOG, 'button', 'Apply for data back-fill');
  await expect.poll(text).toContain('Already indexed');
  expect(await text()).not.toContain('Application submitted');
  // The link keeps the user's language (English here: /en) and opens the goods' own workbench page.
  const href = `${baseURL}/en/workbench/goods/detail?goodsId=${goodsId}`;
  await expect.poll(() => ui.hrefs(DIALOG, 'a')).toEqual([href]);
  const workbench = await h.context.newPage();
  expect((await workbench.goto(href))?.status()).toBe(200);
});

test('page CSS cannot turn the assistant into an invisible click target: a faded or covered dialog sends nothing', async () => {
  await loginOnSite(await h.context.newPage());
  const requests: string[] = [];
  h.context.on('request', (r) => r.url().includes('goodsMakeUp') && requests.push(r.url()));
  const page = await h.context.newPage();
  await page.goto('https://www.ozon.ru/product/termokruzhka-987654321017/');
  const ui = await ClosedShadow.of(page);
  await expect.poll(() => ui.texts('marketlens-toolbar', 'button')).toContain('Request data back-fill');
  // The page fades the assistant out over a lure of its own: the user's two real clicks hit our buttons.
  const fade = await page.addStyleTag({ content: '#marketlens-toolbar, #marketlens-backfill { opacity: 0 !important; } body::before { content: "Win a prize: click here, then here"; }' });
  await ui.click('marketlens-toolbar', 'button', 'Request data back-fill');
  await waitUntilArmed(page);
  await ui.click(DIALOG, 'button', 'Apply for data back-fill');
  const text = async () => (await ui.texts(DIALOG, '[role=dialog]')).join(' ');
  await expect.poll(text).toContain('Nothing was sent: this page hides or covers the MarketLens panel');
  // Visible again but covered by a picture that lets clicks through (pointer-events: none).
  await fade.evaluate((node) => (node as Element).remove());
  await page.addStyleTag({ content: '#lure { position: fixed; inset: 0; z-index: 2147483647; background: #fff; pointer-events: none; }' });
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<div id="lure">Win a prize</div>'));
  await waitUntilArmed(page);
  const network = watchNetwork(h.context);
  await ui.click(DIALOG, 'button', 'Apply for data back-fill');
  await network.settled();
  expect(requests).toEqual([]);
  // Uncovered and seen for a moment, the user's own click on Apply sends the request.
  await page.evaluate(() => document.getElementById('lure')?.remove());
  await waitUntilArmed(page);
  await ui.click(DIALOG, 'button', 'Apply for data back-fill');
  await expect.poll(text).toContain('Application submitted');
  expect(requests).toHaveLength(1);
});
