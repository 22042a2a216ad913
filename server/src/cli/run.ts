import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { type Db, openDatabase } from '../db/client';
import { describeDatabaseFailure } from '../db/errors';
import { lockDataDir } from '../db/lock';
import type { CommandResult, JsonSource } from '../services/imports/runs';

/**
 * Runs a command's `main` and exits with its code; a thrown error is printed as one line and exits 1.
 * npm runs workspace scripts inside server/; paths and DATA_DIR are meant from where the command was typed.
 */
export function runCommand(main: () => Promise<number>): void {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}

/** Reads a JSON file named on the command line: its content, or why it cannot be read (the run is still recorded). */
export function readJsonSource(file: string): JsonSource {
  try {
    return { raw: JSON.parse(fs.readFileSync(path.resolve(file), 'utf8')) as unknown };
  } catch (err) {
    return { error: `cannot read ${file} as JSON: ${err instanceof Error ? err.message : String(err)}` };
  }
}

/** Prints an import command's result and answers its exit code. */
export function print(result: CommandResult): number {
  for (const line of result.out) process.stdout.write(`${line}\n`);
  for (const line of result.err) process.stderr.write(`${line}\n`);
  return result.code;
}

/** Opens the configured database (locking the embedded one's folder), runs `work`, then closes and unlocks. */
export async function withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite') }).catch(
    (err: unknown) => {
      unlock();
      throw new Error(describeDatabaseFailure(err, config.databaseUrl));
    },
  );
  try {
    return await work(database.db);
  } finally {
    await database.close();
    unlock();
  }
}
