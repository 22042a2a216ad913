import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../chromium';
const extensionDir = process.env.EXTDIR ?? (await import('../../e2e/extension/harness')).extensionDir;
const context = await chromium.launchPersistentContext('', { executablePath: chromiumPath(), headless: true, args: [...CHROMIUM_ARGS, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`] });
const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
const id = new URL(worker.url()).host;
for (let i = 0; i < 5; i++) {
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(`chrome-extension://${id}/${process.argv[2] ?? 'popup.html'}`, { waitUntil: 'commit' });
  await page.locator(process.argv[3] ?? 'h1').waitFor();
  const total = Date.now() - started;
  const r = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const res = performance.getEntriesByType('resource').map((e) => `${e.name.split('/').pop()}@${Math.round(e.startTime)}-${Math.round(e.responseEnd)}`);
    const marks = performance.getEntriesByType('mark').map((e) => `${e.name}@${Math.round(e.startTime)}`);
    return { respEnd: Math.round(nav.responseEnd), dcl: Math.round(nav.domContentLoadedEventEnd), fcp: fcp && Math.round(fcp), res, marks };
  });
  console.log(total, JSON.stringify(r));
  await page.close();
}
await context.close();
