import { createCache } from '@ant-design/cssinjs';

type StyleCache = ReturnType<typeof createCache>;

/** Most entries the shared store keeps (a component's styles per theme, token or CSS variables). */
const SHARED_LIMIT = 5_000;
const shared = new Map<string, unknown>();

/**
 * antd's style cache for one server render, backed by what earlier renders computed: a style,
 * token or variable set already made (its key holds every input: theme, token, hash, path) is
 * taken from the shared store instead of being made again, and the page still extracts only the
 * styles its own render registered.
 */
export function requestStyleCache(): StyleCache {
  const cache = createCache();
  const update = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, valueFn) => {
    if (!cache.cache.has(key) && shared.has(key)) cache.cache.set(key, [0, shared.get(key)]);
    update(key, valueFn);
    const entry = cache.cache.get(key);
    if (entry && !shared.has(key) && shared.size < SHARED_LIMIT) shared.set(key, entry[1]);
  };
  return cache;
}

/** How many style entries the shared store holds (for tests). */
export const sharedStyleEntries = (): number => shared.size;
