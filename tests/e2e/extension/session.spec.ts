import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { DEMO, launchExtension, type Harness } from './harness';

let h: Harness;
test.beforeEach(async () => {
  h = await launchExtension(baseURL);
});
test.afterEach(async () => {
  await h.context.close();
});

const sessionCookie = async () => (await h.context.cookies(baseURL)).find((c) => c.name === 'USER_STORE');

test('logging in on the site shows the user in the popup', async () => {
  const popup = await h.context.newPage();
  await popup.goto(h.popupUrl);
  await expect(popup.getByRole('heading', { name: 'Log in to MarketLens' })).toBeVisible();
  const user = encodeURIComponent(JSON.stringify({ userToken: 'from-site', nickName: 'Demo Seller' }));
  await h.context.addCookies([{ name: 'USER_STORE', value: user, url: baseURL }]);
  await expect(popup.getByTestId('user-name')).toHaveText('Hello, Demo Seller');
});

test('logging out in the popup logs the site out', async () => {
  const user = encodeURIComponent(JSON.stringify({ userToken: 'from-site', nickName: 'Demo Seller' }));
  await h.context.addCookies([
    { name: 'USER_STORE', value: user, url: baseURL },
    { name: 'Control-T', value: 'ct', url: baseURL },
  ]);
  const popup = await h.context.newPage();
  await popup.goto(h.popupUrl);
  await expect(popup.getByTestId('user-name')).toHaveText('Hello, Demo Seller');
  await popup.getByRole('button', { name: 'Log out' }).click();
  await expect(popup.getByRole('heading', { name: 'Log in to MarketLens' })).toBeVisible();
  expect(await sessionCookie()).toBeUndefined();
});

test('logging in in the popup with password and slider captcha logs the site in', async () => {
  const popup = await h.context.newPage();
  await popup.goto(h.popupUrl);
  await popup.getByLabel('Phone number').fill(DEMO.mobile);
  await popup.getByLabel('Password', { exact: true }).fill(DEMO.password);
  const issued = popup.waitForResponse((r) => r.url().includes('/captcha/slider/issue'));
  await popup.getByRole('button', { name: 'Log in' }).click();
  const { captchaId } = (await (await issued).json()) as { captchaId: string };
  await expect(popup.locator('.ml-puzzle')).toBeVisible();
  const answer = (await (await h.context.request.get(`${baseURL}/api/dev/captcha/${captchaId}/answer`)).json()) as { x?: number; data?: { x: number } };
  const x = answer.x ?? answer.data?.x ?? 0;
  const handle = popup.getByTestId('captcha-handle');
  const box = await handle.boundingBox();
  if (!box) throw new Error('no captcha handle');
  await popup.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await popup.mouse.down();
  await popup.mouse.move(box.x + box.width / 2 + x, box.y + box.height / 2 + 2, { steps: 25 });
  await popup.mouse.up();
  await expect(popup.getByTestId('user-name')).toContainText('Hello');
  expect(await sessionCookie()).toBeDefined();
});
