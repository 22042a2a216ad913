import type { CaptchaWidget, KeyValueStorage, Notifier, Platform } from '@marketlens/core/http';
import { browserEnvironment, fingerprintJs } from '@marketlens/core/security';
import { storage } from 'wxt/utils/storage';
import type { CookieJar } from './cookie-jar';

/** Core's key-value storage on extension storage, under its own prefix so it never meets the extension's keys. */
export const coreStorage: KeyValueStorage = {
  getItem: (key) => storage.getItem<string>(`local:core.${key}`),
  setItem: (key, value) => storage.setItem(`local:core.${key}`, value),
  removeItem: (key) => storage.removeItem(`local:core.${key}`),
};

/** What an extension page adds to the platform: its notices and its slider captcha. */
export interface PagePlatform {
  notify?: Notifier;
  captcha?: CaptchaWidget;
}

/**
 * The extension's side of core's platform: the site's cookies through the cookies API, extension
 * storage, and on pages (not in the service worker, which has no window) the fingerprint and the
 * browser environment of the anti-bot code.
 */
export function extensionPlatform(jar: CookieJar, page: PagePlatform = {}): Platform {
  const withWindow = typeof window !== 'undefined' && typeof document !== 'undefined';
  return {
    getCookie: (name) => jar.get(name),
    setCookie: (name, value, options) => jar.set(name, value, Math.round((options?.days ?? 30) * 24 * 60 * 60)),
    removeCookie: (name) => jar.remove(name),
    // A session the server ended clears the cookies; the views follow the cookie change, so
    // there is nothing to reload (reloading the popup would only close and reopen the same view).
    reload: () => undefined,
    storage: coreStorage,
    ...(page.notify ? { notify: page.notify } : {}),
    ...(page.captcha ? { captcha: page.captcha } : {}),
    ...(withWindow ? { fingerprint: fingerprintJs(), environment: browserEnvironment(window) } : {}),
    log: (level, message, detail) => console[level](`[MarketLens] ${message}`, detail ?? ''),
  };
}
