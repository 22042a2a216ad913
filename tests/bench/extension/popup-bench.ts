// Extension benchmark: the content scripts and background (gzip) every marketplace page and the browser
// load, the JavaScript the popup loads (gzip), and the time from opening the popup to its first render
// against an empty extension page opened in the same run (goal: content scripts ≤ 30 KB gzip, popup
// first render ≤ 150 ms median).
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
const open = async (file: string) => {
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(`chrome-extension://${id}/${file}`, { waitUntil: 'commit' });
  await page.locator('h1').waitFor();
  const ms = Date.now() - started;
  await page.close();
  return ms;
};
// Opened in turns, so both feel the machine's load alike.
const times: number[] = [];
const empty: number[] = [];
for (let i = 0; i < OPENS; i++) {
  times.push(await open('popup.html'));
  empty.push(await open('bench-empty.html'));
}
await context.close();
fs.rmSync(copy, { recursive: true, force: true });
// The first open pays for starting the extension's process (and, once after installation, for loading
// the language chunk before the text is kept in storage); the median of the rest is the steady cost.
const warm = times.slice(1).sort((a, b) => a - b);
const at = (q: number) => warm[Math.min(warm.length - 1, Math.floor(warm.length * q))];
console.log(`popup JS at first render: ${start.length} files, ${kb(sum(start))} gzip`);
console.log(`popup JS with every tab opened: ${all.size - locales.length} files + 1 language, ${kb(sum(all) + largestLocale)} gzip (aim ≤ 250 KB)`);
console.log(`first render: first open ${times[0]} ms, median of next ${warm.length}: ${at(0.5)} ms, p90 ${at(0.9)} ms (aim ≤ 150 ms)`);
const emptyWarm = empty.slice(1).sort((a, b) => a - b);
const emptyMedian = emptyWarm[Math.floor(emptyWarm.length / 2)] ?? 0;
const popupMedian = at(0.5) ?? 0;
console.log(`empty extension page in the same run: median ${emptyMedian} ms; popup ÷ empty = ${emptyMedian > 0 ? (popupMedian / emptyMedian).toFixed(2) : '-'}`);
