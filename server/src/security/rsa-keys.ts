import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';

/** The anti-bot key pair: clients encrypt with the public key, the server decrypts with the private one. */
export interface RsaKeys {
  publicKeyPem: string;
  /** Decrypts one base64 RSA PKCS#1 v1.5 block to text; undefined when it does not decrypt. */
  decrypt(base64: string): string | undefined;
}

export function rsaKeysFromPem(privateKeyPem: string): RsaKeys {
  const publicKeyPem = createPublicKey(privateKeyPem).export({ type: 'spki', format: 'pem' }).toString();
  // Node 20 refuses PKCS#1 v1.5 decryption (CVE-2023-46809), which jsencrypt clients use; node-forge does it in JS.
  const key = forge.pki.privateKeyFromPem(privateKeyPem);
  return {
    publicKeyPem,
    decrypt(base64) {
      try {
        return forge.util.decodeUtf8(key.decrypt(forge.util.decode64(base64), 'RSAES-PKCS1-V1_5'));
      } catch {
        return undefined;
      }
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
