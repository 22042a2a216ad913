// Popup benchmark: JavaScript the popup loads (gzip) and time from opening it to its first render.
// Run: node --import tsx tests/bench/extension/popup-bench.ts (after `npx wxt build`).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../chromium';
import { extensionDir } from '../../e2e/extension/harness';

const html = fs.readFileSync(path.join(extensionDir, 'popup.html'), 'utf8');
const scripts = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1] ?? '');
// The language chunk loaded at start (Chinese by default) counts too.
const locale = fs.readdirSync(path.join(extensionDir, 'chunks')).filter((f) => f.startsWith('zh-CN-')).map((f) => `/chunks/${f}`);
const files = [...new Set([...scripts, ...locale])];
const gzip = files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(extensionDir, f))).length, 0);

const context = await chromium.launchPersistentContext('', {
  executablePath: chromiumPath(),
  headless: true,
  args: [...CHROMIUM_ARGS, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
});
const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
const id = new URL(worker.url()).host;
const times: number[] = [];
for (let i = 0; i < 7; i++) {
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(`chrome-extension://${id}/popup.html`, { waitUntil: 'commit' });
  await page.locator('h1').waitFor();
  times.push(Date.now() - started);
  await page.close();
}
await context.close();
// The first open pays for starting the extension's process; the median of the rest is the steady cost.
const warm = times.slice(1).sort((a, b) => a - b);
console.log(`popup JS: ${files.length} files, ${(gzip / 1024).toFixed(1)} KB gzip (aim ≤ 250 KB)`);
console.log(`first render: first open ${times[0]} ms, median of next ${warm.length}: ${warm[Math.floor(warm.length / 2)]} ms (aim ≤ 150 ms)`);
