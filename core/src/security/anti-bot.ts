import type { BrowserEnvironment } from '../http/platform';

/** The fields of the anti-bot code before encryption (spec section 7, "Other"). */
export interface AntiBotPayload {
  /** Random 16-character id of this page session. */
  sid: string;
  url: string;
  ua: string;
  ts: number;
  fp: string;
  /** Milliseconds since the previous request of this session; 0 for the first. */
  iv: number;
  sw: number;
  sh: number;
  /** The seven automation flags as '0'/'1' in the order of AUTOMATION_FLAG_ORDER. */
  af: string;
  /** Last click position, -1 when the user has not clicked. */
  cx: number;
  cy: number;
  /** Hex SHA-256 of the request body as sent ('' hashed when there is none); absent for form uploads. */
  bh?: string;
}

/**
 * Most bytes (as JSON-encoded UTF-8) of the page address, user agent and fingerprint the payload
 * carries: with them bounded the payload fits in ANTI_BOT_MAX_BLOCKS blocks.
 */
export const ANTI_BOT_FIELD_MAX = Object.freeze({ url: 300, ua: 200, fp: 64 });

const utf8 = new TextEncoder();

/** The longest start of a text whose JSON encoding stays within maxBytes of UTF-8. */
function bounded(text: string, maxBytes: number): string {
  if (utf8.encode(JSON.stringify(text)).length - 2 <= maxBytes) return text;
  let out = '';
  let size = 0;
  for (const ch of text) {
    const n = utf8.encode(JSON.stringify(ch)).length - 2;
    if (size + n > maxBytes) break;
    out += ch;
    size += n;
  }
  return out;
}

/**
 * Most RSA blocks a real anti-bot code needs: the payload with the bounded address and user agent
 * stays under 4 × 245 bytes with a 2048-bit key. The server refuses longer headers unread.
 */
export const ANTI_BOT_MAX_BLOCKS = 4;

/** Hex SHA-256 of a text (Web Crypto, browser and Node): what the anti-bot code says about the body. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const AUTOMATION_FLAG_ORDER = Object.freeze(['webdriver', 'headless', 'phantom', 'nightmare', 'selenium', 'chromeDriver', 'domAutomation'] as const);

/** Builds the anti-bot payload from what the platform reports about the browser. */
export function antiBotPayload(input: {
  sessionId: string;
  timestamp: number;
  fingerprint: string;
  intervalMs: number;
  env: BrowserEnvironment | undefined;
  /** Hex SHA-256 of the body (see sha256Hex); omitted for bodies that are not text, like form uploads. */
  bodyHash?: string | undefined;
}): AntiBotPayload {
  const env = input.env;
  return {
    sid: input.sessionId,
    url: bounded(env?.pageUrl ?? '', ANTI_BOT_FIELD_MAX.url),
    ua: bounded(env?.userAgent ?? '', ANTI_BOT_FIELD_MAX.ua),
    ts: input.timestamp,
    fp: bounded(input.fingerprint, ANTI_BOT_FIELD_MAX.fp),
    iv: input.intervalMs,
    sw: env?.screen.width ?? 0,
    sh: env?.screen.height ?? 0,
    af: AUTOMATION_FLAG_ORDER.map((f) => (env?.automation[f] ? '1' : '0')).join(''),
    cx: env?.lastClick?.x ?? -1,
    cy: env?.lastClick?.y ?? -1,
    ...(input.bodyHash === undefined ? {} : { bh: input.bodyHash }),
  };
}

/** Separates the encrypted chunks of the header value (base64 never contains it). */
export const ANTI_BOT_CHUNK_SEPARATOR = '.';

// PKCS#1 v1.5 fits (key bytes - 11) bytes of plaintext; longer payloads go in several chunks,
// split on character boundaries so every chunk is valid UTF-8 on its own.
function chunks(text: string, maxBytes: number): string[] {
  const out: string[] = [];
  const encoder = new TextEncoder();
  let current = '';
  let size = 0;
  for (const ch of text) {
    const n = encoder.encode(ch).length;
    if (size + n > maxBytes) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  if (current) out.push(current);
  return out;
}

// jsencrypt reads window at import time, so it is loaded only when something is encrypted.
async function loadJsEncrypt() {
  const mod = await import('jsencrypt');
  return mod.JSEncrypt;
}

/**
 * RSA-encrypts (PKCS#1 v1.5) a payload with a PEM public key: base64 chunks joined by '.'.
 * Undefined when the key is empty or unusable.
 */
export async function encryptAntiBot(publicKeyPem: string, plaintext: string): Promise<string | undefined> {
  if (!publicKeyPem.trim()) return undefined;
  const JSEncrypt = await loadJsEncrypt();
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyPem);
  // jsencrypt declares the modulus protected; its bit length is the only way to know the key size.
  const modulus = (rsa.getKey() as unknown as { n: { bitLength(): number } | null }).n;
  if (!modulus) return undefined;
  const keyBytes = Math.ceil(modulus.bitLength() / 8);
  const parts: string[] = [];
  for (const chunk of chunks(plaintext, keyBytes - 11)) {
    const encrypted = rsa.encrypt(chunk);
    if (encrypted === false) return undefined;
    parts.push(encrypted);
  }
  return parts.join(ANTI_BOT_CHUNK_SEPARATOR);
}

/** Decrypts an anti-bot header with the PEM private key; undefined when any chunk fails. */
export async function decryptAntiBot(privateKeyPem: string, header: string): Promise<string | undefined> {
  const JSEncrypt = await loadJsEncrypt();
  const rsa = new JSEncrypt();
  rsa.setPrivateKey(privateKeyPem);
  let out = '';
  for (const part of header.split(ANTI_BOT_CHUNK_SEPARATOR)) {
    const plain = rsa.decrypt(part);
    if (plain === false) return undefined;
    out += plain;
  }
  return out;
}
