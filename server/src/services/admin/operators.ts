import { and, eq, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import { admin } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { operators, type OperatorRole } from '../../db/schema/index';
import { hashPassword, verifyPassword } from '../accounts/password';

const { ADMIN_LIMITS } = admin;
/** Codes of the step before and after the current one are accepted (clock drift of an authenticator). */
const TOTP_TOLERANCE_SECONDS = 30;

export type CreatedOperator = { id: number; name: string; role: OperatorRole; secret: string; otpauthUrl: string };

/** A console password: at least 10 characters with letters and digits (stronger than a member's). */
export function isAcceptableOperatorPassword(password: string): boolean {
  return password.length >= 10 && password.length <= 100 && /[A-Za-z]/.test(password) && /\d/.test(password);
}

/** Creates an operator with a new TOTP secret (or the one given, for the local demo operator). */
export async function createOperator(db: Db, input: { name: string; role: OperatorRole; password: string; secret?: string; issuer?: string }): Promise<CreatedOperator | null> {
  const secret = input.secret ?? generateSecret();
  const [row] = await db
    .insert(operators)
    .values({ name: input.name, role: input.role, passwordHash: await hashPassword(input.password), totpSecret: secret })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  return { id: row.id, name: input.name, role: input.role, secret, otpauthUrl: generateURI({ issuer: input.issuer ?? 'MarketLens', label: input.name, secret }) };
}

export type LoginOutcome = { kind: 'ok'; operator: { id: number; name: string; role: OperatorRole } } | { kind: 'bad' } | { kind: 'locked' };

/**
 * Checks name, password and code. Each try first claims one attempt in a single conditional
 * UPDATE (a new window after the lock time, else one more while under the limit), so parallel
 * guesses cannot pass the limit; a code is accepted once (its time step must be newer than the last).
 */
export async function authenticate(db: Db, input: { name: string; password: string; code: string }): Promise<LoginOutcome> {
  const lock = sql`make_interval(mins => ${ADMIN_LIMITS.lockMinutes})`;
  const [claimed] = await db
    .update(operators)
    .set({
      failedLogins: sql`CASE WHEN ${operators.failWindowStart} IS NULL OR ${operators.failWindowStart} < now() - ${lock} THEN 1 ELSE ${operators.failedLogins} + 1 END`,
      failWindowStart: sql`CASE WHEN ${operators.failWindowStart} IS NULL OR ${operators.failWindowStart} < now() - ${lock} THEN now() ELSE ${operators.failWindowStart} END`,
    })
    .where(
      and(
        eq(operators.name, input.name),
        sql`${operators.disabledAt} IS NULL`,
        sql`(${operators.failWindowStart} IS NULL OR ${operators.failWindowStart} < now() - ${lock} OR ${operators.failedLogins} < ${ADMIN_LIMITS.loginAttempts})`,
      ),
    )
    .returning();
  if (!claimed) {
    // Spend a hash either way, so that an unknown name answers as slowly as a wrong password.
    await verifyPassword(input.password, null);
    const [known] = await db.select({ id: operators.id }).from(operators).where(and(eq(operators.name, input.name), sql`${operators.disabledAt} IS NULL`)).limit(1);
    return known ? { kind: 'locked' } : { kind: 'bad' };
  }
  if (!(await verifyPassword(input.password, claimed.passwordHash))) return { kind: 'bad' };
  const result = await verify({ secret: claimed.totpSecret, token: input.code, epochTolerance: TOTP_TOLERANCE_SECONDS });
  if (!result.valid || !('timeStep' in result)) return { kind: 'bad' };
  const [accepted] = await db
    .update(operators)
    .set({ lastTotpStep: result.timeStep, failedLogins: 0, failWindowStart: null })
    .where(and(eq(operators.id, claimed.id), sql`${operators.lastTotpStep} < ${result.timeStep}`))
    .returning();
  if (!accepted) return { kind: 'bad' };
  return { kind: 'ok', operator: { id: claimed.id, name: claimed.name, role: claimed.role } };
}

/** The local demo operator (APP_MODE=local only, like the demo members; README "Operations console"). */
export const DEMO_OPERATOR = Object.freeze({ name: 'demo_admin', password: 'DemoAdmin2026', role: 'admin' as const, secret: 'MARKETLENSDEMOOPERATORSECRETKEYS' });

/** Creates the demo operator when it is missing; never called in production mode. */
export async function seedDemoOperator(db: Db): Promise<void> {
  await createOperator(db, { name: DEMO_OPERATOR.name, role: DEMO_OPERATOR.role, password: DEMO_OPERATOR.password, secret: DEMO_OPERATOR.secret });
}
