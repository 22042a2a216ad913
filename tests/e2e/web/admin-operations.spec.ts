import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { newOperator, type Operator } from './operator';
import { gotoHydrated } from './helpers';

// An operator of this file's own (see operator.ts).
let OPERATOR: Operator;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.describe.configure({ mode: 'serial', timeout: 180_000 });
const SLOW = { timeout: 60_000 };
let operatorContext: BrowserContext;
let console_: Page;

/** Signs this file's operator in (a code is accepted once: should one be taken, the next step's code is used). */
test.beforeAll(async ({ browser }) => {
  operatorContext = await browser.newContext();
  OPERATOR = await newOperator(operatorContext);
  console_ = await operatorContext.newPage();
  await expect(async () => {
    await gotoHydrated(console_, '/admin/login');
    await console_.getByLabel('账号').fill(OPERATOR.name);
    await console_.getByLabel('密码').fill(OPERATOR.password);
    await console_.getByLabel('动态验证码').fill(await generate({ secret: OPERATOR.secret }));
    await console_.getByRole('button', { name: /^登\s*录$/ }).click();
    await expect(console_).toHaveURL(/\/admin\/backfill$/, { timeout: 10_000 });
  }).toPass({ timeout: 120_000, intervals: [5_000] });
});
test.afterAll(async () => operatorContext.close());

test('an operator adds a live notice and the home page shows it with its link; switched off it is gone', async ({ page }) => {
  const title = `运营直播 ${Date.now()}`;
  await gotoHydrated(console_, '/admin/operations?tab=notices');
  await console_.getByTestId('notice-new').click();
  const form = console_.getByTestId('notice-form');
  await form.getByLabel('标题').fill(title);
  await form.getByLabel('讲师').fill('王老师');
  await form.getByLabel('链接').fill('/pricing');
  await console_.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(console_.getByText('已保存，立即生效')).toBeVisible(SLOW);
  const row = console_.getByTestId('notices-table').getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();

  await gotoHydrated(page, '/');
  const live = page.getByTestId('home-live');
  await expect(live).toContainText(title, SLOW);
  await expect(live).toHaveAttribute('href', '/pricing');
  // The college's front page leads there too.
  await gotoHydrated(page, '/college/home');
  await expect(page.getByTestId('college-live')).toContainText(title);
  await expect(page.getByTestId('college-live')).toHaveAttribute('href', '/pricing');

  await row.getByRole('button', { name: /^编\s*辑$/ }).click();
  await console_.getByTestId('notice-form').getByRole('switch').click();
  await console_.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(row).toContainText('已关闭', SLOW);
  await gotoHydrated(page, '/');
  await expect(page.getByTestId('home-notices')).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});

test('an operator adds a front image window with an uploaded image and the home page shows it', async ({ page }) => {
  const title = `秋季活动 ${Date.now()}`;
  await gotoHydrated(console_, '/admin/operations?tab=windows');
  await console_.getByTestId('window-new').click();
  const form = console_.getByTestId('window-form');
  await form.getByLabel('标题').fill(title);
  await form.getByLabel('链接').fill('/pricing');
  await console_.getByTestId('window-image').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.locator('img.admin-image-preview')).toHaveAttribute('src', /\/api\/uploads\/[0-9a-f]{64}\.png$/, SLOW);
  await console_.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(console_.getByText('已保存，立即生效')).toBeVisible(SLOW);
  const row = console_.getByTestId('windows-table').getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('展示中');

  await gotoHydrated(page, '/');
  const image = page.getByTestId('home-notices').getByRole('img', { name: title });
  await expect(image).toHaveAttribute('src', /\/api\/uploads\/[0-9a-f]{64}\.png$/, SLOW);
  await expect(page.getByTestId('home-notices').getByRole('link', { name: title })).toHaveAttribute('href', '/pricing');

  await row.getByRole('button', { name: /^删\s*除$/ }).click();
  await console_.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(row).toHaveCount(0, SLOW);
  await gotoHydrated(page, '/');
  await expect(page.getByRole('img', { name: title })).toHaveCount(0);
});

test('an operator creates a channel, edits its title, and its promote page shows the edit', async ({ page }) => {
  const code = `e2e-${Date.now().toString(36)}`;
  await gotoHydrated(console_, '/admin/channels');
  await console_.getByTestId('channel-new').click();
  const form = console_.getByTestId('channel-form');
  await form.getByLabel('渠道码').fill(code);
  await form.getByLabel('渠道', { exact: true }).fill('E2E partner');
  await console_.getByTestId('channel-logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.locator('img.admin-image-preview')).toBeVisible(SLOW);
  await form.getByLabel('页头标题').fill('E2E Partner × MarketLens');
  await form.getByLabel('登录按钮文字').fill('Partner login');
  await console_.getByRole('button', { name: /^保\s*存$/ }).click();
  const row = console_.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('E2E partner', SLOW);
  // The type reads as its name (a new channel is a partner organisation), not as its number.
  await expect(row).toContainText('合作机构');

  await gotoHydrated(page, `/en/promote?urlCode=${code}`);
  await expect(page.getByTestId('promote-header')).toContainText('E2E Partner × MarketLens', SLOW);

  await row.getByTestId(`channel-edit-${code}`).click();
  await expect(console_.getByTestId('channel-form').getByLabel('渠道码')).toBeDisabled();
  await expect(console_.getByTestId('channel-form').getByLabel('页头标题')).toHaveValue('E2E Partner × MarketLens', SLOW);
  await console_.getByTestId('channel-form').getByLabel('页头标题').fill('Renamed Partner');
  await console_.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(console_.getByText('已保存', { exact: true }).last()).toBeVisible(SLOW);

  await gotoHydrated(page, `/en/promote?urlCode=${code}`);
  const header = page.getByTestId('promote-header');
  await expect(header).toHaveAttribute('data-channel', code);
  await expect(header).toContainText('Renamed Partner', SLOW);
  await expect(header.getByRole('link', { name: 'Partner login' })).toBeVisible();
});
