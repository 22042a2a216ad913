import { storage } from 'wxt/utils/storage';

// Kept free of zod: every extension page reads the connection before its first draw, and zod's
// start-up cost would come before that draw too. Origins typed by the user are checked in settings.ts.

/** Where the local MarketLens server (`npm start`) lives when the build names no site. */
const LOCAL_SITE_ORIGIN = 'http://localhost:8080';

/** Where the MarketLens site lives; its session cookies are the extension's session. Set at build time by MARKETLENS_SITE_ORIGIN. */
export const DEFAULT_SITE_ORIGIN = import.meta.env.MARKETLENS_SITE_ORIGIN ? new URL(import.meta.env.MARKETLENS_SITE_ORIGIN).origin : LOCAL_SITE_ORIGIN;

/** Where the API lives when it is not on the site's origin; set at build time by MARKETLENS_API_ORIGIN. */
export const DEFAULT_API_ORIGIN = import.meta.env.MARKETLENS_API_ORIGIN ? new URL(import.meta.env.MARKETLENS_API_ORIGIN).origin : '';

export interface Connection {
  siteOrigin: string;
  /** Empty: the API is served by the site's own origin. */
  apiOrigin: string;
}

export const connectionItem = storage.defineItem<Connection>('local:connection', {
  fallback: { siteOrigin: DEFAULT_SITE_ORIGIN, apiOrigin: DEFAULT_API_ORIGIN },
});

const isOrigin = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\/[^/]+$/.test(value);

/** The configured origins, each repaired to its default when storage holds something unexpected. */
export async function getConnection(): Promise<Connection> {
  const stored: unknown = await connectionItem.getValue();
  const value: Partial<Record<keyof Connection, unknown>> = typeof stored === 'object' && stored !== null ? stored : {};
  return {
    siteOrigin: isOrigin(value.siteOrigin) ? value.siteOrigin : DEFAULT_SITE_ORIGIN,
    apiOrigin: value.apiOrigin === '' || isOrigin(value.apiOrigin) ? value.apiOrigin : DEFAULT_API_ORIGIN,
  };
}

/** The origin API calls go to: the configured API origin, else the site's. */
export function apiOriginOf(connection: Connection): string {
  return connection.apiOrigin || connection.siteOrigin;
}
