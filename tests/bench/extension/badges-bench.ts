// Price badge benchmark: script time per second on a 3,000-tile Ozon search page whose tiles each
// carry a countdown ticking four times a second, with the yuan badges on and off (goal: ≤ 50 ms/s on).
// Run: node --import tsx tests/bench/extension/badges-bench.ts (after `npx wxt build`).
// No server is needed: the extension falls back to the last known rate, seeded here.
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../chromium';
import { extensionDir, OFFLINE_ARGS } from '../../e2e/extension/harness';

const TILES = Number(process.env.BADGE_BENCH_TILES ?? 3000);
const SECONDS = Number(process.env.BADGE_BENCH_SECONDS ?? 5);

function fixture(): string {
  const tiles = Array.from(
    { length: TILES },
    (_, i) =>
      `<article class="tile"><a href="/product/tovar-${1000000 + i}/">Товар ${i}</a><div class="p"><span>${(990 + i).toLocaleString('ru-RU')} ₽</span><span>${i % 3 === 0 ? 'от 499 ₽' : ''}</span></div><span class="timer">00:59:59</span></article>`,
  ).join('');
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>bench</title></head><body><main>${tiles}</main>
<script>
let left = 3600;
setInterval(() => {
  left--;
  const text = new Date(left * 1000).toISOString().slice(11, 19);
  for (const t of document.querySelectorAll('.timer')) t.textContent = text;
}, 250);
</script></body></html>`;
}

async function measure(badges: boolean): Promise<{ perSecond: number; startup: number; startupMs: number; count: number }> {
  const context: BrowserContext = await chromium.launchPersistentContext('', {
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS, ...OFFLINE_ARGS, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(
    (items) => (globalThis as unknown as { chrome: { storage: { local: { set(i: object): Promise<void> } } } }).chrome.storage.local.set(items),
    {
      // An address nothing answers on: the badges use the last known rate.
      connection: { siteOrigin: 'http://127.0.0.1:9', apiOrigin: '' },
      lastRates: { rubPer: { RUB: 1, CNY: 11.95, USD: 86.6 }, asOf: '2026-11-20', source: 'cbr' },
      assistant: { cnyPrices: badges },
    },
  );
  const html = fixture();
  await context.route('**/*', (route) => (route.request().url().includes('/search/') ? route.fulfill({ status: 200, contentType: 'text/html', body: html }) : route.abort()));
  const page = await context.newPage();
  if (process.env.BADGE_BENCH_DEBUG) page.on('console', (m) => console.log('console:', m.type(), m.text().slice(0, 300)));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const script = async () => {
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
    return (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000;
  };
  const opened = Date.now();
  await page.goto('https://www.ozon.ru/search/?text=bench');
  // Start-up: until the badges stop changing (the first scan of the page, slice by slice).
  const badgeCount = () => page.locator('[data-ml-ui="cny"]').count();
  let last = -1;
  let settledAt = Date.now();
  while (Date.now() - opened < 30_000) {
    await page.waitForTimeout(250);
    const now = await badgeCount();
    if (now !== last) {
      last = now;
      settledAt = Date.now();
    } else if (Date.now() - settledAt > 1000 && (!badges || now > 0)) break;
  }
  const startup = await script();
  const startupMs = settledAt - opened;
  const before = await script();
  await page.waitForTimeout(SECONDS * 1000);
  const after = await script();
  const count = await badgeCount();
  await context.close();
  return { perSecond: (after - before) / SECONDS, startup, startupMs, count };
}

const off = await measure(false);
const on = await measure(true);
console.log(`price badges on a ${TILES}-tile page with countdowns ticking 4×/s (${SECONDS} s once the badges are in place):`);
console.log(`  badges off: ${off.perSecond.toFixed(1)} ms script per second (script until settled ${off.startup.toFixed(0)} ms)`);
console.log(`  badges on:  ${on.perSecond.toFixed(1)} ms script per second (script until settled ${on.startup.toFixed(0)} ms, ${on.count} badges in place ${on.startupMs} ms after opening)`);
console.log(`  badges' own share: ${(on.perSecond - off.perSecond).toFixed(1)} ms per second (aim: on ≤ 50 ms per second)`);
