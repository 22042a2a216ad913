// Type-checks every package with its own tsconfig (strict everywhere).
import path from 'node:path';
import { root, run } from './lib.mjs';

const projects = ['tsconfig.json', 'locales', 'core', 'ui', 'server', 'web', 'extension', 'tests'];

/** Writes the types the frameworks generate (the routes' and the extension's), which the type check and the linter read. */
export async function generateTypes() {
  if ((await run('npx', ['react-router', 'typegen'], { cwd: path.join(root, 'web') })) !== 0) return false;
  return (await run('npx', ['wxt', 'prepare'])) === 0;
}

/** Type-checks every package; `generated: true` when generateTypes has run already. */
export async function typecheck({ generated = false } = {}) {
  if (!generated && !(await generateTypes())) return false;
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
