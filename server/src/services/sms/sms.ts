import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { identity } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { smsCodes } from '../../db/schema/index';
import { ApiError } from '../../http/errors';
import { sha256 } from '../../security/hash';
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

/** Refuses a send that breaks the per-phone interval or the daily caps (HTTP 429). */
export async function assertCanSend(db: Db, mobile: string, ip: string): Promise<void> {
  const now = Date.now();
  const [last] = await db.select({ at: smsCodes.createdAt }).from(smsCodes).where(eq(smsCodes.mobile, mobile)).orderBy(desc(smsCodes.createdAt)).limit(1);
  if (last && now - last.at.getTime() < SMS_POLICY.resendAfterMs) throw new ApiError(429, 429, 'sms.tooSoon');
  const since = new Date(now - DAY_MS);
  const [perMobile] = await db.select({ n: count() }).from(smsCodes).where(and(eq(smsCodes.mobile, mobile), gt(smsCodes.createdAt, since)));
  if ((perMobile?.n ?? 0) >= SMS_POLICY.dailyPerMobile) throw new ApiError(429, 429, 'sms.dailyCap');
  const [perIp] = await db.select({ n: count() }).from(smsCodes).where(and(eq(smsCodes.ip, ip), gt(smsCodes.createdAt, since)));
  if ((perIp?.n ?? 0) >= SMS_POLICY.dailyPerIp) throw new ApiError(429, 429, 'sms.dailyCap');
}

/** Creates a 6-digit code, stores its hash and hands the text to the provider. */
export async function sendCode(db: Db, provider: SmsProvider, input: { mobile: string; sendType: string; ip: string }): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(smsCodes).values({
    mobile: input.mobile,
    sendType: input.sendType,
    codeHash: sha256(`${input.mobile}:${code}`),
    ip: input.ip,
    expiresAt: new Date(Date.now() + SMS_POLICY.codeTtlMs),
  });
  await provider.send({ mobile: input.mobile, code, sendType: input.sendType });
}

/**
 * Uses the latest live code of a number: single use, 5 minutes, at most 5 wrong tries (the fifth
 * wrong try burns the code). Throws the business code the client shows. Runs outside any
 * transaction so that a wrong try is counted even though the request fails.
 */
export async function consumeCode(db: Db, mobile: string, code: string): Promise<void> {
  const [live] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, new Date())))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!live) throw new ApiError(200, IDENTITY_CODES.smsCodeExpired, 'sms.expired');
  if (live.codeHash !== sha256(`${mobile}:${code}`)) {
    await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1`, usedAt: live.attempts + 1 >= SMS_POLICY.maxWrongTries ? new Date() : null })
      .where(eq(smsCodes.id, live.id));
    throw new ApiError(200, IDENTITY_CODES.smsCodeWrong, 'sms.wrong');
  }
  const used = await db.update(smsCodes).set({ usedAt: new Date() }).where(and(eq(smsCodes.id, live.id), isNull(smsCodes.usedAt))).returning();
  if (used.length === 0) throw new ApiError(200, IDENTITY_CODES.smsCodeExpired, 'sms.expired');
}
