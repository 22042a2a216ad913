// Website benchmark: first-load JavaScript (gzip) and Lighthouse (mobile settings) for the public pages.
// Usage: node tests/bench/web/run.mjs [baseUrl] [--runs=N] [--throughput-only]
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
import { firstLoadJs } from './first-load.mjs';
import { throughput } from './throughput.mjs';

const PAGES = ['/', '/en', '/ru', '/about', '/login', '/m', '/en/m', '/m/lottery', '/QACommunity'];
const CATEGORIES = [
  ['performance', 'perf', 95],
  ['accessibility', 'a11y', 95],
  ['best-practices', 'best pr.', 95],
  ['seo', 'seo', 100],
];
const JS_BUDGET_KB = { '/': 150, '/m': 160, '/en/m': 160, '/m/lottery': 160, '/QACommunity': 160, article: 160, question: 160 };

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
      if ((await fetch(`${base}/healthz`)).ok) return { base, stop: () => child.kill('SIGTERM') };
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

const server = baseArg ? { base: baseArg.replace(/\/$/, ''), stop: () => undefined } : await startServer(Number(process.env.BENCH_PORT ?? 9423));
try {
  await throughput(server.base);
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
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows = [];
const notes = [];
try {
  const pages = [...PAGES.map((path) => ({ path, budget: path })), ...(await contentPages(server.base))];
  for (const { path: page, budget: budgetKey } of pages) {
    const url = server.base + page;
    const js = await firstLoadJs(url);
    const scores = Object.fromEntries(CATEGORIES.map(([id]) => [id, []]));
    const metrics = { lcp: [], tbt: [] };
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile', screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false } });
      const lhr = result?.lhr;
      if (!lhr) continue;
      for (const [id] of CATEGORIES) scores[id].push(Math.round((lhr.categories[id]?.score ?? 0) * 100));
      metrics.lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
      metrics.tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? 0);
      if (i === 0) for (const f of failingAudits(lhr)) notes.push(`${page}  ${f}`);
    }
    const kb = js.gzip / 1024;
    const budget = JS_BUDGET_KB[budgetKey];
    const row = { page, 'JS KB gzip': `${kb.toFixed(1)}${budget && kb > budget ? ' !' : ''}`, files: js.files.length };
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
if (notes.length) console.log(`Failing audits (first run):\n  ${notes.join('\n  ')}`);
