import type { KeyValueStorage, Platform } from '@marketlens/core/http';
import { storage } from 'wxt/utils/storage';
import type { CookieJar } from './cookie-jar';

/** Core's key-value storage on extension storage, under its own prefix so it never meets the extension's keys. */
export const coreStorage: KeyValueStorage = {
  getItem: (key) => storage.getItem<string>(`local:core.${key}`),
  setItem: (key, value) => storage.setItem(`local:core.${key}`, value),
  removeItem: (key) => storage.removeItem(`local:core.${key}`),
};

/**
 * What an extension page adds to the platform: its notices, its slider captcha, and (see
 * page-security.ts) the fingerprint and browser environment of the anti-bot code.
 */
export type PagePlatform = Pick<Platform, 'notify' | 'captcha' | 'fingerprint' | 'environment'>;

/**
 * The extension's side of core's platform: the site's cookies through the cookies API and extension
 * storage, with what a page adds. The service worker has no window, so it adds no fingerprint or
 * browser environment; leaving them to the pages keeps FingerprintJS out of the worker's code.
 */
export function extensionPlatform(jar: CookieJar, page: PagePlatform = {}): Platform {
  return {
    getCookie: (name) => jar.get(name),
    setCookie: (name, value, options) => jar.set(name, value, Math.round((options?.days ?? 30) * 24 * 60 * 60)),
    removeCookie: (name) => jar.remove(name),
    // A session the server ended clears the cookies; the views follow the cookie change, so
    // there is nothing to reload (reloading the popup would only close and reopen the same view).
    reload: () => undefined,
    storage: coreStorage,
    ...page,
    log: (level, message, detail) => console[level](`[MarketLens] ${message}`, detail ?? ''),
  };
}
