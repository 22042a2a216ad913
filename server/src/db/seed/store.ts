import type { Db } from '../client';
import { planPrices } from '../schema/index';
import { DEFAULT_PRICES } from '../../services/store/prices';

/**
 * The default plan prices, in every mode (production included): inserted once, never overwritten,
 * so operators' changes in the console survive restarts.
 */
export async function seedStore(db: Db): Promise<void> {
  await db
    .insert(planPrices)
    .values(DEFAULT_PRICES.map((p) => ({ ...p })))
    .onConflictDoNothing();
}
