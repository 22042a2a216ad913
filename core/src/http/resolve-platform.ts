import type { BrowserEnvironment, CaptchaWidget, Clock, KeyValueStorage, LogLevel, Notifier, Platform } from './platform';
import { anonymousIdFrom } from './anonymous-id';

/** A platform with every member present. */
export interface ResolvedPlatform {
  getCookie(name: string): Promise<string | undefined>;
  setCookie(name: string, value: string, options?: { days?: number }): Promise<void>;
  removeCookie(name: string): Promise<void>;
  reload(): void;
  storage: KeyValueStorage;
  notify: Notifier;
  fingerprint(): Promise<string>;
  anonymousId(): Promise<string>;
  captcha: CaptchaWidget | undefined;
  clock: Clock;
  environment(): BrowserEnvironment | undefined;
  log(level: LogLevel, message: string, detail?: unknown): void;
}

/** In-memory storage, for platforms without persistent storage (server rendering, tests). */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { readonly data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const silentNotifier: Notifier = { success() {}, warning() {}, error() {}, notice() {} };
const systemClock: Clock = { now: () => Date.now() };

/**
 * Fills what a platform leaves out: no cookie writes, in-memory storage, no notifications, an empty
 * fingerprint, an anonymous id kept in storage, no captcha, the system clock, no anti-bot environment.
 */
export function resolvePlatform(p: Platform): ResolvedPlatform {
  const storage = p.storage ?? memoryStorage();
  const ownAnonymousId = anonymousIdFrom(storage);
  return {
    getCookie: async (name) => (await p.getCookie(name)) ?? undefined,
    setCookie: async (name, value, options) => {
      await p.setCookie?.(name, value, options);
    },
    removeCookie: async (name) => {
      await p.removeCookie?.(name);
    },
    reload: () => p.reload(),
    storage,
    notify: p.notify ?? silentNotifier,
    fingerprint: p.fingerprint ? () => p.fingerprint?.() ?? Promise.resolve('') : () => Promise.resolve(''),
    anonymousId: async () => (p.anonymousId ? p.anonymousId() : ownAnonymousId()),
    captcha: p.captcha,
    clock: p.clock ?? systemClock,
    environment: () => p.environment?.(),
    log: (level, message, detail) => p.log?.(level, message, detail),
  };
}
