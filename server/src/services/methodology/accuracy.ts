import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { methodology } from '@marketlens/core/contract';
import type { Logger } from '../../log';

/** Where the accuracy bench (`npm run bench:estimates`) writes its last measurement; committed with the code. */
export const ACCURACY_FILE = fileURLToPath(new URL('../estimates/accuracy.json', import.meta.url));

interface Cached {
  mtimeMs: number;
  value: methodology.Accuracy | null;
}

/**
 * Reads the last measurement of the estimates' error: null while the bench has not written one.
 * A file that does not match the contract counts as no measurement (and is logged): the site never
 * shows figures it cannot vouch for. The file is read again whenever it changes on disk.
 */
export function accuracyReader(file: string = ACCURACY_FILE, log?: Pick<Logger, 'warn'>) {
  let cached: Cached | null = null;
  return async (): Promise<methodology.Accuracy | null> => {
    const mtimeMs = await stat(file).then((s) => s.mtimeMs, () => null);
    if (mtimeMs === null) return null;
    if (cached?.mtimeMs === mtimeMs) return cached.value;
    let value: methodology.Accuracy | null = null;
    try {
      const parsed = methodology.accuracySchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
      if (parsed.success) value = parsed.data;
      else log?.warn('the accuracy file does not match its shape', { file, issues: parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`) });
    } catch (err) {
      log?.warn('the accuracy file could not be read', { file, err: String(err) });
    }
    cached = { mtimeMs, value };
    return value;
  };
}
