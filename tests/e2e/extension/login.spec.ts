import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { freshMobile } from '../members';
import { smsCodeFor, solveSlider } from '../web/helpers';
import { DEMO, launchExtension, type Harness } from './harness';
import { sessionStatus, siteUser } from './site-session';

let h: Harness;
test.beforeEach(async () => {
  h = await launchExtension(baseURL);
});
test.afterEach(async () => {
  await h.context.close();
});

async function openPopup(): Promise<Page> {
  const popup = await h.context.newPage();
  await popup.goto(h.popupUrl);
  await expect(popup.getByRole('heading', { name: 'Log in to MarketLens' })).toBeVisible();
  return popup;
}

test('a login whose number has sub-accounts asks which account to enter, and the site is logged in as the chosen one', async () => {
  const popup = await openPopup();
  const form = popup.getByTestId('password-login-form');
  await form.getByLabel('Phone number').fill(DEMO.mobile);
  await form.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await solveSlider(popup);
  const choice = popup.getByTestId('account-select');
  await expect(choice.getByRole('group', { name: 'Choose the account to log in with' })).toBeVisible();
  await expect(choice.getByRole('radio', { name: /13800138000.*Main account/ })).toBeChecked();
  expect(await siteUser(h.context, baseURL)).toBeUndefined();
  await choice.getByRole('radio', { name: /demo_ops.*Sub-account/ }).check();
  await choice.getByRole('button', { name: 'Use this account' }).click();
  await expect(popup.getByTestId('user-name')).toContainText('Hello');
  const user = await siteUser(h.context, baseURL);
  expect(user).toMatchObject({ account: 'demo_ops', accountType: 'sub' });
  expect(await sessionStatus(h.context, baseURL)).toBe(200);
});

test('logging in in the popup by SMS code (after the slider) logs the site in with a token the server accepts', async () => {
  const mobile = freshMobile();
  const popup = await openPopup();
  await popup.getByRole('tab', { name: 'SMS code' }).click();
  // The password tab stays mounted (hidden, keeping what was typed): the fields are the SMS form's.
  const form = popup.getByTestId('sms-login-form');
  await form.getByLabel('Phone number').fill(mobile);
  await form.getByTestId('sms-button').click();
  await solveSlider(popup);
  await expect(form.getByTestId('sms-button')).toBeDisabled();
  await form.getByLabel('SMS code').fill(await smsCodeFor(popup, mobile));
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(popup.getByTestId('user-name')).toContainText('Hello');
  const user = await siteUser(h.context, baseURL);
  expect(user).toMatchObject({ account: mobile });
  expect(await sessionStatus(h.context, baseURL)).toBe(200);
});

test('a WeChat scan confirmed on the development scan page logs the popup and the site in', async () => {
  const popup = await openPopup();
  const created = popup.waitForResponse((r) => r.url().includes('/wechat/createLoginQrcode'));
  await popup.getByRole('tab', { name: 'WeChat QR' }).click();
  const { scanUrl } = (await (await created).json()) as { scanUrl: string };
  const qr = popup.getByTestId('wechat-qr');
  await expect(qr).toHaveAttribute('data-phase', 'waiting');
  await expect(qr.getByRole('img', { name: 'WeChat login QR code' })).toBeVisible();
  await expect(qr.getByRole('status')).toHaveText('Waiting for a scan…');
  // The development scan page stands in for the phone.
  const phone = await h.context.newPage();
  await phone.goto(scanUrl);
  await phone.getByRole('button', { name: "Confirm as the demo account's WeChat" }).click();
  await expect(phone.getByText('Confirmed.', { exact: false })).toBeVisible();
  await phone.close();
  // The demo account's WeChat opens a number with a sub-account: the popup asks which account to enter.
  const choice = popup.getByTestId('account-select');
  await expect(choice).toBeVisible({ timeout: 15_000 });
  await choice.getByRole('button', { name: 'Use this account' }).click();
  await expect(popup.getByTestId('user-name')).toContainText('Hello');
  expect(await siteUser(h.context, baseURL)).toMatchObject({ account: DEMO.mobile });
  expect(await sessionStatus(h.context, baseURL)).toBe(200);
});
