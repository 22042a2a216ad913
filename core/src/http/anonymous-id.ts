import type { KeyValueStorage } from './platform';

/** Storage key of the visitor's anonymous analytics id. */
export const ANONYMOUS_ID_KEY = 'ml_anonymous_id';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random string of letters and digits from the platform's cryptographic random source. */
export function randomId(length: number): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length));
  return [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** The anonymous id kept in storage, created on first use; memoized so concurrent requests agree. */
export function anonymousIdFrom(storage: KeyValueStorage): () => Promise<string> {
  let pending: Promise<string> | undefined;
  return () => {
    pending ??= (async () => {
      const stored = await storage.getItem(ANONYMOUS_ID_KEY);
      if (stored) return stored;
      const id = `${Date.now().toString(36)}-${randomId(16)}`;
      await storage.setItem(ANONYMOUS_ID_KEY, id);
      return id;
    })();
    return pending;
  };
}
