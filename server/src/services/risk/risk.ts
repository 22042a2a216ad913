import { and, count, countDistinct, eq, gt, max, sql } from 'drizzle-orm';
import type { identity } from '@marketlens/core/contract';
import type { Db, Tx } from '../../db/client';
import { loginAttempts, riskResets } from '../../db/schema/index';
import { RISK_POLICY } from './policy';

/** A risk decision: the code to answer, what the client may do about it, and for whom it holds. */
export interface RiskDecision {
  code: number;
  risk: Omit<identity.Risk, 'credential'>;
  /** `account:<name>` or `ip:<address>`: what a verification clears. */
  subject: string;
}

async function resetAt(db: Tx, subject: string): Promise<Date> {
  const [row] = await db.select({ at: riskResets.resetAt }).from(riskResets).where(eq(riskResets.subject, subject)).limit(1);
  return row?.at ?? new Date(0);
}

async function failuresSince(db: Tx, where: { account?: string; ip: string | undefined }, since: Date) {
  const [row] = await db
    .select({ n: count(), last: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        where.account === undefined ? undefined : eq(loginAttempts.account, where.account),
        where.ip === undefined ? undefined : eq(loginAttempts.ip, where.ip),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, since),
      ),
    );
  return { n: row?.n ?? 0, last: row?.last ?? null };
}

interface Rules {
  windowMs: number;
  rules: readonly { failures: number; code: number; level: identity.RiskLevel; freezeMs: number }[];
}

/** An account's failures are counted per address (`ip`): the freeze holds for that address only. */
async function bySubject(db: Tx, kind: 'account' | 'ip', value: string, rules: Rules, now: number, ip: string): Promise<RiskDecision | undefined> {
  const subject = `${kind}:${value}`;
  const since = new Date(Math.max(now - rules.windowMs, (await resetAt(db, subject)).getTime()));
  const failures = await failuresSince(db, kind === 'account' ? { account: value, ip } : { ip: value }, since);
  const lastAt = failures.last ? new Date(failures.last).getTime() : now;
  for (const rule of rules.rules) {
    if (failures.n < rule.failures) continue;
    const frozenUntil = lastAt + rule.freezeMs;
    if (rule.freezeMs > 0 && frozenUntil > now) {
      return { code: rule.code, subject, risk: { level: rule.level, resettable: false, verifyTypes: [], retryAfter: Math.ceil((frozenUntil - now) / 1000) } };
    }
    // A passed freeze, or the reset threshold itself: verify to go on.
    const reset = rules.rules[rules.rules.length - 1];
    if (!reset) return undefined;
    return { code: reset.code, subject, risk: { level: 'reset-low', resettable: true, verifyTypes: ['message', 'qrCode'] } };
  }
  return undefined;
}

/** What risk control says about a password login of `account` from `ip` before the password is checked. */
export async function evaluateRisk(db: Tx, input: { account: string; ip: string; removeFlag: boolean }): Promise<RiskDecision | undefined> {
  const now = Date.now();
  const anomalous = RISK_POLICY.anomalous;
  const [spread] = await db
    .select({ n: countDistinct(loginAttempts.account), last: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, input.ip), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, new Date(now - anomalous.windowMs))));
  if (spread && spread.n >= anomalous.distinctAccounts) {
    const until = (spread.last ? new Date(spread.last).getTime() : now) + anomalous.blockMs;
    return { code: anomalous.code, subject: `ip:${input.ip}`, risk: { level: 'anomalous-low', resettable: false, verifyTypes: [], retryAfter: Math.ceil((until - now) / 1000) } };
  }
  // The address decision first: a resettable account decision must not hide an address freeze.
  const ip = await bySubject(db, 'ip', input.ip, RISK_POLICY.ip, now, input.ip);
  if (ip && !ip.risk.resettable) return ip;
  const account = await bySubject(db, 'account', input.account, RISK_POLICY.account, now, input.ip);
  if (account) return account;
  if (ip) return ip;
  if (input.removeFlag) return { code: RISK_POLICY.remove.code, subject: `account:${input.account}`, risk: { level: 'remove-low', resettable: true, verifyTypes: ['message'] } };
  return undefined;
}

/** Whether a password login of `account` must pass a captcha: it failed `captchaAfter` times (from any address) since its last reset. */
async function needsCaptcha(db: Tx, account: string, now: number): Promise<boolean> {
  const since = new Date(Math.max(now - RISK_POLICY.account.windowMs, (await resetAt(db, `account:${account}`)).getTime()));
  return (await failuresSince(db, { account, ip: undefined }, since)).n >= RISK_POLICY.account.captchaAfter;
}

/**
 * The password login's check before the hash, as one serialised step per account and address: the risk decision,
 * then the captcha a login without one must pass after a few failures, and when neither refuses, a failed attempt
 * reserved in advance (`attemptId`), so that however many guesses arrive at once, no more are checked than the
 * limits allow. A right password then marks its attempt a success.
 */
export async function reserveAttempt(
  db: Db,
  input: { account: string; ip: string; removeFlag: boolean; captchaPassed?: boolean },
  refuses: (decision: RiskDecision) => boolean,
): Promise<{ decision: RiskDecision } | { captchaRequired: true } | { attemptId: number }> {
  return db.transaction(async (tx) => {
    // Account first, then address, always in this order: concurrent logins queue without deadlock.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`login:account:${input.account}`}))`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`login:ip:${input.ip}`}))`);
    const decision = await evaluateRisk(tx, input);
    if (decision && refuses(decision)) return { decision };
    if (!input.captchaPassed && (await needsCaptcha(tx, input.account, Date.now()))) return { captchaRequired: true as const };
    const [row] = await tx.insert(loginAttempts).values({ account: input.account, ip: input.ip, success: false }).returning();
    return { attemptId: row?.id ?? 0 };
  });
}

/** A reserved attempt whose password was right. */
export async function markAttemptSucceeded(db: Tx, attemptId: number): Promise<void> {
  await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attemptId));
}

export async function recordAttempt(db: Tx, input: { account: string; ip: string; success: boolean }): Promise<void> {
  await db.insert(loginAttempts).values(input);
}

/** A verified identity or a successful login clears the subject's counted failures. */
export async function clearRisk(db: Tx, subject: string): Promise<void> {
  const now = new Date();
  await db.insert(riskResets).values({ subject, resetAt: now }).onConflictDoUpdate({ target: riskResets.subject, set: { resetAt: now } });
}
