import { expect, test } from '@playwright/test';
import { ownSessionPerFile, gotoHydrated } from './helpers';

// The file's own member is set up like the demo account (Operation plan, bound categories 99997 and 99991).
const BOUND = 99997;
const LANGS = [
  { prefix: '', title: '爆品检测', run: '开始检测' },
  { prefix: '/en', title: 'Hot-product detection', run: 'Run check' },
  { prefix: '/ru', title: 'Поиск взрывных товаров', run: 'Проверить' },
] as const;

test.describe('member', () => {
  const session = ownSessionPerFile();
  test.beforeEach(async ({ context }) => {
    await context.addCookies(session());
  });

  // The journey in English; the guest test below opens the pages in all three languages.
  for (const lang of LANGS.filter((l) => l.prefix === '/en')) {
    test(`${lang.prefix || '/zh'} runs a check, opens a case with its curve and reopens the check from the history`, async ({ page }) => {
      await gotoHydrated(page, `${lang.prefix}/ExplosionDetection/dataList?typeId=${BOUND}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.title);
      await expect(page.getByTestId('explosion-intro')).toBeVisible();
      // A lower multiple and volume than the defaults, so the generated market's rising goods are found.
      await page.getByTestId('explosion-multiple').fill('1.5');
      await page.getByTestId('explosion-min-daily').fill('1');
      await page.getByTestId('explosion-run').getByText(lang.run).click();
      await expect(page).toHaveURL(/checkId=\d+/);
      const checkId = /checkId=(\d+)/.exec(page.url())?.[1];
      const rows = page.getByTestId('analytics-table').locator('tbody tr.ant-table-row');
      await expect(rows.first()).toBeVisible();
      await expect(page.getByTestId('as-of').first()).toContainText(/\d{4}-\d{2}-\d{2}/);
      await expect(page.getByTestId('explosion-check')).toContainText(/\d{4}-\d{2}-\d{2}/);

      const first = page.getByTestId('explosion-case-link').first();
      const title = await first.textContent();
      await first.click();
      await expect(page).toHaveURL(/\/ExplosionDetection\/details\?checkId=\d+&goodsId=\d+/);
      await expect(page.getByTestId('explosion-details').getByRole('heading', { level: 2 })).toHaveText(title ?? '');
      await expect(page.getByTestId('explosion-chart')).toHaveAttribute('data-ready', 'true');
      await expect(page.getByTestId('explosion-goods-link')).toHaveAttribute('href', /\/workbench\/goods\/detail\?goodsId=\d+/);
      await expect(page.getByTestId('explosion-ozon')).toHaveAttribute('href', /^https:\/\/www\.ozon\.ru\/product\/\d+\/$/);
      await expect(page.getByTestId('explosion-1688')).toHaveAttribute('href', /^https:\/\/s\.1688\.com\//);

      await gotoHydrated(page, `${lang.prefix}/ExplosionDetection/historyList`);
      // Other specs may run checks on the same account meanwhile: find this one by its id.
      const open = page.locator(`a[data-testid="explosion-open"][href*="checkId=${checkId}&"]`);
      await expect(open).toHaveCount(1);
      await open.click();
      await expect(page).toHaveURL(new RegExp(`/ExplosionDetection/dataList\\?checkId=${checkId}`));
      await expect(rows.first()).toBeVisible();

      // Sorting goes through the URL.
      await page.getByTestId('analytics-table').locator('th').nth(5).click();
      await expect(page).toHaveURL(/sort=sales/);
    });
  }
});

test('a guest sees the guest warning on the three pages', async ({ page }) => {
  for (const path of ['/ExplosionDetection/dataList', '/en/ExplosionDetection/details', '/ru/ExplosionDetection/historyList']) {
    await gotoHydrated(page, path);
    await expect(page.getByTestId('guest-warning')).toBeVisible();
  }
});
