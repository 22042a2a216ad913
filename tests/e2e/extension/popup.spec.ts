import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../chromium';

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
