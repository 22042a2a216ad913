import { storage } from 'wxt/utils/storage';
import { z } from 'zod';

/** Where the local MarketLens server (`npm start`) lives when the build names no site. */
const LOCAL_SITE_ORIGIN = 'http://localhost:8080';

/** Where the MarketLens site lives; its session cookies are the extension's session. Set at build time by MARKETLENS_SITE_ORIGIN. */
export const DEFAULT_SITE_ORIGIN = import.meta.env.MARKETLENS_SITE_ORIGIN ? new URL(import.meta.env.MARKETLENS_SITE_ORIGIN).origin : LOCAL_SITE_ORIGIN;

/** Where the API lives when it is not on the site's origin; set at build time by MARKETLENS_API_ORIGIN. */
export const DEFAULT_API_ORIGIN = import.meta.env.MARKETLENS_API_ORIGIN ? new URL(import.meta.env.MARKETLENS_API_ORIGIN).origin : '';

const originSchema = z
  .string()
  .trim()
  .url()
  .transform((value) => new URL(value).origin)
  .refine((origin) => origin.startsWith('http://') || origin.startsWith('https://'));

/** Normalises what a user typed into an origin (`https://host[:port]`), or undefined when it is not one. */
export function parseOrigin(input: string): string | undefined {
  const parsed = originSchema.safeParse(input);
  return parsed.success ? parsed.data : undefined;
}

export const connectionSchema = z.object({
  siteOrigin: z.string().default(DEFAULT_SITE_ORIGIN),
  /** Empty: the API is served by the site's own origin. */
  apiOrigin: z.string().default(DEFAULT_API_ORIGIN),
});
export type Connection = z.infer<typeof connectionSchema>;

export const connectionItem = storage.defineItem<Connection>('local:connection', {
  fallback: { siteOrigin: DEFAULT_SITE_ORIGIN, apiOrigin: DEFAULT_API_ORIGIN },
});

/** The configured origins, repaired to defaults when storage holds something unexpected. */
export async function getConnection(): Promise<Connection> {
  const parsed = connectionSchema.safeParse(await connectionItem.getValue());
  return parsed.success ? parsed.data : connectionSchema.parse({});
}

/** The origin API calls go to: the configured API origin, else the site's. */
export function apiOriginOf(connection: Connection): string {
  return connection.apiOrigin || connection.siteOrigin;
}

/** Seller-assistant switches shown in the popup. */
export const assistantSchema = z.object({
  /** Show a yuan price beside rouble prices on Ozon pages. */
  cnyPrices: z.boolean().default(true),
});
export type AssistantSettings = z.infer<typeof assistantSchema>;

export const assistantItem = storage.defineItem<AssistantSettings>('local:assistant', {
  fallback: { cnyPrices: true },
});

export async function getAssistantSettings(): Promise<AssistantSettings> {
  const parsed = assistantSchema.safeParse(await assistantItem.getValue());
  return parsed.success ? parsed.data : assistantSchema.parse({});
}
