// First-load JavaScript of a page: every script the server-rendered HTML loads before the page is
// interactive (module preloads, also those added after the first frame, and module scripts, including the route
// chunks the router imports), gzip-compressed.
import { gzipSync } from 'node:zlib';

/** The script URLs a page's HTML loads on first paint. */
export function firstLoadScripts(html, pageUrl) {
  const urls = new Set();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?\(?\s*["']([^"']+\.js)["']/g)) urls.add(m[1]);
  // The preloads the page adds after its first frame (see web/app/lib/defer-hydration.ts).
  for (const m of html.matchAll(/for \(const href of (\[[^\]]*\])\)/g)) for (const href of JSON.parse(m[1])) urls.add(href);
  return [...urls].map((u) => new URL(u, pageUrl).href);
}

// The mobile pages send desktop browsers to the desktop site: they are fetched as a phone.
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** Sums the gzip size of a page's first-load scripts; bytes and the list. `headers`: a member's session cookie, say. */
export async function firstLoadJs(pageUrl, headers = {}) {
  const mobile = /^\/(?:(?:en|ru)\/)?m(?:\/|$)/.test(new URL(pageUrl).pathname);
  const html = await (await fetch(pageUrl, { headers: { ...(mobile ? { 'user-agent': PHONE_UA } : {}), ...headers } })).text();
  const scripts = firstLoadScripts(html, pageUrl);
  let gzip = 0;
  const files = [];
  for (const url of scripts) {
    const res = await fetch(url);
    // A rebuilt website behind a running server answers old chunk names with the 404 page: say so rather than count it.
    if (!res.ok) throw new Error(`${url} answered ${res.status}: restart the server after building the website`);
    const body = Buffer.from(await res.arrayBuffer());
    const size = gzipSync(body, { level: 9 }).length;
    gzip += size;
    files.push({ url: new URL(url).pathname, gzip: size });
  }
  return { gzip, files };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://localhost:8080';
  for (const path of process.argv.slice(3).length ? process.argv.slice(3) : ['/', '/en', '/ru', '/about', '/login']) {
    const { gzip, files } = await firstLoadJs(base + path);
    console.log(`${path.padEnd(8)} ${(gzip / 1024).toFixed(1)} KB gzip in ${files.length} files`);
  }
}
