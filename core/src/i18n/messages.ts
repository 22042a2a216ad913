import type { Resources } from '@marketlens/locales';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of the `core` namespace, typed from zh-CN so that a misspelt key fails type-checking. */
export type CoreMessageKey = Leaves<Resources['core']>;

/** Parameters interpolated into a message (`{{n}}` in the locale files). */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A user-visible message: a locale key of core, or text the server already localized. */
export type Message = { readonly key: CoreMessageKey; readonly params?: MessageParams } | { readonly text: string };

/** Translates a core key; the apps pass their i18n instance's `t` bound to the `core` namespace. */
export type Translate = (key: CoreMessageKey, params?: MessageParams) => string;

/** Builds a message from a core key. */
export function msg(key: CoreMessageKey, params?: MessageParams): Message {
  return params ? { key, params } : { key };
}

/** The text of a message in the current language. */
export function messageText(message: Message, t: Translate): string {
  return 'text' in message ? message.text : t(message.key, message.params);
}
