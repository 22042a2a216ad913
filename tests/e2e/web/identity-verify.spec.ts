import { expect, test, type Page } from '@playwright/test';
import { freshMobile, gotoHydrated, smsCodeFor, solveSlider, waitForHydration } from './helpers';

const IDENTITY_API = '/api/ram/ddqbt/v1';

/** Registers a new account by an SMS login (an unknown number is registered); ends on its dashboard. */
async function registerBySms(page: Page, mobile: string): Promise<void> {
  await gotoHydrated(page, '/en/login');
  await page.getByRole('tab', { name: 'SMS code' }).click();
  const form = page.getByTestId('sms-login-form');
  await form.getByLabel('Phone number').fill(mobile);
  await form.getByTestId('sms-button').click();
  await solveSlider(page);
  await form.getByLabel('SMS code').fill(await smsCodeFor(page, mobile));
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/workbench\/dashboard/, { timeout: 15_000 });
  await waitForHydration(page);
}

/** Binds a WeChat identity to the signed-in account: a QR scene confirmed by that WeChat, then addWeiXinBind. */
async function bindWechat(page: Page, openId: string): Promise<void> {
  // A kept-alive connection the server has just closed as idle is reset as it is reused, before the
  // request is sent: such a request is sent again on a new connection.
  const once = { maxRetries: 2 };
  const created = await page.request.post(`${IDENTITY_API}/wechat/createLoginQrcode`, once);
  const { sceneId } = (await created.json()) as { sceneId: string };
  const scan = await page.request.post('/api/dev/wechat/scan', { data: { sceneId, openId }, ...once });
  expect(((await scan.json()) as { code: number }).code).toBe(200);
  const bind = await page.request.post(`${IDENTITY_API}/user/addWeiXinBind?scentId=${sceneId}`, once);
  expect(await bind.json()).toMatchObject({ code: 200, wechatBound: true });
}

/** One password login attempt through the page; resolves with the code the login answered. */
async function passwordAttempt(page: Page, mobile: string, password: string): Promise<number> {
  const form = page.getByTestId('password-login-form');
  await form.getByLabel('Phone number').fill(mobile);
  await form.getByLabel('Password', { exact: true }).fill(password);
  const answered = page.waitForResponse((r) => r.url().includes('/user/loginQbt3AccountPc'));
  await form.getByRole('button', { name: 'Log in' }).click();
  await solveSlider(page);
  const body = (await (await answered).json()) as { code: number };
  return body.code;
}

test('after five wrong passwords the login asks for verification, and a scan by the bound WeChat logs in', async ({ page }) => {
  // Seven slider captchas and six logins: slow on a busy machine.
  test.setTimeout(240_000);
  const mobile = freshMobile();
  const openId = `e2e-openid-${mobile}`;
  await registerBySms(page, mobile);
  await bindWechat(page, openId);
  // Leave the dashboard first: with its session cookies gone it would reload itself, racing the next goto.
  await page.goto('about:blank');
  await page.context().clearCookies();

  await gotoHydrated(page, '/en/login');
  for (let i = 0; i < 5; i++) expect(await passwordAttempt(page, mobile, 'Wrong1234')).not.toBe(200);
  // The sixth attempt meets the risk control, whatever the password.
  expect(await passwordAttempt(page, mobile, 'Wrong1234')).toBe(90001);
  const verify = page.getByTestId('identity-verify');
  await expect(verify).toBeVisible();

  let sceneId = '';
  page.on('response', (r) => {
    if (r.url().includes('/wechat/createLoginQrcode')) void r.json().then((b: { sceneId: string }) => (sceneId = b.sceneId));
  });
  await verify.getByRole('button', { name: 'Verify with WeChat' }).click();
  const qr = page.getByTestId('identity-qr');
  await expect(qr).toHaveAttribute('data-phase', 'waiting');
  await expect(qr.getByRole('img', { name: 'Identity verification QR code' })).toBeVisible();
  await expect.poll(() => sceneId).not.toBe('');

  // The phone: the account's bound WeChat confirms the scene.
  const verified = page.waitForResponse((r) => r.url().includes('/user/identity/verify'));
  const scan = await page.request.post('/api/dev/wechat/scan', { data: { sceneId, openId } });
  expect(((await scan.json()) as { code: number }).code).toBe(200);
  const answer = await verified;
  expect(answer.request().postDataJSON()).toMatchObject({ verifyType: 'qrCode', sceneId });
  expect(answer.status()).toBe(200);
  // Only a verification that answered code 200 goes on to the dashboard (its body is gone once the page has moved on).
  await expect(page).toHaveURL(/\/en\/workbench\/dashboard/, { timeout: 15_000 });
  await expect(page.getByTestId('account-member')).toBeVisible();
});

test('?mode=qr opens the login page on the WeChat QR tab', async ({ page }) => {
  for (const [path, tab] of [
    ['/en/login?mode=qr', 'WeChat QR'],
    ['/login?mode=qr', '微信扫码'],
    ['/ru/login?mode=qr', 'QR WeChat'],
  ] as const) {
    await gotoHydrated(page, path);
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('wechat-qr')).toHaveAttribute('data-phase', 'waiting');
  }
});
