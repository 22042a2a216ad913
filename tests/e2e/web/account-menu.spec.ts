import { expect, test } from '@playwright/test';
import { gotoHydrated, loginOwnMember } from './helpers';

test('the avatar opens the account menu with the membership and its expiry; Escape closes it and Log out ends the session', async ({ page }) => {
  await loginOwnMember(page, { path: '/en/login' });
  await gotoHydrated(page, '/en');
  const button = page.getByRole('button', { name: 'Open the account menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  const menu = page.getByRole('menu', { name: 'My account' });
  await expect(menu.getByTestId('account-menu-plan')).toHaveText('Plan: Operation');
  await expect(menu).toContainText(/Expires: 20\d\d-\d\d-\d\d/);
  await expect(menu.getByRole('menuitem', { name: 'Open the workbench' })).toHaveAttribute('href', '/en/workbench/dashboard');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();

  await button.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL(/\/en$/);
  await expect(page.getByTestId('account-guest')).toBeVisible();
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('USER_STORE');
});

test('the account menu fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginOwnMember(page, { path: '/ru/login' });
  await gotoHydrated(page, '/ru');
  await page.getByRole('button', { name: 'Открыть меню аккаунта' }).click();
  const box = await page.getByTestId('account-menu').boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
