// `npm start`: install if missing, build what is stale, then serve site + API (embedded database by default).
import { spawn } from 'node:child_process';
import { buildIfStale, ensureInstalled, root } from './lib.mjs';

await ensureInstalled();
if (!(await buildIfStale({ firefox: true }))) process.exit(1);

const port = Number(process.env.PORT ?? 8080);
// The server prints the banner (site, database, and locally the demo account and SMS outbox) once it listens.
const env = { ...process.env, PORT: String(port), NODE_ENV: 'production', STARTUP_BANNER: '1' };
// The compiled server (server/dist, built above): no TypeScript transpiler at run time.
const server = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], { cwd: root, env, stdio: 'inherit' });

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
