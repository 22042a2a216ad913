import type { Db } from '../client';
import { seedContent } from './content';
import { seedDemoMembers, seedIdentity } from './identity';
import { seedLottery } from './lottery';
import { seedMarket } from './market';
import { seedPromote } from './promote';
import { seedOffers } from '../../services/market/offers';
import { marketSize } from '../../services/market/size';
import { seedPricingTables } from '../../services/pricing/tables';
import { refreshRollups } from '../../services/workbench/rollups';

/**
 * Fills an empty database with reference and market data, and with the demo members when `demo`
 * (never in production mode: their password is published); safe to run on every start.
 */
export async function seed(db: Db, options: { demo: boolean }): Promise<void> {
  await seedMarket(db);
  await seedOffers(db, marketSize().seed);
  await refreshRollups(db);
  await seedIdentity(db);
  if (options.demo) await seedDemoMembers(db);
  await seedContent(db);
  await seedPricingTables(db);
  await seedLottery(db);
  await seedPromote(db);
}
