import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../chromium';
const dirs = { base: '/tmp/mlbase/extension/.output/chrome-mv3', now: '/work/main/extension/.output/chrome-mv3' };
async function open(dir: string): Promise<[BrowserContext, string]> {
  const context = await chromium.launchPersistentContext('', { executablePath: chromiumPath(), headless: true, args: [...CHROMIUM_ARGS, `--disable-extensions-except=${dir}`, `--load-extension=${dir}`] });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return [context, new URL(worker.url()).host];
}
const runs: Record<string, number[]> = { base: [], now: [] };
const ctx = { base: await open(dirs.base), now: await open(dirs.now) };
for (let i = 0; i < 21; i++) {
  for (const k of ['base', 'now'] as const) {
    const [context, id] = ctx[k];
    const page = await context.newPage();
    const t = Date.now();
    await page.goto(`chrome-extension://${id}/popup.html`, { waitUntil: 'commit' });
    await page.locator('h1').waitFor();
    runs[k].push(Date.now() - t);
    await page.close();
  }
}
for (const k of ['base', 'now'] as const) {
  const warm = runs[k].slice(1).sort((a, b) => a - b);
  console.log(k, 'first', runs[k][0], 'median', warm[10], 'p90', warm[18]);
  await ctx[k][0].close();
}
