import type { Message } from '../i18n/messages';

/** Key-value storage of the platform (localStorage on the web, extension storage in the extension). */
export interface KeyValueStorage {
  getItem(key: string): string | null | undefined | Promise<string | null | undefined>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

export interface CookieOptions {
  /** Lifetime in days; a session cookie when absent. */
  readonly days?: number;
}

/** How the platform shows messages (antd message/notification on the web, the popup's own in the extension). */
export interface Notifier {
  success(message: Message): void;
  warning(message: Message): void;
  error(message: Message): void;
  /** A notice that stays until the user closes it. */
  notice(notice: { readonly title: Message; readonly description: Message }): void;
}

/** Result of the slider captcha: `ret` 0 means passed and carries the single-use ticket. */
export interface CaptchaResult {
  readonly ret: number;
  readonly ticket?: string;
  readonly randstr?: string;
}

/** Opens the slider captcha and resolves when the user finishes or closes it. */
export interface CaptchaWidget {
  verify(): Promise<CaptchaResult>;
}

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** The seven automation-detection flags of the anti-bot code. */
export interface AutomationFlags {
  readonly webdriver: boolean;
  readonly headless: boolean;
  readonly phantom: boolean;
  readonly nightmare: boolean;
  readonly selenium: boolean;
  readonly chromeDriver: boolean;
  readonly domAutomation: boolean;
}

/** What the anti-bot code reports about the browser. */
export interface BrowserEnvironment {
  readonly pageUrl: string;
  readonly userAgent: string;
  readonly screen: { readonly width: number; readonly height: number };
  readonly automation: AutomationFlags;
  readonly lastClick: { readonly x: number; readonly y: number } | null;
}

export type LogLevel = 'info' | 'warn' | 'error';

/**
 * What differs between the website and the extension; passed in when a client is created.
 * Only getCookie and reload are required; see resolvePlatform for what an absent member means.
 */
export interface Platform {
  /** Reads a cookie of the site (document.cookie on the web, the cookies API in the extension). */
  getCookie(name: string): string | undefined | Promise<string | undefined>;
  /** Reloads the current page or view. */
  reload(): void;
  setCookie?(name: string, value: string, options?: CookieOptions): void | Promise<void>;
  removeCookie?(name: string): void | Promise<void>;
  storage?: KeyValueStorage;
  notify?: Notifier;
  /** The browser's fingerprint (FingerprintJS visitor id, loaded once). */
  fingerprint?(): Promise<string>;
  /** The visitor's anonymous analytics id. */
  anonymousId?(): string | Promise<string>;
  captcha?: CaptchaWidget;
  clock?: Clock;
  environment?(): BrowserEnvironment;
  log?(level: LogLevel, message: string, detail?: unknown): void;
}
