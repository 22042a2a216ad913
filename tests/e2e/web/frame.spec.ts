import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './helpers';

/** Scrolls the window to `y` and waits until the scroll event has been handled. */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => new Promise<void>((resolve) => {
    window.addEventListener('scroll', () => resolve(), { once: true });
    window.scrollTo(0, top);
  }), y);
}

test('the home header is transparent until the page scrolls past 42 px', async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, '/');
  const header = page.getByTestId('site-header');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  // The header starts listening to scrolling a second after it loads (use-header-scrolled.ts).
  await page.clock.runFor(1_100);
  await scrollTo(page, 30);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('the header is always in its scrolled style on other pages', async ({ page }) => {
  await gotoHydrated(page, '/workbench/dashboard');
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-scrolled', 'true');
});

test('the language selector replaces the page with the same page in the chosen language', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await page.getByRole('button', { name: '中文' }).click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About MarketLens');
});

test('a guest opening a workbench tool is told to log in and stays on the page', async ({ page }) => {
  await gotoHydrated(page, '/en');
  await page.getByRole('button', { name: 'Tools' }).click();
  await page.getByRole('link', { name: 'Best-seller ranking' }).click();
  await expect(page.getByText('You are browsing as a guest: log in to see more')).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
});

test('the footer opens the privacy policy with its promises in a 720 px dialog', async ({ page }) => {
  await gotoHydrated(page, '/en');
  await page.getByTestId('site-footer').getByRole('button', { name: 'Privacy Policy' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText("People's Republic of China");
  await expect(dialog).toContainText("30 days' notice");
  expect(Math.round((await dialog.locator('.ant-modal-container, .ant-modal-content').first().boundingBox())?.width ?? 0)).toBeLessThanOrEqual(720);
});

for (const [path, text] of [
  ['/no-such-page', '您访问的页面不存在'],
  ['/en/no-such-page', 'This page could not be found'],
  ['/ru/no-such-page', 'Такой страницы не существует'],
] as const) {
  test(`${path} answers 404 with the not-found page and a link home`, async ({ page }) => {
    const res = await gotoHydrated(page, path);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
  });
}

for (const path of ['/ru', '/en/about', '/login', '/en/no-such-page']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await gotoHydrated(page, path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
