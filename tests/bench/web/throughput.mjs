// Requests per second of the home page against a static file of the same server, in the same run:
// the rendered-page cache should bring the page near the static file. Both are asked like a browser
// would (Accept-Encoding gzip, deflate, br), by guests, over keep-alive connections. Besides fixed
// pages, rows may name a path with `<random>` in it: every request then asks a fresh value (a
// marketing parameter of its own, an unknown address), as links shared with tracking codes and
// crawlers do; such a row must still be served from the cache.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36', cookie: 'i18n_redirected=zh' };
const RANDOM = '<random>';

/** The path with each `<random>` replaced by a fresh value. */
const fill = (path) => path.replaceAll(RANDOM, () => randomBytes(6).toString('hex'));

async function load(base, path) {
  const options = { url: base + fill(path), connections: CONNECTIONS, duration: SECONDS, headers: HEADERS };
  if (path.includes(RANDOM)) options.requests = [{ setupRequest: (req) => ({ ...req, path: fill(path) }) }];
  const r = await autocannon(options);
  return { path, 'req/s': Math.round(r.requests.average), 'p50 ms': r.latency.p50, 'p99 ms': r.latency.p99, 'non-2xx': r.non2xx + r.errors };
}

/** The home page with a tracking parameter of its own on every request, and an unknown address per request (answered 404). */
export const DEFAULT_PAGES = ['/', '/en', '/ru', `/?utm_source=${RANDOM}`, `/en?utm_campaign=${RANDOM}&utm_source=${RANDOM}`, `/no-such-page-${RANDOM}`];

/** Loads the static file, the pages, then the static file again (the machine's load drifts); the ratio uses their mean. */
export async function throughput(base, staticPath = '/favicon.svg', pages = DEFAULT_PAGES) {
  // Warm the caches and the JIT first.
  await autocannon({ url: base + pages[0], connections: 4, duration: 2, headers: HEADERS });
  const rows = [await load(base, staticPath)];
  for (const page of pages) rows.push(await load(base, page));
  rows.push(await load(base, staticPath));
  const staticRate = (rows[0]['req/s'] + rows.at(-1)['req/s']) / 2;
  for (const row of rows) row['vs static'] = `${Math.round((row['req/s'] / staticRate) * 100)} %`;
  console.log(`Throughput: ${CONNECTIONS} connections, ${SECONDS} s per row, guests, compressed; ${RANDOM} is a fresh value per request (unknown addresses answer 404, counted in non-2xx). Goal: every page >= 50 % of the static file.`);
  console.table(rows);
  return rows;
}
