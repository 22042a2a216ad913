import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { runTask } from '../workers/pool';

/** The anti-bot key pair: clients encrypt with the public key, the server decrypts with the private one. */
export interface RsaKeys {
  publicKeyPem: string;
  /** Length in characters of one base64 block (344 for a 2048-bit key): anything else cannot be a block. */
  blockChars: number;
  /**
   * Decrypts base64 RSA PKCS#1 v1.5 blocks in the worker pool and joins their text; undefined when a
   * block does not decrypt. Rejects with PoolBusyError when the pool's queue is full.
   */
  decrypt(parts: readonly string[]): Promise<string | undefined>;
}

export function rsaKeysFromPem(privateKeyPem: string): RsaKeys {
  const privateKey = createPrivateKey(privateKeyPem);
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  const modulusBytes = Math.ceil((privateKey.asymmetricKeyDetails?.modulusLength ?? 2048) / 8);
  return {
    publicKeyPem,
    blockChars: Math.ceil(modulusBytes / 3) * 4,
    // Raw RSA in OpenSSL with the padding checked by implicit rejection (workers/tasks.mjs), in the
    // worker pool: a code of four blocks costs the event loop nothing.
    async decrypt(parts) {
      return (await runTask({ kind: 'decrypt', pem: privateKeyPem, parts: [...parts] })) ?? undefined;
    },
  };
}

export function generateRsaKeys(): RsaKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs1', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
  return rsaKeysFromPem(privateKey);
}

/** The configured private key, else the one generated into the data folder on the first local start. */
export function loadRsaKeys(opts: { privateKeyPem: string | undefined; dataDir: string }): RsaKeys {
  if (opts.privateKeyPem) return rsaKeysFromPem(opts.privateKeyPem);
  const file = path.join(opts.dataDir, 'keys', 'anti-bot-private.pem');
  if (!fs.existsSync(file)) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs1', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, privateKey, { mode: 0o600 });
  }
  return rsaKeysFromPem(fs.readFileSync(file, 'utf8'));
}
