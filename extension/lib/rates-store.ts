import { storage } from 'wxt/utils/storage';
import { ratesSchema, type Rates } from './money';

/** The last rates the server gave, kept so that prices still convert (marked as old) while it is unreachable. */
const lastRatesItem = storage.defineItem<Rates | null>('local:lastRates', { fallback: null });

/**
 * Fresh rates from the server, remembered; when the server cannot answer, the last remembered
 * rates marked `stale`, or the server's failure when there never were any.
 */
export async function ratesWithFallback(fetchFresh: () => Promise<Rates>): Promise<Rates> {
  try {
    const fresh = await fetchFresh();
    const kept: Rates = { rubPer: fresh.rubPer, asOf: fresh.asOf, source: fresh.source };
    await lastRatesItem.setValue(kept);
    return kept;
  } catch (error) {
    const last = ratesSchema.safeParse(await lastRatesItem.getValue());
    if (last.success) return { ...last.data, stale: true };
    throw error;
  }
}
