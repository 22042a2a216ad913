import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { ownSessionPerFile, gotoHydrated, reloadHydrated } from './helpers';
import { readXlsx } from './xlsx';

// The file's own member is set up like the demo account (Operation plan, bound categories 99997 and 99991).
const BOUND = 99997;

const session = ownSessionPerFile();
test.beforeEach(async ({ context }) => {
  await context.addCookies(session());
});

test('hide a column, show yuan at the CBR rate, and download an XLSX whose rows match the screen', async ({ page }) => {
  // A reload and an export on a loaded machine.
  test.setTimeout(120_000);
  await gotoHydrated(page, `/en/workbench/selection/hot?typeId=${BOUND}&days=30&sort=gmv&order=desc`);
  const table = page.getByTestId('analytics-table');
  const rows = table.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('columnheader', { name: 'Brand' })).toBeVisible();

  // The name column cannot be hidden; the brand column can, and the URL keeps it.
  await page.getByTestId('column-chooser').click();
  await expect(page.getByTestId('column-title')).toBeDisabled();
  await page.getByTestId('column-brandName').click();
  await expect(page).toHaveURL(/hide=brandName/);
  await expect(page.getByRole('columnheader', { name: 'Brand' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // ¥ at the day's CBR rate; the toggle stands in the URL too.
  await page.getByTestId('currency-toggle').getByText('¥').click();
  await expect(page).toHaveURL(/cur=cny/);
  const priceCell = rows.first().locator('td').filter({ hasText: '¥' }).first();
  await expect(priceCell).toBeVisible();
  await reloadHydrated(page);
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Brand' })).toHaveCount(0);
  await expect(rows.first().locator('td').filter({ hasText: '¥' }).first()).toBeVisible();
  const shownPrice = await rows.first().locator('td').filter({ hasText: '¥' }).first().textContent();
  const titles = await page.getByTestId('goods-link').allTextContents();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-xlsx').click()]);
  expect(download.suggestedFilename()).toMatch(/^marketlens-selectionHot-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheet = readXlsx(fs.readFileSync((await download.path()) ?? ''));
  expect(sheet[0]).toEqual(['#', 'Product', 'Product ID', 'Category', 'Category ID', 'Shop', 'Shop ID', 'Brand ID', 'Price, ¥', 'Units sold', 'Revenue, ¥', 'Growth', 'Product title in Russian']);
  expect(sheet.slice(1, 4).map((r) => r[0])).toEqual(['1', '2', '3']);
  expect(sheet.slice(1).every((r) => /^\d+$/.test(r[2] ?? '') && /^\d+$/.test(r[4] ?? '') && /^\d+$/.test(r[6] ?? ''))).toBe(true);
  expect(sheet.slice(1, titles.length + 1).map((r) => r[1])).toEqual(titles);
  const total = Number((await page.locator('.ant-pagination-total-text').textContent())?.match(/\d+/)?.[0]);
  expect(sheet.length - 1).toBe(total);
  // The first row's price in the workbook is the yuan figure on the screen.
  expect(Number(sheet[1]?.[8])).toBeCloseTo(Number((shownPrice ?? '').replace(/[^\d.]/g, '')), 1);
});
