// Requests per second of the home page against a static file of the same server, in the same run:
// the rendered-page cache should bring the page near the static file. Both are asked like a browser
// would (Accept-Encoding gzip, deflate, br), by guests, over keep-alive connections.
import autocannon from 'autocannon';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36', cookie: 'i18n_redirected=zh' };

async function load(base, path) {
  const r = await autocannon({ url: base + path, connections: CONNECTIONS, duration: SECONDS, headers: HEADERS });
  return { path, 'req/s': Math.round(r.requests.average), 'p50 ms': r.latency.p50, 'p99 ms': r.latency.p99, 'non-2xx': r.non2xx + r.errors };
}

/** Loads the static file, the home page, then the static file again (the machine's load drifts); the ratio uses their mean. */
export async function throughput(base, staticPath = '/favicon.svg', pages = ['/', '/en', '/ru']) {
  // Warm the caches and the JIT first.
  await autocannon({ url: base + pages[0], connections: 4, duration: 2, headers: HEADERS });
  const rows = [await load(base, staticPath)];
  for (const page of pages) rows.push(await load(base, page));
  rows.push(await load(base, staticPath));
  const staticRate = (rows[0]['req/s'] + rows.at(-1)['req/s']) / 2;
  for (const row of rows) row['vs static'] = `${Math.round((row['req/s'] / staticRate) * 100)} %`;
  console.log(`Throughput: ${CONNECTIONS} connections, ${SECONDS} s per row, guests, compressed. Goal: home page >= 50 % of the static file.`);
  console.table(rows);
  return rows;
}
