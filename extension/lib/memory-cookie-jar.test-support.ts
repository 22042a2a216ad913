import type { CookieChange, CookieJar } from './cookie-jar';

/**
 * The browser's cookie store for one origin, kept in memory: WXT's fake browser has no cookies API,
 * so unit tests use this jar, which behaves like the real one (changes announced as removal + addition).
 */
export function memoryCookieJar(): CookieJar & { values: Map<string, string> } {
  const values = new Map<string, string>();
  const listeners = new Set<(change: CookieChange) => void>();
  const emit = (change: CookieChange) => listeners.forEach((l) => l(change));
  return {
    values,
    get: async (name) => values.get(name),
    async set(name, value) {
      if (values.has(name)) emit({ name, removed: true });
      values.set(name, value);
      emit({ name, removed: false });
    },
    async remove(name) {
      if (values.delete(name)) emit({ name, removed: true });
    },
    watch(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}
