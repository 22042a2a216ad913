import type { Message } from '../i18n/messages';
import type { BrowserEnvironment, CaptchaResult, Platform } from '../http/platform';
import { memoryStorage } from '../http/resolve-platform';

/** What a test platform recorded: notifications by kind, reloads and cookie writes. */
export interface TestPlatform extends Platform {
  readonly cookies: Map<string, string>;
  readonly storage: ReturnType<typeof memoryStorage>;
  readonly shown: { kind: 'success' | 'warning' | 'error' | 'notice'; message: Message; description?: Message }[];
  readonly reloads: () => number;
  captchaResults: CaptchaResult[];
  env?: BrowserEnvironment;
}

/** A platform for tests: cookies and storage in memory, every notification and reload recorded. */
export function testPlatform(options: { fingerprint?: string; anonymousId?: string; now?: () => number } = {}): TestPlatform {
  const cookies = new Map<string, string>();
  const shown: TestPlatform['shown'] = [];
  let reloads = 0;
  const platform: TestPlatform = {
    cookies,
    storage: memoryStorage(),
    shown,
    reloads: () => reloads,
    captchaResults: [],
    getCookie: (name) => cookies.get(name),
    setCookie: (name, value) => void cookies.set(name, value),
    removeCookie: (name) => void cookies.delete(name),
    reload: () => void reloads++,
    notify: {
      success: (message) => shown.push({ kind: 'success', message }),
      warning: (message) => shown.push({ kind: 'warning', message }),
      error: (message) => shown.push({ kind: 'error', message }),
      notice: ({ title, description }) => shown.push({ kind: 'notice', message: title, description }),
    },
    fingerprint: () => Promise.resolve(options.fingerprint ?? 'fp-test'),
    anonymousId: () => options.anonymousId ?? 'anon-test',
    captcha: { verify: () => Promise.resolve(platform.captchaResults.shift() ?? { ret: 0, ticket: 'ticket-1', randstr: 'rand-1' }) },
    clock: { now: options.now ?? (() => Date.now()) },
    environment: () => platform.env ?? { pageUrl: 'http://localhost/', userAgent: 'test-agent', screen: { width: 1280, height: 800 }, automation: { webdriver: false, headless: false, phantom: false, nightmare: false, selenium: false, chromeDriver: false, domAutomation: false }, lastClick: null },
  };
  return platform;
}
