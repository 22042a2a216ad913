// Card rows benchmark: a member's Ozon search page of 1,200 goods (ROWS_BENCH_CARDS), with and without
// the extension in turns. Measures the latency of real clicks on a button of the page (from the input
// event to the next frame, taken in the page) while the rows load and once they are in place, and the
// time from opening the page until the cards in sight have their rows, first at the top and then, after
// a jump to the end of the page, at the bottom (the cards near the viewport get their rows first), and
// until every card has its row (goal: clicks within 1.5× of the page without the extension, all rows
// within 3 s).
// Run: node --import tsx tests/bench/extension/rows-bench.ts (after `npx wxt build`). To compare with
// another build in the same run (a copy of an earlier extension/.output/chrome-mv3), name its folder in
// ROWS_BENCH_BEFORE: each round then opens the page with it too, in turns (ROWS_BENCH_EXTENSION names
// the build measured if it is not the tree's own). The server runs
// in this process on embedded PGlite in memory, seeded with the demo data; the demo member's session is
// put into the browser as the site's own cookies.
import { serve } from '@hono/node-server';
import { chromium, type BrowserContext } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { parseRuntimeConfig } from '@marketlens/core/config';
import { SESSION_KEYS } from '@marketlens/core/http';
import { createApp } from '../../../server/src/app';
import { loadConfig } from '../../../server/src/config';
import { openDatabase } from '../../../server/src/db/client';
import { accessTokens } from '../../../server/src/db/schema/index';
import { seed } from '../../../server/src/db/seed/index';
import { createLogger } from '../../../server/src/log';
import { randomSecret, sha256 } from '../../../server/src/security/hash';
import { generateRsaKeys } from '../../../server/src/security/rsa-keys';
import { CHROMIUM_ARGS, chromiumPath } from '../../chromium';
import { extensionDir, OFFLINE_ARGS } from '../../e2e/extension/harness';

const CARDS = Number(process.env.ROWS_BENCH_CARDS ?? 1200);
const ROUNDS = Number(process.env.ROWS_BENCH_ROUNDS ?? 2);
const PORT = Number(process.env.ROWS_BENCH_PORT ?? 9311);
const BEFORE = process.env.ROWS_BENCH_BEFORE;
/** The build measured (the tree's own by default). */
const BUILD = process.env.ROWS_BENCH_EXTENSION ?? extensionDir;
const origin = `http://localhost:${PORT}`;

const database = await openDatabase({});
await seed(database.db, { demo: true });
const keys = generateRsaKeys();
const app = await createApp({ db: database.db, config: loadConfig({ PORT: String(PORT), LOG_LEVEL: 'warn' }), log: createLogger('warn'), runtimeConfig: parseRuntimeConfig({ rsaPublicKey: keys.publicKeyPem }), rsaKeys: keys });
const server = serve({ fetch: app.fetch, port: PORT, hostname: '127.0.0.1' });

// The demo member (Operation plan, two bound categories): a session as the site's login leaves it.
const member = (await database.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE account = '13800138000' AND main_user_id IS NULL LIMIT 1`)).rows[0];
if (!member) throw new Error('the demo member is missing');
const token = randomSecret(32);
const controlT = randomSecret(18);
await database.db.insert(accessTokens).values({ tokenHash: sha256(token), controlTHash: sha256(controlT), userId: member.id, expiresAt: new Date(Date.now() + 3_600_000) });
const ids = (await database.db.execute<{ id: number }>(sql`SELECT id FROM goods ORDER BY id LIMIT ${CARDS}`)).rows.map((r) => r.id);

/** Ozon's grid: image link, title link and price per tile; a button of the page's own at the top. */
function fixture(): string {
  const tiles = ids.map((id, i) => `<div class="tile"><a href="/product/tovar-${id}/"><img alt="" width="40" height="40"></a><a href="/product/tovar-${id}/">Товар ${i}</a><span>${(990 + i).toLocaleString('ru-RU')} ₽</span></div>`).join('');
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>bench</title>
<style>#grid{display:grid;grid-template-columns:repeat(4,1fr);gap:8px}.tile{border:1px solid #ddd;padding:6px}#probe{position:fixed;top:8px;left:8px;z-index:10}body.on #probe{background:#fc0}</style></head>
<body><button id="probe">filter</button><main id="grid">${tiles}</main>
<script>
window.clickLatency = [];
let n = 0;
document.getElementById('probe').addEventListener('click', (e) => {
  const t0 = e.timeStamp;
  document.body.classList.toggle('on');
  document.getElementById('probe').textContent = 'filter ' + ++n;
  requestAnimationFrame(() => setTimeout(() => window.clickLatency.push(performance.now() - t0), 0));
});
</script></body></html>`;
}

async function launch(withExtension: string | null): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext('', {
    executablePath: chromiumPath(),
    headless: true,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
    args: [...CHROMIUM_ARGS, ...OFFLINE_ARGS, ...(withExtension ? [`--disable-extensions-except=${withExtension}`, `--load-extension=${withExtension}`] : [])],
  });
  if (withExtension) {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await worker.evaluate((i) => (globalThis as unknown as { chrome: { storage: { local: { set(i: object): Promise<void> } } } }).chrome.storage.local.set(i), { connection: { siteOrigin: origin, apiOrigin: '' } });
    await context.addCookies([
      { name: SESSION_KEYS.userCookie, value: encodeURIComponent(JSON.stringify({ userToken: token, account: '13800138000' })), url: origin },
      { name: SESSION_KEYS.controlTCookie, value: controlT, url: origin },
    ]);
  }
  const html = fixture();
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('chrome-extension:')) return route.fallback();
    return url.includes('/search/') ? route.fulfill({ status: 200, contentType: 'text/html', body: html }) : route.abort();
  });
  return context;
}

interface Round {
  /** Click latencies (ms) while the rows load (or, without the extension, in the same seconds after opening). */
  loading: number[];
  /** Click latencies once every row is in place. */
  settled: number[];
  /** Time from opening the page until the first screen's cards and, after a jump to the end, the last screen's have their rows (null without the extension or when they never did). */
  rowsMs: number | null;
  /** Time from opening the page until every card has its row (null without the extension or when they never did). */
  allMs: number | null;
}


async function measure(context: BrowserContext, withExtension: boolean, loadingMs: number): Promise<Round> {
  const page = await context.newPage();
  const opened = Date.now();
  await page.goto('https://www.ozon.ru/search/?text=bench', { waitUntil: 'domcontentloaded' });
  const box = await page.locator('#probe').boundingBox();
  if (!box) throw new Error('no probe button');
  const click = () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  let rowsMs: number | null = null;
  let allMs: number | null = null;
  let clicks = 0;
  // Clicks every 250 ms until the rows are complete (at most 60 s); without the extension, for the same
  // time. Rows are drawn as cards come near the viewport: complete means the first screen has its rows,
  // then, after a jump to the end of the page, the last screen has them too.
  const hasRow = (id: number) => page.evaluate((i) => document.getElementById(`marketlens-card-${i}`) !== null, id);
  let jumped = false;
  while (Date.now() - opened < (withExtension ? 60_000 : loadingMs)) {
    await click();
    clicks++;
    if (withExtension && !jumped && (await hasRow(ids[0] ?? 0))) {
      jumped = true;
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    }
    if (withExtension && jumped && rowsMs === null && (await hasRow(ids[ids.length - 1] ?? 0))) rowsMs = Date.now() - opened;
    if (withExtension && rowsMs !== null && (await page.evaluate(() => document.querySelectorAll('[id^="marketlens-card-"]').length)) >= ids.length) {
      allMs = Date.now() - opened;
      break;
    }
    // A build that draws rows only near the viewport never completes the rest: 10 s after the last screen, it counts as not.
    if (rowsMs !== null && Date.now() - opened > rowsMs + 10_000) break;
    await page.waitForTimeout(250);
  }
  await page.waitForTimeout(300);
  const loading = await page.evaluate(() => (window as unknown as { clickLatency: number[] }).clickLatency.slice());
  for (let i = 0; i < 10; i++) {
    await click();
    await page.waitForTimeout(250);
  }
  await page.waitForTimeout(300);
  const all = await page.evaluate(() => (window as unknown as { clickLatency: number[] }).clickLatency.slice());
  await page.close();
  return { loading: loading.slice(0, clicks), settled: all.slice(loading.length), rowsMs, allMs };
}

const plain = await launch(null);
const builds: [string, BrowserContext][] = [['', await launch(BUILD)], ...(BEFORE ? [['before', await launch(BEFORE)] as [string, BrowserContext]] : [])];
const rounds: { off: Round[]; on: Map<string, Round[]> } = { off: [], on: new Map(builds.map(([name]) => [name, []])) };
try {
  for (let i = 0; i < ROUNDS; i++) {
    let longest = 0;
    for (const [name, context] of builds) {
      const on = await measure(context, true, 0);
      rounds.on.get(name)?.push(on);
      longest = Math.max(longest, on.allMs ?? 10_000);
    }
    rounds.off.push(await measure(plain, false, longest));
  }
} finally {
  await plain.close();
  for (const [, context] of builds) await context.close();
  server.close();
  await database.close();
}

const sorted = (v: number[]) => [...v].sort((a, b) => a - b);
const pct = (v: number[], p: number) => sorted(v)[Math.min(v.length - 1, Math.floor(p * v.length))] ?? 0;
const line = (name: string, v: number[]) => `${name}: median ${pct(v, 0.5).toFixed(0)} ms, p90 ${pct(v, 0.9).toFixed(0)} ms, range ${Math.min(...v).toFixed(0)}–${Math.max(...v).toFixed(0)} ms (${v.length} clicks)`;
const seconds = (ms: number | null, what = 'within 60 s') => (ms === null ? `not ${what}` : `${(ms / 1000).toFixed(1)} s`);
const off = rounds.off.flatMap((r) => [...r.loading, ...r.settled]);
console.log(`card rows on a ${ids.length}-card member search page (${ROUNDS} rounds, with and without the extension in turns):`);
console.log(`  ${line('clicks without the extension', off)}`);
for (const [name, list] of rounds.on) {
  const build = name ? ` (${name})` : '';
  console.log(`  with the extension${build}:`);
  console.log(`    rows in place at the top and, after a jump, at the end of the page after: ${list.map((r) => seconds(r.rowsMs)).join(', ')}`);
  console.log(`    every row in place after: ${list.map((r) => seconds(r.allMs, r.rowsMs === null ? 'within 60 s' : 'within 10 s of the last screen')).join(', ')} (aim ≤ 3 s)`);
  console.log(`    ${line('clicks while rows load', list.flatMap((r) => r.loading))}`);
  console.log(`    ${line('clicks, rows in place', list.flatMap((r) => r.settled))}`);
  const onMedian = pct(list.flatMap((r) => [...r.loading, ...r.settled]), 0.5);
  console.log(`    click median with / without the extension: ${(onMedian / Math.max(1, pct(off, 0.5))).toFixed(2)}× (aim ≤ 1.5×)`);
}
