import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { launchExtension, type Harness } from './harness';
import { loginOnSite } from './site-session';

let h: Harness;
test.beforeEach(async () => {
  h = await launchExtension(baseURL);
});
test.afterEach(async () => {
  await h.context.close();
});

async function openBackfill(goodsId: string) {
  const page = await h.context.newPage();
  await page.goto(`https://www.ozon.ru/product/termokruzhka-${goodsId}/`);
  await page.locator('#marketlens-toolbar').getByRole('button', { name: 'Request data back-fill' }).click();
  return page.locator('#marketlens-backfill').getByRole('dialog');
}

test('a guest asking for a back-fill is told to log in and the prompt stays', async () => {
  const dialog = await openBackfill('987654321013');
  await dialog.getByRole('button', { name: 'Apply for data back-fill' }).click();
  await expect(dialog).toContainText('Please log in to MarketLens first');
  await expect(dialog).toContainText('The product you searched for is not indexed yet');
});

test('logged in, an unindexed product gets the success view without a close button', async () => {
  await loginOnSite(await h.context.newPage());
  const dialog = await openBackfill('987654321014');
  await expect(dialog).toContainText('ID: 987654321014');
  await dialog.getByRole('button', { name: 'Apply for data back-fill' }).click();
  await expect(dialog).toContainText('Application submitted');
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'I know' }).click();
  await expect(dialog).toHaveCount(0);
});

test('logged in, a product MarketLens already has is shown as indexed with a way into the workbench', async () => {
  const site = await h.context.newPage();
  await loginOnSite(site);
  const ranking = (await (await site.request.get('/api/goods-ranking/list?dateType=1&pageSize=1')).json()) as { data: { goodsId: string | number }[] };
  const goodsId = String(ranking.data[0]?.goodsId);
  const dialog = await openBackfill(goodsId);
  await dialog.getByRole('button', { name: 'Apply for data back-fill' }).click();
  await expect(dialog).toContainText('Already indexed');
  await expect(dialog.getByRole('link', { name: 'Open in the workbench' })).toHaveAttribute('href', `${baseURL}/workbench/selection/hot?goodsId=${goodsId}`);
  await expect(dialog).not.toContainText('Application submitted');
});
