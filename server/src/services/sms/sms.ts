import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { identity } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { smsCodes } from '../../db/schema/index';
import { ApiError } from '../../http/errors';
import { sha256 } from '../../security/hash';
import { giveBack, takeUses, type TakenUse } from '../../security/rate-counter';
import type { Logger } from '../../log';
import type { SmsProvider } from './provider';

const { IDENTITY_CODES } = identity;

/** The SMS rules of issue #4, in one place (documented in the server README). */
export const SMS_POLICY = Object.freeze({
  codeTtlMs: 5 * 60_000,
  maxWrongTries: 5,
  resendAfterMs: 60_000,
  dailyPerMobile: 10,
  dailyPerIp: 30,
});

const DAY_MS = 24 * 60 * 60_000;

/**
 * Reserves a send before the gateway is called: one use each of the number's minute, the number's
 * day and the address's day, each taken by one atomic statement (security/rate-counter.ts), so that
 * however many sends arrive at once, the limits hold. Refuses with HTTP 429 when one is used up.
 */
export async function reserveSend(db: Db, mobile: string, ip: string): Promise<TakenUse[]> {
  const result = await takeUses(db, [
    { key: `sms:minute:${mobile}`, limit: 1, windowMs: SMS_POLICY.resendAfterMs },
    { key: `sms:day:${mobile}`, limit: SMS_POLICY.dailyPerMobile, windowMs: DAY_MS },
    { key: `sms:ip-day:${ip}`, limit: SMS_POLICY.dailyPerIp, windowMs: DAY_MS },
  ]);
  if ('taken' in result) return result.taken;
  throw new ApiError(429, 429, result.refused.startsWith('sms:minute:') ? 'sms.tooSoon' : 'sms.dailyCap');
}

/**
 * Creates a 6-digit code, stores its hash and hands the text to the provider, within a send
 * reserved by `reserveSend`. A code that never left gives its reservation back: it counts against
 * neither the number's interval nor the daily caps.
 */
export async function sendCode(db: Db, provider: SmsProvider, input: { mobile: string; sendType: string; ip: string; reserved: TakenUse[] }, log?: Logger): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const [row] = await db
    .insert(smsCodes)
    .values({
      mobile: input.mobile,
      sendType: input.sendType,
      codeHash: sha256(`${input.mobile}:${code}`),
      ip: input.ip,
      expiresAt: new Date(Date.now() + SMS_POLICY.codeTtlMs),
    })
    .returning();
  try {
    await provider.send({ mobile: input.mobile, code, sendType: input.sendType });
  } catch (err) {
    if (row) await db.delete(smsCodes).where(eq(smsCodes.id, row.id));
    await giveBack(db, input.reserved);
    log?.error('sms gateway failed', { provider: provider.name, err: err instanceof Error ? err.message : String(err) });
    throw new ApiError(503, 503, 'sms.gatewayFailed');
  }
}

/**
 * Uses the latest live code of a number: single use, 5 minutes, at most 5 tries (the fifth try
 * burns the code). The check, the count and the burn are one conditional UPDATE, so that parallel
 * guesses cannot share a stale read: PostgreSQL re-checks the row's conditions after each
 * concurrent update, so a sixth guess or a second use of a right code finds nothing. Throws the
 * business code the client shows: `sms.expired` when the number has no live code (nothing was
 * counted), `sms.wrong` when a live code was tried and missed. Runs outside any transaction so
 * that a wrong try is counted even though the request fails.
 */
export async function consumeCode(db: Db, mobile: string, code: string): Promise<void> {
  const codeHash = sha256(`${mobile}:${code}`);
  const now = new Date();
  const live = db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, now)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  const [tried] = await db
    .update(smsCodes)
    .set({
      attempts: sql`${smsCodes.attempts} + 1`,
      usedAt: sql`case when ${smsCodes.codeHash} = ${codeHash} or ${smsCodes.attempts} + 1 >= ${SMS_POLICY.maxWrongTries} then now() else null end`,
    })
    .where(and(eq(smsCodes.id, sql`(${live})`), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, now), lt(smsCodes.attempts, SMS_POLICY.maxWrongTries)))
    .returning();
  if (!tried) throw new ApiError(200, IDENTITY_CODES.smsCodeExpired, 'sms.expired');
  if (tried.codeHash !== codeHash) throw new ApiError(200, IDENTITY_CODES.smsCodeWrong, 'sms.wrong');
}

/** Whether a failure of `consumeCode` counted a try against a live code (and so against the account). */
export function isWrongCode(err: unknown): boolean {
  return err instanceof ApiError && err.messageKey === 'sms.wrong';
}
