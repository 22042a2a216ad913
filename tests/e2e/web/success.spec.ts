import { expect, test } from '@playwright/test';
import { gotoHydrated, loginWithPassword } from './helpers';

// A login with the slider captcha, then a countdown: more than the default time on a busy machine.
test.describe.configure({ timeout: 60_000 });

test('/success after a registration says the account is ready and really opens the workbench', async ({ page }) => {
  await loginWithPassword(page, { path: '/en/login' });
  await gotoHydrated(page, '/en/success?from=register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account is ready');
  await expect(page.getByText(/Welcome to MarketLens! Opening your workbench in \d s\./)).toBeVisible();
  await expect(page.getByText('Welcome back')).toHaveCount(0);
  await expect(page).toHaveURL(/\/en\/workbench\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByTestId('dashboard-membership')).toBeVisible();
});

test('/success after a login welcomes back, in Russian, and opens the workbench', async ({ page }) => {
  await loginWithPassword(page, { path: '/ru/login' });
  await gotoHydrated(page, '/ru/success');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вы вошли');
  await expect(page).toHaveURL(/\/ru\/workbench\/dashboard$/, { timeout: 10_000 });
});

test('/success without a session does not claim a login and offers one, staying put', async ({ page }) => {
  await gotoHydrated(page, '/success?from=register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('您尚未登录');
  await expect(page.getByText('登录成功')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
  await page.waitForTimeout(4000);
  await expect(page).toHaveURL(/\/success\?from=register$/);
});
