import { and, eq, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import { admin } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { operators, type OperatorRole } from '../../db/schema/index';
import { clearUses, takeUse, usesOf } from '../../security/rate-counter';
import type { CaptchaProvider } from '../captcha/slider';
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

export type LoginOutcome =
  | { kind: 'ok'; operator: { id: number; name: string; role: OperatorRole } }
  | { kind: 'bad'; operatorId: number | null }
  | { kind: 'locked'; operatorId: number | null }
  | { kind: 'captcha'; operatorId: number | null };

export type LoginInput = { name: string; password: string; code: string; ticket?: string | undefined; randstr?: string | undefined; ip?: string };

/**
 * Checks name, password and code. Each try takes one use of the name's tries from this address
 * (security/rate-counter.ts: one atomic statement, so parallel guesses cannot pass the limit), known
 * name or not: a lock tells no name apart, and a stranger elsewhere cannot lock the operator out.
 * Like the members' login without risk control, a name that failed `captchaAfter` times (from any
 * address) is tried only with a solved captcha: a try without one first takes a use of the name's
 * own count (atomic too), and when those are used up it is refused before any password is checked.
 * A sign-in clears both counts; a code is accepted once (its time step must be newer than the
 * last). `operatorId` of a refusal is the operator the name belongs to, for the audit log.
 */
export async function authenticate(db: Db, captcha: CaptchaProvider, input: LoginInput): Promise<LoginOutcome> {
  const key = `operator-login:${input.name}:${input.ip ?? ''}`;
  const nameKey = `operator-login-name:${input.name}`;
  const [row] = await db.select().from(operators).where(and(eq(operators.name, input.name), sql`${operators.disabledAt} IS NULL`)).limit(1);
  const operatorId = row?.id ?? null;
  const locked = async (): Promise<LoginOutcome> => {
    // Spend a hash either way, so that a lock answers as slowly as a wrong password.
    await verifyPassword(input.password, null);
    return { kind: 'locked', operatorId };
  };
  // A locked address hears so before it is asked for a captcha it could not use.
  if ((await usesOf(db, key)) >= ADMIN_LIMITS.loginAttempts) return locked();
  const captchaPassed = Boolean(input.ticket) && (await captcha.consumeTicket(db, input.ticket ?? '', input.randstr ?? '', input.ip));
  if (!captchaPassed && !(await takeUse(db, nameKey, ADMIN_LIMITS.captchaAfter, ADMIN_LIMITS.captchaWindowHours * 3_600_000))) return { kind: 'captcha', operatorId };
  if (!(await takeUse(db, key, ADMIN_LIMITS.loginAttempts, ADMIN_LIMITS.lockMinutes * 60_000))) return locked();
  // An unknown name costs the same hash as a wrong password.
  if (!(await verifyPassword(input.password, row?.passwordHash ?? null)) || !row) return { kind: 'bad', operatorId };
  const result = await verify({ secret: row.totpSecret, token: input.code, epochTolerance: TOTP_TOLERANCE_SECONDS });
  if (!result.valid || !('timeStep' in result)) return { kind: 'bad', operatorId };
  const [accepted] = await db
    .update(operators)
    .set({ lastTotpStep: result.timeStep })
    .where(and(eq(operators.id, row.id), sql`${operators.lastTotpStep} < ${result.timeStep}`))
    .returning();
  if (!accepted) return { kind: 'bad', operatorId };
  await clearUses(db, key);
  await clearUses(db, nameKey);
  return { kind: 'ok', operator: { id: row.id, name: row.name, role: row.role } };
}

/** The local demo operator (APP_MODE=local only, like the demo members; README "Operations console"). */
export const DEMO_OPERATOR = Object.freeze({ name: 'demo_admin', password: 'DemoAdmin2026', role: 'admin' as const, secret: 'MARKETLENSDEMOOPERATORSECRETKEYS' });

/** Creates the demo operator when it is missing; never called in production mode. */
export async function seedDemoOperator(db: Db): Promise<void> {
  await createOperator(db, { name: DEMO_OPERATOR.name, role: DEMO_OPERATOR.role, password: DEMO_OPERATOR.password, secret: DEMO_OPERATOR.secret });
}
