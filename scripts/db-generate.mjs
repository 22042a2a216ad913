// Regenerates the schema's migration from server/src/db/schema. The product has no deployed data
// yet, so the schema ships as one initial migration.
import fs from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

const server = path.join(root, 'server');
fs.rmSync(path.join(server, 'drizzle'), { recursive: true, force: true });
process.exit(await run('npx', ['drizzle-kit', 'generate', '--name', 'init'], { cwd: server }));
