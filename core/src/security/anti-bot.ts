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
}

export const AUTOMATION_FLAG_ORDER = Object.freeze(['webdriver', 'headless', 'phantom', 'nightmare', 'selenium', 'chromeDriver', 'domAutomation'] as const);

/** Builds the anti-bot payload from what the platform reports about the browser. */
export function antiBotPayload(input: { sessionId: string; timestamp: number; fingerprint: string; intervalMs: number; env: BrowserEnvironment | undefined }): AntiBotPayload {
  const env = input.env;
  return {
    sid: input.sessionId,
    url: env?.pageUrl ?? '',
    ua: env?.userAgent ?? '',
    ts: input.timestamp,
    fp: input.fingerprint,
    iv: input.intervalMs,
    sw: env?.screen.width ?? 0,
    sh: env?.screen.height ?? 0,
    af: AUTOMATION_FLAG_ORDER.map((f) => (env?.automation[f] ? '1' : '0')).join(''),
    cx: env?.lastClick?.x ?? -1,
    cy: env?.lastClick?.y ?? -1,
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
