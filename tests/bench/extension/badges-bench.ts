// Price badge benchmark: script time per second on a 3,000-tile Ozon search page whose tiles each
// carry a countdown ticking four times a second, with the yuan badges on and off in turns in one browser;
// the badges' share is on − off, and the CPU profile's time in the extension's own code confirms it
// (goal: the badges add at most 50 ms of script per second).
// Run: node --import tsx tests/bench/extension/badges-bench.ts (after `npx wxt build`); BADGE_BENCH_OBSERVE=1 runs it
// with the member sharing what the page shows (the observation path reading the page as well).
// No server is needed: the extension falls back to the last known rate, seeded here.
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../chromium';
import { extensionDir, OFFLINE_ARGS } from '../../e2e/extension/harness';

const TILES = Number(process.env.BADGE_BENCH_TILES ?? 3000);
/** The unpacked build to measure (BADGE_BENCH_EXTENSION: another build, e.g. a copy made before a change, to compare). */
const EXTENSION = process.env.BADGE_BENCH_EXTENSION ?? extensionDir;
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

interface Round {
  /** The page's script time per second (all of it: the fixture's countdowns and the extension's code). */
  perSecond: number;
  /** Of that, the time sampled in the extension's own scripts (the badges' code), per second. */
  extensionPerSecond: number;
  startup: number;
  startupMs: number;
  count: number;
}

interface ProfileNode {
  id: number;
  callFrame: { url: string };
}

/** Script time the CPU profile spent in the extension's own files, in ms. */
function extensionTime(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }): number {
  const own = new Set(profile.nodes.filter((n) => n.callFrame.url.startsWith('chrome-extension://')).map((n) => n.id));
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let micros = 0;
  // Each sample stands for the time until the next one.
  for (let i = 0; i < samples.length - 1; i++) if (own.has(samples[i] ?? -1)) micros += deltas[i + 1] ?? 0;
  return micros / 1000;
}

async function launch(): Promise<{ context: BrowserContext; setBadges(on: boolean): Promise<void> }> {
  const context = await chromium.launchPersistentContext('', {
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS, ...OFFLINE_ARGS, `--disable-extensions-except=${EXTENSION}`, `--load-extension=${EXTENSION}`],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const set = (items: object) =>
    worker.evaluate((i) => (globalThis as unknown as { chrome: { storage: { local: { set(i: object): Promise<void> } } } }).chrome.storage.local.set(i), items);
  // An address nothing answers on: the badges use the last known rate.
  await set({ connection: { siteOrigin: 'http://127.0.0.1:9', apiOrigin: '' }, lastRates: { rubPer: { RUB: 1, CNY: 11.95, USD: 86.6 }, asOf: '2026-11-20', source: 'cbr' } });
  // BADGE_BENCH_OBSERVE=1: a member who shares what Ozon pages show (extension/lib/observation-consent.ts),
  // with a session whose server does not answer, so each page view keeps reading what arrives and sending.
  if (process.env.BADGE_BENCH_OBSERVE === '1') {
    await set({ observationConsent: { noticeSeenAt: new Date().toISOString(), share: true } });
    await context.addCookies([{ name: 'USER_STORE', value: encodeURIComponent(JSON.stringify({ userToken: 'bench' })), url: 'http://127.0.0.1:9' }]);
  }
  const html = fixture();
  await context.route('**/*', (route) => (route.request().url().includes('/search/') ? route.fulfill({ status: 200, contentType: 'text/html', body: html }) : route.abort()));
  return { context, setBadges: (on) => set({ assistant: { cnyPrices: on } }) };
}

async function measure(context: BrowserContext, badges: boolean): Promise<Round> {
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
  while (Date.now() - opened < 60_000) {
    await page.waitForTimeout(250);
    const now = await badgeCount();
    if (now !== last) {
      last = now;
      settledAt = Date.now();
    } else if (Date.now() - settledAt > 1000 && (!badges || now > 0)) break;
  }
  const startup = await script();
  const startupMs = settledAt - opened;
  // Both modes are profiled alike, so the profiler's own cost does not tell them apart.
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  const before = await script();
  await page.waitForTimeout(SECONDS * 1000);
  const after = await script();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Parameters<typeof extensionTime>[0] };
  const count = await badgeCount();
  await page.close();
  return { perSecond: (after - before) / SECONDS, extensionPerSecond: extensionTime(profile) / SECONDS, startup, startupMs, count };
}

const ROUNDS = Number(process.env.BADGE_BENCH_ROUNDS ?? 3);
// One browser, the two modes in turns (off, on, off, on, …), so both feel the machine's load alike.
const { context, setBadges } = await launch();
const rounds: Record<'off' | 'on', Round[]> = { off: [], on: [] };
for (let i = 0; i < ROUNDS; i++) {
  for (const on of [false, true]) {
    await setBadges(on);
    rounds[on ? 'on' : 'off'].push(await measure(context, on));
  }
}
await context.close();
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const ms = (v: number) => v.toFixed(1);
const off = median(rounds.off.map((r) => r.perSecond));
const on = median(rounds.on.map((r) => r.perSecond));
const own = median(rounds.on.map((r) => r.extensionPerSecond));
const ownOff = median(rounds.off.map((r) => r.extensionPerSecond));
const lastOn = rounds.on[rounds.on.length - 1];
console.log(`price badges on a ${TILES}-tile page with countdowns ticking 4×/s (${SECONDS} s once the badges are in place, median of ${ROUNDS} rounds each, in turns):`);
console.log(`  badges off: ${ms(off)} ms script per second (the fixture's own countdowns; rounds ${rounds.off.map((r) => ms(r.perSecond)).join(', ')})`);
console.log(`  badges on:  ${ms(on)} ms script per second (rounds ${rounds.on.map((r) => ms(r.perSecond)).join(', ')}; ${lastOn?.count ?? 0} badges in place ${lastOn?.startupMs ?? 0} ms after opening, script until then ${ms(lastOn?.startup ?? 0)} ms)`);
console.log(`  badges' added script time: ${ms(on - off)} ms per second (on − off; aim ≤ 50 ms per second)`);
console.log(`  profiled in the extension's own code: ${ms(own)} ms per second with badges, ${ms(ownOff)} ms without (the listing overlay's watch for new cards)`);
