import { PaymentError, type CreatePaymentInput, type GatewayTrade } from './types';

/** What the order in our database says; a notification or query is trusted only when it agrees. */
export interface ExpectedTrade {
  orderNo: string;
  amountFen: number;
  /** The provider's `merchantId` the order was created with. */
  merchant: string;
  currency?: string;
}

/**
 * Throws a `mismatch` PaymentError naming every field of a verified notification (or query answer)
 * that differs from the order: its number, amount, currency and merchant. The fulfilment code
 * calls it after `parseNotification`, before granting anything.
 */
export function assertMatches(trade: GatewayTrade, expected: ExpectedTrade): void {
  const wrong: string[] = [];
  if (trade.orderNo !== expected.orderNo) wrong.push(`order ${trade.orderNo} ≠ ${expected.orderNo}`);
  if (trade.amountFen !== expected.amountFen) wrong.push(`amount ${trade.amountFen} ≠ ${expected.amountFen} fen`);
  if (trade.currency !== (expected.currency ?? 'CNY')) wrong.push(`currency ${trade.currency} ≠ ${expected.currency ?? 'CNY'}`);
  if (trade.merchantId !== expected.merchant) wrong.push(`merchant ${trade.merchantId} ≠ ${expected.merchant}`);
  if (wrong.length) throw new PaymentError('mismatch', `The payment does not match the order: ${wrong.join('; ')}`, { method: trade.method });
}

/** 1234 fen → "12.34" (Alipay amounts are yuan strings with two decimals). */
export const fenToYuan = (fen: number): string => `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** "12.34" → 1234; throws on anything that is not a yuan amount with at most two decimals. */
export function yuanToFen(yuan: string): number {
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!m) throw new PaymentError('bad_request', `Not a yuan amount: ${JSON.stringify(yuan)}`);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Checks what every gateway requires of a new payment before a request is sent. */
export function checkCreateInput(input: CreatePaymentInput, allowed: readonly string[]): void {
  const bad: string[] = [];
  if (!/^[A-Za-z0-9_-]{6,32}$/.test(input.orderNo)) bad.push('orderNo: 6–32 letters, digits, _ or -');
  if (!Number.isSafeInteger(input.amountFen) || input.amountFen < 1) bad.push('amountFen: a positive whole number of fen');
  if (!input.description.trim()) bad.push('description: required');
  if (!allowed.includes(input.channel)) bad.push(`channel: ${input.channel} is not one of ${allowed.join(', ')}`);
  if (Number.isNaN(input.expiresAt.getTime()) || input.expiresAt.getTime() <= Date.now()) bad.push('expiresAt: must be in the future');
  if (input.channel === 'jsapi' && !input.openId) bad.push('openId: required for JSAPI');
  if (bad.length) throw new PaymentError('bad_request', `Invalid payment: ${bad.join('; ')}`);
}

/** Refund input every gateway requires: a positive amount no larger than the order's total. */
export function checkRefundInput(input: { refundNo: string; amountFen: number; totalFen: number }): void {
  if (!/^[A-Za-z0-9_|*@-]{1,64}$/.test(input.refundNo)) throw new PaymentError('bad_request', 'Invalid refund: refundNo must be 1–64 letters, digits or _-|*@');
  if (!Number.isSafeInteger(input.amountFen) || input.amountFen < 1 || input.amountFen > input.totalFen) {
    throw new PaymentError('bad_request', 'Invalid refund: amountFen must be positive and no larger than totalFen');
  }
}

/** RFC 3339 time with the +08:00 offset WeChat expects (`2018-06-08T10:34:56+08:00`). */
export function beijingTime(d: Date): string {
  const shifted = new Date(d.getTime() + 8 * 3600_000);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}

/** "yyyy-MM-dd HH:mm:ss" in Beijing time (Alipay's time_expire and gmt_payment). */
export function alipayTime(d: Date): string {
  return beijingTime(d).slice(0, 19).replace('T', ' ');
}

/** Reads "yyyy-MM-dd HH:mm:ss" in Beijing time. */
export function parseAlipayTime(s: string | undefined): Date | null {
  if (!s || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(s)) return null;
  return new Date(`${s.replace(' ', 'T')}+08:00`);
}

/** Headers as Node gives them (lower-case names) or as a framework does (any case): one value by name. */
export function header(headers: Record<string, string | string[] | undefined>, name: string): string {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  const v = key === undefined ? undefined : headers[key];
  return (Array.isArray(v) ? v[0] : v) ?? '';
}
