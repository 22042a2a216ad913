// A workbench list as a member sees it: the time from navigation to the first table row on screen,
// with the network and CPU of Lighthouse's mobile profile (150 ms round trip, 1.6 Mbit/s down,
// 750 kbit/s up, CPU 4x slower) applied in Chromium, and without throttling.
// Usage (a running local-mode server): node tests/bench/web/first-row.mjs [baseUrl] [path] [--runs=N]
/* global document, window, requestAnimationFrame */
import { chromium } from 'playwright-core';

/** Lighthouse's mobile throttling (its "slow 4G" preset), as DevTools applies it. */
export const MOBILE_PROFILE = Object.freeze({ latencyMs: 150, downKbps: 1638.4 * 0.9, upKbps: 675 * 0.9, cpuSlowdown: 4 });
const FIRST_ROW = '[data-testid="analytics-table"] tr.ant-table-row';
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Logs the demo member in through the login page (the development endpoint says where the slider's gap is); the session cookies. */
export async function memberCookies(browser, base, mobile = '13800138000', password = 'Demo1234') {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto('/en/login');
  await page.locator('html[data-hydrated="true"]').waitFor();
  const form = page.getByTestId('password-login-form');
  await form.getByLabel('Phone number').fill(mobile);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  const captcha = page.locator('[data-testid="slider-captcha"][data-captcha-id]');
  await captcha.waitFor({ timeout: 20_000 });
  const shownAt = Date.now();
  const id = await captcha.getAttribute('data-captcha-id');
  const { x } = await (await page.request.get(`/api/dev/captcha/${id}/answer`)).json();
  const box = await page.getByRole('slider').boundingBox();
  // The server wants the puzzle looked at for 2.5 s and a drag that takes a quarter of a second or more.
  await page.waitForTimeout(Math.max(0, shownAt + 2_600 - Date.now()));
  const [sx, sy] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(sx, sy);
  await page.mouse.down();
  for (let i = 1; i <= 16; i++) {
    await page.mouse.move(sx + x * (1 - (1 - i / 16) ** 3), sy + (i % 3) - 1);
    await page.waitForTimeout(25);
  }
  await page.mouse.up();
  const select = page.getByTestId('account-select');
  await select.waitFor({ timeout: 15_000 });
  await select.getByTestId('account-select-continue').click();
  await page.waitForURL(/\/workbench\/dashboard/, { timeout: 15_000 });
  // The dashboard's own loads finish first, so that the server is not still answering them while a
  // measured page loads.
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  const cookies = (await context.cookies()).filter((c) => c.name === 'USER_STORE' || c.name === 'Control-T');
  await context.close();
  return cookies;
}

/** Milliseconds from navigation start to the first row of the list painted, in a fresh context (empty cache). */
async function firstRowOnce(browser, base, path, cookies, throttled) {
  const context = await browser.newContext({ baseURL: base, ...PHONE });
  await context.addCookies(cookies);
  const page = await context.newPage();
  if (throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE_PROFILE.latencyMs,
      downloadThroughput: (MOBILE_PROFILE.downKbps * 1024) / 8,
      uploadThroughput: (MOBILE_PROFILE.upKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
  }
  // Watches every frame from the document's start; the time is the frame in which a row first has a size.
  await page.addInitScript((selector) => {
    const look = () => {
      const row = document.querySelector(selector);
      if (row && row.getBoundingClientRect().height > 0) window.__firstRow = performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, FIRST_ROW);
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__firstRow !== undefined, undefined, { timeout: 60_000 });
  const ms = await page.evaluate(() => window.__firstRow);
  // The page finishes loading before the next run starts, so that runs do not share the server.
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await context.close();
  return ms;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Median first-row time of `runs` cold loads, throttled as Lighthouse's mobile profile and not. */
export async function firstRow(browser, base, path, cookies, runs = 3) {
  const out = {};
  for (const throttled of [true, false]) {
    const times = [];
    for (let i = 0; i < runs; i++) times.push(await firstRowOnce(browser, base, path, cookies, throttled));
    out[throttled ? 'mobile' : 'unthrottled'] = median(times);
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const [base = 'http://localhost:8080', path = '/workbench/selection/hot'] = args.filter((a) => !a.startsWith('--'));
  const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const cookies = await memberCookies(browser, base);
    const t = await firstRow(browser, base, path, cookies, runs);
    console.log(`${path}: first row ${Math.round(t.mobile)} ms (Lighthouse mobile throttling), ${Math.round(t.unthrottled)} ms unthrottled; median of ${runs}`);
  } finally {
    await browser.close();
  }
}
