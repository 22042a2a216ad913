// Shared helpers of the two README commands: install when missing, build when stale, run steps.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

/** Runs a command with inherited output; resolves to its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (['node_modules', 'build', '.output', '.react-router', '.wxt', 'coverage', '.data'].includes(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** True when `output` is missing or older than any of `inputs`. */
export function isStale(output, inputs) {
  const out = path.join(root, output);
  if (!fs.existsSync(out)) return true;
  const built = fs.statSync(out).mtimeMs;
  return inputs.some((i) => newestMtime(path.join(root, i)) > built);
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  console.log('› Installing dependencies (npm ci)…');
  const code = await run('npm', ['ci', '--no-audit', '--no-fund']);
  if (code !== 0) throw new Error('npm ci failed');
}

const WEB_INPUTS = ['web', 'core/src', 'ui/src', 'locales', 'scripts/precompress.mjs', 'package-lock.json'];
const SERVER_INPUTS = ['server/src', 'core/src', 'locales', 'scripts/build-server.mjs', 'package-lock.json'];
const EXT_INPUTS = ['extension', 'core/src', 'ui/src', 'locales', 'wxt.config.ts', 'package-lock.json'];

/** Builds the website, the compiled server and the extension packages when their sources changed since the last build. */
export async function buildIfStale({ force = false, firefox = false } = {}) {
  if (force || isStale('web/build/server/index.js', WEB_INPUTS)) {
    console.log('› Building the website…');
    if ((await run('npx', ['react-router', 'build'], { cwd: path.join(root, 'web') })) !== 0) return false;
    const { precompressAssets } = await import('./precompress.mjs');
    console.log(`› Compressed ${await precompressAssets(path.join(root, 'web/build/client/assets'))} of the website's assets (brotli, gzip)`);
  }
  if (force || isStale('server/dist/main.js', SERVER_INPUTS)) {
    console.log('› Compiling the server…');
    const { buildServer } = await import('./build-server.mjs');
    if (!(await buildServer().catch((err) => (console.error(err instanceof Error ? err.message : err), false)))) return false;
  }
  if (force || isStale('extension/.output/chrome-mv3/manifest.json', EXT_INPUTS)) {
    console.log('› Building the extension for Chrome…');
    if ((await run('npx', ['wxt', 'build'])) !== 0) return false;
  }
  if (firefox && (force || isStale('extension/.output/firefox-mv2/manifest.json', EXT_INPUTS))) {
    console.log('› Building the extension for Firefox…');
    if ((await run('npx', ['wxt', 'build', '-b', 'firefox'])) !== 0) return false;
  }
  return true;
}

/** Finds a system Chromium; on Debian/Ubuntu as root installs the chromium package when none is found. */
export function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const found = candidates.find((p) => p && fs.existsSync(p));
  if (found) return found;
  const isDebian = fs.existsSync('/etc/debian_version');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isDebian && isRoot) {
    console.log('› No Chromium found: installing the chromium package with apt-get…');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'No Chromium found. Install one (Debian/Ubuntu: sudo apt-get install chromium; macOS: brew install --cask chromium) ' +
      'and, if it is not at /usr/bin/chromium, set CHROMIUM_PATH to its executable.',
  );
}
