import { expect, test } from '@playwright/test';
import { DEMO, gotoHydrated, loginWithPassword, solveSlider } from './helpers';

test('the demo account picks its sub-account after logging in and enters as that account', async ({ page, context }) => {
  await gotoHydrated(page, '/login');
  const form = page.getByTestId('password-login-form');
  await form.getByLabel('手机号').fill(DEMO.mobile);
  await form.getByLabel('密码').fill(DEMO.password);
  await form.getByRole('button', { name: '立即登录' }).click();
  await solveSlider(page);
  const select = page.getByTestId('account-select');
  await expect(select.getByRole('heading', { name: '请选择要登录的账号' })).toBeVisible({ timeout: 15_000 });
  await expect(select.getByRole('radio')).toHaveCount(2);
  await expect(select.getByText('主账号', { exact: true })).toBeVisible();
  await select.getByRole('radio', { name: /demo_ops/ }).check();
  await select.getByRole('button', { name: '进入该账号' }).click();
  await expect(page).toHaveURL(/\/workbench\/dashboard/, { timeout: 15_000 });
  const cookie = (await context.cookies()).find((c) => c.name === 'USER_STORE');
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toMatchObject({ account: 'demo_ops', accountType: 'sub' });
});

test('choosing an account on the English login page keeps the site in English', async ({ page, context }) => {
  await loginWithPassword(page, { path: '/en/login', account: 'demo_ops' });
  await expect(page).toHaveURL(/\/en\/workbench\/dashboard$/);
  // Everything the dashboard loads, the footer's QR codes included, must leave the language alone.
  const footerQr = page.getByTestId('footer-qr-codes').getByRole('img').first();
  await footerQr.scrollIntoViewIfNeeded();
  await expect(footerQr).toHaveJSProperty('complete', true);
  await page.waitForLoadState('networkidle');
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en');
});
