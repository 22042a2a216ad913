import { expect, test } from '@playwright/test';
import { watchNetwork } from '../settle';
import { gotoHydrated, loginOwnMember } from './helpers';

const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

// One guard stops a guest on every way into a members' page, with the spec's warning.
const WARNING = { zh: '您当前为游客身份，需要登录后查看更多内容', en: 'You are browsing as a guest: log in to see more', mobile: '您当前是游客身份，请登录后查看更多' };

test('a guest clicking a home teaser into the workbench stays on the home page with the guest warning', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByTestId('home-categories').locator('a').first().click();
  await expect(page.locator('.ant-message').getByText(WARNING.zh)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a guest opening a members’ page by its address (as from the extension) gets the same warning; public pages get none', async ({ page }) => {
  await gotoHydrated(page, '/en/moreShopAuthorize');
  await expect(page.locator('.ant-message').getByText(WARNING.en)).toBeVisible();
  const network = watchNetwork(page);
  await gotoHydrated(page, '/en/IndustryNews');
  // The warning would load antd's message code first: once the page fetches nothing more, there is none.
  await network.settled();
  await expect(page.locator('.ant-message').getByText(WARNING.en)).toHaveCount(0);
});

test('on the mobile site a guest following a link to a members’ page gets the mobile wording', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await gotoHydrated(page, '/m');
  // A link added to the page the way an article's body carries one.
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/workbench/selection/hot';
    a.textContent = 'hot goods';
    a.id = 'article-link';
    a.style.cssText = 'position:fixed;left:16px;top:50%;z-index:2000;padding:12px;background:#fff';
    document.body.append(a);
  });
  await page.locator('#article-link').click();
  await expect(page.locator('.ant-message').getByText(WARNING.mobile)).toBeVisible();
  await expect(page).toHaveURL(/\/m$/);
  await context.close();
});

test('a member follows the same teaser into the workbench', async ({ page }) => {
  await loginOwnMember(page);
  await gotoHydrated(page, '/');
  await page.getByTestId('home-categories').locator('a').first().click();
  await expect(page).toHaveURL(/\/workbench\/industry\/general/);
  await expect(page.locator('.ant-message').getByText(WARNING.zh)).toHaveCount(0);
});
