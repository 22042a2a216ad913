// Extension benchmark: the content scripts and background (gzip) every marketplace page and the browser
// load, the JavaScript the popup loads (gzip), and the time from opening the popup to its first render
// against an empty extension page opened in the same run (goal: content scripts ≤ 30 KB gzip, popup
// first render ≤ 150 ms median). The popup's first frame is drawn without React (popup-frame.ts).
// Run: node --import tsx tests/bench/extension/popup-bench.ts (after `npx wxt build`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../chromium';
import { extensionDir } from '../../e2e/extension/harness';

const OPENS = Number(process.env.POPUP_BENCH_OPENS ?? 15);

/** Every chunk a file imports, statically or lazily: the popup's tabs load theirs on first use. */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = fs.readFileSync(path.join(extensionDir, file), 'utf8');
  for (const m of source.matchAll(/(?:from|import\(?)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)) reachable(path.posix.join(path.posix.dirname(file), m[1] ?? ''), seen);
  return seen;
}

const html = fs.readFileSync(path.join(extensionDir, 'popup.html'), 'utf8');
const start = [...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1] ?? '');
const all = new Set<string>();
for (const file of start) reachable(file, all);
// Exactly one language chunk loads (and only when the stored text is missing or stale); the largest counts.
const locales = [...all].filter((f) => /\/(zh-CN|en-US|ru-RU)-/.test(f));
const gzipOf = (f: string) => zlib.gzipSync(fs.readFileSync(path.join(extensionDir, f))).length;
const largestLocale = Math.max(0, ...locales.map(gzipOf));
const sum = (files: Iterable<string>) => [...files].filter((f) => !locales.includes(f)).reduce((n, f) => n + gzipOf(f), 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// What every page and the browser load: each content script of the manifest and the background; the
// assistant's scripts the content scripts ask for are loaded only on the pages that use them.
const manifest = JSON.parse(fs.readFileSync(path.join(extensionDir, 'manifest.json'), 'utf8')) as { content_scripts?: { js?: string[]; matches?: string[] }[] };
for (const script of manifest.content_scripts ?? []) {
  for (const file of script.js ?? []) console.log(`content script ${file} (${(script.matches ?? []).join(' ')}): ${kb(gzipOf(file))} gzip (aim ≤ 30 KB)`);
}
for (const file of fs.readdirSync(extensionDir).filter((f) => f.endsWith('-assistant.js'))) console.log(`loaded on demand: ${file}: ${kb(gzipOf(file))} gzip`);
console.log(`background: ${kb(gzipOf('background.js'))} gzip`);

// The same build with one empty page beside the popup: the floor of opening any extension page here.
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'marketlens-bench-'));
fs.cpSync(extensionDir, copy, { recursive: true });
fs.writeFileSync(path.join(copy, 'bench-empty.html'), '<!doctype html><html><head><meta charset="utf-8"><title>empty</title></head><body><h1>empty</h1></body></html>');
const context = await chromium.launchPersistentContext('', {
  executablePath: chromiumPath(),
  headless: true,
  args: [...CHROMIUM_ARGS, `--disable-extensions-except=${copy}`, `--load-extension=${copy}`],
});
const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
const id = new URL(worker.url()).host;
// Each open: the time until the harness sees the title (from outside, so it also waits for whatever
// occupies the page's main thread after the first frame), the page's own first contentful paint
// (from its navigation start), and for the popup the time until React has replaced the frame.
interface Open {
  seen: number;
  paint: number;
  react: number;
}
const open = async (file: string): Promise<Open> => {
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(`chrome-extension://${id}/${file}`, { waitUntil: 'commit' });
  await page.locator('h1').waitFor();
  const seen = Date.now() - started;
  if (file === 'popup.html') await page.locator('main.ml-popup:not([data-frame]) h1').waitFor();
  const react = Date.now() - started;
  const paint = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (!entry) return;
          observer.disconnect();
          resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true }),
      ),
  );
  await page.close();
  return { seen, paint, react };
};
// Opened in turns, so both feel the machine's load alike.
const popup: Open[] = [];
const empty: Open[] = [];
for (let i = 0; i < OPENS; i++) {
  popup.push(await open('popup.html'));
  empty.push(await open('bench-empty.html'));
}
await context.close();
fs.rmSync(copy, { recursive: true, force: true });
// The first open pays for starting the extension's process (and, once after installation, for loading
// the language chunk before the text is kept); the median and p90 of the rest are the steady cost.
const stats = (opens: Open[], key: keyof Open) => {
  const warm = opens.slice(1).map((o) => o[key]).sort((a, b) => a - b);
  const at = (q: number) => Math.round(warm[Math.min(warm.length - 1, Math.floor(warm.length * q))] ?? 0);
  return { first: Math.round(opens[0]?.[key] ?? 0), median: at(0.5), p90: at(0.9) };
};
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '-');
console.log(`popup JS at first render: ${start.length} files, ${kb(sum(start))} gzip`);
console.log(`popup JS with every tab opened: ${all.size - locales.length} files + 1 language, ${kb(sum(all) + largestLocale)} gzip (aim ≤ 250 KB)`);
const [pp, ep] = [stats(popup, 'paint'), stats(empty, 'paint')];
console.log(`popup first render (its first contentful paint, from navigation start): first open ${pp.first} ms, median of next ${OPENS - 1}: ${pp.median} ms, p90 ${pp.p90} ms (aim ≤ 150 ms)`);
console.log(`  empty extension page in the same run: median ${ep.median} ms, p90 ${ep.p90} ms; popup ÷ empty = ${ratio(pp.median, ep.median)}`);
const [ps, es] = [stats(popup, 'seen'), stats(empty, 'seen')];
console.log(`title seen by the harness (from before opening): popup first open ${ps.first} ms, median ${ps.median} ms, p90 ${ps.p90} ms; empty page median ${es.median} ms, p90 ${es.p90} ms; popup ÷ empty = ${ratio(ps.median, es.median)}`);
const pr = stats(popup, 'react');
console.log(`popup drawn by React (the frame replaced, tabs live): first open ${pr.first} ms, median ${pr.median} ms, p90 ${pr.p90} ms`);
