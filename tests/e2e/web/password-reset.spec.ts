import { expect, test } from '@playwright/test';
import { chooseAccount, gotoHydrated, ownMember, smsCodeFor, solveSlider, waitForHydration } from './helpers';

// The file's own test member: changing its password disturbs no other test.
const NEW_PASSWORD = 'Fresh5678';

test('a forgotten password is reset with an SMS code, and the new password then logs in', async ({ page }) => {
  test.setTimeout(90_000);
  const MOBILE = ownMember().mobile;
  await gotoHydrated(page, '/en/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const form = page.getByTestId('reset-form');
  await form.getByLabel('Phone number').fill(MOBILE);
  await form.getByTestId('sms-button').click();
  await solveSlider(page);
  await form.getByLabel('SMS code').fill(await smsCodeFor(page, MOBILE));
  await form.getByLabel('Set a password (6-16 letters and digits)').fill(NEW_PASSWORD);
  await form.getByLabel('Repeat the password').fill(NEW_PASSWORD);
  const reset = page.waitForResponse((r) => r.url().includes('/public/resetPassword'));
  await form.getByRole('button', { name: 'Reset password' }).click();
  expect(await (await reset).json()).toMatchObject({ code: 200 });

  // Back on the password login, the new password opens the account.
  const login = page.getByTestId('password-login-form');
  await expect(login).toBeVisible();
  await login.getByLabel('Phone number').fill(MOBILE);
  await login.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await solveSlider(page);
  // Set up like the demo number, it has a sub-account: the main one is preselected.
  await chooseAccount(page);
  await expect(page).toHaveURL(/\/en\/workbench\/dashboard/, { timeout: 15_000 });
  await waitForHydration(page);
});
