import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { Logger } from '../../log';
import { moscowYesterday } from '../market/advance';
import { SellerApiError, type SellerApi, type SellerCredentials } from './client';
import type { SecretBox } from './secret-box';
import { financeOfDay, postingsOfDay, pricesOfShop, returnsOfDay, stockByWarehouse, trafficPage } from './sync-api';
import { claimSync, dueShops, endSync, ensureSyncRow, historyDaysOf, parkInactive, shiftDay, type ClaimedSync, type SyncEnd } from './sync-state';
import { commitUnit, forgetShopData, LeaseLost, ShopGone, writeFinanceDay, writePostingsDay, writeReturnsDay, writeSnapshot, writeTraffic, type Cursor } from './sync-store';

/**
 * The shop sync: for one bound shop, back-fills the plan's history day by day from the Seller API
 * (postings FBO and FBS, returns, finance operations; the analytics report's card traffic by ranges
 * of days), refreshes the stock by warehouse and the prices, then keeps the last days current on
 * each later run. Every stored unit moves its cursor in the same transaction (sync-store.ts), so a
 * run that crashed resumes where it stopped. 429 waits for Retry-After when short, else the run
 * ends and the next one is due then; a refused key parks the shop until it is bound again.
 */

export interface SyncOptions {
  /** The last day to sync (default: yesterday in Moscow). */
  until?: string;
  workerId?: string;
  leaseMs?: number;
  /** Rows per page asked of the API (≤ 1,000). */
  pageSize?: number;
  /** A run stops after this long and the shop is due again at once. */
  budgetMs?: number;
  /** Longest Retry-After waited for within a run. */
  maxWaitMs?: number;
  retries?: number;
  /** Days re-read on each run once current (postings change status, returns and charges come late). */
  refreshDays?: number;
  /** Time between two runs of a current shop. */
  currentEveryMs?: number;
  /** Days per request of the analytics report. */
  trafficDays?: number;
  sleep?: (ms: number) => Promise<void>;
}

export type SyncOutcome = 'done' | 'paused' | 'error' | 'revoked' | 'busy' | 'gone' | 'inactive';

const DEFAULTS = {
  leaseMs: 5 * 60_000,
  pageSize: 1000,
  budgetMs: 4 * 60_000,
  maxWaitMs: 5_000,
  retries: 4,
  refreshDays: 3,
  currentEveryMs: 4 * 3_600_000,
  trafficDays: 7,
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

const RETRY_LATER_MS: Record<'unavailable' | 'malformed', number> = { unavailable: 15 * 60_000, malformed: 30 * 60_000 };

/** Syncs one shop as far as its budget allows; returns how the run ended. */
export async function syncShopData(db: Db, api: SellerApi, box: SecretBox, shop: { shopId: number; userId: number }, options: SyncOptions = {}): Promise<SyncOutcome> {
  const o = { ...DEFAULTS, ...options, workerId: options.workerId ?? `sync-${randomBytes(4).toString('hex')}` };
  const until = o.until ?? moscowYesterday();
  const days = await historyDaysOf(db, shop.userId);
  if (days === null) {
    await parkInactive(db, shop.shopId, until);
    return 'inactive';
  }
  await ensureSyncRow(db, shop.shopId, shiftDay(until, -(days - 1)));
  const claimed = await claimSync(db, shop.shopId, o.workerId, o.leaseMs);
  if (!claimed) return 'busy';
  try {
    const end = await runClaimed(db, api, { clientId: claimed.clientId, apiKey: box.open(claimed.apiKeyEnc) }, shop.shopId, claimed, until, o);
    await endSync(db, shop.shopId, o.workerId, end);
    return end.kind;
  } catch (err) {
    if (err instanceof ShopGone) {
      await forgetShopData(db, shop.shopId);
      return 'gone';
    }
    if (err instanceof LeaseLost) return 'busy';
    if (!(err instanceof SellerApiError)) throw err;
    const end: SyncEnd =
      err.reason === 'badCredentials'
        ? { kind: 'revoked' }
        : { kind: 'error', code: err.reason, nextRunMs: err.reason === 'rateLimited' ? (err.retryAfterMs ?? 60_000) : RETRY_LATER_MS[err.reason] };
    await endSync(db, shop.shopId, o.workerId, end);
    return end.kind;
  }
}

type Opts = typeof DEFAULTS & { workerId: string };

/**
 * Lets the event loop serve what waits between two stored units: with the embedded database and the
 * in-process development Seller API every await of a run resolves without I/O, and a run would
 * otherwise keep the server from answering the members' requests until it ends.
 */
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function runClaimed(db: Db, api: SellerApi, creds: SellerCredentials, shopId: number, claimed: ClaimedSync, until: string, o: Opts): Promise<SyncEnd> {
  const started = Date.now();
  const overBudget = () => Date.now() - started > o.budgetMs;
  const paused: SyncEnd = { kind: 'paused', nextRunMs: 0 };
  const unit = (kind: string, cursor: Cursor) => ({ shopId, workerId: o.workerId, leaseMs: o.leaseMs, kind, cursor });
  const retry = async <T>(read: () => Promise<T>): Promise<T> => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await read();
      } catch (err) {
        if (!(err instanceof SellerApiError) || attempt >= o.retries) throw err;
        if (err.reason === 'rateLimited' && (err.retryAfterMs ?? 1000) <= o.maxWaitMs) await o.sleep(err.retryAfterMs ?? 1000);
        else if (err.reason === 'unavailable') await o.sleep(Math.min(o.maxWaitMs, 250 * 2 ** attempt));
        else throw err;
      }
    }
  };
  // The first day a kind reads this run: after its cursor; once current, the last refreshDays again.
  const firstDay = (c: Cursor | undefined, rewind = true) => {
    const next = c?.done ? shiftDay(c.done, 1) : claimed.historyFrom;
    const refresh = rewind && claimed.phase === 'current' ? shiftDay(until, -(o.refreshDays - 1)) : next;
    const day = next < refresh ? next : refresh;
    return day < claimed.historyFrom ? claimed.historyFrom : day;
  };

  // Stock by warehouse and prices: a snapshot each run.
  const [stock, prices] = [await retry(() => stockByWarehouse(api, creds, o.pageSize)), await retry(() => pricesOfShop(api, creds, o.pageSize))];
  await commitUnit(db, unit('snapshot', { done: until }), (tx) => writeSnapshot(tx, shopId, stock, prices));

  const kinds = {
    postings: async (day: string) => {
      const data = await retry(() => postingsOfDay(api, creds, day, o.pageSize));
      await commitUnit(db, unit('postings', { done: day }), (tx) => writePostingsDay(tx, shopId, day, data));
    },
    returns: async (day: string) => {
      const data = await retry(() => returnsOfDay(api, creds, day, o.pageSize));
      await commitUnit(db, unit('returns', { done: day }), (tx) => writeReturnsDay(tx, shopId, day, data));
    },
    finance: async (day: string) => {
      const data = await retry(() => financeOfDay(api, creds, day, o.pageSize));
      await commitUnit(db, unit('finance', { done: day }), (tx) => writeFinanceDay(tx, shopId, day, data));
    },
  };
  for (const [kind, step] of Object.entries(kinds)) {
    for (let day = firstDay(claimed.cursors[kind]); day <= until; day = shiftDay(day, 1)) {
      if (overBudget()) return paused;
      await step(day);
      await yieldTurn();
    }
  }

  // Card traffic: the analytics report by day and SKU, over ranges of days, page by page.
  let c: Cursor = claimed.cursors.traffic ?? {};
  let trafficWaitMs = 0;
  if (c.waitUntil && Date.parse(c.waitUntil) > Date.now()) trafficWaitMs = Date.parse(c.waitUntil) - Date.now();
  else {
    for (let window = 0; ; ) {
      if (c.from === undefined || c.to === undefined) {
        // Only the run's first range goes back over the last days; later ones follow the cursor.
        const from = firstDay(c, window++ === 0);
        if (from > until) break;
        const end = shiftDay(from, o.trafficDays - 1);
        c = { ...(c.done ? { done: c.done } : {}), from, to: end < until ? end : until, offset: 0 };
      }
      if (overBudget()) return paused;
      const at: Required<Pick<Cursor, 'from' | 'to' | 'offset'>> = { from: c.from ?? '', to: c.to ?? '', offset: c.offset ?? 0 };
      let page;
      try {
        page = await retry(() => trafficPage(api, creds, at.from, at.to, at.offset, o.pageSize));
      } catch (err) {
        if (!(err instanceof SellerApiError) || err.reason !== 'rateLimited') throw err;
        // The report allows one request a minute: the other kinds are stored; traffic goes on at the next run.
        trafficWaitMs = err.retryAfterMs ?? 60_000;
        const waiting = { ...c, waitUntil: new Date(Date.now() + trafficWaitMs).toISOString() };
        await commitUnit(db, unit('traffic', waiting), async () => undefined);
        break;
      }
      const next: Cursor = page.length < o.pageSize ? { done: at.to } : { ...c, offset: at.offset + page.length };
      await commitUnit(db, unit('traffic', next), (tx) => writeTraffic(tx, shopId, page));
      c = next;
      await yieldTurn();
    }
  }
  return { kind: 'done', nextRunMs: trafficWaitMs > 0 ? Math.min(trafficWaitMs, o.currentEveryMs) : o.currentEveryMs };
}

/** The job: syncs every due shop, one after another, within the job's budget; `onSynced` hears how each run ended. */
export async function runDueSyncs(
  db: Db,
  api: SellerApi,
  box: SecretBox,
  log: Logger,
  options: SyncOptions = {},
  onSynced?: (shopId: number, outcome: SyncOutcome) => Promise<void>,
): Promise<Record<SyncOutcome, number>> {
  const counts: Record<SyncOutcome, number> = { done: 0, paused: 0, error: 0, revoked: 0, busy: 0, gone: 0, inactive: 0 };
  const started = Date.now();
  const budgetMs = options.budgetMs ?? DEFAULTS.budgetMs;
  for (const shop of await dueShops(db, 50)) {
    const left = budgetMs - (Date.now() - started);
    if (left <= 0) break;
    const outcome = await syncShopData(db, api, box, shop, { ...options, budgetMs: left });
    counts[outcome]++;
    if (onSynced) await onSynced(shop.shopId, outcome);
    if (outcome !== 'done' && outcome !== 'paused') log.info('shop sync', { shopId: shop.shopId, outcome });
  }
  return counts;
}
