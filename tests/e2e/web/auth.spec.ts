import { expect, test } from '@playwright/test';
import { watchNetwork } from '../settle';
import { chooseAccount, DEMO, demoSessionCookies, gotoHydrated, loginOwnMember, loginWithPassword, ownMember, reloadHydrated, smsCodeFor, solveSlider, waitForHydration } from './helpers';

test('the demo account logs in with its password after the slider captcha and lands on the dashboard', async ({ page }) => {
  await loginWithPassword(page);
  await expect(page.getByTestId('dashboard-membership')).toBeVisible();
  await expect(page.getByTestId('account-member')).toBeVisible();
});

test('a phone number logs in with the SMS code from the outbox, with the resend countdown running', async ({ page }) => {
  // The file's own number: another file's code for the demo number cannot replace this one's.
  const { mobile } = ownMember();
  await gotoHydrated(page, '/en/login');
  await page.getByRole('tab', { name: 'SMS code' }).click();
  const form = page.getByTestId('sms-login-form');
  // Whether the number has an account is checked when the field is left and again once the code is sent.
  const checks: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/user/hasUserByMobile')) checks.push(r.url());
  });
  await form.getByLabel('Phone number').fill(mobile);
  await form.getByLabel('Phone number').blur();
  await expect.poll(() => checks.length).toBe(1);
  await form.getByTestId('sms-button').click();
  await solveSlider(page);
  await expect(page.getByText('SMS sent, please check')).toBeVisible();
  await expect.poll(() => checks.length).toBe(2);
  await expect(form.getByTestId('sms-button')).toHaveText(/\d+s/);
  await expect(form.getByTestId('sms-button')).toBeDisabled();
  await form.getByLabel('SMS code').fill(await smsCodeFor(page, mobile));
  await form.getByRole('button', { name: 'Log in' }).click();
  await chooseAccount(page);
  await expect(page).toHaveURL(/\/en\/workbench\/dashboard/, { timeout: 15_000 });
});

test('the rules are checked as the visitor types, with the spec messages', async ({ page }) => {
  await gotoHydrated(page, '/register');
  const form = page.getByTestId('register-form');
  await form.getByLabel('手机号').fill('12345');
  await expect(form.getByText('请输入正确的手机号')).toBeVisible();
  await form.getByLabel('设置密码（6-16位字母与数字）').fill('123456');
  await expect(form.getByText('密码应为6-16位字母、数字组合，区分大小写')).toBeVisible();
});

test('registering with a number that already has an account warns that it is registered', async ({ page }) => {
  await gotoHydrated(page, '/register');
  const form = page.getByTestId('register-form');
  await form.getByLabel('手机号').fill(DEMO.mobile);
  await form.getByLabel('手机号').blur();
  await expect(page.getByText('该手机号已注册')).toBeVisible();
});

test('logging out ends the session and the header shows Log in again', async ({ page }) => {
  await loginOwnMember(page);
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('account-guest')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('isLogin'))).not.toBe('true');
});

test('a 401 in the middle of a session reloads the page logged out', async ({ page }) => {
  // A login, a back-fill request and a reload: on a loaded machine this outlasts the default 30 s.
  test.setTimeout(90_000);
  await loginOwnMember(page);
  await gotoHydrated(page, '/');
  await expect(page.getByTestId('account-member')).toBeVisible();
  // The bell asks for its unread count as it mounts: that call must be done before the token goes,
  // or its 401 (rightly) reloads the page before the back-fill request is made.
  await expect(page.getByTestId('notice-bell')).toHaveAttribute('data-loaded', 'true');
  // The server no longer knows the token: the next call that needs it answers 401. A mark on the
  // window tells the reloaded page from this one.
  await page.evaluate(() => {
    (window as { beforeReload?: boolean }).beforeReload = true;
    document.cookie = `USER_STORE=${encodeURIComponent(JSON.stringify({ userToken: 'revoked-token' }))}; path=/`;
  });
  await page.getByPlaceholder('输入 Ozon 商品 ID 或店铺 ID').fill('123456789');
  await page.getByRole('button', { name: '查询' }).click();
  // Ending the session switches the header at once; the reload follows, so the test waits for it.
  await page.getByRole('button', { name: '申请数据补录' }).click();
  const reloaded = () => page.evaluate(() => (window as { beforeReload?: boolean }).beforeReload !== true).catch(() => false);
  await expect.poll(reloaded, { timeout: 30_000 }).toBe(true);
  await waitForHydration(page);
  await expect(page.getByTestId('account-guest')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('isLogin'))).not.toBe('true');
});

test('the header follows the session cookies the browser extension writes, at the next page load', async ({ browser, page, context }) => {
  // A real login elsewhere gives the cookies; the extension writes exactly these for the site.
  const elsewhere = await browser.newContext();
  const cookies = await demoSessionCookies(elsewhere, ownMember());
  await elsewhere.close();
  await gotoHydrated(page, '/en');
  await expect(page.getByTestId('account-guest')).toBeVisible();
  await context.addCookies(cookies);
  await reloadHydrated(page);
  await expect(page.getByTestId('account-member')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('isLogin'))).toBe('true');
  // Logging out in the extension removes the cookies; the site's own marker must not keep it logged in.
  await context.clearCookies({ name: 'USER_STORE' });
  await reloadHydrated(page);
  await expect(page.getByTestId('account-guest')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('isLogin'))).not.toBe('true');
  expect((await context.cookies()).map((c) => c.name)).not.toContain('Control-T');
});

test('a number typed with its +86 prefix is kept whole and logs in', async ({ page }) => {
  const member = ownMember();
  await gotoHydrated(page, '/en/login');
  const form = page.getByTestId('password-login-form');
  const phone = form.getByLabel('Phone number');
  await phone.pressSequentially(`+86${member.mobile}`);
  await expect(phone).toHaveValue(`+86${member.mobile}`);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await solveSlider(page);
  await chooseAccount(page);
  await expect(page).toHaveURL(/\/workbench\/dashboard/, { timeout: 15_000 });
});

test('a wrong password is said once, in the form, not also in a toast', async ({ page }) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, '/en/login');
  const form = page.getByTestId('password-login-form');
  // The file's own number: its failed logins count against no other test's account.
  await form.getByLabel('Phone number').fill(ownMember().mobile);
  await form.getByLabel('Password', { exact: true }).fill('Wrong1234');
  await form.getByRole('button', { name: 'Log in' }).click();
  const network = watchNetwork(page);
  await solveSlider(page);
  // The login card shows a failed login in its alert below the form.
  const inline = page.getByRole('main').getByRole('alert');
  // The wrong password goes through scrypt on the server: give a loaded machine time.
  await expect(inline.first()).toBeVisible({ timeout: 30_000 });
  const message = (await inline.first().innerText()).trim();
  // A toast would load antd's message code first: once the page fetches nothing more, there is none.
  await network.settled();
  await expect(page.getByText(message, { exact: true })).toHaveCount(1);
});
