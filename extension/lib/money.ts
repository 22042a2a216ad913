import { z } from 'zod';

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
 * non-breaking spaces as thousands separators, comma or point as decimal mark).
 */
export function parsePrice(text: string): number | undefined {
  const cleaned = text.replace(/[\s\u00a0\u2009\u202f]/g, '').replace(/[^\d.,]/g, '');
  if (!cleaned) return undefined;
  const normalised = cleaned.replace(/,(?=\d{1,2}$)/, '.').replace(/,/g, '');
  const value = Number.parseFloat(normalised);
  return Number.isFinite(value) ? value : undefined;
}
