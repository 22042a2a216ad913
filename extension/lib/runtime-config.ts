import { parseRuntimeConfig, type RuntimeConfig } from '@marketlens/core/config';
import { apiOriginOf, type Connection } from './connection';

/** Where the server hands out its runtime configuration (outside the anti-abuse checks). */
const RUNTIME_CONFIG_PATH = '/api/runtime-config';
const LOAD_TIMEOUT_MS = 5_000;

/** The server could not be asked for its configuration; the UI says the server is unreachable. */
export class UnreachableError extends Error {}

const loaded = new Map<string, Promise<RuntimeConfig>>();

async function fetchConfig(connection: Connection, fetcher: typeof fetch): Promise<RuntimeConfig> {
  const apiOrigin = apiOriginOf(connection);
  let raw: unknown;
  try {
    const res = await fetcher(`${apiOrigin}${RUNTIME_CONFIG_PATH}`, { signal: AbortSignal.timeout(LOAD_TIMEOUT_MS), credentials: 'omit' });
    if (!res.ok) throw new UnreachableError(`runtime config answered ${res.status}`);
    raw = await res.json();
  } catch (error) {
    throw error instanceof UnreachableError ? error : new UnreachableError(String(error));
  }
  // The server describes itself as seen from its own pages (an empty API origin means "same origin");
  // the extension is not on that origin, so the configured origins win.
  const server = parseRuntimeConfig(raw);
  return { ...server, apiOrigin, siteOrigin: connection.siteOrigin };
}

/**
 * The server's runtime configuration (API bases, the anti-bot public key) for the configured origins,
 * fetched once per page or worker; a failed fetch is not remembered, so the next use tries again.
 */
export function loadRuntimeConfig(connection: Connection, fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  const key = `${connection.siteOrigin} ${apiOriginOf(connection)}`;
  const known = loaded.get(key);
  if (known) return known;
  const pending = fetchConfig(connection, fetcher);
  loaded.set(key, pending);
  pending.catch(() => loaded.delete(key));
  return pending;
}
