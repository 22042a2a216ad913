import { expect, test } from '@playwright/test';
import { loginWithPassword } from './helpers';

test('an unindexed goods id opens the back-fill prompt, and an accepted request narrows to the success view', async ({ page }) => {
  await loginWithPassword(page);
  await page.goto('/');
  await page.getByPlaceholder('输入 Ozon 商品 ID 或店铺 ID').fill('987654321012');
  await page.getByRole('button', { name: '查询' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('您搜索的商品暂未收录');
  await expect(dialog).toContainText('987654321012');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await dialog.getByRole('button', { name: '申请数据补录' }).click();
  await expect(page.getByTestId('supplement-success')).toContainText('公众号消息');
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  const width = await page.locator('.ant-modal').first().evaluate((el) => getComputedStyle(el).width);
  expect(width).toBe('500px');
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('search-history')).toContainText('987654321012');
});

test('a second request for the same id is not accepted and the prompt stays as it was', async ({ page }) => {
  await loginWithPassword(page);
  await page.goto('/');
  for (let i = 0; i < 2; i++) {
    await page.getByPlaceholder('输入 Ozon 商品 ID 或店铺 ID').fill('55501234');
    await page.getByRole('button', { name: '查询' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '申请数据补录' }).click();
    if (i === 0) await page.getByRole('dialog').getByRole('button', { name: '我知道了' }).click();
  }
  await page.waitForTimeout(800);
  await expect(page.getByTestId('supplement-prompt')).toBeVisible();
  await expect(page.getByTestId('supplement-success')).toHaveCount(0);
});

test('the registration prompt opens on the first click after 150 s, once', async ({ page }) => {
  await page.clock.install();
  await page.goto('/en');
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByTestId('registration-prompt')).toHaveCount(0);
  await page.clock.fastForward(151_000);
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByTestId('registration-prompt')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await page.clock.fastForward(151_000);
  await page.getByRole('heading', { level: 1 }).click();
  await page.waitForTimeout(500);
  await expect(page.getByTestId('registration-prompt')).toHaveCount(0);
});
