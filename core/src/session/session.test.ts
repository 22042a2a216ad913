import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../http/headers';
import { resolvePlatform } from '../http/resolve-platform';
import { testPlatform } from '../testing/test-platform';
import { clearSession, parseUserCookie, readIsLogin, readSessionTokens, readStoredUser, writeSession } from './index';

describe('site session', () => {
  it('writes USER_STORE as URL-encoded JSON with the user token, Control-T and the isLogin marker, and clears them', async () => {
    const raw = testPlatform();
    const p = resolvePlatform(raw);
    await writeSession(p, { userToken: 'tok', nickName: '卖家' }, 'ctl');
    expect(raw.cookies.get(SESSION_KEYS.userCookie)).toBe(encodeURIComponent('{"userToken":"tok","nickName":"卖家"}'));
    expect(await readSessionTokens(p)).toEqual({ userToken: 'tok', controlT: 'ctl' });
    expect(await readIsLogin(p)).toBe(true);
    expect(await readStoredUser(p)).toEqual({ userToken: 'tok', nickName: '卖家' });
    await clearSession(p);
    expect(raw.cookies.size).toBe(0);
    expect(await readIsLogin(p)).toBe(false);
    expect(await readSessionTokens(p)).toEqual({});
  });

  it('clears Control-T before the user cookie, which watchers of the session read as its end', async () => {
    const raw = testPlatform();
    const removed: string[] = [];
    const p = resolvePlatform({ ...raw, removeCookie: (name: string) => (removed.push(name), raw.removeCookie?.(name)) });
    await writeSession(p, { userToken: 'tok' }, 'ctl');
    await clearSession(p);
    expect(removed).toEqual([SESSION_KEYS.controlTCookie, SESSION_KEYS.userCookie]);
  });

  it('reads a missing, garbled or token-less cookie as no session, and a garbled marker as logged out', async () => {
    expect(parseUserCookie(undefined)).toBeUndefined();
    expect(parseUserCookie('%E0%A4%A')).toBeUndefined();
    expect(parseUserCookie(encodeURIComponent('{"nickName":"x"}'))).toBeUndefined();
    const raw = testPlatform();
    await raw.storage.setItem(SESSION_KEYS.isLoginStorage, '{oops');
    expect(await readIsLogin(resolvePlatform(raw))).toBe(false);
  });
});

describe('stored user check', () => {
  it('accepts exactly the cookie values the stored-user schema accepts', async () => {
    const { storedUserSchema } = await import('./stored-user-schema');
    const values = [{ userToken: 'tok', userId: 7 }, { userToken: '' }, { userToken: 5 }, [], null, 'tok', 12, { nested: { userToken: 'x' } }];
    for (const value of values) {
      const parsed = storedUserSchema.safeParse(value);
      expect(parseUserCookie(encodeURIComponent(JSON.stringify(value)))).toEqual(parsed.success ? parsed.data : undefined);
    }
  });
});
