import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../chromium';
import { extensionDir } from '../../e2e/extension/harness';
const context = await chromium.launchPersistentContext('', { executablePath: chromiumPath(), headless: true, args: [...CHROMIUM_ARGS, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`] });
const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
const id = new URL(worker.url()).host;
const page = await context.newPage();
await page.goto(`chrome-extension://${id}/popup.html`);
await page.locator('h1').waitFor();
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
const self = new Map<string, number>();
for (let i = 0; i < 5; i++) {
  await cdp.send('Profiler.start');
  await page.reload({ waitUntil: 'commit' });
  await page.locator('h1').waitFor();
  await page.waitForTimeout(50);
  const { profile } = await cdp.send('Profiler.stop');
  const dt = new Map<number, number>();
  profile.samples?.forEach((s, k) => dt.set(s, (dt.get(s) ?? 0) + (profile.timeDeltas?.[k] ?? 0)));
  for (const n of profile.nodes) {
    const key = `${n.callFrame.url.split('/').pop() || n.callFrame.functionName || '(native)'}`;
    self.set(key, (self.get(key) ?? 0) + (dt.get(n.id) ?? 0) / 1000 / 5);
  }
  console.log(await page.evaluate(() => performance.getEntriesByType('mark').map((e) => `${e.name}@${Math.round(e.startTime)}`).join(' ') + ` fcp@${Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1)}`));
}
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 18).map(([k, v]) => `${k}: ${v.toFixed(1)}ms`).join('\n'));
await context.close();
