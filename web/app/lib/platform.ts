import { LIMITS } from '@marketlens/core/constants';
import type { KeyValueStorage, Platform } from '@marketlens/core/http';
import { memoryStorage, SESSION_KEYS } from '@marketlens/core/http';
import { browserEnvironment, fingerprintJs } from '@marketlens/core/security';
import { webCaptcha } from './captcha-bridge';
import { readCookie, writeCookie } from './cookies';
import { webNotifier } from './notifier';
import { announceSessionChange } from './session';

const isBrowser = typeof window !== 'undefined';

/** localStorage that tells the header when the login marker changes in this tab. */
const browserStorage: KeyValueStorage = {
  getItem: (key) => window.localStorage.getItem(key),
  setItem(key, value) {
    window.localStorage.setItem(key, value);
    if (key === SESSION_KEYS.isLoginStorage) announceSessionChange();
  },
  removeItem(key) {
    window.localStorage.removeItem(key);
    if (key === SESSION_KEYS.isLoginStorage) announceSessionChange();
  },
};

/** The website's side of core's platform interface; on the server it keeps to memory and does nothing visible. */
export function createWebPlatform(): Platform {
  if (!isBrowser) return { getCookie: () => undefined, reload: () => undefined, storage: memoryStorage() };
  return {
    getCookie: readCookie,
    setCookie: (name, value, options) => writeCookie(name, value, options?.days),
    removeCookie: (name) => writeCookie(name, '', 0),
    reload: () => window.location.reload(),
    storage: browserStorage,
    notify: webNotifier,
    fingerprint: fingerprintJs(),
    captcha: webCaptcha,
    environment: browserEnvironment(window),
    log: (level, message, detail) => console[level](message, detail ?? ''),
  };
}

/** How long the site's language cookie lives. */
export const LOCALE_COOKIE_MAX_AGE_S = LIMITS.localeCookieDays * 86_400;
