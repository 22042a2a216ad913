import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../chromium';
import { baseURL } from '../../playwright.config';
import { launchExtension } from './harness';

const ruTitle = 'MarketLens — помощник продавца';

const extensionDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../extension/.output/chrome-mv3');

test('the unpacked Chrome build loads and its popup shows text from locales', async () => {
  const context = await chromium.launchPersistentContext('', {
    executablePath: chromiumPath(),
    headless: true,
    locale: 'en-US',
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
  });
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const extensionId = new URL(worker.url()).host;
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MarketLens Seller Assistant');
  } finally {
    await context.close();
  }
});

test('the popup follows a language changed on the site, and opens in it straight away the next time', async () => {
  const h = await launchExtension(baseURL);
  try {
    const first = await h.context.newPage();
    await first.goto(h.popupUrl);
    await expect(first.getByRole('heading', { level: 1 })).toHaveText('MarketLens Seller Assistant');
    await first.close();
    await h.context.addCookies([{ name: 'i18n_redirected', value: 'ru', url: baseURL }]);
    const second = await h.context.newPage();
    await second.goto(h.popupUrl);
    await expect(second.getByRole('heading', { level: 1 })).toHaveText(ruTitle);
    await expect(second.locator('html')).toHaveAttribute('lang', 'ru-RU');
    // The pages keep the text they spoke in the extension's localStorage for the next page.
    await expect.poll(async () => second.evaluate(() => (JSON.parse(localStorage.getItem('marketlens.uiText') ?? '{}') as { locale?: string }).locale)).toBe('ru-RU');
    await second.close();
    // The stored text is Russian now, so the next popup draws in Russian from its first frame.
    const third = await h.context.newPage();
    await third.goto(h.popupUrl, { waitUntil: 'commit' });
    await third.locator('h1').waitFor();
    expect(await third.locator('h1').innerText()).toBe(ruTitle);
  } finally {
    await h.context.close();
  }
});
