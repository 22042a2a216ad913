import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { identity } from '@marketlens/core/contract';
import { HEADERS } from '@marketlens/core/http';
import { computeRiskToken } from '@marketlens/core/security';
import type { AppEnv } from '../context';
import { ApiError } from '../http/errors';
import type { RsaKeys } from './rsa-keys';

const { ANTI_ABUSE_CODES } = identity;
const CHUNK_SEPARATOR = '.';

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

function refuse(code: number, key: string): never {
  throw new ApiError(403, code, key);
}

async function checkSignature(c: Context<AppEnv>, windowMs: number): Promise<number> {
  const raw = c.req.header(HEADERS.timestamp);
  const timestamp = Number(raw);
  if (!raw || !Number.isFinite(timestamp) || Math.abs(Date.now() - timestamp) > windowMs) refuse(ANTI_ABUSE_CODES.clock, 'antiAbuse.clock');
  const token = c.req.header(HEADERS.riskToken);
  const expected = await computeRiskToken({
    method: c.req.method,
    path: c.req.path,
    query: c.req.query(),
    timestamp: raw,
    fingerprint: c.req.header(HEADERS.fingerprint) ?? '',
  });
  if (token !== expected) refuse(ANTI_ABUSE_CODES.riskToken, 'antiAbuse.riskToken');
  return timestamp;
}

/** The decrypted anti-bot payload must name its 16-character session and the request's time and browser. */
function checkAntiBot(c: Context<AppEnv>, keys: RsaKeys, timestamp: number): void {
  const header = c.req.header(HEADERS.antiBot);
  if (!header || header.length > 8192) refuse(ANTI_ABUSE_CODES.antiBot, 'antiAbuse.antiBot');
  let text = '';
  for (const part of header.split(CHUNK_SEPARATOR)) {
    const plain = keys.decrypt(part);
    if (plain === undefined) refuse(ANTI_ABUSE_CODES.antiBot, 'antiAbuse.antiBot');
    text += plain;
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    refuse(ANTI_ABUSE_CODES.antiBot, 'antiAbuse.antiBot');
  }
  const p = (payload ?? {}) as { sid?: unknown; ts?: unknown; fp?: unknown };
  const fingerprint = c.req.header(HEADERS.fingerprint) ?? '';
  const consistent = typeof p.sid === 'string' && p.sid.length === 16 && Number(p.ts) === timestamp && (p.fp === undefined || p.fp === fingerprint);
  if (!consistent) refuse(ANTI_ABUSE_CODES.antiBot, 'antiAbuse.antiBot');
}

/**
 * The anti-abuse checks of DECISIONS.md section 6. Risk-controlled calls always need the timestamp,
 * risk token and anti-bot code. Other calls need timestamp and risk token in production; in local
 * mode they are checked only when sent, so that the API can be explored with curl.
 */
export function antiAbuse(opts: { keys: RsaKeys; windowMs: number; requireEverywhere: boolean; identityBase: string }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const path = c.req.path;
    if (UNCHECKED_PREFIXES.some((p) => path.startsWith(p))) return next();
    const riskControlled = path.startsWith(opts.identityBase) && RISK_CONTROLLED_PATHS.includes(path.slice(opts.identityBase.length));
    const sent = c.req.header(HEADERS.timestamp) !== undefined || c.req.header(HEADERS.riskToken) !== undefined;
    if (riskControlled || opts.requireEverywhere || sent) {
      const timestamp = await checkSignature(c, opts.windowMs);
      if (riskControlled) checkAntiBot(c, opts.keys, timestamp);
    }
    return next();
  });
}
