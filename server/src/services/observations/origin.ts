import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config';

/**
 * Who sent an observation, as a keyed hash: HMAC-SHA256 of `kind:id` under the server's origin key
 * (ORIGIN_KEY_SECRET, else a key generated into DATA_DIR/keys/observation-origin.key on first use,
 * like the Seller API key). The same member always gets the same origin, so dedup and the per-origin
 * caps work, but an origin cannot be turned back into a member id without the key; every instance
 * must share the key (set ORIGIN_KEY_SECRET in production).
 */

let current: Buffer | undefined;
let configured: { secretHex: string | undefined; dataDir: string } | undefined;

/** The key from the secret (64 hex characters) or the key file in `dataDir/keys`, created when missing. */
export function loadOriginKey(opts: { secretHex: string | undefined; dataDir: string }): Buffer {
  if (opts.secretHex) return Buffer.from(opts.secretHex, 'hex');
  const file = path.join(opts.dataDir, 'keys', 'observation-origin.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // 'wx': a second instance starting at the same moment keeps the first one's key.
    try {
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
}

/**
 * Sets where the key origins are hashed with comes from (the app does so at start from its
 * configuration); the key is read, or generated, when the first origin is hashed.
 */
export function useOriginKey(opts: { secretHex: string | undefined; dataDir: string }): void {
  configured = opts;
  current = undefined;
}

/** A job or script that did not start an app hashes with the key its environment configures. */
function fromEnvironment(): { secretHex: string | undefined; dataDir: string } {
  const config = loadConfig();
  return { secretHex: config.originKeySecret, dataDir: config.dataDir };
}

function originKey(): Buffer {
  if (!current) current = loadOriginKey(configured ?? fromEnvironment());
  return current;
}

/** The keyed hash naming a member (extension) or a collector as the origin of observations: 64 hex characters. */
export function originOf(kind: 'member' | 'collector', id: string | number): string {
  return createHmac('sha256', originKey()).update(`${kind}:${String(id)}`).digest('hex');
}
