// Website benchmark: first-load JavaScript (gzip) and Lighthouse (mobile settings) for the public pages.
// Usage: node tests/bench/web/run.mjs [baseUrl] [--runs=N] [--throughput-only]   (BENCH_SERVER_PID: the process of the server at baseUrl)
// First the home page's requests/s against a static file of the same server (throughput.mjs), also with
// a fresh tracking parameter per request and at a fresh unknown address per request.
// Without a URL it starts the server with the built website (BENCH_PORT, default 9423). With --runs
// each page is measured N times and the median score is shown: Lighthouse's performance score moves
// a few points between runs on a busy machine.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { firstLoadJs } from './first-load.mjs';
import { firstRow, memberCookies } from './first-row.mjs';
import { throughput } from './throughput.mjs';

const PAGES = ['/', '/en', '/ru', '/about', '/login', '/m', '/en/m', '/m/lottery', '/QACommunity'];
const CATEGORIES = [
  ['performance', 'perf', 95],
  ['accessibility', 'a11y', 95],
  ['best-practices', 'best pr.', 95],
  ['seo', 'seo', 100],
];
const JS_BUDGET_KB = { member: 250, '/': 150, '/m': 160, '/en/m': 160, '/m/lottery': 160, '/QACommunity': 160, article: 160, question: 160 };

/** An article page and a Q&A page of the running site (their ids come from its own lists). */
async function contentPages(base) {
  const first = async (call) => ((await (await fetch(`${base}/api${call}`)).json()).data?.list ?? [])[0]?.id;
  const article = await first('/article/list?category=ecommerce&lang=zh');
  const question = await first('/queAndAns/list?lang=zh');
  return [
    ...(article ? [{ path: `/article/ecommerce/${article}`, budget: 'article' }] : []),
    ...(question ? [{ path: `/answerDetail/${question}`, budget: 'question' }] : []),
  ];
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const args = process.argv.slice(2);
const baseArg = args.find((a) => !a.startsWith('--'));
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1);

async function startServer(port) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: path.join(os.tmpdir(), `marketlens-bench-${process.pid}`), LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, pid: child.pid, stop: () => child.kill('SIGTERM') };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start');
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The audits that cost a category points (performance is left out: its metrics are in the score). */
function failingAudits(lhr) {
  const out = [];
  for (const [id, cat] of Object.entries(lhr.categories)) {
    if (id === 'performance') continue;
    for (const ref of cat.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) out.push(`${id}: ${ref.id}`);
    }
  }
  return out;
}

// A server of one's own (a URL given) may name its process in BENCH_SERVER_PID for its CPU time per request.
const server = baseArg
  ? { base: baseArg.replace(/\/$/, ''), pid: Number(process.env.BENCH_SERVER_PID) || undefined, stop: () => undefined }
  : await startServer(Number(process.env.BENCH_PORT ?? 9423));
try {
  await throughput(server.base, { serverPid: server.pid });
} catch (err) {
  server.stop();
  throw err;
}
// The workbench's pages: first-load JavaScript only (their data needs a member; the scripts a page
// loads before it can be used are the same for a guest). Budget 350 KB gzip.
const WORKBENCH_PAGES = [
  '/workbench/dashboard', '/workbench/big/general', '/workbench/big/market', '/workbench/industry/general', '/workbench/industry/brand',
  '/workbench/selection/hot', '/workbench/selection/follow', '/workbench/selection/keywordsReverseSearch', '/workbench/keyword/hot',
  '/workbench/shop/search', '/workbench/store/shopGoods?shopId=1', '/workbench/brand/top', '/workbench/goods/detail?goodsId=1',
  '/workbench/keyword/detail?keywordId=1', '/ExplosionDetection/dataList', '/ExplosionDetection/historyList', '/workbench/monitor/product',
  '/workbench/monitor/notice',
];
const WORKBENCH_BUDGET_KB = 350;
if (!args.includes('--throughput-only')) {
  const sizes = [];
  for (const page of WORKBENCH_PAGES) {
    const { gzip, files } = await firstLoadJs(server.base + page);
    const kb = gzip / 1024;
    sizes.push({ page, 'JS KB gzip': `${kb.toFixed(1)}${kb > WORKBENCH_BUDGET_KB ? ' !' : ''}`, files: files.length });
  }
  console.log(`Workbench first-load JavaScript (budget ${WORKBENCH_BUDGET_KB} KB gzip; '!' marks a miss):`);
  console.table(sizes);
}
if (args.includes('--throughput-only')) {
  server.stop();
  process.exit(0);
}

// A workbench list as the demo member opens it (issue 30): the page comes from the server with its
// first rows. First-load JavaScript of the member's copy (goal 250 KB gzip), the time from navigation
// to the first row painted under Lighthouse's mobile throttling (goal 1.2 s) and unthrottled, and
// Lighthouse's mobile figures for the member's page.
const MEMBER_LIST = '/workbench/selection/hot';
const FIRST_ROW_GOAL_MS = 1200;
const MEMBER_JS_BUDGET_KB = 250;
async function memberListFigures(base) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const cookies = await memberCookies(browser, base);
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const js = await firstLoadJs(base + MEMBER_LIST, { cookie });
    const row = await firstRow(browser, base, MEMBER_LIST, cookies, Math.max(3, runs));
    return { cookie, js, row };
  } finally {
    await browser.close();
  }
}
const member = await memberListFigures(server.base);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows = [];
const notes = [];
try {
  const pages = [...PAGES.map((path) => ({ path, budget: path })), ...(await contentPages(server.base)), { path: MEMBER_LIST, budget: 'member', member: true }];
  for (const { path: page, budget: budgetKey, member: asMember } of pages) {
    const url = server.base + page;
    const headers = asMember ? { Cookie: member.cookie } : undefined;
    const js = asMember ? member.js : await firstLoadJs(url);
    const scores = Object.fromEntries(CATEGORIES.map(([id]) => [id, []]));
    const metrics = { lcp: [], tbt: [] };
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile', screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false }, ...(headers ? { extraHeaders: headers } : {}) });
      const lhr = result?.lhr;
      if (!lhr) continue;
      for (const [id] of CATEGORIES) scores[id].push(Math.round((lhr.categories[id]?.score ?? 0) * 100));
      metrics.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
      metrics.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? 0);
      if (i === 0) for (const f of failingAudits(lhr)) notes.push(`${page}  ${f}`);
    }
    const kb = js.gzip / 1024;
    const budget = JS_BUDGET_KB[budgetKey];
    const row = { page: asMember ? `${page} (member)` : page, 'JS KB gzip': `${kb.toFixed(1)}${budget && kb > budget ? ' !' : ''}`, files: js.files.length };
    for (const [id, label, target] of CATEGORIES) {
      const s = median(scores[id]);
      row[label] = `${s}${s < target ? ' !' : ''}`;
    }
    row['LCP s'] = (median(metrics.lcp) / 1000).toFixed(1);
    row['TBT ms'] = Math.round(median(metrics.tbt));
    rows.push(row);
  }
} finally {
  await chrome.kill();
  server.stop();
}
console.log(`Lighthouse mobile, ${runs} run(s) per page (median). Targets: perf, a11y, best practices >= 95, SEO 100, JS on / <= 150 KB, on /m and the article and Q&A pages <= 160 KB gzip (/m, article, Q&A: perf >= 95, a11y 100); '!' marks a miss.`);
console.table(rows);
const ms = (t) => `${(t / 1000).toFixed(2)} s`;
console.log(`Workbench list ${MEMBER_LIST} as a member (median of ${Math.max(3, runs)} cold loads):`);
console.log(`  first-load JavaScript ${(member.js.gzip / 1024).toFixed(1)} KB gzip (goal <= ${MEMBER_JS_BUDGET_KB} KB)${member.js.gzip / 1024 > MEMBER_JS_BUDGET_KB ? ' !' : ''}`);
console.log(`  first row painted ${ms(member.row.mobile)} after navigation with Lighthouse's mobile throttling (goal <= ${ms(FIRST_ROW_GOAL_MS)})${member.row.mobile > FIRST_ROW_GOAL_MS ? ' !' : ''}, ${ms(member.row.unthrottled)} unthrottled`);
if (notes.length) console.log(`Failing audits (first run):\n  ${notes.join('\n  ')}`);
