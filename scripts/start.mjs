// `npm start`: install if missing, build what is stale, then serve site + API (embedded database by default).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, ensureInstalled, root } from './lib.mjs';

await ensureInstalled();
if (!(await buildIfStale({ firefox: true }))) process.exit(1);

const port = Number(process.env.PORT ?? 8080);
const env = { ...process.env, PORT: String(port), NODE_ENV: 'production' };
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { cwd: root, env, stdio: 'inherit' });

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

async function waitUntilReady() {
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

if (await waitUntilReady()) {
  const local = !process.env.DATABASE_URL;
  console.log(`
  MarketLens is running at http://localhost:${port}
    English: http://localhost:${port}/en   Русский: http://localhost:${port}/ru
  Demo account:   phone ${process.env.DEMO_PHONE ?? '13800138000'}, password ${process.env.DEMO_PASSWORD ?? 'Demo1234'}
  Database:       ${local ? `embedded PGlite in ${path.resolve(process.env.DATA_DIR ?? '.data')}` : 'PostgreSQL at DATABASE_URL'}
  SMS codes:      written to this log and to http://localhost:${port}/api/dev/sms-outbox?mobile=<phone>
  Extension:      load unpacked from ${path.join(root, 'extension/.output/chrome-mv3')} (Chrome)
                  or ${path.join(root, 'extension/.output/firefox-mv2/manifest.json')} (Firefox, temporary add-on)
  Stop with Ctrl-C.
`);
}
