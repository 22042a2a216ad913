import { expect, test } from '@playwright/test';
import { watchNetwork } from '../settle';
import { DEMO, gotoHydrated } from './helpers';

test('a registered number is said under the field as the visitor leaves it, and no SMS is sent to it', async ({ page }) => {
  const sends: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.includes('/public/sendTencentMessage')) sends.push(r.url());
  });
  await gotoHydrated(page, '/en/register');
  const form = page.getByTestId('register-form');
  const field = form.getByLabel('Phone number');
  await field.fill(DEMO.mobile);
  await field.blur();
  await expect(form.locator('.ant-form-item-explain-error')).toHaveText('This phone number is already registered');
  // Asking for a code sends none: no captcha, no SMS.
  const checked = page.waitForResponse((r) => r.url().includes('/hasUserByMobile'));
  const network = watchNetwork(page);
  await form.getByTestId('sms-button').click();
  await checked;
  // The captcha would fetch its puzzle: once the page fetches nothing more, there is none.
  await network.settled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(sends).toEqual([]);
  // Another number clears the word.
  await field.fill('13911112222');
  await expect(form.locator('.ant-form-item-explain-error')).toHaveCount(0);
});
