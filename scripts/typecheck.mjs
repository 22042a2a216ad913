// Type-checks every package with its own tsconfig (strict everywhere).
import path from 'node:path';
import { root, run } from './lib.mjs';

const projects = ['tsconfig.json', 'locales', 'core', 'ui', 'server', 'web', 'extension', 'tests'];

export async function typecheck() {
  if ((await run('npx', ['react-router', 'typegen'], { cwd: path.join(root, 'web') })) !== 0) return false;
  if ((await run('npx', ['wxt', 'prepare'])) !== 0) return false;
  let ok = true;
  for (const p of projects) {
    const code = await run('npx', ['tsc', '--noEmit', '-p', p]);
    if (code !== 0) {
      console.error(`✗ type errors in ${p}`);
      ok = false;
    }
  }
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit((await typecheck()) ? 0 : 1);
