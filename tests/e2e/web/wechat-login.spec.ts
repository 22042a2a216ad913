import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './helpers';

/** Opens the QR tab and returns the URL the QR code encodes (the development scan page locally). */
async function openQrTab(page: Page, path = '/login'): Promise<string> {
  let scanUrl = '';
  page.on('response', (r) => {
    if (r.url().includes('/wechat/createLoginQrcode')) void r.json().then((b: { scanUrl: string }) => (scanUrl = b.scanUrl));
  });
  await gotoHydrated(page, path);
  await page.getByRole('tab', { name: /微信扫码|WeChat/ }).click();
  await expect(page.getByTestId('wechat-qr')).toBeVisible();
  await expect(page.getByTestId('wechat-qr')).toHaveAttribute('data-phase', 'waiting');
  await expect.poll(() => scanUrl).toContain('sceneId=');
  return scanUrl;
}

/** Stands in for the phone: opens the scanned URL and confirms with the chosen WeChat identity. */
async function scanWithPhone(page: Page, scanUrl: string, button: string): Promise<void> {
  const phone = await page.context().newPage();
  await phone.goto(scanUrl);
  await phone.getByRole('button', { name: button }).click();
  await expect(phone.getByText('已确认，请回到登录页面继续。')).toBeVisible();
  await phone.close();
}

test('a WeChat scan confirmed on the development scan page logs the bound account in', async ({ page }) => {
  const scanUrl = await openQrTab(page);
  await expect(page.getByRole('img', { name: '微信登录二维码' })).toBeVisible();
  await expect(page.getByText('等待扫码…')).toBeVisible();
  await scanWithPhone(page, scanUrl, '以演示账号绑定的微信确认');
  // The demo number has a sub-account: the login asks which one to enter.
  await expect(page.getByTestId('account-select')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('account-select-continue').click();
  await expect(page).toHaveURL(/\/workbench\/dashboard/, { timeout: 15_000 });
  await expect(page.getByTestId('account-member')).toBeVisible();
});

test('a scan by a WeChat without an account asks for a phone number to bind', async ({ page }) => {
  const scanUrl = await openQrTab(page);
  await scanWithPhone(page, scanUrl, '以未绑定账号的新微信确认');
  const bind = page.getByTestId('wechat-bind');
  await expect(bind).toBeVisible({ timeout: 10_000 });
  await expect(bind.getByRole('heading', { name: '绑定手机号' })).toBeVisible();
  await expect(bind.getByTestId('wechat-bind-form').getByLabel('手机号')).toBeVisible();
});

test('an expired QR code offers a refresh that brings a new code', async ({ page }) => {
  await page.clock.install();
  await openQrTab(page, '/en/login');
  await page.clock.fastForward('05:05');
  await expect(page.getByText('The QR code has expired')).toBeVisible();
  // Back to the server's time: a signed call more than 2 minutes off is refused.
  await page.clock.setSystemTime(Date.now());
  const created = page.waitForResponse((r) => r.url().includes('/wechat/createLoginQrcode'));
  await page.getByRole('button', { name: 'Refresh the QR code' }).click();
  await created;
  await expect(page.getByTestId('wechat-qr')).toHaveAttribute('data-phase', 'waiting');
});

test('the login page in QR mode has no serious or critical accessibility violations', async ({ page }) => {
  await openQrTab(page);
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
