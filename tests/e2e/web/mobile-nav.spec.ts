import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, waitForHydration } from './helpers';

/** Taps the menu button of a hydrated page and waits for the drawer. */
async function openMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name }).click();
  await expect(page.getByTestId('mobile-nav')).toBeVisible();
}

test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px the header navigation becomes a menu button that opens a keyboard-operable drawer', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.getByTestId('site-header').getByRole('navigation')).toBeHidden();
  const button = page.getByRole('button', { name: '打开菜单' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const menu = page.getByTestId('mobile-nav');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  for (const name of ['工作台', '跨境资讯']) await expect(menu.getByRole('link', { name })).toBeVisible();
  const tools = menu.locator('summary', { hasText: '数据工具' });
  await tools.focus();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('link', { name: '热销商品榜' })).toBeVisible();
  // Hidden entries of the Tools menu stay hidden here too.
  await expect(menu.getByRole('link', { name: '防跟卖巡查' })).toHaveCount(0);
  const drawer = page.locator('.mobile-nav-drawer');
  await expect(drawer.getByRole('link', { name: 'English' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: '登录' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: '免费注册' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('the phone menu switches the language', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await openMenu(page, '打开菜单');
  await page.locator('.mobile-nav-drawer').getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru\/about$/);
  await waitForHydration(page);
  await openMenu(page, 'Открыть меню');
  await expect(page.getByTestId('mobile-nav').getByRole('link', { name: 'Новости рынка' })).toBeVisible();
});

test('the phone menu opens the customer-service popup', async ({ page }) => {
  await gotoHydrated(page, '/en');
  await openMenu(page, 'Open menu');
  await page.getByTestId('mobile-nav').getByRole('button', { name: 'Contact us' }).click();
  await expect(page.getByTestId('contact-dialog').getByTestId('contact-qr')).toBeVisible();
});
