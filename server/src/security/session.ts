import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { HEADERS, SESSION_KEYS } from '@marketlens/core/http';
import type { AppDeps, AppEnv, SessionUser } from '../context';
import type { Db } from '../db/client';
import { accessTokens, users } from '../db/schema/index';
import { reachedHost } from '../http/client-ip';
import { ApiError } from '../http/errors';
import { sha256 } from './hash';

/** Body of the 403 answer for a restricted account; the clients log out on it (spec section 8). */
export const RESTRICT_LOGIN = 'RESTRICT_LOGIN';

/** The user token of a request: the Authorization header, else `userToken` in the USER_STORE cookie. */
export function requestToken(c: Context): string | undefined {
  const header = c.req.header(HEADERS.authorization)?.trim();
  if (header) return header.replace(/^Bearer\s+/i, '') || undefined;
  const cookie = getCookie(c, SESSION_KEYS.userCookie);
  if (!cookie) return undefined;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(cookie));
    if (parsed && typeof parsed === 'object' && 'userToken' in parsed && typeof parsed.userToken === 'string') return parsed.userToken || undefined;
  } catch {
    // A cookie that is not the site's JSON is the same as no session.
  }
  return undefined;
}

type Lookup = { kind: 'none' } | { kind: 'restricted' } | { kind: 'user'; user: SessionUser };

async function lookup(db: Db, token: string | undefined): Promise<Lookup> {
  if (!token || token.length > 200) return { kind: 'none' };
  const tokenHash = sha256(token);
  const [row] = await db
    .select({ userId: users.id, account: users.account, mainUserId: users.mainUserId, restricted: users.restricted, controlTHash: accessTokens.controlTHash })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, tokenHash), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, new Date())))
    .limit(1);
  if (!row) return { kind: 'none' };
  if (row.restricted) return { kind: 'restricted' };
  return { kind: 'user', user: { userId: row.userId, account: row.account, mainUserId: row.mainUserId, tokenHash, controlTHash: row.controlTHash } };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a signed-in write may proceed: a browser names the page that sent it in `Origin`; it must be the site
 * itself (its configured origin or the host it was reached at) or a browser extension. Requests without Origin come
 * from no web page (scripts, the extension's older browsers) and cannot ride a visitor's cookie.
 */
export function writeOriginAllowed(c: Context<AppEnv>): boolean {
  if (SAFE_METHODS.has(c.req.method)) return true;
  const origin = c.req.header('origin');
  if (!origin) return true;
  if (/^(?:chrome|moz|safari-web)-extension:\/\/[\w.-]+$/.test(origin)) return true;
  if (origin === c.var.config.siteOrigin) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return host === reachedHost(c);
}

function refuseForeignOrigin(c: Context<AppEnv>): void {
  if (!writeOriginAllowed(c)) throw new ApiError(403, 403, 'errors.foreignOrigin');
}

type UserEnv = { Variables: AppDeps & { user: SessionUser } };

/** Requires a valid access token: missing, expired or revoked → 401; a restricted account → 403 `RESTRICT_LOGIN`. */
export function requireUser() {
  return createMiddleware<UserEnv>(async (c, next) => {
    refuseForeignOrigin(c as unknown as Context<AppEnv>);
    const found = await lookup(c.var.db, requestToken(c));
    if (found.kind === 'restricted') return c.text(RESTRICT_LOGIN, 403);
    if (found.kind === 'none') throw new ApiError(401, 401, 'errors.unauthorized');
    c.set('user', found.user);
    await next();
  });
}

/**
 * The five token paths (spec section 7): a valid access token and the Control-T value issued with
 * it at login, in the Control-T header. A missing or wrong value is a 401, like a missing token.
 */
export function requireTokenPath() {
  return createMiddleware<UserEnv>(async (c, next) => {
    refuseForeignOrigin(c as unknown as Context<AppEnv>);
    const found = await lookup(c.var.db, requestToken(c));
    if (found.kind === 'restricted') return c.text(RESTRICT_LOGIN, 403);
    if (found.kind === 'none') throw new ApiError(401, 401, 'errors.unauthorized');
    const sent = c.req.header(HEADERS.controlT)?.trim();
    if (!sent || sent.length > 200 || !found.user.controlTHash || sha256(sent) !== found.user.controlTHash) throw new ApiError(401, 401, 'errors.unauthorized');
    c.set('user', found.user);
    await next();
  });
}

/** Sets `c.var.user` when the request carries a valid token; guests pass as guests. */
export function optionalUser() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = requestToken(c);
    if (token) refuseForeignOrigin(c);
    const found = await lookup(c.var.db, token);
    if (found.kind === 'restricted') return c.text(RESTRICT_LOGIN, 403);
    if (found.kind === 'user') c.set('user', found.user);
    await next();
  });
}

/** The id of the account whose membership and data apply: a sub-account's main account. */
export function ownerId(user: SessionUser): number {
  return user.mainUserId ?? user.userId;
}
