import type { Db } from '../client';
import { seedContent } from './content';
import { seedDemoMembers, seedIdentity, seedTestMembers } from './identity';
import { seedLottery } from './lottery';
import { seedMarket } from './market';
import { seedPromote } from './promote';
import { seedStore } from './store';
import { seedOffers } from '../../services/market/offers';
import { marketSize } from '../../services/market/size';
import { seedPricingTables } from '../../services/pricing/tables';
import { refreshRollups } from '../../services/workbench/rollups';

/**
 * Fills an empty database with reference and market data, and with the demo members when `demo`
 * (never in production mode: their password is published) and `testMembers` test members like the
 * demo one (db/seed/identity.ts TEST_MEMBERS; config refuses them in production mode); safe to run on
 * every start.
 */
export async function seed(db: Db, options: { demo: boolean; testMembers?: number }): Promise<void> {
  await seedMarket(db);
  await seedOffers(db, marketSize().seed);
  await refreshRollups(db);
  await seedIdentity(db);
  if (options.demo) {
    await seedDemoMembers(db);
    await seedTestMembers(db, options.testMembers ?? 0);
  }
  await seedContent(db);
  await seedPricingTables(db);
  await seedLottery(db);
  await seedPromote(db);
  await seedStore(db);
}
