import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Cookie, type Page } from '@playwright/test';
import { demoSessionCookies, gotoHydrated, reloadHydrated } from './helpers';

// The demo account (Operation plan) has bound categories 99997 and 99991.
const BOUND = 99997;
const LANGS = [
  { prefix: '', guest: '您当前为游客身份，需要登录后查看更多内容', hot: '热销商品', export: '导出 CSV' },
  { prefix: '/en', guest: 'You are browsing as a guest: log in to see more', hot: 'Hot sellers', export: 'Export CSV' },
  { prefix: '/ru', guest: 'Вы вошли как гость. Чтобы увидеть больше, войдите в аккаунт', hot: 'Хиты продаж', export: 'Выгрузить CSV' },
] as const;
const LISTS = ['selection/hot', 'selection/surge', 'keyword/hot', 'keyword/soar', 'keyword/high', 'keyword/chance', 'shop/hot', 'brand/top', 'industry/hot-selling', 'industry/high-priced'] as const;
const SHOTS = path.resolve('test-results/analytics-screens');

let cookies: Cookie[] = [];
test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  cookies = await demoSessionCookies(context);
  await context.close();
});
test.beforeEach(async ({ context }) => {
  await context.addCookies(cookies);
});

const rows = (page: Page) => page.getByTestId('analytics-table').locator('tbody tr.ant-table-row');
const goodsTitles = (page: Page) => page.getByTestId('goods-link').allTextContents();

for (const lang of LANGS) {
  for (const list of LISTS) {
    test(`${lang.prefix || '/zh'} ${list} shows rows of the member's category with the honest-numbers note`, async ({ page }) => {
      await gotoHydrated(page, `${lang.prefix}/workbench/${list}?typeId=${BOUND}&days=7`);
      await expect(rows(page).first()).toBeVisible();
      expect(await rows(page).count()).toBeGreaterThan(1);
      await expect(page.getByTestId('as-of')).toContainText(/\d{4}-\d{2}-\d{2}/);
      await expect(page.getByTestId('export-csv')).toHaveText(lang.export);
    });
  }

  test(`${lang.prefix || '/zh'} market overview shows totals, a trend chart and category shares`, async ({ page }) => {
    await gotoHydrated(page, `${lang.prefix}/workbench/big/general?days=30`);
    await expect(page.getByTestId('overview-totals')).toBeVisible();
    await expect(page.getByTestId('overview-chart')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('overview-chart').locator('canvas')).toHaveCount(1);
    expect(await page.getByTestId('overview-shares').locator('li').count()).toBe(12);
  });

  test(`${lang.prefix || '/zh'} a goods opened from the hot list shows its chart`, async ({ page }) => {
    await gotoHydrated(page, `${lang.prefix}/workbench/selection/hot?typeId=${BOUND}&days=30`);
    const first = page.getByTestId('goods-link').first();
    const title = await first.textContent();
    await first.click();
    await expect(page).toHaveURL(/\/workbench\/goods\/detail\?goodsId=\d+/);
    await expect(page.getByTestId('goods-detail').getByRole('heading', { level: 2 })).toHaveText(title ?? '');
    await expect(page.getByTestId('goods-chart')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('goods-chart').locator('canvas')).toHaveCount(1);
  });

  test(`${lang.prefix || '/zh'} a guest opening a list gets the guest warning and the way in`, async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await gotoHydrated(page, `${lang.prefix}/workbench/selection/hot`);
    await expect(page.getByTestId('guest-warning')).toContainText(lang.guest);
    await expect(page.getByTestId('guest-warning').getByRole('link').first()).toHaveAttribute('href', `${lang.prefix}/login`);
    await expect(page.getByTestId('analytics-table')).toHaveCount(0);
    await context.close();
  });
}

test('sorting by a column asks the server and changes the order; the URL keeps it', async ({ page }) => {
  await gotoHydrated(page, `/en/workbench/selection/hot?typeId=${BOUND}&days=7`);
  await expect(rows(page).first()).toBeVisible();
  const bySales = await goodsTitles(page);
  const answer = page.waitForResponse((r) => r.url().includes('/api/workbench/goods/list') && r.url().includes('sort=price'));
  await page.getByRole('columnheader', { name: 'Price' }).click();
  const body = (await (await answer).json()) as { data: { list: { title: string; price: number }[] } };
  await expect(page).toHaveURL(/sort=price&order=desc/);
  const prices = body.data.list.map((r) => r.price);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  await expect(page.getByTestId('goods-link').first()).toHaveText(body.data.list[0]?.title ?? '');
  expect(await goodsTitles(page)).not.toEqual(bySales);
});

test('a price filter changes what is shown: every row priced at or above it', async ({ page }) => {
  await gotoHydrated(page, `/en/workbench/selection/hot?typeId=${BOUND}&days=7`);
  await expect(rows(page).first()).toBeVisible();
  const before = await goodsTitles(page);
  await page.getByTestId('filter-priceMin').fill('3000');
  const answer = page.waitForResponse((r) => r.url().includes('/api/workbench/goods/list') && r.url().includes('priceMin=300000'));
  await page.getByTestId('filters-apply').click();
  const body = (await (await answer).json()) as { data: { list: { title: string; price: number }[] } };
  await expect(page).toHaveURL(/priceMin=3000/);
  expect(body.data.list.length).toBeGreaterThan(0);
  expect(body.data.list.every((r) => r.price >= 300_000)).toBe(true);
  await expect(page.getByTestId('goods-link').first()).toHaveText(body.data.list[0]?.title ?? '');
  expect(await goodsTitles(page)).not.toEqual(before);
});

test('export downloads a CSV whose rows match the screen, in the same order', async ({ page }) => {
  await gotoHydrated(page, `/en/workbench/selection/hot?typeId=${BOUND}&days=30&sort=gmv&order=desc`);
  await expect(rows(page).first()).toBeVisible();
  const screen = await goodsTitles(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/^marketlens-selectionHot-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = fs.readFileSync((await download.path()) ?? '', 'utf8').replace(/^\ufeff/, '');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toBe('#,Product,Category,Shop,Brand,Price,Units sold,Revenue,Growth');
  const titles = lines.slice(1, screen.length + 1).map((l) => (l.startsWith(',"') ? l.slice(2, l.indexOf('",')) : l.split(',')[1]));
  expect(titles).toEqual(screen.map((s) => s.replace(/""/g, '"')));
  const total = Number((await page.locator('.ant-pagination-total-text').textContent())?.match(/\d+/)?.[0]);
  expect(lines.length - 1).toBe(total);
  await expect(page.locator('.ant-message')).toContainText(/rows exported/);
});

test('the URL restores the whole view: category, window, sort, page', async ({ page }) => {
  await gotoHydrated(page, `/ru/workbench/selection/hot?typeId=${BOUND}&days=7&sort=gmv&order=asc&page=2`);
  await expect(rows(page).first()).toBeVisible();
  const shown = await goodsTitles(page);
  await reloadHydrated(page);
  await expect(rows(page).first()).toBeVisible();
  expect(await goodsTitles(page)).toEqual(shown);
  await expect(page.getByTestId('window-picker').locator('.ant-segmented-item-selected')).toHaveText('7 дней');
  await expect(page.getByRole('columnheader', { name: 'Выручка' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  await expect(page.getByTestId('category-picker')).toContainText('Дом и быт');
});

test('outside the bound categories a list shows 10 rows and why; the server refuses past the limits', async ({ page }) => {
  await gotoHydrated(page, '/en/workbench/selection/hot?days=7');
  await expect(page.getByTestId('scope-limited')).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  const request = page.context().request;
  const pastRows = await (await request.get('/api/workbench/goods/list?days=7&pageSize=10&pageNum=2')).json();
  expect(pastRows.code).toBe(30003);
  const far = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
  const pastHistory = await (await request.get(`/api/workbench/goods/list?from=${far}&to=${far}`)).json();
  expect(pastHistory.code).toBe(30002);
  expect(pastHistory.message).toMatch(/180/);
  // The page shows the refusal in place of the rows.
  await gotoHydrated(page, `/en/workbench/selection/hot?from=${far}&to=${far}`);
  await expect(page.getByTestId('analytics-refused')).toContainText('180 days');
});

const PAGES = ['big/general', ...LISTS, 'goods/detail'] as const;
for (const width of [1440, 390]) {
  test(`pages fit ${width} px in three languages (screenshots in test-results/analytics-screens)`, async ({ page }) => {
    test.setTimeout(420_000);
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    fs.mkdirSync(SHOTS, { recursive: true });
    await gotoHydrated(page, `/en/workbench/selection/hot?typeId=${BOUND}&days=30`);
    const detail = (await page.getByTestId('goods-link').first().getAttribute('href'))?.split('?')[1] ?? '';
    for (const lang of LANGS) {
      for (const p of PAGES) {
        const query = p === 'goods/detail' ? detail : `typeId=${BOUND}&days=30`;
        await gotoHydrated(page, `${lang.prefix}/workbench/${p}?${query}`);
        await expect(page.locator('.analytics-frame').first()).toBeVisible();
        await expect(page.getByTestId('analytics-loading')).toHaveCount(0);
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(SHOTS, `${width}-${lang.prefix.slice(1) || 'zh'}-${p.replace('/', '-')}.png`), fullPage: true });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${lang.prefix}/workbench/${p} scrolls sideways`).toBeLessThanOrEqual(0);
      }
    }
  });
}
