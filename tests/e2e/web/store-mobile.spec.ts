import { devices, expect, test, type Page } from '@playwright/test';
import { gotoHydrated, ownSessionPerFile } from './helpers';

// The mobile site's plans page (`/m/pricing`) at phone width with a phone's browser: it renders in
// the three languages without sideways scrolling, a guest's choice opens the login sheet, and the
// file's own test member buys a plan in the page's checkout step with the simulate button.
const memberCookies = ownSessionPerFile();
const SLOW = { timeout: 30_000 };
const PHONE = { viewport: { width: 390, height: 844 }, userAgent: devices['iPhone 13'].userAgent, isMobile: true, hasTouch: true };

test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [prefix, title, choose] of [
  ['', '会员套餐', '开通运营版'],
  ['/en', 'Plans', 'Get Operation'],
  ['/ru', 'Тарифы', 'Выбрать: Операционный'],
] as const) {
  test(`${prefix}/m/pricing renders the tiers in the mobile frame at phone width, and a guest's choice opens the login sheet`, async ({ browser }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await gotoHydrated(page, `${prefix}/m/pricing`);
    await expect(page.locator('.m-frame')).toBeVisible();
    await expect(page.locator('.m-header-title')).toHaveText(title);
    for (const tier of ['starter', 'operation', 'ultimate', 'professional']) await expect(page.getByTestId(`store-tier-${tier}`)).toBeVisible();
    await expect(page.getByTestId('store-trial')).toBeVisible();
    await noSidewaysScroll(page);
    await page.getByTestId('store-tier-operation').getByText(choose).click();
    await expect(page.getByTestId('m-sheet-login')).toBeVisible(SLOW);
    await context.close();
  });
}

test('a member on the mobile site picks a plan, pays with the simulate button in the checkout step and sees the plan on the dashboard', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  await context.addCookies(memberCookies());
  const page = await context.newPage();
  await gotoHydrated(page, '/m/pricing');
  await page.getByTestId('store-term-quarter').click();
  await page.getByTestId('store-choose-14').click();
  await expect(page).toHaveURL(/\/m\/pricing\?plan=14$/);
  await expect(page.getByTestId('store-quote')).toContainText('升级', SLOW);
  await noSidewaysScroll(page);
  await page.getByTestId('store-method').locator('label').last().click();
  await page.getByTestId('store-pay-button').click();
  await expect(page.getByTestId('store-pay')).toBeVisible(SLOW);
  await noSidewaysScroll(page);
  await page.getByRole('button', { name: '模拟支付' }).click();
  await expect(page.getByTestId('store-paid')).toBeVisible(SLOW);
  await gotoHydrated(page, '/workbench/dashboard');
  await expect(page.getByTestId('dashboard-membership').getByTestId('dashboard-plan')).toHaveText('会员版本：旗舰版', SLOW);
  await context.close();
});
