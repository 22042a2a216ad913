import type { Db } from '../../db/client';
import { createCache } from './cache';
import { latestDay } from './window';

// Market data changes when it is re-seeded or re-imported, not per request: a minute of staleness is fine.
const TTL_MS = 60_000;
const caches = new WeakMap<Db, ReturnType<typeof createCache<unknown>>>();

/** The answer for `key` from this database's cache, or `load`'s result. */
export function cached<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = createCache<unknown>(TTL_MS);
    caches.set(db, cache);
  }
  return cache.get(key, load) as Promise<T>;
}

/** The latest day with data; rankings answer empty lists on an empty market. */
export function cachedLatestDay(db: Db): Promise<string | null> {
  return cached(db, 'latest-day', () => latestDay(db));
}

/** Forgets every cached answer of `db` (after its market data changed). */
export function clearMarketCache(db: Db): void {
  caches.get(db)?.clear();
}
