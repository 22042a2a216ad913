import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { memberFor } from '../members';
import { smsCodeFor, solveSlider } from '../web/helpers';
import { launchExtension, type Harness } from './harness';
import { loginOnSite } from './site-session';

// Logging in through the site's page (slider captcha, account choice) takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

let h: Harness;
test.beforeEach(async () => {
  h = await launchExtension(baseURL);
});
test.afterEach(async () => {
  await h.context.close();
});

/** Follows the plan card's button: it opens the site's plans page in a new tab. */
async function openPlans(popup: Page): Promise<string> {
  const opened = h.context.waitForEvent('page');
  await popup.getByTestId('plan-action').click();
  const tab = await opened;
  await tab.waitForURL(/\/pricing$/);
  return tab.url();
}

test("a paying member sees the plan, its end and an upgrade that opens the site's plans page", async () => {
  await loginOnSite(await h.context.newPage(), memberFor(test.info()));
  const popup = await h.context.newPage();
  await popup.goto(h.popupUrl);
  const card = popup.getByTestId('membership');
  await expect(card).toHaveAttribute('data-state', 'active');
  await expect(card.getByTestId('plan-tier')).toHaveText('Operation');
  await expect(card.getByTestId('plan-state')).toHaveText('Active');
  await expect(card.getByTestId('plan-end')).toContainText('valid until');
  await expect(card.getByTestId('plan-action')).toHaveText('Upgrade');
  await expect(card.getByTestId('plan-action')).toHaveAttribute('href', `${baseURL}/en/pricing`);
  expect(await openPlans(popup)).toBe(`${baseURL}/en/pricing`);
});

test('a new member logged in by SMS in the popup sees the trial with its days left and the way to upgrade', async () => {
  const mobile = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const popup = await h.context.newPage();
  await popup.goto(h.popupUrl);
  await popup.getByRole('tab', { name: 'SMS code' }).click();
  const form = popup.getByTestId('sms-login-form');
  await form.getByLabel('Phone number').fill(mobile);
  await form.getByTestId('sms-button').click();
  await solveSlider(popup);
  await expect(form.getByTestId('sms-button')).toBeDisabled();
  await form.getByLabel('SMS code').fill(await smsCodeFor(popup, mobile));
  await form.getByRole('button', { name: 'Log in' }).click();
  const card = popup.getByTestId('membership');
  await expect(card).toHaveAttribute('data-state', 'trial');
  await expect(card.getByTestId('plan-tier')).toHaveText('Trial');
  await expect(card.getByTestId('plan-end')).toContainText(/Days left: [67]/);
  await expect(card.getByTestId('plan-action')).toHaveText('Upgrade');
  expect(await openPlans(popup)).toBe(`${baseURL}/en/pricing`);
});
