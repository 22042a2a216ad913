import { storage } from 'wxt/utils/storage';
import { z } from 'zod';

/** Where the MarketLens site lives; its session cookies are the extension's session. */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:8080';

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
  apiOrigin: z.string().default(''),
});
export type Connection = z.infer<typeof connectionSchema>;

export const connectionItem = storage.defineItem<Connection>('local:connection', {
  fallback: { siteOrigin: DEFAULT_SITE_ORIGIN, apiOrigin: '' },
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
