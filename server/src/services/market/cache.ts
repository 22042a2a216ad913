/**
 * A small in-memory cache for answers that change only when the market data changes (daily).
 * Each server instance keeps its own copy, which is correct because the cached data is read-only.
 */
export function createCache<T>(ttlMs: number, maxEntries = 2000) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    /** The cached value of `key`, or the result of `load` (shared by concurrent callers). */
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const value = load();
      entries.set(key, { at: now, value });
      // A failed load must not be served from the cache.
      value.catch(() => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
}
