// Writes the migration that takes the database from the last migration to server/src/db/schema.
// Usage: npm run -w server db:generate -- NAME   (NAME says what changed, e.g. goods_window_list_columns)
// Migrations run in order on every start; databases created earlier move forward without losing data.
import path from 'node:path';
import { root, run } from './lib.mjs';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Name the migration: npm run -w server db:generate -- what_changed (lowercase letters, digits, _)');
  process.exit(1);
}
process.exit(await run('npx', ['drizzle-kit', 'generate', '--name', name], { cwd: path.join(root, 'server') }));
