import { browser } from 'wxt/browser';

/** One cookie change of the watched site. */
export interface CookieChange {
  name: string;
  removed: boolean;
}

/** The cookies of one site origin; the extension's implementation uses the browser's cookies API. */
export interface CookieJar {
  get(name: string): Promise<string | undefined>;
  set(name: string, value: string, maxAgeSeconds: number): Promise<void>;
  remove(name: string): Promise<void>;
  /** Calls back on every change to a cookie of this origin; returns the function that stops listening. */
  watch(onChange: (change: CookieChange) => void): () => void;
}

/** The cookies API restricted to one origin: no other site's cookies are ever read or written. */
export function browserCookieJar(origin: string): CookieJar {
  const url = new URL(origin);
  const base = `${url.origin}/`;
  return {
    async get(name) {
      const cookie = await browser.cookies.get({ url: base, name });
      return cookie?.value;
    },
    async set(name, value, maxAgeSeconds) {
      await browser.cookies.set({
        url: base,
        name,
        value,
        path: '/',
        secure: url.protocol === 'https:',
        sameSite: 'lax',
        expirationDate: Math.floor(Date.now() / 1000) + maxAgeSeconds,
      });
    },
    async remove(name) {
      await browser.cookies.remove({ url: base, name });
    },
    watch(onChange) {
      const listener = (info: { removed: boolean; cookie: { domain: string; name: string; path: string } }) => {
        const domain = info.cookie.domain.replace(/^\./, '');
        if (domain !== url.hostname) return;
        onChange({ name: info.cookie.name, removed: info.removed });
      };
      browser.cookies.onChanged.addListener(listener);
      return () => browser.cookies.onChanged.removeListener(listener);
    },
  };
}
