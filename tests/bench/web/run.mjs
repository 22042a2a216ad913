// Website benchmark: first-load JavaScript (gzip) and Lighthouse (mobile settings) for the public pages.
// Usage: node tests/bench/web/run.mjs [baseUrl]; without a URL it starts the server with the built website on port 9403.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstLoadJs } from './first-load.mjs';

const PAGES = ['/', '/en', '/ru', '/about', '/login'];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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

const server = process.argv[2] ? { base: process.argv[2], stop: () => undefined } : await startServer(9403);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows = [];
try {
  for (const page of PAGES) {
    const url = server.base + page;
    const js = await firstLoadJs(url);
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile', screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false } });
    const cat = result?.lhr.categories ?? {};
    const score = (k) => Math.round((cat[k]?.score ?? 0) * 100);
    rows.push({ page, 'first-load JS (KB gzip)': (js.gzip / 1024).toFixed(1), performance: score('performance'), accessibility: score('accessibility'), 'best practices': score('best-practices'), seo: score('seo') });
  }
} finally {
  await chrome.kill();
  server.stop();
}
console.table(rows);
