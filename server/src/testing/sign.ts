import { randomBytes } from 'node:crypto';
import forge from 'node-forge';
import { HEADERS } from '@marketlens/core/http';
import { computeRiskToken, sha256Hex } from '@marketlens/core/security';

/** What the browser would report; tests may override any part. */
export interface SignOptions {
  method: string;
  /** Full path including /api, without the query. */
  path: string;
  query?: Record<string, string | number | boolean | undefined> | undefined;
  /** PEM public key from runtimeConfig.rsaPublicKey; without it no anti-bot code is sent. */
  publicKeyPem?: string | undefined;
  timestamp?: number | undefined;
  fingerprint?: string | undefined;
  /** The body exactly as it will be sent: the anti-bot code carries its hash. */
  body?: string | undefined;
  /** The anti-bot code's 16-character page session; random by default. */
  sessionId?: string | undefined;
}

/** Encrypts like core's client (jsencrypt, PKCS#1 v1.5): base64 chunks joined by '.'. */
export function encryptAntiBotLikeClient(publicKeyPem: string, plaintext: string): string {
  const key = forge.pki.publicKeyFromPem(publicKeyPem);
  const max = Math.ceil(key.n.bitLength() / 8) - 11;
  const bytes = forge.util.encodeUtf8(plaintext);
  const parts: string[] = [];
  // Splitting UTF-8 bytes mid-character would break decoding of each chunk; tests send ASCII payloads.
  for (let i = 0; i < bytes.length; i += max) parts.push(forge.util.encode64(key.encrypt(bytes.slice(i, i + max), 'RSAES-PKCS1-V1_5')));
  return parts.join('.');
}

let lastTimestamp = 0;

/** The anti-abuse headers core's client sends: timestamp, fingerprint, anonymous id, risk token and anti-bot code. */
export async function signedHeaders(opts: SignOptions): Promise<Record<string, string>> {
  // Like core's client, no two requests get the same timestamp (a signed call is accepted once).
  const timestamp = opts.timestamp ?? (lastTimestamp = Math.max(Date.now(), lastTimestamp + 1));
  const fingerprint = opts.fingerprint ?? 'test-fingerprint';
  const headers: Record<string, string> = {
    [HEADERS.timestamp]: String(timestamp),
    [HEADERS.fingerprint]: fingerprint,
    [HEADERS.anonymousId]: 'test-anonymous-id',
    [HEADERS.riskToken]: await computeRiskToken({ method: opts.method, path: opts.path, query: opts.query, timestamp, fingerprint }),
  };
  if (opts.publicKeyPem) {
    const sid = opts.sessionId ?? randomBytes(8).toString('hex');
    const bh = await sha256Hex(opts.body ?? '');
    const payload = { sid, url: 'http://localhost/login', ua: 'vitest', ts: timestamp, fp: fingerprint, iv: 0, sw: 1920, sh: 1080, af: '0000000', cx: 10, cy: 10, bh };
    headers[HEADERS.antiBot] = encryptAntiBotLikeClient(opts.publicKeyPem, JSON.stringify(payload));
  }
  return headers;
}
