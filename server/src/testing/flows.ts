import { eq, sql } from 'drizzle-orm';
import { dev, identity } from '@marketlens/core/contract';
import { captchas, smsCodes } from '../db/schema/index';
import { rateCounters } from '../db/schema/serving';
import type { TestApi } from './api';

/** A drag a person might make: starts at 0, eases to `x` over about 600 ms with a little wobble. */
export function humanTrail(x: number): { x: number; y: number; t: number }[] {
  const steps = 24;
  return Array.from({ length: steps + 1 }, (_, i) => {
    const p = i / steps;
    return { x: Math.round(x * (1 - (1 - p) ** 3) * 10) / 10, y: Math.round(Math.sin(i) * 2), t: Math.round(p * 600 + (i % 3)) };
  });
}

/** Dates a puzzle 5 s back, as if a person had looked at it before dragging (a drag cannot outlast its puzzle). */
export async function shownEarlier(api: Pick<TestApi, 'database'>, captchaId: string): Promise<void> {
  await api.database.db.update(captchas).set({ createdAt: sql`now() - interval '5 seconds'` }).where(eq(captchas.id, captchaId));
}

/** Solves a slider puzzle through the development answer endpoint; returns ticket and randstr. */
export async function solveCaptcha(api: TestApi): Promise<{ ticket: string; randstr: string }> {
  const issued = await api.call(identity.issueSliderCaptcha, { body: {} });
  const captchaId = String(issued.body.captchaId);
  await shownEarlier(api, captchaId);
  const answer = await api.call(dev.captchaAnswer, { params: { id: captchaId } });
  const x = Number(answer.body.x);
  const verified = await api.call(identity.verifySliderCaptcha, { body: { captchaId, x, trail: humanTrail(x) } });
  if (verified.body.ret !== 0 || !verified.body.ticket || !verified.body.randstr) throw new Error(`captcha not solved: ${verified.text}`);
  return { ticket: verified.body.ticket, randstr: verified.body.randstr };
}

/** Sends an SMS code (with a solved captcha) and reads it from the development outbox. */
export async function smsCode(api: TestApi, mobile: string, sendType: 'log' | 'res' | 'reg' = 'log', ip = '10.0.0.1'): Promise<string> {
  const captcha = await solveCaptcha(api);
  const sent = await api.call(identity.sendMessageV2, { body: { appName: 'ozon', sendType, mobilePhone: mobile, ...captcha }, headers: { 'x-forwarded-for': ip } });
  if (sent.body.code !== 200) throw new Error(`sms not sent: ${sent.text}`);
  const outbox = await api.call(dev.smsOutbox, { query: { mobile } });
  const code = outbox.body.data?.[0]?.code;
  if (!code) throw new Error('no code in the outbox');
  return code;
}

/** Password login on the risk-controlled call, then an access token for `as` (default: the account itself). */
export async function signIn(api: TestApi, account: string, password: string, as?: string): Promise<string> {
  return (await signInWithControlT(api, account, password, as)).token;
}

/** As signIn, also with the Control-T value the five token paths need beside the token. */
export async function signInWithControlT(api: TestApi, account: string, password: string, as?: string): Promise<{ token: string; controlT: string }> {
  const captcha = await solveCaptcha(api);
  const login = await api.call(identity.loginPc, {
    body: { appName: 'ozon', action: 'accountLogin', data: { account, password, code: captcha.ticket, randstr: captcha.randstr, tenantId: 1 } },
  });
  if (login.body.code !== 200 || !login.body.loginCredential) throw new Error(`login failed: ${login.text}`);
  const token = await api.call(identity.createAccessToken, { body: { account: as ?? login.body.mainAccount?.account ?? account, loginCredential: login.body.loginCredential, checkChannelId: 2 } });
  if (!token.body.accessToken || !token.body.controlT) throw new Error(`no token: ${token.text}`);
  return { token: token.body.accessToken, controlT: token.body.controlT };
}

/** Moves a number's sent codes back in time, so that a test can send again without waiting a minute. */
export async function ageSmsCodes(api: TestApi, mobile: string): Promise<void> {
  await api.database.db.update(smsCodes).set({ createdAt: sql`${smsCodes.createdAt} - interval '2 minutes'` }).where(eq(smsCodes.mobile, mobile));
  await api.database.db
    .update(rateCounters)
    .set({ windowStart: sql`${rateCounters.windowStart} - interval '2 minutes'`, expiresAt: sql`${rateCounters.expiresAt} - interval '2 minutes'` })
    .where(eq(rateCounters.key, `sms:minute:${mobile}`));
}
