import { loadConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Logger } from '../../log';
import type { SellerApi } from './client';
import { sellerApiFor } from './provider';
import { loadSecretBox, type SecretBox } from './secret-box';
import { afterSync } from '../myshop/jobs';
import { runDueSyncs } from './sync';

const apis = new WeakMap<Db, SellerApi>();

/**
 * The `myshop-sync` job (queued every five minutes, once per slot whatever the instances): syncs the
 * bound shops that are due, for at most two minutes, so the instance's other jobs are not held up; a
 * shop left half-way is due again at once and goes on from its cursors at the next slot. Each shop
 * that stored something has its alerts queued (services/myshop/jobs.ts).
 */
export async function runShopSyncJob(db: Db, log: Logger, deps: { api?: SellerApi; box?: SecretBox; budgetMs?: number } = {}) {
  const config = loadConfig();
  let api = deps.api ?? apis.get(db);
  if (!api) {
    api = sellerApiFor(config, db);
    apis.set(db, api);
  }
  const box = deps.box ?? loadSecretBox({ secretHex: config.sellerKeySecret, dataDir: config.dataDir });
  const counts = await runDueSyncs(db, api, box, log, { budgetMs: deps.budgetMs ?? 120_000 }, (shopId, outcome) => afterSync(db, shopId, outcome));
  if (Object.values(counts).some((n) => n > 0)) log.info('shop sync', counts);
  return counts;
}
