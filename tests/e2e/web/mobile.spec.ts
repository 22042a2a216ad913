import { expect, test, type Page } from '@playwright/test';
import { chooseAccount, freshMobile, gotoHydrated, ownMember, smsCodeFor, solveSlider } from './helpers';

const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
test.use({ viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, isMobile: true, hasTouch: true });

/** Fills and sends the registration form inside `scope` with a fresh number (SMS code from the outbox). */
async function register(page: Page, mobile: string, button: string | RegExp) {
  const form = page.getByTestId('register-form');
  await form.getByLabel('Phone number').fill(mobile);
  await form.getByTestId('sms-button').click();
  await solveSlider(page);
  await form.getByLabel('SMS code').fill(await smsCodeFor(page, mobile));
  await form.getByLabel('Set a password (6-16 letters and digits)').fill('Lucky1234');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: button }).click();
}

test('the tab pages show the logo and login, other pages a back button, and the tab bar moves between tabs', async ({ page }) => {
  await gotoHydrated(page, '/en/m');
  await expect(page.getByRole('link', { name: 'MarketLens home' })).toBeVisible();
  await expect(page.getByTestId('m-login')).toHaveText('Log in / Sign up');
  const tabs = page.getByRole('navigation', { name: 'Bottom navigation' });
  await expect(tabs.getByRole('link')).toHaveText(['Home', 'Product', 'Knowledge base', 'Cooperation']);
  await expect(page.getByTestId('m-tab-home')).toHaveAttribute('aria-current', 'page');
  await page.getByTestId('m-tab-product').click();
  await expect(page).toHaveURL(/\/en\/m\/product$/);
  await expect(page.getByRole('heading', { name: 'What MarketLens does' })).toBeVisible();
  await page.getByTestId('m-tab-community').click();
  await expect(page).toHaveURL(/\/en\/m\/QACommunity$/);
  await expect(page.getByTestId('m-tab-community')).toHaveAttribute('aria-current', 'page');
  await page.getByTestId('m-tab-about').click();
  await page.getByRole('link', { name: 'Get the extensions' }).click();
  await expect(page).toHaveURL(/\/en\/m\/download$/);
  await expect(page.getByTestId('m-back')).toBeVisible();
  await expect(page.getByTestId('m-login')).toHaveCount(0);
  // Nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the hot-list carousel has six pages and all of them change with the main category', async ({ page }) => {
  await gotoHydrated(page, '/en/m');
  const hot = page.getByTestId('m-hot');
  for (const p of ['goods', 'categories', 'keywords', 'soaringGoods', 'soaringShops', 'brands']) await expect(hot.getByTestId(`m-hot-page-${p}`).locator('li').first()).toBeAttached();
  const names = async () => Promise.all(['goods', 'categories', 'keywords', 'soaringGoods', 'soaringShops', 'brands'].map((p) => hot.getByTestId(`m-hot-page-${p}`).locator('.m-hot-name').first().textContent()));
  // From one category to another (the whole market's leaders may well lead its largest category too):
  // goods, words, subcategories and brands belong to one category, so every page's leader changes.
  const market = (await names()).join('|');
  const select = page.getByTestId('m-hot-category');
  const first = await select.locator('option').nth(2).getAttribute('value');
  await select.selectOption(first ?? '');
  await expect(page).toHaveURL(new RegExp(`typeId=${first}`));
  await expect.poll(async () => (await names()).join('|')).not.toBe(market);
  const before = await names();
  const last = await select.locator('option').last().getAttribute('value');
  await select.selectOption(last ?? '');
  await expect(page).toHaveURL(new RegExp(`typeId=${last}`));
  await expect.poll(async () => (await names()).filter((n, i) => n !== before[i]).length).toBe(6);
  await page.getByTestId('m-hot-chip-brands').click();
  await expect(page.getByTestId('m-hot-chip-brands')).toHaveAttribute('aria-pressed', 'true');
  await expect(hot.getByTestId('m-hot-page-brands')).toBeInViewport();
});

test('the login sheet opens on the password tab, switches to SMS, and logs a member in', async ({ page }) => {
  await gotoHydrated(page, '/en/m');
  await page.getByTestId('m-login').click();
  const sheet = page.getByTestId('m-sheet-login');
  await expect(sheet.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
  await sheet.getByRole('tab', { name: 'SMS code' }).click();
  await expect(sheet.getByTestId('sms-login-form')).toBeVisible();
  await sheet.getByRole('tab', { name: 'Password' }).click();
  await expect(sheet.getByRole('button', { name: 'Service Agreement' })).toBeVisible();
  await expect(sheet.getByTestId('m-sheet-to-register')).toHaveText('No account? Sign up');
  const form = sheet.getByTestId('password-login-form');
  await form.getByLabel('Phone number').fill(ownMember().mobile);
  await form.getByLabel('Password', { exact: true }).fill(ownMember().password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await solveSlider(page);
  await chooseAccount(page);
  await expect(page.getByTestId('m-avatar')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/en\/m$/);
});

test('the normal registration on /m/register ends on the mobile success page', async ({ page }) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, '/en/m/register');
  await expect(page.getByRole('heading', { name: 'Sign up to get a free new-member gift pack' })).toBeVisible();
  await register(page, freshMobile(), 'Sign up now');
  await expect(page).toHaveURL(/\/en\/promote\/mobile\/success$/, { timeout: 15_000 });
  await expect(page.getByTestId('m-register-success')).toContainText('Registration complete');
});

test('a guest who draws gets the activity sheet, registers, gets one draw and draws it', async ({ page }) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, '/en/m/lottery');
  await expect(page.getByTestId('lt-pool').locator('li')).toHaveCount(6);
  await page.getByTestId('lt-draw').click();
  const sheet = page.getByTestId('m-sheet-activity');
  await expect(sheet.getByText('Sign up or log in to draw a prize')).toBeVisible();
  await expect(sheet.getByTestId('m-sheet-to-login')).toHaveText('Have an account? Log in');
  await register(page, freshMobile(), 'Sign up now');
  await expect(page.getByTestId('lt-notice')).toHaveText('Registration successful: you got one lucky draw', { timeout: 15_000 });
  await expect(page.getByTestId('lt-chances')).toHaveText('Draws left: 1');
  await page.getByTestId('lt-draw').click();
  await expect(page.getByTestId('lt-winning').or(page.getByTestId('lt-not-win'))).toBeVisible();
  await expect(page.getByTestId('lt-chances')).toHaveText('Draws left: 0');
  // A physical prize's popup offers the claim form instead of "Got it"; every popup has Close.
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByTestId('lt-draw').click();
  await expect(page.getByTestId('lt-refused')).toContainText('no draws left');
});

test('a friend who registers through the aic link gives the inviter one more draw, shown in the invitation record', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await gotoHydrated(page, '/en/m/lottery');
  await page.getByTestId('lt-draw').click();
  const inviter = freshMobile();
  const friendMobile = freshMobile();
  await register(page, inviter, 'Sign up now');
  await expect(page.getByTestId('lt-chances')).toHaveText('Draws left: 1', { timeout: 15_000 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId('lt-invite').click();
  await expect(page.getByTestId('lt-copy-success')).toBeVisible();
  const link = (await page.locator('.lt-link').textContent()) ?? '';
  expect(link).toMatch(/\/en\/m\/lottery\?aic=[A-Z2-9]{8}$/);
  await page.getByRole('button', { name: 'Got it' }).click();

  const friend = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: PHONE_UA, isMobile: true });
  const other = await friend.newPage();
  await gotoHydrated(other, new URL(link).pathname + new URL(link).search);
  await other.getByTestId('lt-draw').click();
  await register(other, friendMobile, 'Sign up now');
  await expect(other.getByTestId('lt-notice')).toHaveText('Registration successful: you got one lucky draw', { timeout: 15_000 });
  await friend.close();

  await page.reload();
  await expect(page.getByTestId('lt-chances')).toHaveText('Draws left: 2');
  await page.getByTestId('lt-invitations').click();
  await expect(page.getByTestId('lt-invitation-record')).toContainText(`139****${friendMobile.slice(-4)}`);
  await expect(page.getByTestId('lt-invitation-record')).toContainText('Draws earned by inviting: 1');
});

test('the prize claim page asks a guest to log in and a member without a physical prize is told so', async ({ page }) => {
  await gotoHydrated(page, '/en/m/ReceivePrize');
  await expect(page.getByTestId('guest-warning')).toHaveText('You are browsing as a guest: please log in to see more');
  await page.getByTestId('claim-login').click();
  const form = page.getByTestId('m-sheet-login').getByTestId('password-login-form');
  await form.getByLabel('Phone number').fill(ownMember().mobile);
  await form.getByLabel('Password', { exact: true }).fill(ownMember().password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await solveSlider(page);
  await chooseAccount(page);
  await expect(page.getByText('No physical prize waiting to be claimed')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('guest-warning')).toHaveCount(0);
});

test.describe('device redirects', () => {
  test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36', isMobile: false, viewport: { width: 1440, height: 900 } });

  test('a desktop browser goes from the mobile lottery and home to the desktop pages, keeping the query', async ({ page }) => {
    await gotoHydrated(page, '/en/m/lottery?aic=ABCDEFGH');
    await expect(page).toHaveURL(/\/en\/lottery\?aic=ABCDEFGH$/);
    await expect(page.getByTestId('lt-pool')).toBeVisible();
    await gotoHydrated(page, '/m');
    await expect(page).toHaveURL(/\/$/);
    await gotoHydrated(page, '/m/register');
    await expect(page).toHaveURL(/\/register$/);
  });
});

test('a phone stays on the mobile pages, and the desktop lottery sends nobody away', async ({ page }) => {
  await gotoHydrated(page, '/m/lottery');
  await expect(page).toHaveURL(/\/m\/lottery$/);
  await gotoHydrated(page, '/lottery');
  await expect(page).toHaveURL(/\/lottery$/);
  await expect(page.getByTestId('lt-draw')).toBeVisible();
});
