import type { AutomationFlags, BrowserEnvironment } from '../http/platform';

/** The parts of a browser window the environment reads; the web platform passes its `window`. */
export interface WindowLike {
  readonly location: { readonly href: string };
  readonly navigator: { readonly userAgent: string; readonly webdriver?: boolean };
  readonly screen: { readonly width: number; readonly height: number };
  readonly document?: object;
  addEventListener(type: 'click', listener: (event: { clientX: number; clientY: number }) => void, options?: { capture?: boolean; passive?: boolean }): void;
}

const has = (obj: object | undefined, names: readonly string[]): boolean => !!obj && names.some((n) => n in obj);
const hasPrefixed = (obj: object | undefined, prefixes: readonly string[]): boolean =>
  !!obj && Object.keys(obj).some((k) => prefixes.some((p) => k.startsWith(p)));

/** The seven automation-detection flags of a window. */
export function detectAutomation(win: WindowLike): AutomationFlags {
  return {
    webdriver: win.navigator.webdriver === true,
    headless: /HeadlessChrome|PhantomJS/i.test(win.navigator.userAgent),
    phantom: has(win, ['callPhantom', '_phantom', 'phantom']),
    nightmare: has(win, ['__nightmare']),
    selenium: has(win, ['_selenium', 'callSelenium', '__selenium_unwrapped', '__webdriver_evaluate', '__driver_evaluate']) || has(win.document, ['__selenium_evaluate', '__webdriver_script_fn']),
    chromeDriver: hasPrefixed(win, ['cdc_', '$cdc_']) || hasPrefixed(win.document, ['cdc_', '$cdc_']),
    domAutomation: has(win, ['domAutomation', 'domAutomationController']),
  };
}

/**
 * Starts tracking the last click of a window and returns the platform's `environment` function.
 * Call it once, in the browser, when the platform is created.
 */
export function browserEnvironment(win: WindowLike): () => BrowserEnvironment {
  let lastClick: { x: number; y: number } | null = null;
  win.addEventListener('click', (e) => (lastClick = { x: Math.round(e.clientX), y: Math.round(e.clientY) }), { capture: true, passive: true });
  return () => ({
    pageUrl: win.location.href,
    userAgent: win.navigator.userAgent,
    screen: { width: win.screen.width, height: win.screen.height },
    automation: detectAutomation(win),
    lastClick,
  });
}
