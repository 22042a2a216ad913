import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { solveSlider } from '../web/helpers';
import { memberFor } from '../members';
import { launchExtension, type Harness } from './harness';
import { loginOnSite as loginAs, sessionStatus, siteUser, userCookieHeader } from './site-session';

/** The file's own member: logging out here ends no other test's session. */
const member = () => memberFor(test.info());
const loginOnSite = (page: Page) => loginAs(page, member());

// Logging in through the site's page (slider captcha, account choice) takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

let h: Harness;
test.beforeEach(async () => {
  h = await launchExtension(baseURL);
});
test.afterEach(async () => {
  await h.context.close();
});

test('logging in on the site shows the user and the membership in the open popup', async () => {
  const popup = await h.context.newPage();
  await popup.goto(h.popupUrl);
  await expect(popup.getByRole('heading', { name: 'Log in to MarketLens' })).toBeVisible();
  await loginOnSite(await h.context.newPage());
  const user = await siteUser(h.context, baseURL);
  expect(user?.nickName).toBeTruthy();
  await expect(popup.getByTestId('user-name')).toHaveText(`Hello, ${user?.nickName ?? ''}`);
  await expect(popup.getByTestId('membership')).toBeVisible();
});

test('logging out in the popup logs the site out and the server forgets the token', async () => {
  await loginOnSite(await h.context.newPage());
  const user = await siteUser(h.context, baseURL);
  if (!user) throw new Error('the site did not log in');
  const popup = await h.context.newPage();
  await popup.goto(h.popupUrl);
  await expect(popup.getByTestId('user-name')).toContainText('Hello');
  await popup.getByRole('button', { name: 'Log out' }).click();
  await expect(popup.getByRole('heading', { name: 'Log in to MarketLens' })).toBeVisible();
  expect(await siteUser(h.context, baseURL)).toBeUndefined();
  expect((await h.context.cookies(baseURL)).map((c) => c.name)).not.toContain('Control-T');
  expect(await sessionStatus(h.context, baseURL, userCookieHeader(user))).toBe(401);
});

test('logging in in the popup with password and slider captcha logs the site in', async () => {
  const popup = await h.context.newPage();
  await popup.goto(h.popupUrl);
  const form = popup.getByTestId('password-login-form');
  await form.getByLabel('Phone number').fill(member().mobile);
  await form.getByLabel('Password', { exact: true }).fill(member().password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await solveSlider(popup);
  // The demo number also has a sub-account; the main one is preselected.
  await popup.getByTestId('account-select').getByRole('button', { name: 'Use this account' }).click();
  await expect(popup.getByTestId('user-name')).toContainText('Hello');
  await expect(popup.getByTestId('notice')).toHaveText('Welcome back');
  const user = await siteUser(h.context, baseURL);
  expect(user?.userToken).toBeTruthy();
  expect(await sessionStatus(h.context, baseURL)).toBe(200);
});
