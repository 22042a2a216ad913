import { SESSION_KEYS } from '../http/headers';
import type { ResolvedPlatform } from '../http/resolve-platform';

export { storedUserSchema } from './stored-user-schema';

/** Lifetime of the session cookies. */
export const SESSION_COOKIE_DAYS = 30;

/** The user object kept in the USER_STORE cookie; fields beyond userToken are the server's user record. */
export type StoredUser = { userToken: string; [field: string]: unknown };

/** What the session reads and writes through. */
export type SessionPlatform = Pick<ResolvedPlatform, 'getCookie' | 'setCookie' | 'removeCookie' | 'storage'>;

/** Parses the USER_STORE cookie value (URL-encoded JSON); undefined when absent or malformed. */
export function parseUserCookie(raw: string | undefined): StoredUser | undefined {
  if (!raw) return undefined;
  // A plain check rather than the schema: the cookie is read on every page start, before anything
  // else needs zod (storedUserSchema accepts exactly the same values).
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const token = (value as { userToken?: unknown }).userToken;
    return typeof token === 'string' && token.length > 0 ? (value as StoredUser) : undefined;
  } catch {
    return undefined;
  }
}

/** The stored user of the site's session. */
export async function readStoredUser(platform: Pick<SessionPlatform, 'getCookie'>): Promise<StoredUser | undefined> {
  return parseUserCookie(await platform.getCookie(SESSION_KEYS.userCookie));
}

/** The Authorization and Control-T values the five token paths carry. */
export async function readSessionTokens(platform: Pick<SessionPlatform, 'getCookie'>): Promise<{ userToken?: string; controlT?: string }> {
  const user = await readStoredUser(platform);
  const controlT = await platform.getCookie(SESSION_KEYS.controlTCookie);
  return { ...(user ? { userToken: user.userToken } : {}), ...(controlT ? { controlT } : {}) };
}

/** Writes the session: USER_STORE cookie, Control-T cookie and the isLogin marker. */
export async function writeSession(platform: SessionPlatform, user: StoredUser, controlT?: string): Promise<void> {
  await platform.setCookie(SESSION_KEYS.userCookie, encodeURIComponent(JSON.stringify(user)), { days: SESSION_COOKIE_DAYS });
  if (controlT) await platform.setCookie(SESSION_KEYS.controlTCookie, controlT, { days: SESSION_COOKIE_DAYS });
  await platform.storage.setItem(SESSION_KEYS.isLoginStorage, JSON.stringify(true));
}

/** Ends the session: both cookies and the isLogin marker are removed. */
export async function clearSession(platform: SessionPlatform): Promise<void> {
  // The user cookie goes last: whoever watches it for the end of the session (the extension's popup,
  // the site's other tabs) finds the Control-T cookie already gone.
  await platform.removeCookie(SESSION_KEYS.controlTCookie);
  await platform.removeCookie(SESSION_KEYS.userCookie);
  await platform.storage.removeItem(SESSION_KEYS.isLoginStorage);
}

/** The isLogin marker (a JSON boolean in storage), as the header reads it. */
export async function readIsLogin(platform: Pick<SessionPlatform, 'storage'>): Promise<boolean> {
  const raw = await platform.storage.getItem(SESSION_KEYS.isLoginStorage);
  try {
    return raw ? JSON.parse(raw) === true : false;
  } catch {
    return false;
  }
}
