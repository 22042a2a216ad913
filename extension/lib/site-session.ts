import { z } from 'zod';
import { SESSION_KEYS } from '@marketlens/core/http';
import type { CookieJar } from './cookie-jar';

/** How long a session written by the extension lasts, as the site's own login cookies do. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The user object the site keeps in USER_STORE; only userToken is required, the rest is shown when present. */
export const storedUserSchema = z
  .object({
    userToken: z.string().min(1),
    nickName: z.string().optional(),
    userName: z.string().optional(),
    account: z.string().optional(),
    mobile: z.string().optional(),
  })
  .passthrough();
export type StoredUser = z.infer<typeof storedUserSchema>;

export interface SiteSession {
  user: StoredUser;
  controlT: string | undefined;
}

/** Decodes the USER_STORE cookie value; undefined for a missing, garbled or token-less value. */
export function decodeStoredUser(raw: string | undefined): StoredUser | undefined {
  if (!raw) return undefined;
  try {
    const parsed = storedUserSchema.safeParse(JSON.parse(decodeURIComponent(raw)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function encodeStoredUser(user: StoredUser): string {
  return encodeURIComponent(JSON.stringify(user));
}

/** The site's session as its cookies hold it, or null when logged out. */
export async function readSession(jar: CookieJar): Promise<SiteSession | null> {
  const [rawUser, controlT] = await Promise.all([jar.get(SESSION_KEYS.userCookie), jar.get(SESSION_KEYS.controlTCookie)]);
  const user = decodeStoredUser(rawUser);
  return user ? { user, controlT } : null;
}

/** Writes a session into the site's cookies, so that the site is logged in too. */
export async function writeSession(jar: CookieJar, session: SiteSession): Promise<void> {
  await jar.set(SESSION_KEYS.userCookie, encodeStoredUser(session.user), SESSION_MAX_AGE_SECONDS);
  if (session.controlT) await jar.set(SESSION_KEYS.controlTCookie, session.controlT, SESSION_MAX_AGE_SECONDS);
}

/**
 * Logs out both the extension and the site: their session is the same pair of cookies. The user
 * cookie goes last, so that whoever watches it for the end of the session (the popup, the site's
 * tabs) finds the Control-T cookie already gone.
 */
export async function clearSession(jar: CookieJar): Promise<void> {
  await jar.remove(SESSION_KEYS.controlTCookie);
  await jar.remove(SESSION_KEYS.userCookie);
}

/** Calls back with the new session whenever the site or the extension changes the session cookies. */
export function watchSession(jar: CookieJar, onSession: (session: SiteSession | null) => void): () => void {
  const names = new Set<string>([SESSION_KEYS.userCookie, SESSION_KEYS.controlTCookie]);
  let latest = 0;
  return jar.watch((change) => {
    if (!names.has(change.name)) return;
    // A cookie update arrives as a removal followed by an addition; only the last read counts.
    const ticket = ++latest;
    void readSession(jar).then((session) => {
      if (ticket === latest) onSession(session);
    });
  });
}

/** A name to greet the user with: nickname, else user name, else the account (phone). */
export function displayName(user: StoredUser): string {
  return user.nickName || user.userName || user.account || user.mobile || '';
}
