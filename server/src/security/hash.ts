import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 hex of a secret: tokens, tickets and codes are stored only this way. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A random secret of `bytes` bytes, URL-safe. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
