import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './helpers';

const HANDLE = 'MarketLens_Service';

async function openFromFooter(page: Page, path = '/') {
  await gotoHydrated(page, path);
  await page.getByTestId('site-footer').getByTestId('contact-open').click();
  const dialog = page.getByTestId('contact-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the footer contact action reports the click and shows the four WeChat QR codes and the handle', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    Object.assign(window, { seenEvents: seen });
    window.addEventListener('marketlens:analytics', (e) => seen.push((e as CustomEvent).detail));
  });
  const dialog = await openFromFooter(page);
  await expect(dialog.getByTestId('contact-qr')).toBeVisible();
  await expect(dialog.getByTestId('contact-qr')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  for (const line of ['客服 1', '客服 2', '客服 3', '客服 4']) {
    await dialog.getByText(line, { exact: true }).click();
    // Empty slots fall back to the first code, so every line shows a code.
    await expect(dialog.getByTestId('contact-qr')).toHaveAttribute('alt', `客服微信二维码（${line}）`);
  }
  await expect(dialog.getByTestId('contact-handle')).toHaveText(HANDLE);
  const events = await page.evaluate(() => (window as unknown as { seenEvents: { event: string; props: Record<string, string> }[] }).seenEvents);
  expect(events).toContainEqual(expect.objectContaining({ event: 'FunctionButtonClick', props: { first_module: 'H5 website', button_name: 'contact customer service' } }));
});

test('copying the handle puts it on the clipboard and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const dialog = await openFromFooter(page, '/en');
  await dialog.getByRole('button', { name: 'Copy WeChat ID' }).click();
  await expect(page.getByText('Copy succeeded')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(HANDLE);
});

test('a browser that cannot copy is told to copy by hand', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined });
    document.execCommand = () => false;
  });
  const dialog = await openFromFooter(page);
  await dialog.getByRole('button', { name: '复制微信号' }).click();
  await expect(page.getByText('当前浏览器不支持自动复制，请手动复制')).toBeVisible();
});

test('saving a QR code downloads a PNG of at most 400×400', async ({ page }) => {
  const dialog = await openFromFooter(page);
  await expect(dialog.getByTestId('contact-qr')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: '保存图片' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.png$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const png = Buffer.concat(chunks);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  // IHDR: width and height are the big-endian words at bytes 16 and 20.
  expect(png.readUInt32BE(16)).toBeLessThanOrEqual(400);
  expect(png.readUInt32BE(20)).toBeLessThanOrEqual(400);
});

test.describe('inside the WeChat app', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.49' });
  test('saving a QR code is refused with the spec message', async ({ page }) => {
    const dialog = await openFromFooter(page);
    await expect(dialog.getByTestId('contact-qr')).toBeVisible();
    await dialog.getByRole('button', { name: '保存图片' }).click();
    await expect(page.getByText('当前浏览器不支持直接下载，请更换浏览器或手动保存')).toBeVisible();
  });
});
