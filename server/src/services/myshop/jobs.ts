import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Logger } from '../../log';
import { enqueue } from '../jobs/queue';
import { rows } from '../market/window';
import type { SellerApi } from '../seller-api/client';
import { sellerApiFor } from '../seller-api/provider';
import { loadSecretBox, type SecretBox } from '../seller-api/secret-box';
import { syncShopData, type SyncOutcome } from '../seller-api/sync';
import { raiseShopAlerts } from './alerts';

/**
 * The "My shops" jobs on the queue: `myshop-shop-sync` syncs one shop at once (queued when a shop
 * is bound or bound again, and again while its back-fill is left half-way), and `myshop-alerts`
 * raises a shop's alerts after each sync that stored something (once per shop and five minutes).
 */

const apis = new WeakMap<Db, SellerApi>();
function deps(db: Db): { api: SellerApi; box: SecretBox } {
  const config = loadConfig();
  let api = apis.get(db);
  if (!api) {
    api = sellerApiFor(config, db);
    apis.set(db, api);
  }
  return { api, box: loadSecretBox({ secretHex: config.sellerKeySecret, dataDir: config.dataDir }) };
}

/** Queues the sync of one shop now (a shop just bound, or bound again). */
export const queueShopSync = (db: Db, shopId: number, round = 0) =>
  enqueue(db, { kind: 'myshop-shop-sync', key: `myshop-shop-sync:${shopId}:${Date.now()}:${round}`, payload: { shopId, round }, maxAttempts: 1 });

/** Queues the alerts of a shop (once per shop and five-minute slot, whichever sync asks first). */
export const queueShopAlerts = (db: Db, shopId: number) =>
  enqueue(db, { kind: 'myshop-alerts', key: `myshop-alerts:${shopId}:${Math.floor(Date.now() / 300_000)}`, payload: { shopId } });

/** After a sync run: alerts when something was stored. */
export async function afterSync(db: Db, shopId: number, outcome: SyncOutcome): Promise<void> {
  if (outcome === 'done' || outcome === 'paused') await queueShopAlerts(db, shopId);
}

/** A back-fill left half-way goes on at once, up to this many rounds a binding (the five-minute job takes over after). */
const MAX_ROUNDS = 30;

/** Runs one shop's sync now; a run that paused for its budget is queued again. */
export async function runOneShopSync(db: Db, log: Logger, shopId: number, opts: { round?: number; budgetMs?: number; api?: SellerApi; box?: SecretBox } = {}): Promise<SyncOutcome | 'unknown'> {
  const [shop] = await rows<{ user_id: number }>(db, sql`SELECT user_id FROM seller_shops WHERE id = ${shopId}`);
  if (!shop) return 'unknown';
  const d = opts.api && opts.box ? { api: opts.api, box: opts.box } : deps(db);
  const outcome = await syncShopData(db, d.api, d.box, { shopId, userId: Number(shop.user_id) }, { budgetMs: opts.budgetMs ?? 120_000 });
  await afterSync(db, shopId, outcome);
  const round = opts.round ?? 0;
  if (outcome === 'paused' && round < MAX_ROUNDS) await queueShopSync(db, shopId, round + 1);
  if (outcome !== 'done') log.info('shop sync now', { shopId, outcome, round });
  return outcome;
}

/** The job of `myshop-alerts`. */
export async function runShopAlertsJob(db: Db, log: Logger, shopId: number): Promise<number> {
  const inserted = await raiseShopAlerts(db, shopId);
  if (inserted) log.info('shop alerts', { shopId, inserted });
  return inserted;
}
