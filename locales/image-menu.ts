import { imageSearch as enUS } from './en-US/extension.json';
import { imageSearch as ruRU } from './ru-RU/extension.json';
import { imageSearch as zhCN } from './zh-CN/extension.json';
import type { Locale } from './index';

/**
 * The extension's image context-menu title in each language: the browser extension's service worker
 * needs only this string, and the named imports keep the rest of the language files out of its code.
 */
export const IMAGE_MENU_TITLES: Readonly<Record<Locale, string>> = Object.freeze({ 'zh-CN': zhCN.menu, 'en-US': enUS.menu, 'ru-RU': ruRU.menu });
