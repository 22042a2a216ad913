import { devices, expect, test, type Page } from '@playwright/test';
import { gotoHydrated, ownSessionPerFile } from './helpers';

// The mobile site's plans page (`/m/pricing`) at phone width with a phone's browser: it renders in
// the three languages without sideways scrolling, a guest's choice opens the login sheet, and the
// file's own test member buys a plan in the page's checkout step with the simulate button, in each
// language.
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

// One member (one login for the file) buys three plans in turn on the mobile site, one per language:
// the same tier extends, then two upgrades credit the days left.
const BUYS = [
  { prefix: '', planId: 11, kind: '续费', simulate: '模拟支付', paid: '支付成功，会员已开通', plan: '会员版本：运营版' },
  { prefix: '/en', planId: 14, kind: 'Upgrade', simulate: 'Simulate payment', paid: 'Paid: your membership is active', plan: 'Plan: Ultimate' },
  { prefix: '/ru', planId: 115, kind: 'Повышение тарифа', simulate: 'Имитировать оплату', paid: 'Оплачено: подписка активна', plan: 'Тариф: Профессиональный' },
] as const;

// On the phone the Russian upgrade; the desktop store runs all three (store.spec.ts).
for (const buy of BUYS.filter((b) => b.prefix === '/ru')) {
  test(`${buy.prefix || '/'}: a member on the mobile site picks plan ${buy.planId}, pays with the simulate button in the checkout step and sees the plan on the dashboard`, async ({ browser }) => {
    const context = await browser.newContext(PHONE);
    await context.addCookies(memberCookies());
    const page = await context.newPage();
    await gotoHydrated(page, `${buy.prefix}/m/pricing`);
    await page.getByTestId('store-term-quarter').click();
    await page.getByTestId(`store-choose-${buy.planId}`).click();
    await expect(page).toHaveURL(new RegExp(`${buy.prefix}/m/pricing\\?plan=${buy.planId}$`));
    await expect(page.getByTestId('store-quote')).toContainText(buy.kind, SLOW);
    await noSidewaysScroll(page);
    await page.getByTestId('store-method').locator('label').last().click();
    await page.getByTestId('store-pay-button').click();
    await expect(page.getByTestId('store-pay')).toBeVisible(SLOW);
    await noSidewaysScroll(page);
    await page.getByRole('button', { name: buy.simulate }).click();
    await expect(page.getByTestId('store-paid')).toContainText(buy.paid, SLOW);
    await noSidewaysScroll(page);
    await page.getByTestId('store-next-workbench').click();
    await expect(page).toHaveURL(new RegExp(`${buy.prefix}/workbench/dashboard$`));
    await expect(page.getByTestId('dashboard-membership').getByTestId('dashboard-plan')).toHaveText(buy.plan, SLOW);
    await context.close();
  });
}
