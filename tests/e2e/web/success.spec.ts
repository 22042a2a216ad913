import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, loginOwnMember } from './helpers';

// A login with the slider captcha, then a countdown: more than the default time on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** Runs the page's 3-second countdown on the installed clock, a second at a time (each second renders the next). */
async function countDown(page: Page): Promise<void> {
  for (let second = 0; second < 4; second++) await page.clock.runFor(1_000);
}

test('/success after a registration says the account is ready and really opens the workbench', async ({ page }) => {
  await loginOwnMember(page, { path: '/en/login' });
  // The page's countdown runs on the test's clock: the page is read before it moves on.
  await page.clock.install();
  await gotoHydrated(page, '/en/success?from=register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account is ready');
  await expect(page.getByText('Welcome to MarketLens! Opening your workbench in 3 s.')).toBeVisible();
  await expect(page.getByText('Welcome back')).toHaveCount(0);
  await countDown(page);
  await expect(page).toHaveURL(/\/en\/workbench\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByTestId('dashboard-membership')).toBeVisible();
});

test('/success after a login welcomes back, in Russian, and opens the workbench', async ({ page }) => {
  await loginOwnMember(page, { path: '/ru/login' });
  await page.clock.install();
  await gotoHydrated(page, '/ru/success');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вы вошли');
  await countDown(page);
  await expect(page).toHaveURL(/\/ru\/workbench\/dashboard$/, { timeout: 10_000 });
});

test('/success without a session does not claim a login and offers one, staying put', async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, '/success?from=register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('您尚未登录');
  await expect(page.getByText('登录成功')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
  // Past the time a signed-in visitor's countdown takes: the page stays.
  await countDown(page);
  await expect(page).toHaveURL(/\/success\?from=register$/);
});
