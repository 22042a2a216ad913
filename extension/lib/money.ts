import { z } from 'zod';
import { parseAmount, type AmountStyle } from '@marketlens/core/format';

export const CURRENCIES = Object.freeze(['RUB', 'CNY', 'USD'] as const);
export const currencySchema = z.enum(CURRENCIES);
export type Currency = (typeof CURRENCIES)[number];

/** Exchange rates as the Central Bank of Russia quotes them: roubles for one unit of each currency. */
export const ratesSchema = z.object({
  rubPer: z.object({ RUB: z.literal(1), CNY: z.number().positive(), USD: z.number().positive() }),
  /** The day the rates were set, YYYY-MM-DD. */
  asOf: z.string(),
  /** Where the rates come from, e.g. the bank's daily feed or the seeded fallback. */
  source: z.string(),
  /** Set when the server could not be reached and these are the last rates it gave; the UI marks them as such. */
  stale: z.boolean().optional(),
});
export type Rates = z.infer<typeof ratesSchema>;

/** Converts an amount between two currencies through the rouble. */
export function convert(amount: number, from: Currency, to: Currency, rates: Rates): number {
  return (amount * rates.rubPer[from]) / rates.rubPer[to];
}

/** Rounds to cents (kopecks, fen) for display and export. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Reads a price as a shop writes it: "1 299 ₽", "12,50", "¥ 35.8", "1 299,00 ₽" (narrow and
 * non-breaking spaces as thousands separators, comma or point as decimal mark). Anything that is
 * not exactly one non-negative number (two numbers run together, a range, a negative) is refused.
 */
export function parsePrice(text: string, style: AmountStyle = 'ru'): number | undefined {
  const parsed = parseAmount(text, style);
  return parsed.ok ? parsed.value : undefined;
}
