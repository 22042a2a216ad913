import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Seals short secrets (Seller API keys) with AES-256-GCM; the sealed text is base64 of iv ‖ tag ‖ ciphertext. */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secret key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(sealed) {
      const raw = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

const boxes = new Map<string, SecretBox>();

/** The configured key (SELLER_KEY_SECRET, 64 hex characters), else one generated into DATA_DIR/keys on first use. */
export function loadSecretBox(opts: { secretHex: string | undefined; dataDir: string }): SecretBox {
  if (opts.secretHex) return secretBox(Buffer.from(opts.secretHex, 'hex'));
  const file = path.join(opts.dataDir, 'keys', 'seller-api.key');
  const known = boxes.get(file);
  if (known) return known;
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // 'wx': a second instance starting at the same moment keeps the first one's key.
    try {
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const box = secretBox(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex'));
  boxes.set(file, box);
  return box;
}
