import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, ownSessionPerFile } from './helpers';

// The file's own test member (members.ts: seeded like the demo member, on the operation tier) buys
// three plans in turn, one per language, with the development provider's "simulate payment": the
// same tier extends, a higher one upgrades with the unused days credited. One login for the file.
const memberCookies = ownSessionPerFile();
const SLOW = { timeout: 30_000 };

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const BUYS = [
  { prefix: '', planId: 10, kind: '续费', tier: '运营版', plan: '会员版本：运营版', credit: false, simulate: '模拟支付', paid: '支付成功，会员已开通' },
  { prefix: '/en', planId: 13, kind: 'Upgrade', tier: 'Ultimate', plan: 'Plan: Ultimate', credit: true, simulate: 'Simulate payment', paid: 'Paid: your membership is active' },
  { prefix: '/ru', planId: 114, kind: 'Повышение тарифа', tier: 'Профессиональный', plan: 'Тариф: Профессиональный', credit: false, simulate: 'Имитировать оплату', paid: 'Оплачено: подписка активна' },
] as const;

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a guest sees every tier with its price in yuan, and choosing one leads to the login that comes back to the checkout', async ({ page }) => {
  await gotoHydrated(page, '/pricing');
  for (const tier of ['starter', 'operation', 'ultimate', 'professional']) await expect(page.getByTestId(`store-tier-${tier}`)).toBeVisible();
  await expect(page.getByTestId('store-tier-operation').locator('.store-price strong')).toHaveText(/^[\d,.]+\s¥$/);
  await expect(page.getByTestId('store-compare').locator('tbody tr')).toHaveCount(6);
  await expect(page.getByTestId('store-trial')).toContainText('7 天');
  await page.getByTestId('store-term-month').click();
  await page.getByTestId('store-choose-10').click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpricing%2Fcheckout%3Fplan%3D10$/);
});

for (const buy of BUYS) {
  test(`${buy.prefix || '/'}: the member picks ${buy.tier}, pays with the simulate button and sees the plan on the dashboard`, async ({ browser }) => {
    const context = await browser.newContext();
    await context.addCookies(memberCookies());
    const page = await context.newPage();
    await gotoHydrated(page, `${buy.prefix}/pricing`);
    await page.getByTestId('store-term-month').click();
    await page.getByTestId(`store-choose-${buy.planId}`).click();
    await expect(page).toHaveURL(new RegExp(`${buy.prefix}/pricing/checkout\\?plan=${buy.planId}$`));
    const quote = page.getByTestId('store-quote');
    await expect(quote).toContainText(buy.kind, SLOW);
    // The first upgrade credits the unused days of the operation plan; the next one follows a plan paid almost wholly by credit.
    if (buy.credit) await expect(page.getByTestId('store-quote-credit')).toContainText('×');
    await expect(page.getByTestId('store-amount')).toHaveText(/¥$/);
    await page.getByTestId('store-method').locator('label').last().click();
    await page.getByTestId('store-pay-button').click();
    await expect(page.getByTestId('store-pay')).toBeVisible(SLOW);
    await expect(page.getByTestId('store-countdown')).toContainText(/1[45]:\d\d/);
    await page.getByRole('button', { name: buy.simulate }).click();
    await expect(page.getByTestId('store-paid')).toContainText(buy.paid, SLOW);
    await page.getByTestId('store-next-workbench').click();
    await expect(page).toHaveURL(new RegExp(`${buy.prefix}/workbench/dashboard$`));
    await expect(page.getByTestId('dashboard-membership').getByTestId('dashboard-plan')).toHaveText(buy.plan, SLOW);
    await context.close();
  });
}

test('the orders page lists the paid orders with their receipt, and takes a fapiao request with a checked tax number', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addCookies(memberCookies());
  const page = await context.newPage();
  await gotoHydrated(page, '/en/account/orders');
  const orders = page.getByTestId('store-order');
  await expect(orders.first()).toBeVisible(SLOW);
  expect(await orders.count()).toBeGreaterThanOrEqual(BUYS.length);
  const first = orders.first();
  await expect(first.getByTestId('store-order-status')).toHaveText('Paid');
  await first.getByTestId('store-receipt-open').click();
  await expect(page.getByTestId('store-receipt')).toContainText('Amount paid');
  await page.keyboard.press('Escape');
  await first.getByTestId('store-invoice-open').click();
  const form = page.getByTestId('store-invoice-form');
  await form.getByTestId('store-invoice-title').fill('Shenzhen Example Trading Co., Ltd.');
  await form.getByTestId('store-invoice-tax').fill('91440300MA5ABCDEFO');
  await form.getByTestId('store-invoice-email').fill('finance@example.com');
  await form.getByTestId('store-invoice-submit').click();
  await expect(form).toContainText('A taxpayer number has 15, 18 or 20');
  await form.getByTestId('store-invoice-tax').fill('91440300ma5abcdef1');
  await form.getByTestId('store-invoice-submit').click();
  await expect(first.getByTestId('store-invoice-status')).toHaveText('Requested', SLOW);
  await context.close();
});

test('the plans page and the checkout fit a phone in every language, without sideways scrolling', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies(memberCookies());
  const page = await context.newPage();
  for (const prefix of ['', '/en', '/ru']) {
    await gotoHydrated(page, `${prefix}/pricing`);
    await expect(page.getByTestId('store-tier-professional')).toBeVisible();
    await noSidewaysScroll(page);
    await gotoHydrated(page, `${prefix}/pricing/checkout?plan=116`);
    await expect(page.getByTestId('store-quote')).toBeVisible(SLOW);
    await noSidewaysScroll(page);
  }
  await context.close();
});
