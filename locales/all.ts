import enUS from './en-US/index';
import ruRU from './ru-RU/index';
import zhCN from './zh-CN/index';
import type { Locale, Resources } from './index';

/** All languages at once, for the server and for tests; browsers load one language with loadResources. */
export const allResources: Readonly<Record<Locale, Resources>> = Object.freeze({
  'zh-CN': zhCN,
  'en-US': enUS,
  'ru-RU': ruRU,
});
