import type zhCN from './zh-CN/index';

/** The three languages of the product, zh-CN first (the default and fallback). */
export const LOCALES = Object.freeze(['zh-CN', 'en-US', 'ru-RU'] as const);
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** Every namespace of user-visible text; keys are typed from zh-CN. */
export type Resources = typeof zhCN;
export type Namespace = keyof Resources;
export const NAMESPACES = Object.freeze([
  'analytics',
  'auth',
  'common',
  'content',
  'core',
  'extension',
  'home',
  'layout',
  'legal',
  'market',
  'mobile',
  'monitor',
  'myshop',
  'pricing',
  'server',
  'store',
  'workbench',
] as const satisfies readonly Namespace[]);

/** Loads one language's resources; bundlers split each language into its own chunk. */
export async function loadResources(locale: Locale): Promise<Resources> {
  switch (locale) {
    case 'en-US':
      return (await import('./en-US/index')).default;
    case 'ru-RU':
      return (await import('./ru-RU/index')).default;
    default:
      return (await import('./zh-CN/index')).default;
  }
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
