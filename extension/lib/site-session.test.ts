import { describe, expect, it, vi } from 'vitest';
import { resolveLocale } from './locale';
import { memoryCookieJar } from './memory-cookie-jar.test-support';
import { clearSession, readSession, watchSession, writeSession, type SiteSession } from './site-session';

const session: SiteSession = {
  user: { userToken: 'tok-1', nickName: '李雷', account: '13800138000' },
  controlT: 'ct-1',
};

describe('the shared session', () => {
  it("reads the site's USER_STORE and Control-T cookies as the extension's session", async () => {
    const jar = memoryCookieJar();
    jar.values.set('USER_STORE', encodeURIComponent(JSON.stringify({ userToken: 'abc', nickName: 'Ann' })));
    jar.values.set('Control-T', 'ctl');
    expect(await readSession(jar)).toEqual({ user: { userToken: 'abc', nickName: 'Ann' }, controlT: 'ctl' });
  });

  it('treats a missing, garbled or token-less USER_STORE as logged out', async () => {
    const jar = memoryCookieJar();
    expect(await readSession(jar)).toBeNull();
    jar.values.set('USER_STORE', '%7Bnot-json');
    expect(await readSession(jar)).toBeNull();
    jar.values.set('USER_STORE', encodeURIComponent(JSON.stringify({ nickName: 'no token' })));
    expect(await readSession(jar)).toBeNull();
  });

  it('writes a login back into the cookies the site reads, and reads it again unchanged', async () => {
    const jar = memoryCookieJar();
    await writeSession(jar, session);
    expect(JSON.parse(decodeURIComponent(jar.values.get('USER_STORE') ?? ''))).toMatchObject({ userToken: 'tok-1' });
    expect(await readSession(jar)).toEqual(session);
  });

  it('logging out removes both cookies, so the site is logged out too', async () => {
    const jar = memoryCookieJar();
    await writeSession(jar, session);
    await clearSession(jar);
    expect(jar.values.size).toBe(0);
    expect(await readSession(jar)).toBeNull();
  });

  it('logging out removes the user cookie last: whoever hears the session end finds Control-T gone', async () => {
    const jar = memoryCookieJar();
    await writeSession(jar, session);
    const leftWithUserRemoval: string[][] = [];
    jar.watch((change) => {
      if (change.name === 'USER_STORE' && change.removed) leftWithUserRemoval.push([...jar.values.keys()]);
    });
    await clearSession(jar);
    expect(leftWithUserRemoval).toEqual([[]]);
  });

  it('announces logins and logouts made by the site, and ignores other cookies', async () => {
    const jar = memoryCookieJar();
    const seen = vi.fn();
    const stop = watchSession(jar, seen);
    await jar.set('unrelated', 'x', 60);
    await writeSession(jar, session);
    await vi.waitFor(() => expect(seen).toHaveBeenLastCalledWith(session));
    await clearSession(jar);
    await vi.waitFor(() => expect(seen).toHaveBeenLastCalledWith(null));
    stop();
    const calls = seen.mock.calls.length;
    await writeSession(jar, session);
    await new Promise((r) => setTimeout(r, 10));
    expect(seen.mock.calls.length).toBe(calls);
  });

  it("speaks the site's language cookie first, else the browser's", async () => {
    const jar = memoryCookieJar();
    expect(await resolveLocale(jar, 'ru-RU')).toBe('ru-RU');
    jar.values.set('i18n_redirected', 'en');
    expect(await resolveLocale(jar, 'ru-RU')).toBe('en-US');
    jar.values.set('i18n_redirected', 'xx');
    expect(await resolveLocale(jar, 'zh-CN')).toBe('zh-CN');
  });
});
