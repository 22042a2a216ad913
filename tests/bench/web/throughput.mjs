// Requests per second of the home page against a static file of the same server, in the same run:
// the rendered-page cache should bring the page near the static file. Both are asked like a browser
// would (Accept-Encoding gzip, deflate, br), by guests, over keep-alive connections. Besides fixed
// pages, rows may name a path with `<random>` in it: every request then asks a fresh value (a
// marketing parameter of its own, an unknown address), as links shared with tracking codes and
// crawlers do; such a row must still be served from the cache.
// Two static files are the yardstick: the small favicon, and the site's own script whose compressed
// size is nearest the home page's (a load generator on the same cores reads a 50 KB answer much more
// slowly than a 1 KB one, so against the favicon a page's rate measures the reader as much as the
// server). With the server's process id known (`serverPid`, Linux), each row also gives the server's
// CPU time per request.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { firstLoadScripts } from './first-load.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36', cookie: 'i18n_redirected=zh' };
const RANDOM = '<random>';

/** The path with each `<random>` replaced by a fresh value. */
const fill = (path) => path.replaceAll(RANDOM, () => randomBytes(6).toString('hex'));

/** CPU seconds (user + system, every thread) a process has used so far; undefined where /proc is not. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

async function load(base, path, serverPid) {
  const options = { url: base + fill(path), connections: CONNECTIONS, duration: SECONDS, headers: HEADERS };
  if (path.includes(RANDOM)) options.requests = [{ setupRequest: (req) => ({ ...req, path: fill(path) }) }];
  const cpuBefore = serverPid ? cpuSeconds(serverPid) : undefined;
  const r = await autocannon(options);
  const cpuAfter = serverPid ? cpuSeconds(serverPid) : undefined;
  const row = { path, 'req/s': Math.round(r.requests.average), 'p50 ms': r.latency.p50, 'p99 ms': r.latency.p99, 'KB/answer': Math.round(r.throughput.total / Math.max(1, r.requests.total) / 102.4) / 10, 'non-2xx': r.non2xx + r.errors };
  if (cpuBefore !== undefined && cpuAfter !== undefined) row['server CPU µs/req'] = Math.round(((cpuAfter - cpuBefore) * 1e6) / Math.max(1, r.requests.total));
  return row;
}

/** The site's script whose brotli copy is nearest in size to the page's brotli answer (a static file as large as the page). */
export async function staticLike(base, page = '/') {
  const brSize = async (url) => (await (await fetch(url, { headers: { 'accept-encoding': 'br' } })).arrayBuffer()).byteLength;
  const html = await (await fetch(base + page, { headers: HEADERS })).text();
  const target = await brSize(base + page);
  let best;
  for (const url of firstLoadScripts(html, base + page)) {
    const size = await brSize(url);
    if (!best || Math.abs(size - target) < Math.abs(best.size - target)) best = { path: new URL(url).pathname, size };
  }
  return best?.path;
}

/** The home page with a tracking parameter of its own on every request, and an unknown address per request (answered 404). */
export const DEFAULT_PAGES = ['/', '/en', '/ru', `/?utm_source=${RANDOM}`, `/en?utm_campaign=${RANDOM}&utm_source=${RANDOM}`, `/no-such-page-${RANDOM}`];

/**
 * Loads the static files, the pages, then the static files again (the machine's load drifts); each
 * ratio uses a static file's mean: the favicon's, and that of the script as large as the home page.
 */
export async function throughput(base, { staticPath = '/favicon.svg', pages = DEFAULT_PAGES, serverPid } = {}) {
  // Warm the caches and the JIT first.
  await autocannon({ url: base + pages[0], connections: 4, duration: 2, headers: HEADERS });
  const large = await staticLike(base, pages[0]);
  const statics = [staticPath, ...(large ? [large] : [])];
  const rows = [];
  for (const path of statics) rows.push(await load(base, path, serverPid));
  for (const page of pages) rows.push(await load(base, page, serverPid));
  for (const path of statics) rows.push(await load(base, path, serverPid));
  const rateOf = (path) => {
    const both = rows.filter((row) => row.path === path);
    return both.reduce((sum, row) => sum + row['req/s'], 0) / both.length;
  };
  const smallRate = rateOf(staticPath);
  const largeRate = large ? rateOf(large) : undefined;
  for (const row of rows) {
    row[`vs ${staticPath}`] = `${Math.round((row['req/s'] / smallRate) * 100)} %`;
    if (largeRate) row['vs static as large'] = `${Math.round((row['req/s'] / largeRate) * 100)} %`;
  }
  console.log(`Throughput: ${CONNECTIONS} connections, ${SECONDS} s per row, guests, compressed; ${RANDOM} is a fresh value per request (unknown addresses answer 404, counted in non-2xx). Static files: ${statics.join(' and ')} (a script as large as the home page's answer), loaded before and after the pages. Goal: every page >= 50 % of the static file.`);
  console.table(rows);
  return rows;
}
