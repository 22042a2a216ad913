import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ownSessionPerFile, gotoHydrated, reloadHydrated } from './helpers';

const SHOTS = path.resolve('test-results/patrol-screens');
// The development Seller API's first demo shop (README: "Development Seller API").
const DEMO_SHOP = { clientId: '200001', apiKey: 'ml-demo-seller-key-1' };
const LANGS = [
  { prefix: '', title: '防跟卖巡查', shops: '我的 Ozon 店铺' },
  { prefix: '/en', title: 'Anti-hijacking patrol', shops: 'Your Ozon shops' },
  { prefix: '/ru', title: 'Защита карточек', shops: 'Ваши магазины Ozon' },
] as const;

const session = ownSessionPerFile();
test.beforeEach(async ({ context }) => {
  await context.addCookies(session());
});

/**
 * Elements that reach past the right edge of the viewport (the page may not scroll sideways); wide
 * tables scroll inside their own box on a phone, so what is inside that box does not count.
 */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && getComputedStyle(el).position !== 'fixed')
      .filter((el) => !el.closest('.visually-hidden, [aria-hidden="true"], .ant-table-measure-row, .ant-table-content'))
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}: ${(el.textContent ?? '').slice(0, 30)}`)
      .slice(0, 5),
  );

/** Waits until no patrol check is queued or running. */
const patrolChecked = async (request: APIRequestContext) =>
  expect(async () => {
    const jobs = (await (await request.get('/api/dev/jobs')).json()) as { data: { kind: string; state: string }[] };
    expect(jobs.data.filter((j) => j.kind === 'patrol-check' && (j.state === 'queued' || j.state === 'running'))).toEqual([]);
  }).toPass({ timeout: 60_000 });

test.describe.configure({ mode: 'serial' });

test('a guest sees the guest warning on the patrol and the shop binding', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await gotoHydrated(page, '/tools/patrol/');
  await expect(page.getByTestId('guest-warning')).toBeVisible();
  await gotoHydrated(page, '/moreShopAuthorize');
  await expect(page.getByTestId('guest-warning')).toBeVisible();
  await context.close();
});

test('bind a shop via the Seller API, patrol it, advance the market: a follow-seller with evidence and an alert in the bell', async ({ page, request }) => {
  test.setTimeout(420_000);
  await gotoHydrated(page, '/workbench/monitor/notice');
  const markAll = page.getByTestId('notice-mark-all');
  if (await markAll.isEnabled()) await markAll.click();
  await expect(page.getByTestId('notice-bell').first()).toHaveAttribute('data-unread', '0');

  // A wrong key is refused; the right one binds the shop, whose key is never shown again.
  await gotoHydrated(page, '/moreShopAuthorize');
  await page.getByTestId('shops-client-id').fill(DEMO_SHOP.clientId);
  await page.getByTestId('shops-api-key').fill('not-the-right-key');
  await page.getByTestId('shops-bind').click();
  await expect(page.getByTestId('shops-error')).toContainText('Ozon 拒绝了该 Client-Id 和 API Key', { timeout: 30_000 });
  await page.getByTestId('shops-client-id').fill(DEMO_SHOP.clientId);
  await page.getByTestId('shops-api-key').fill(DEMO_SHOP.apiKey);
  await page.getByTestId('shops-bind').click();
  const shop = page.getByTestId('shops-item').filter({ hasText: DEMO_SHOP.clientId });
  await expect(shop).toContainText('••••ey-1', { timeout: 30_000 });
  await expect(page.locator('body')).not.toContainText(DEMO_SHOP.apiKey);
  const shopName = ((await shop.locator('strong').textContent()) ?? '').trim();

  // Patrol the whole shop: its goods are picked without typing ids.
  await gotoHydrated(page, '/tools/patrol/');
  await page.getByTestId('patrol-kind').getByText('整个店铺').click();
  await page.getByTestId('patrol-shop').click();
  await page.locator('.ant-select-item-option', { hasText: DEMO_SHOP.clientId }).click();
  await page.getByTestId('patrol-add').click();
  // Adding runs the item's first check before answering: on a loaded machine that takes a while.
  await expect(page.getByTestId('patrol-items').locator('tbody tr', { hasText: shopName })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('patrol-usage')).toContainText('已巡查 1 /');

  // Advance the market a day at a time until a seller joins one of the shop's cards; the patrol check tells the bell.
  let found = false;
  for (let day = 0; day < 12 && !found; day++) {
    const advanced = await request.post('/api/dev/market/advance', { data: {} });
    expect(advanced.ok()).toBe(true);
    await patrolChecked(request);
    await reloadHydrated(page);
    await expect(page.getByTestId('notice-bell').first()).toHaveAttribute('data-loaded', 'true');
    await expect(page.getByTestId('patrol-cases')).toBeVisible({ timeout: 30_000 });
    found = (await page.getByTestId('patrol-cases').locator('tbody tr.ant-table-row', { hasNotText: '巡查前已存在' }).count()) > 0;
  }
  expect(found).toBe(true);
  const bell = page.getByTestId('notice-bell').first();
  expect(Number(await bell.getAttribute('data-unread'))).toBeGreaterThan(0);

  // The new follow-seller against the member's price, with its evidence.
  const fresh = page.getByTestId('patrol-cases').locator('tbody tr.ant-table-row', { hasNotText: '巡查前已存在' }).first();
  await expect(fresh).toContainText('在卡上');
  await expect(fresh).toContainText('₽');
  await fresh.getByTestId('patrol-history').click();
  await expect(page.getByTestId('patrol-evidence').locator('tbody tr.ant-table-row').first()).toContainText('在卡上');
  await page.keyboard.press('Escape');

  // The evidence exports as CSV.
  const download = page.waitForEvent('download');
  await page.getByTestId('patrol-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^patrol-evidence-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await file.path()) ?? '', 'utf8');
  expect(csv).toContain('案例,商品 ID,商品,卖家 ID,卖家');
  expect(csv.split('\r\n').length).toBeGreaterThan(2);

  // The alert in the notification centre, once, linking back to the patrol.
  await bell.click();
  await expect(page).toHaveURL(/\/workbench\/monitor\/notice/);
  const alerts = page.locator('[data-testid="notice-item"][data-event="followSeller"]');
  // The bound shop's own alerts (My shops: stock, conversion, charges) may fill the first pages: page on until the follow-seller shows.
  await expect(async () => {
    if ((await alerts.count()) === 0) await page.locator('.ant-pagination-next').click({ timeout: 2_000 });
    await expect(alerts.first()).toContainText('发现跟卖卖家', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  const texts = await alerts.allTextContents();
  expect(new Set(texts).size).toBe(texts.length);
});

// The layouts in Russian, whose words are the longest.
for (const lang of LANGS.filter((l) => l.prefix === '/ru')) {
  test(`patrol and shop pages in ${lang.prefix || '/'} at desktop and phone widths`, async ({ page }) => {
    test.setTimeout(180_000);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, `${lang.prefix}/tools/patrol/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.title);
      await expect(page.getByTestId('patrol-usage')).toBeVisible();
      await expect(page.getByTestId('patrol-cases')).toBeVisible({ timeout: 30_000 });
      expect(await overflowing(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: path.join(SHOTS, `patrol${lang.prefix.replace('/', '-') || '-zh'}-${width}.png`), fullPage: true });
      await gotoHydrated(page, `${lang.prefix}/moreShopAuthorize`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.shops);
      await expect(page.getByTestId('shops-form')).toBeVisible({ timeout: 30_000 });
      expect(await overflowing(page)).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `shops${lang.prefix.replace('/', '-') || '-zh'}-${width}.png`), fullPage: true });
    }
  });
}
