import { storage } from 'wxt/utils/storage';
import { z } from 'zod';

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
