import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: { N: number; r: number; p: number }) => Promise<Buffer>;
const PARAMS = { N: 16_384, r: 8, p: 1 };
const KEYLEN = 32;

/** The spec's password rule: 6-16 characters, letters and digits mixed. */
export function isAcceptablePassword(password: string): boolean {
  return /^(?![0-9]+$)(?![a-zA-Z]+$)[0-9A-Za-z]{6,16}$/.test(password);
}

/** scrypt hash in the self-describing form `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEYLEN, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

// A hash of no one's password, made once: checked against when there is no stored hash, so that a missing account
// or password takes as long as a wrong one.
let decoy: Promise<string> | undefined;

/** Whether `password` matches `stored`; without a usable stored hash it still spends one hash and answers false. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  let parts = stored?.split('$');
  const usable = parts?.length === 6 && parts[0] === 'scrypt';
  if (!usable) parts = (await (decoy ??= hashPassword(randomBytes(12).toString('base64url')))).split('$');
  if (!parts) return false;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(actual, expected) && usable;
}
