import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { admin } from '@marketlens/core/contract';
import type { AppDeps, AppEnv } from '../context';
import type { Db } from '../db/client';
import { operatorSessions, operators, type OperatorRole } from '../db/schema/index';
import { overHttps } from '../http/client-ip';
import { ApiError } from '../http/errors';
import { randomSecret, sha256 } from './hash';
import { writeOriginAllowed } from './session';

const { ADMIN_CODES, ADMIN_LIMITS, ROLE_SECTIONS } = admin;

/** The console's own cookie: never the members' session, never readable by scripts. */
export const OPERATOR_COOKIE = 'ml_operator';

export interface SessionOperator {
  id: number;
  name: string;
  role: OperatorRole;
  tokenHash: string;
}

export type OperatorEnv = { Variables: AppDeps & { operator: SessionOperator } };

/** Secure cookies over https, as the trusted proxies report it (TRUST_PROXY; a client's own X-Forwarded-Proto counts for nothing). */
const isHttps = (c: Context) => overHttps(c as Context<AppEnv>);

/** Opens a session for the operator and sets its cookie (HttpOnly, SameSite=Strict, Secure on https). */
export async function openOperatorSession(c: Context, db: Db, operatorId: number): Promise<void> {
  const token = randomSecret(32);
  await db.insert(operatorSessions).values({ tokenHash: sha256(token), operatorId, expiresAt: new Date(Date.now() + ADMIN_LIMITS.sessionHours * 3_600_000) });
  setCookie(c, OPERATOR_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'Strict', secure: isHttps(c), maxAge: ADMIN_LIMITS.sessionHours * 3600 });
}

/** Ends the session of this request, if any, and clears the cookie. */
export async function closeOperatorSession(c: Context, db: Db): Promise<void> {
  const token = getCookie(c, OPERATOR_COOKIE);
  if (token && token.length <= 100) await db.update(operatorSessions).set({ revokedAt: new Date() }).where(eq(operatorSessions.tokenHash, sha256(token)));
  deleteCookie(c, OPERATOR_COOKIE, { path: '/', httpOnly: true, sameSite: 'Strict', secure: isHttps(c) });
}

/**
 * The operator of a cookie: a session that is neither revoked nor past its end nor idle for longer
 * than the idle limit; the same statement that finds it marks it seen.
 */
export async function findOperator(db: Db, token: string | undefined): Promise<SessionOperator | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = sha256(token);
  const [session] = await db
    .update(operatorSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, sql`now()`),
        gt(operatorSessions.lastSeenAt, sql`now() - make_interval(mins => ${ADMIN_LIMITS.idleMinutes})`),
      ),
    )
    .returning();
  if (!session) return null;
  const [row] = await db.select().from(operators).where(and(eq(operators.id, session.operatorId), isNull(operators.disabledAt))).limit(1);
  return row ? { id: row.id, name: row.name, role: row.role, tokenHash } : null;
}

/**
 * Requires a console session (members' tokens count for nothing here: 401), and for a section, a
 * role that covers it (403). Writes must come from the site's own pages.
 */
export function requireOperator(section?: admin.AdminSection) {
  return createMiddleware<OperatorEnv>(async (c, next) => {
    if (!writeOriginAllowed(c as unknown as Context<AppEnv>)) throw new ApiError(403, 403, 'errors.foreignOrigin');
    const operator = await findOperator(c.var.db, getCookie(c, OPERATOR_COOKIE));
    if (!operator) throw new ApiError(401, 401, 'errors.unauthorized');
    if (section && !ROLE_SECTIONS[operator.role].includes(section)) throw new ApiError(403, ADMIN_CODES.forbidden, 'admin.forbidden');
    c.set('operator', operator);
    await next();
  });
}
