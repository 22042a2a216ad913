import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, ownSessionPerFile, reloadHydrated, waitForHydration } from './helpers';

// The development Seller API's first demo shop (README: "Development Seller API").
const DEMO_SHOP = { clientId: '200001', apiKey: 'ml-demo-seller-key-1' };
const LANGS = [
  { prefix: '', overview: '店铺概览', skus: 'SKU 分析', market: '对比大盘', profit: '利润', explain: '“估算”是什么意思？', csvHeader: 'SKU,货号,名称' },
  { prefix: '/en', overview: 'Shop overview', skus: 'SKU analysis', market: 'Against the market', profit: 'Profit', explain: 'What does “estimate” mean?', csvHeader: 'SKU,Offer id,Name' },
  { prefix: '/ru', overview: 'Обзор магазина', skus: 'Анализ SKU', market: 'Сравнение с рынком', profit: 'Прибыль', explain: 'Что значит «оценка»?', csvHeader: 'SKU,Артикул,Название' },
] as const;

const session = ownSessionPerFile();
test.beforeEach(async ({ context }) => {
  await context.addCookies(session());
});
test.describe.configure({ mode: 'serial' });

/** Elements past the right edge of the viewport; a wide table scrolls inside its own box, so its content does not count. */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && getComputedStyle(el).position !== 'fixed')
      .filter((el) => !el.closest('.visually-hidden, [aria-hidden="true"], .ant-table-measure-row, .ant-table-content, .ant-table-body'))
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}: ${(el.textContent ?? '').slice(0, 30)}`)
      .slice(0, 5),
  );

/** The amount a cell shows in kopecks (`-1,234.50 ₽`); undefined when it is shown in units (`1.2w ₽`). */
const kopecksOf = (text: string) => {
  if (!/^-?[\d,.\s\u00a0]+₽$/.test(text.trim())) return undefined;
  return Math.round(Number(text.replace(/[\s\u00a0₽,]/g, '')) * 100);
};

test('a guest sees the guest warning on the My shops pages', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const path of ['/workbench/myshop/overview', '/en/workbench/myshop/skus', '/ru/workbench/myshop/market']) {
    await gotoHydrated(page, path);
    await expect(page.getByTestId('guest-warning')).toBeVisible();
  }
  await context.close();
});

test('a member without a shop is shown the first step; the demo shop bound and synced shows its profit, SKUs, costs, export and the market', async ({ page }) => {
  test.setTimeout(420_000);
  await gotoHydrated(page, '/workbench/myshop/overview');
  await expect(page.getByTestId('myshop-no-shop')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('myshop-bind-link').click();
  await expect(page).toHaveURL(/\/moreShopAuthorize$/);
  await waitForHydration(page);

  // Bind the demo shop, then have its sync run now (local mode's development endpoint).
  await expect(page.getByTestId('shops-form')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('shops-client-id').fill(DEMO_SHOP.clientId);
  await page.getByTestId('shops-api-key').fill(DEMO_SHOP.apiKey);
  const bound = page.waitForResponse((r) => r.url().includes('/seller-shops/bind'), { timeout: 60_000 });
  await page.getByTestId('shops-bind').click();
  expect((await bound).ok()).toBe(true);
  await gotoHydrated(page, '/workbench/myshop/overview');
  const frame = page.getByTestId('myshop-frame');
  await expect(frame).toBeVisible({ timeout: 60_000 });
  const shopId = Number(await frame.getAttribute('data-shop-id'));
  expect(shopId).toBeGreaterThan(0);
  // Binding queued the shop's sync already: run it until the whole history is in (a run the queue holds answers at once and is asked again).
  await expect(async () => {
    const synced = await page.request.post('/api/dev/myshop/sync', { data: { shopId }, timeout: 120_000 });
    expect(((await synced.json()) as { data?: { outcome?: string } }).data?.outcome).toBe('done');
  }).toPass({ timeout: 300_000, intervals: [2_000] });

  // The overview: seven figures against the previous period, the profit formula, the daily chart and Ozon's charges.
  await reloadHydrated(page);
  await expect(page.getByTestId('myshop-sync')).toHaveAttribute('data-phase', 'current', { timeout: 30_000 });
  const profit = page.getByTestId('myshop-kpi-profit');
  await expect(profit).toContainText('利润');
  await expect(profit).toContainText('₽');
  await expect(page.getByTestId('myshop-kpi-revenue')).not.toContainText(/^销售额0\s₽/);
  await expect(page.getByTestId('myshop-chart')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  await expect(page.getByTestId('myshop-charges').locator('li[data-kind="commission"]')).toBeVisible();
  await expect(page.getByTestId('myshop-access')).toBeVisible();
  const profitBefore = await profit.locator('.ant-statistic-content').innerText();

  // The SKU table: a unit cost typed in place changes that SKU's profit by units × cost.
  await page.getByTestId('myshop-tab-skus').click();
  await expect(page).toHaveURL(/\/workbench\/myshop\/skus/);
  const table = page.getByTestId('myshop-skus-table');
  const first = table.locator('tbody tr.ant-table-row').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  const skuProfit = first.getByTestId('myshop-sku-profit');
  const before = await skuProfit.innerText();
  const unitsText = await first.locator('td').nth(3).innerText();
  const units = /^[\d,]+$/.test(unitsText) ? Number(unitsText.replace(/,/g, '')) : undefined;
  const input = first.getByTestId('myshop-cost-input');
  await input.fill('5000');
  await input.press('Enter');
  await expect(page.locator('.ant-message')).toContainText('成本已保存');
  await expect(skuProfit).not.toHaveText(before);
  const [was, now] = [kopecksOf(before), kopecksOf(await skuProfit.innerText())];
  if (was !== undefined && now !== undefined && units !== undefined) expect(was - now).toBe(units * 500_000);

  // Export: every column, ids included, one line per SKU.
  const download = page.waitForEvent('download');
  await page.getByTestId('myshop-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^marketlens-myshop-${DEMO_SHOP.clientId}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const csv = fs.readFileSync((await file.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n').filter(Boolean);
  expect(lines[0]).toContain(LANGS[0].csvHeader);
  expect(lines[0]).toContain('单位成本, ₽');
  expect(lines[0]).toContain('预计断货');
  expect(lines.length).toBeGreaterThan(1);
  expect(csv).toContain(',5000,');

  // A cost file with a bad line names the line and saves nothing.
  await page.getByTestId('myshop-import-open').click();
  await page.getByTestId('myshop-import-text').fill('offer_id,cost\nno-such-offer,10\n');
  await page.getByTestId('myshop-import-submit').click();
  await expect(page.getByTestId('myshop-import-error').first()).toContainText('第 2 行');
  await page.keyboard.press('Escape');
  await expect(skuProfit).not.toHaveText(before);

  // The overview's profit follows the cost.
  await page.getByTestId('myshop-tab-overview').click();
  await expect(profit.locator('.ant-statistic-content')).not.toHaveText(profitBefore, { timeout: 15_000 });

  // Against the market: the explanation of an estimate and a row per SKU.
  await page.getByTestId('myshop-tab-market').click();
  await expect(page.getByTestId('myshop-market-explain')).toContainText(LANGS[0].explain);
  await expect(page.getByTestId('myshop-market-table').locator('tbody tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('myshop-estimate').first()).toBeVisible();
});

// The layouts in Russian, whose words are the longest.
for (const lang of LANGS.filter((l) => l.prefix === '/ru')) {
  test(`the My shops pages in ${lang.prefix || '/'} at desktop and phone widths, never wider than the phone`, async ({ page }) => {
    test.setTimeout(180_000);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, `${lang.prefix}/workbench/myshop/overview`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.overview);
      await expect(page.getByTestId('myshop-kpi-profit')).toContainText(lang.profit, { timeout: 30_000 });
      await expect(page.getByTestId('myshop-chart')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
      expect(await overflowing(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await page.getByTestId('myshop-tab-skus').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.skus);
      await expect(page.getByTestId('myshop-skus-table').locator('tbody tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
      expect(await overflowing(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await page.getByTestId('myshop-tab-market').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.market);
      await expect(page.getByTestId('myshop-market-explain')).toContainText(lang.explain);
      await expect(page.getByTestId('myshop-market-table').locator('tbody tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
      expect(await overflowing(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  });
}
