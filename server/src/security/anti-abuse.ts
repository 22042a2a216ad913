import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { identity } from '@marketlens/core/contract';
import { HEADERS } from '@marketlens/core/http';
import { ANTI_BOT_CHUNK_SEPARATOR, ANTI_BOT_MAX_BLOCKS, sha256Hex } from '@marketlens/core/security';
import { consumeLimit, type LimitSpec } from '../cluster/limiters';
import type { AppEnv } from '../context';
import { clientIp } from '../http/client-ip';
import { ApiError } from '../http/errors';
import { PoolBusyError } from '../workers/pool';
import { claimAntiBotCode } from './replay';
import { riskToken } from './risk-token';
import type { RsaKeys } from './rsa-keys';

const { ANTI_ABUSE_CODES } = identity;
const BASE64_BLOCK = /^[A-Za-z0-9+/]+={0,2}$/;

/** Calls that change accounts or send messages: they always carry all three checks. */
export const RISK_CONTROLLED_PATHS: readonly string[] = Object.freeze(
  [
    identity.loginPc, identity.loginV2, identity.identityVerify,
    identity.sendMessage, identity.sendMessageV2, identity.sendMessageV3, identity.sendTencentMessage, identity.hasUserSendMessageV2,
    identity.registerUser, identity.createUserAndBindWx, identity.resetPassword,
  ].map((d) => d.path),
);

/** Paths outside the checks: development helpers, the runtime configuration and media that pages load as images. */
const UNCHECKED_PREFIXES = Object.freeze(['/api/dev/', '/api/runtime-config', '/api/media/', '/api/uploads/']);

/**
 * Anti-bot codes decrypted per client address and minute. A person signs in or asks for a code a
 * few times a minute; beyond this the request is refused before any RSA work.
 */
export const ANTI_BOT_DECRYPTS_PER_MINUTE = 30;

function refuse(code: number, key: string): never {
  throw new ApiError(403, code, key);
}

/** Timestamp within the clock window on both sides (a future one too) and a risk token that matches the request. */
async function checkSignature(c: Context<AppEnv>, windowMs: number): Promise<{ timestamp: number; token: string }> {
  const raw = c.req.header(HEADERS.timestamp);
  const timestamp = Number(raw);
  if (!raw || !/^\d{1,15}$/.test(raw) || Math.abs(Date.now() - timestamp) > windowMs) refuse(ANTI_ABUSE_CODES.clock, 'antiAbuse.clock');
  const token = c.req.header(HEADERS.riskToken);
  const expected = riskToken({
    method: c.req.method,
    path: c.req.path,
    query: c.req.query(),
    timestamp: raw,
    fingerprint: c.req.header(HEADERS.fingerprint) ?? '',
  });
  if (token !== expected) refuse(ANTI_ABUSE_CODES.riskToken, 'antiAbuse.riskToken');
  return { timestamp, token };
}

/** The body as text (already held under the body limit); the request keeps a readable copy for the route. */
async function bodyText(c: Context<AppEnv>): Promise<string> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return '';
  const text = await c.req.text();
  c.req.raw = new Request(c.req.raw, { body: text });
  return text;
}

/**
 * The anti-bot code, cheapest checks first: the header's shape (at most the blocks a real payload
 * needs, each exactly one base64 block of the key), then the address's decryption budget, then the
 * decryption in the worker pool, then the payload (its 16-character session, the request's time,
 * browser and body hash), and last the one-time claim of session and timestamp in the database.
 */
async function checkAntiBot(c: Context<AppEnv>, opts: AntiAbuseOptions, limit: LimitSpec, timestamp: number): Promise<void> {
  const header = c.req.header(HEADERS.antiBot);
  const parts = header ? header.split(ANTI_BOT_CHUNK_SEPARATOR) : [];
  const wellFormed = parts.length >= 1 && parts.length <= ANTI_BOT_MAX_BLOCKS && parts.every((p) => p.length === opts.keys.blockChars && BASE64_BLOCK.test(p));
  if (!wellFormed) refuse(ANTI_ABUSE_CODES.antiBot, 'antiAbuse.antiBot');
  const address = clientIp(c);
  // In-process requests (server-side rendering, tests) have no address and no one to limit.
  // The budget is shared by every instance (cluster/limiters.ts).
  if (address !== 'local' && !(await consumeLimit(c.var.db, limit, address, parts.length))) throw new ApiError(429, 429, 'antiAbuse.tooFrequent');
  let text: string | undefined;
  try {
    text = await opts.keys.decrypt(parts);
  } catch (err) {
    if (err instanceof PoolBusyError) throw new ApiError(429, 429, 'antiAbuse.tooFrequent');
    throw err;
  }
  if (text === undefined) refuse(ANTI_ABUSE_CODES.antiBot, 'antiAbuse.antiBot');
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    refuse(ANTI_ABUSE_CODES.antiBot, 'antiAbuse.antiBot');
  }
  const p = (payload ?? {}) as { sid?: unknown; ts?: unknown; fp?: unknown; bh?: unknown };
  const fingerprint = c.req.header(HEADERS.fingerprint) ?? '';
  const consistent = typeof p.sid === 'string' && p.sid.length === 16 && Number(p.ts) === timestamp && (p.fp === undefined || p.fp === fingerprint);
  if (!consistent || typeof p.bh !== 'string' || p.bh !== (await sha256Hex(await bodyText(c)))) refuse(ANTI_ABUSE_CODES.antiBot, 'antiAbuse.antiBot');
  if (!(await claimAntiBotCode(c.var.db, p.sid as string, timestamp, opts.windowMs))) refuse(ANTI_ABUSE_CODES.antiBot, 'antiAbuse.replayed');
}

export interface AntiAbuseOptions {
  keys: RsaKeys;
  windowMs: number;
  requireEverywhere: boolean;
  identityBase: string;
  /** Anti-bot blocks decrypted per address and minute; ANTI_BOT_DECRYPTS_PER_MINUTE full codes by default. */
  blocksPerMinute?: number | undefined;
}

/**
 * The anti-abuse checks of DECISIONS.md section 6. Risk-controlled calls always need the timestamp,
 * risk token and anti-bot code, and an anti-bot code is accepted once. Other calls need timestamp
 * and risk token in production, and there every signed call is accepted once: its risk token (which
 * covers method, path, query, timestamp and browser) is claimed like an anti-bot code, and core's
 * client never gives two requests of a page the same timestamp. In local mode the signature is
 * checked only when sent, so that the API can be explored with curl.
 */
export function antiAbuse(opts: AntiAbuseOptions) {
  const limit: LimitSpec = { keyPrefix: 'anti-bot-ip', points: opts.blocksPerMinute ?? ANTI_BOT_DECRYPTS_PER_MINUTE * ANTI_BOT_MAX_BLOCKS, duration: 60 };
  return createMiddleware<AppEnv>(async (c, next) => {
    const path = c.req.path;
    if (UNCHECKED_PREFIXES.some((p) => path.startsWith(p))) return next();
    const riskControlled = path.startsWith(opts.identityBase) && RISK_CONTROLLED_PATHS.includes(path.slice(opts.identityBase.length));
    const sent = c.req.header(HEADERS.timestamp) !== undefined || c.req.header(HEADERS.riskToken) !== undefined;
    if (riskControlled || opts.requireEverywhere || sent) {
      const { timestamp, token } = await checkSignature(c, opts.windowMs);
      if (riskControlled) await checkAntiBot(c, opts, limit, timestamp);
      if (opts.requireEverywhere && !(await claimAntiBotCode(c.var.db, `risk:${token}`, timestamp, opts.windowMs))) refuse(ANTI_ABUSE_CODES.antiBot, 'antiAbuse.replayed');
    }
    return next();
  });
}
