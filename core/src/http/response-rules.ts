import { EXEMPT_CODES } from '../codes/index';
import { LIMITS } from '../constants/limits';

/**
 * Markers the pipeline looks for in a 200 text/html answer (a gateway's captcha or threat page in
 * place of the API's JSON). A backend or gateway that wants these behaviours puts the marker in the page.
 */
export const HTML_MARKERS = Object.freeze({ captcha: 'data-guard="captcha"', threat: 'data-guard="threat"' });

/** Body text of a 403 that ends the session. */
export const RESTRICT_LOGIN = 'RESTRICT_LOGIN';

/** Which guard page a 200 text/html body is, if any. */
export function htmlGuard(contentType: string | undefined, body: unknown): 'captcha' | 'threat' | undefined {
  if (!contentType?.includes('text/html') || typeof body !== 'string') return undefined;
  if (body.includes(HTML_MARKERS.captcha)) return 'captcha';
  if (body.includes(HTML_MARKERS.threat)) return 'threat';
  return undefined;
}

/** True for 401, and for 403 whose body says RESTRICT_LOGIN. */
export function endsSession(status: number, body: unknown): boolean {
  if (status === 401) return true;
  if (status !== 403) return false;
  const text = typeof body === 'string' ? body : JSON.stringify(body ?? '');
  return text.includes(RESTRICT_LOGIN);
}

/**
 * How far the server's clock is ahead of the device's (negative when behind), read from a Date
 * header (whole seconds: the middle of its second is taken), or undefined without a usable header.
 */
export function serverClockOffset(dateHeader: string | undefined, deviceNow: number): number | undefined {
  if (!dateHeader) return undefined;
  const server = Date.parse(dateHeader);
  if (Number.isNaN(server)) return undefined;
  return server + 500 - deviceNow;
}

/** True when the server's Date header is more than nine minutes from the device clock. */
export function clockSkewed(dateHeader: string | undefined, deviceNow: number): boolean {
  if (!dateHeader) return false;
  const server = Date.parse(dateHeader);
  if (Number.isNaN(server)) return false;
  return Math.abs(server - deviceNow) > LIMITS.clockSkewToleranceMs;
}

/** True when a body code's message should be shown as a warning (verify-code flag on, code not 0, 200 or exempt). */
export function warnsForCode(code: number | undefined, verifyCode: boolean): code is number {
  return verifyCode && code !== undefined && !EXEMPT_CODES.has(code);
}
