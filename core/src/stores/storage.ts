import { createJSONStorage, type PersistStorage, type StateStorage } from 'zustand/middleware';
import type { Clock, KeyValueStorage } from '../http/platform';

/** Persisted store names in the platform's storage. */
export const STORE_KEYS = Object.freeze({
  app: 'ml-app',
  searchHistory: 'ml-search-history',
  promote: 'ml-promote',
  language: 'ml-language',
  permission: 'ml-permission',
});

function stateStorage(storage: KeyValueStorage): StateStorage {
  return {
    getItem: async (name) => (await storage.getItem(name)) ?? null,
    setItem: (name, value) => storage.setItem(name, value),
    removeItem: (name) => storage.removeItem(name),
  };
}

/** zustand persistence through the platform's storage. */
export function platformPersistStorage<S>(storage: KeyValueStorage): PersistStorage<S> | undefined {
  return createJSONStorage<S>(() => stateStorage(storage));
}

/** Like platformPersistStorage, but a saved state older than `ttlMs` reads as absent. */
export function expiringPersistStorage<S>(storage: KeyValueStorage, ttlMs: number, clock: Clock = { now: () => Date.now() }): PersistStorage<S> | undefined {
  const inner = stateStorage(storage);
  return createJSONStorage<S>(() => ({
    getItem: async (name) => {
      const raw = await inner.getItem(name);
      if (!raw) return null;
      try {
        const { savedAt, value } = JSON.parse(raw) as { savedAt: number; value: string };
        if (clock.now() - savedAt > ttlMs) {
          await inner.removeItem(name);
          return null;
        }
        return value;
      } catch {
        return null;
      }
    },
    setItem: (name, value) => inner.setItem(name, JSON.stringify({ savedAt: clock.now(), value })),
    removeItem: (name) => inner.removeItem(name),
  }));
}
