import type { Db } from '../../db/client';
import type { Logger } from '../../log';
import { advanceMarketDay, moscowYesterday } from '../market/advance';
import { marketObserved, pendingEstimateDays, runEstimateStep } from '../estimates/index';
import { runCollector } from '../collector/run';
import { collectorFromEnv } from '../collector/config';
import { runMonitorCheck } from '../monitor/check';
import { deliverPending } from '../monitor/deliver';
import { purgeUnboundViews } from '../workbench/unbound';
import { runPatrolCheck } from '../patrol/check';
import { smsNoticesFromEnv, type SmsNoticeSender } from '../sms/notices';
import { runMembershipReminders } from '../store/reminders';
import type { PaymentProviders } from '../payments/index';
import { runOrderJobs } from '../store/jobs';
import { runShopSyncJob } from '../seller-api/sync-job';
import { translateMarketTexts } from '../translate/market-texts';
import { providerFromEnv } from '../translate/provider';
import { runOneShopSync, runShopAlertsJob } from '../myshop/jobs';
import { enqueue, startWorker, type JobHandler } from './queue';

/** Queues the monitor check of `day` (once per day, whichever instance asks first). */
export const queueMonitorCheck = (db: Db, day: string) => enqueue(db, { kind: 'monitor-check', key: `monitor-check:${day}`, payload: { day } });

/** Queues the translation of the market's new goods titles and search words (after the seed, a daily step, an import). */
export const queueMarketTranslation = (db: Db, tag: string) => enqueue(db, { kind: 'market-translate', key: `market-translate:${tag}` });

/** Queues a patrol check right after the market gained `day` (every item then sees the new day). */
export const queuePatrolCheck = (db: Db, day: string) => enqueue(db, { kind: 'patrol-check', key: `patrol-check:day:${day}` });

/** The jobs of the product and what runs them; `checkBatch` is how many monitored items one transaction of the check covers. */
export const jobHandlers = (
  opts: { checkBatch?: number | undefined; smsNotices?: SmsNoticeSender | null | undefined; siteOrigin?: string | undefined; payments?: PaymentProviders | undefined } = {},
): Record<string, JobHandler> => ({
  /**
   * Appends the market's missing days up to yesterday in Moscow (an observed market: estimated from
   * the days' observations; otherwise generated), then queues the check of the newest.
   */
  'market-step': async (_job, { db, log }) => {
    const until = moscowYesterday();
    let day: string | null = null;
    if (await marketObserved(db)) {
      for (const next of await pendingEstimateDays(db, until)) {
        const outcome = await runEstimateStep(db, { day: next });
        day = next;
        log.info('market estimated', { day, goods: outcome.goods, ...outcome.methods });
      }
    } else {
      for (let next = await advanceMarketDay(db, { until }); next; next = await advanceMarketDay(db, { until })) {
        day = next;
        log.info('market advanced', { day });
      }
    }
    if (day) {
      await queueMonitorCheck(db, day);
      await queuePatrolCheck(db, day);
      await queueMarketTranslation(db, `day:${day}`);
    }
    const purged = await purgeUnboundViews(db);
    if (purged) log.info('unbound goods views purged', { rows: purged });
  },
  /** Reads the catalogue's category and search-word pages into observations (services/collector, docs/collector.md); nothing when not configured. */
  'collector-run': async (_job, { db, log }) => {
    const config = collectorFromEnv();
    if (config) await runCollector(db, config, { log });
  },
  /** Gives new goods titles and search words their Chinese and English through the translation engine (services/translate/market-texts.ts). */
  'market-translate': async (_job, { db, log }) => {
    const done = await translateMarketTexts({ db, log, provider: providerFromEnv() });
    if (done.titles || done.words) log.info('market texts translated', done);
  },
  /** Checks the patrol items that are due (by the tier's interval, or a new market day) and tells the members. */
  'patrol-check': async (_job, { db, log }) => {
    const result = await runPatrolCheck(db);
    log.info('patrol check', { day: result.day, checked: result.checked, inserted: result.inserted.length });
    if (result.inserted.length) await deliverPending(db, log);
  },
  /** Checks every monitored item against the latest day and tells the members. */
  'monitor-check': async (_job, { db, log }) => {
    const result = await runMonitorCheck(db, { batch: opts.checkBatch });
    log.info('monitor check', { day: result.day, checked: result.checked, raised: result.raised, inserted: result.inserted.length });
    await deliverPending(db, log);
  },
  /** Sends e-mail and webhooks of notifications held back by quiet hours, and the daily digests. */
  'notify-deliver': async (_job, { db, log }) => {
    await deliverPending(db, log);
  },
  /** Expires unpaid orders and asks the gateways about payments whose notification never came (services/store/jobs.ts). */
  'store-orders': async (_job, { db, log }) => {
    if (opts.payments) await runOrderJobs({ db, log, payments: opts.payments });
  },
  /** Syncs the members' bound shops from the Seller API: back-fill, then the last days several times a day (services/seller-api/sync.ts). */
  'myshop-sync': async (_job, { db, log }) => {
    await runShopSyncJob(db, log);
  },
  /** Syncs one shop at once (just bound or bound again); a back-fill left half-way is queued again. */
  'myshop-shop-sync': async (job, { db, log }) => {
    await runOneShopSync(db, log, Number(job.payload.shopId), { round: Number(job.payload.round ?? 0) });
  },
  /** Raises a shop's alerts into the notice centre after a sync and sends what is due. */
  'myshop-alerts': async (job, { db, log }) => {
    if (await runShopAlertsJob(db, log, Number(job.payload.shopId))) await deliverPending(db, log);
  },
  /** Tells members 7 days and 1 day before their membership ends: a bell notice and an SMS, each once. */
  'membership-remind': async (_job, { db, log }) => {
    const sms = opts.smsNotices !== undefined ? opts.smsNotices : smsNoticesFromEnv(db, log);
    const siteOrigin = opts.siteOrigin ?? process.env.SITE_ORIGIN ?? `http://localhost:${process.env.PORT ?? 8080}`;
    const result = await runMembershipReminders(db, { log, sms, siteOrigin });
    if (result.due) log.info('membership reminders', result);
  },
});

/** Starts this instance's job worker: schedules the daily market step, hourly delivery and the patrol, runs due jobs. */
export function startJobs(db: Db, log: Logger, opts: { leaseMs?: number; pollMs?: number; checkBatch?: number; payments?: PaymentProviders } = {}) {
  return startWorker({
    db,
    log,
    handlers: jobHandlers(opts),
    leaseMs: opts.leaseMs,
    pollMs: opts.pollMs,
    schedule: async () => {
      await enqueue(db, { kind: 'market-step', key: `market-step:${moscowYesterday()}` });
      // The collector reads the catalogue once a day, whichever instance claims the day's job; a run is not repeated.
      if (collectorFromEnv()) await enqueue(db, { kind: 'collector-run', key: `collector-run:${moscowYesterday()}`, maxAttempts: 1 });
      const hour = new Date().toISOString().slice(0, 13);
      await enqueue(db, { kind: 'notify-deliver', key: `notify-deliver:${hour}` });
      await enqueue(db, { kind: 'membership-remind', key: `membership-remind:${hour}` });
      // What the seed or an import brought is translated within the hour; a daily step queues its own run.
      await queueMarketTranslation(db, hour);
      // The shortest patrol interval is ten minutes; a check every five finds every item on time.
      const slot = Math.floor(Date.now() / 300_000);
      await enqueue(db, { kind: 'patrol-check', key: `patrol-check:${slot}` });
      // The bound shops' Seller API sync: each due shop goes on from its cursors every five minutes.
      await enqueue(db, { kind: 'myshop-sync', key: `myshop-sync:${slot}`, maxAttempts: 1 });
      // Unpaid orders expire and missed payments are found within a minute or two.
      if (opts.payments?.methods.length) await enqueue(db, { kind: 'store-orders', key: `store-orders:${Math.floor(Date.now() / 60_000)}` });
    },
  });
}
