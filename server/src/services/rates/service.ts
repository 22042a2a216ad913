import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { rates as ratesContract } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { exchangeRates } from '../../db/schema/market';
import type { Logger } from '../../log';
import { fetchCbrRates } from './cbr';

/** Built-in rates (roubles per unit) for when the feed has never been reachable. */
export const SEED_RATES = Object.freeze({ asOf: '2025-06-03', rates: { CNY: 10.9252, USD: 78.7328, EUR: 89.6864, KZT: 0.153471, BYN: 26.3059, HKD: 10.0357 } });

const envSchema = z.object({
  CBR_RATES_URL: z.string().default('https://www.cbr.ru/scripts/XML_daily.asp'),
  CBR_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
});

// The feed changes once a day; after a failure the server waits before trying again so requests stay fast.
const FRESH_MS = 60 * 60_000;
const RETRY_MS = 10 * 60_000;

/** Exchange rates: the CBR feed where reachable (stored per day), else the latest stored or seeded rates. */
export function createRatesService(deps: { db: Db; log: Logger; env?: NodeJS.ProcessEnv }) {
  const env = envSchema.parse(deps.env ?? process.env);
  let lastAttempt = 0;
  let fresh: { at: number; value: ratesContract.Rates } | undefined;
  let inflight: Promise<void> | undefined;

  async function refresh(): Promise<void> {
    lastAttempt = Date.now();
    if (!env.CBR_RATES_URL) return;
    try {
      const daily = await fetchCbrRates(env.CBR_RATES_URL, env.CBR_TIMEOUT_MS);
      const rows = Object.entries(daily.rates).map(([currency, rub]) => ({ day: daily.asOf, currency, rub, source: 'cbr' as const }));
      await deps.db.insert(exchangeRates).values(rows).onConflictDoUpdate({ target: [exchangeRates.day, exchangeRates.currency], set: { rub: sql`excluded.rub`, source: 'cbr' } });
      fresh = { at: Date.now(), value: { base: 'RUB', asOf: daily.asOf, source: 'cbr', rates: daily.rates } };
    } catch (err) {
      deps.log.warn('CBR exchange-rate feed unreachable, answering stored rates', { err: String(err) });
    }
  }

  async function stored(): Promise<ratesContract.Rates> {
    const [latest] = await deps.db.select({ day: exchangeRates.day }).from(exchangeRates).orderBy(desc(exchangeRates.day)).limit(1);
    if (!latest) return { base: 'RUB', asOf: SEED_RATES.asOf, source: 'seed', rates: { ...SEED_RATES.rates } };
    const rows = await deps.db.select().from(exchangeRates).where(eq(exchangeRates.day, latest.day));
    return { base: 'RUB', asOf: latest.day, source: rows.some((r) => r.source === 'cbr') ? 'cbr' : 'seed', rates: Object.fromEntries(rows.map((r) => [r.currency, r.rub])) };
  }

  return {
    /** The latest rates; fetches the feed at most hourly, and after a failure at most every ten minutes. */
    async latest(): Promise<ratesContract.Rates> {
      if (fresh && Date.now() - fresh.at < FRESH_MS) return fresh.value;
      if (Date.now() - lastAttempt >= RETRY_MS) {
        inflight ??= refresh().finally(() => (inflight = undefined));
        await inflight;
        if (fresh && Date.now() - fresh.at < FRESH_MS) return fresh.value;
      }
      return stored();
    },
  };
}

/** Stores the seeded rates once, so a server that never reaches the feed still answers with an as-of date. */
export async function seedRates(db: Db): Promise<void> {
  const rows = Object.entries(SEED_RATES.rates).map(([currency, rub]) => ({ day: SEED_RATES.asOf, currency, rub, source: 'seed' as const }));
  await db.insert(exchangeRates).values(rows).onConflictDoNothing();
}
