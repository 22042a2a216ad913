/**
 * npm run backup -- [FILE] [--logical]   a backup of the configured database (DATABASE_URL, else DATA_DIR's PGlite)
 * npm run restore -- FILE                restores FILE into the configured database, which must be empty
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { lockDataDir } from '../db/lock';
import { backup, restore, type Outcome } from '../services/backup/index';
import { runCommand } from './run';

const USAGE = 'usage: npm run backup -- [FILE] [--logical]   |   npm run restore -- FILE';

function report(verb: string, outcome: Outcome, started: number): void {
  const rowsTotal = Object.values(outcome.counts).reduce((a, b) => a + b, 0);
  process.stdout.write(
    `${verb} ${outcome.file} (${outcome.format}, ${(outcome.bytes / 1_048_576).toFixed(1)} MB): ${Object.keys(outcome.counts).length} tables, ${rowsTotal} rows, ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
}

runCommand(async () => {
  const [command, ...rest] = process.argv.slice(2);
  const logical = rest.includes('--logical');
  const files = rest.filter((a) => !a.startsWith('--'));
  const unknown = rest.filter((a) => a.startsWith('--') && a !== '--logical');
  if ((command !== 'backup' && command !== 'restore') || unknown.length || files.length > 1 || (command === 'restore' && (files.length !== 1 || logical))) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const target = { url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') };
  // The embedded database is one process's: the server must be stopped, and stays out while this runs.
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const started = performance.now();
  try {
    if (command === 'backup') {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
      const ext = logical ? 'mlbackup.gz' : config.databaseUrl ? 'pgdump' : 'pglite.tar.gz';
      const file = path.resolve(files[0] ?? path.join('backups', `marketlens-${stamp}.${ext}`));
      report('Backed up to', await backup(target, file, { logical }), started);
    } else {
      report('Restored from', await restore(target, path.resolve(files[0] ?? '')), started);
    }
    return 0;
  } finally {
    unlock();
  }
});
