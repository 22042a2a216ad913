import { invalidate, onInvalidate, TOPICS } from '../../cluster/invalidation';
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
    const made = createCache<unknown>(TTL_MS);
    caches.set(db, made);
    // Cleared when the market moves on this instance or any other on the same database.
    onInvalidate(db, TOPICS.market, () => made.clear());
    cache = made;
  }
  return cache.get(key, load) as Promise<T>;
}

/** The latest day with data; rankings answer empty lists on an empty market. */
export function cachedLatestDay(db: Db): Promise<string | null> {
  return cached(db, 'latest-day', () => latestDay(db));
}

/** Forgets every cached answer of `db` (after its market data changed), on every instance, and the rendered pages with them. */
export function clearMarketCache(db: Db): void {
  invalidate(db, TOPICS.market);
}
