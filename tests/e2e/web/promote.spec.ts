import { expect, test, type Page } from '@playwright/test';
import { freshMobile, gotoHydrated, loginOwnMember, smsCodeFor, solveSlider } from './helpers';

const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

interface Attribution {
  channelCode: string | null;
  urlCode: string | null;
  invite: string | null;
  mode: string;
  promotionId: number | null;
  couponIds: number[];
  passwordStatus: boolean;
}

async function attributionOf(page: Page, mobile: string): Promise<Attribution | null> {
  const res = await page.request.get(`/api/dev/attribution?mobile=${mobile}`);
  return ((await res.json()) as { data: Attribution | null }).data;
}

/** Fills and sends the promote registration form with a fresh number; the password only where the form asks for one. */
async function register(page: Page, mobile: string, password?: string) {
  const form = page.getByTestId('register-form');
  await form.getByLabel('Phone number').fill(mobile);
  await form.getByTestId('sms-button').click();
  await solveSlider(page);
  await form.getByLabel('SMS code').fill(await smsCodeFor(page, mobile));
  if (password) await form.getByLabel('Set a password (6-16 letters and digits)').fill(password);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Sign up and get the gift' }).click();
}

test('a channel with its own logo, title and login label shows them in the header; other pages show the product', async ({ page }) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, '/en/promote/3');
  const header = page.getByTestId('promote-header');
  await expect(header).toHaveAttribute('data-channel', 'yiwu-export');
  await expect(header.locator('img')).toHaveAttribute('src', '/promote/yiwu-export.svg');
  await expect(header).toContainText('Yiwu Export Union');
  await expect(header.getByRole('link', { name: '联盟会员登录' })).toHaveAttribute('href', '/en/login?urlCode=yiwu-export');
  await expect(page.getByText('Partner channel: Yiwu Cross-border Export Union')).toBeVisible();
  // The same channel by its urlCode on the product's page.
  await gotoHydrated(page, '/en/promote?urlCode=yiwu-export');
  await expect(page.getByTestId('promote-header')).toHaveAttribute('data-channel', 'yiwu-export');
  // A channel without a header of its own, and no channel at all: the product's header.
  for (const path of ['/en/promote?urlCode=autumn-ads', '/en/promote/pc']) {
    await gotoHydrated(page, path);
    await expect(page.getByTestId('promote-header')).toHaveAttribute('data-channel', '');
    await expect(page.getByTestId('promote-header').getByRole('link', { name: 'Back to home' })).toBeVisible();
    await expect(page.getByTestId('promote-header').getByRole('link', { name: 'Log in' })).toBeVisible();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, isMobile: true, hasTouch: true });

  test('registering through /promote/mobile?urlCode&code attributes the account to the channel and invite and lands on the success page', async ({ page }) => {
    test.setTimeout(120_000);
    await gotoHydrated(page, '/en/promote/mobile?urlCode=yiwu-export&code=FRIEND42');
    await expect(page.getByTestId('promote-header')).toHaveAttribute('data-channel', 'yiwu-export');
    await expect(page.getByTestId('promote-proof').locator('li')).not.toHaveCount(0);
    const mobile = freshMobile();
    await register(page, mobile, 'Promo1234');
    await expect(page).toHaveURL(/\/en\/promote\/mobile\/success$/, { timeout: 20_000 });
    await expect(page.getByTestId('m-register-success')).toContainText('Registration complete');
    await expect(page.getByTestId('promote-trial')).toContainText('Your new-member trial is active until');
    // The trial is on the account already: nothing asks to claim it elsewhere.
    await expect(page.getByTestId('m-register-success')).not.toContainText('to claim the new-member free membership');
    await expect(page.getByTestId('set-password')).toHaveCount(0);
    expect(await attributionOf(page, mobile)).toMatchObject({ channelCode: 'yiwu-export', urlCode: 'yiwu-export', invite: 'FRIEND42', mode: 'promote_register', passwordStatus: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the fast registration asks for phone and code only, and the password is set on the success page', async ({ page }) => {
    test.setTimeout(90_000);
    await gotoHydrated(page, '/en/promote/mobile2?urlCode=autumn-ads');
    await expect(page.getByTestId('register-form').getByLabel('Set a password (6-16 letters and digits)')).toHaveCount(0);
    const mobile = freshMobile();
    await register(page, mobile);
    await expect(page).toHaveURL(/\/en\/promote\/mobile2\/success$/, { timeout: 20_000 });
    expect(await attributionOf(page, mobile)).toMatchObject({ channelCode: 'autumn-ads', mode: 'promote_register_fast', passwordStatus: false });
    const card = page.getByTestId('set-password');
    await card.getByLabel('Set a password (6-16 letters and digits)').fill('Later1234');
    await card.getByLabel('Repeat the password').fill('Later1234');
    await card.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByTestId('password-set')).toHaveText('Your login password is set.');
    expect((await attributionOf(page, mobile))?.passwordStatus).toBe(true);
    // The session remembers it: the form is not offered again.
    await gotoHydrated(page, '/en/promote/mobile2/success');
    await expect(page.getByTestId('promote-trial')).toBeVisible();
    await expect(page.getByTestId('set-password')).toHaveCount(0);
  });
});

test('a promotion credits its coupon once: on registration, and to a member who signs up from the page', async ({ page }) => {
  test.setTimeout(240_000);
  await gotoHydrated(page, '/en/promotion/1');
  await expect(page.getByTestId('promotion-coupon')).toContainText('100 ¥ off');
  const mobile = freshMobile();
  await register(page, mobile, 'Coupon123');
  await expect(page.getByTestId('promote-success')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('promote-coupon')).toContainText('¥100 off the Operation plan');
  expect(await attributionOf(page, mobile)).toMatchObject({ promotionId: 1, couponIds: [1001], channelCode: 'spring-campaign' });
  await gotoHydrated(page, '/en/promotion/1');
  await expect(page.getByTestId('promotion-joined')).toContainText('The coupon is on your account.');
  await expect(page.getByTestId('promotion-join')).toHaveCount(0);

  // A member who already has an account signs up from the page: credited once, however often they come back.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  // The file's own member: the coupon it is credited is no other test's.
  await loginOwnMember(page, { path: '/en/login' });
  await gotoHydrated(page, '/en/promotion/1');
  await expect(page.getByTestId('promotion-join')).toBeEnabled({ timeout: 15_000 });
  await page.getByTestId('promotion-join').click();
  await expect(page.getByTestId('promotion-joined')).toContainText('The coupon is on your account.');
  await gotoHydrated(page, '/en/promotion/1');
  await expect(page.getByTestId('promotion-joined')).toBeVisible({ timeout: 20_000 });
  expect((await attributionOf(page, mobile))?.couponIds).toEqual([1001]);

  // A signed-in member on a landing page is not offered a registration: the page leads on instead.
  await gotoHydrated(page, '/en/promote/pc');
  await expect(page.getByTestId('promote-signed-in')).toContainText('You are signed in');
  await expect(page.getByTestId('register-form')).toHaveCount(0);
  await expect(page.getByTestId('promote-signed-in').getByRole('link', { name: 'Open the workbench' })).toHaveAttribute('href', '/en/workbench/dashboard');
  await expect(page.getByTestId('promote-header').getByRole('link', { name: 'Enter' })).toBeVisible();
  await expect(page.getByTestId('promote-header').getByRole('link', { name: 'Sign up free' })).toHaveCount(0);
});

test('a WeChat already linked to an account signs that account in on the WeChat landing page and says so', async ({ page }) => {
  test.setTimeout(90_000);
  let scanUrl = '';
  page.on('response', (r) => {
    if (r.url().includes('/wechat/createLoginQrcode')) void r.json().then((b: { scanUrl: string }) => (scanUrl = b.scanUrl));
  });
  await gotoHydrated(page, '/en/promote/landpage/1');
  await expect(page.getByTestId('wechat-qr')).toHaveAttribute('data-phase', 'waiting');
  await expect.poll(() => scanUrl).toContain('sceneId=');
  const phone = await page.context().newPage();
  await phone.goto(scanUrl);
  await phone.getByRole('button', { name: /以演示账号绑定的微信确认|Confirm as the demo account's WeChat/ }).click();
  // Closed only once the confirmation has landed: closing the page mid-request can stall the browser.
  await expect(phone.getByText(/已确认，请回到登录页面继续。|Confirmed\. Go back to the login page to continue\./)).toBeVisible();
  await phone.close();
  // The demo number has a sub-account: the page asks which account, then confirms the sign-in.
  await page.getByTestId('account-select-continue').click({ timeout: 15_000 });
  const signedIn = page.getByTestId('promote-signed-in');
  await expect(signedIn).toContainText('This WeChat is already linked to a MarketLens account');
  await expect(page.getByTestId('promote-success')).toHaveCount(0);
  await expect(page.getByTestId('register-form')).toHaveCount(0);
});
