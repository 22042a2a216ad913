import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client';
import type { Db } from '../../db/client';
import { seedMarket } from '../../db/seed/market';
import { categories, myshopDaily, sellerShops } from '../../db/schema/index';
import { rows } from '../market/window';
import { ingestBatch, originOf } from '../observations/ingest';
import { useOriginKey } from '../observations/origin';
import { hostileBatch } from './hostile';
import { diagnose, type Diagnosis } from './diagnose';
import { measure, type Figures } from './measure';
import { catalogueIndex, observeDay, type ObservePlan } from './observe';
import { runEstimateStep } from './step';

/**
 * The accuracy bench's pipeline: a generated market is the truth (its own database); the collector
 * and the members' extensions observe it through the fake catalogue's pages; the observations go
 * through the intake (ingestBatch) into a second, empty database, where the estimate step runs day
 * by day; the estimates are then measured against the truth. A calibration panel (whole shops, a
 * few per category) stands in for the bound shops: their true units reach the observed database as
 * "My shops" data, and their goods are left out of the goods' error.
 */

export interface BenchOptions {
  goods: number;
  days: number;
  seed: number;
  plan: ObservePlan;
  /** Share of each category's shops in the calibration panel, and the fewest per category. */
  panelShare: number;
  panelMinShops: number;
  log?: (line: string) => void;
}

export interface BenchResult {
  figures: Figures;
  diagnosis: Diagnosis;
  afterHostile: Figures;
  hostileBatchMoved: boolean;
  hostile: { rows: number; accepted: number; held: number; replayAccepted: number };
  collectorPagesPerDay: number;
  panel: { shops: number; goods: number };
  truth: { goods: number; days: number; categories: number };
  seconds: { truth: number; observe: number; estimate: number };
}

/** Rows per batch: the extension's limit (OBSERVATION_BATCH_MAX); the collector, a server job, hands the intake a page run at a time. */
const BATCH = 200;
const COLLECTOR_BATCH = 5000;

async function ingestAll(db: Db, day: string, observed: Awaited<ReturnType<typeof observeDay>>): Promise<void> {
  const now = new Date(`${day}T20:00:00Z`);
  for (const o of observed) {
    const origin = originOf(o.source === 'collector' ? 'collector' : 'member', o.who);
    const size = o.source === 'collector' ? COLLECTOR_BATCH : BATCH;
    for (let i = 0; i < o.rows.length; i += size) {
      await ingestBatch(db, { source: o.source, origin, batchId: randomUUID(), rows: o.rows.slice(i, i + size), now });
    }
  }
}

/** Picks the panel: whole shops, the given share of each top category's shops (at least panelMinShops, at most half). */
async function pickPanel(truth: Db, share: number, minShops: number): Promise<{ shops: { id: number; name: string }[]; goods: Set<number> }> {
  const shops = await rows<{ id: number; name: string; type_id: number; goods: number }>(
    truth,
    sql`SELECT s.id, s.name, s.type_id, (SELECT count(*)::int FROM goods g WHERE g.shop_id = s.id) AS goods FROM shops s ORDER BY md5(s.id::text)`,
  );
  const picked: { id: number; name: string }[] = [];
  const byType = new Map<number, typeof shops>();
  for (const s of shops) if (s.goods > 0) byType.set(s.type_id, [...(byType.get(s.type_id) ?? []), s]);
  // Never more than half a category's shops: most of the market stays to be estimated and measured.
  for (const list of byType.values()) picked.push(...list.slice(0, Math.min(Math.floor(list.length / 2), Math.max(minShops, Math.ceil(list.length * share)))));
  const ids = picked.map((s) => s.id);
  const goods = await rows<{ id: number }>(truth, sql`SELECT id FROM goods WHERE shop_id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`);
  return { shops: picked, goods: new Set(goods.map((g) => g.id)) };
}

/** The panel's true units of a day, as the Seller API sync of the bound shops would store them. */
async function syncPanel(truth: Db, observed: Db, day: string, bound: Map<number, number>): Promise<void> {
  const found = await rows<{ goods_id: number; shop_id: number; sales: number; gmv: number }>(
    truth,
    sql`SELECT goods_id, shop_id, sales, gmv FROM goods_daily WHERE day = ${day}::date
        AND shop_id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify([...bound.keys()])}::jsonb))`,
  );
  const values = found.map((r) => ({ shopId: bound.get(r.shop_id) as number, day, sku: r.goods_id, orders: r.sales, units: r.sales, revenue: Number(r.gmv) }));
  for (let i = 0; i < values.length; i += 1000) await observed.insert(myshopDaily).values(values.slice(i, i + 1000)).onConflictDoNothing();
}

export async function runAccuracyBench(opts: BenchOptions): Promise<BenchResult> {
  const log = opts.log ?? (() => undefined);
  // Origins are keyed hashes; the bench keys them with a fixed secret of its own.
  useOriginKey({ secretHex: 'ab'.repeat(32), dataDir: '/nonexistent' });
  const t0 = Date.now();
  const truth: Database = await openDatabase({});
  const observed: Database = await openDatabase({});
  try {
    await seedMarket(truth.db, { seed: opts.seed, goods: opts.goods, days: opts.days });
    const days = (await rows<{ day: string }>(truth.db, sql`SELECT DISTINCT day::text AS day FROM goods_daily ORDER BY 1`)).map((r) => r.day);
    const cats = await truth.db.select().from(categories);
    await observed.db.insert(categories).values(cats);
    const panel = await pickPanel(truth.db, opts.panelShare, opts.panelMinShops);
    const bound = new Map<number, number>();
    for (const [i, s] of panel.shops.entries()) {
      const [row] = await observed.db
        .insert(sellerShops)
        .values({ userId: 1_000_000 + i, clientId: `panel-${s.id}`, apiKeyEnc: '-', keyHint: '----', name: s.name, marketShopId: s.id, shareForCalibration: true })
        .returning();
      if (row) bound.set(s.id, row.id);
    }
    const index = await catalogueIndex(truth.db);
    const tTruth = Date.now();
    log(`truth: ${opts.goods} goods × ${days.length} days, ${index.tops.length} top categories; panel ${panel.shops.length} shops, ${panel.goods.size} goods (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    let observeMs = 0;
    let estimateMs = 0;
    let collectorPages = 0;
    for (const day of days) {
      const t1 = Date.now();
      const seen = await observeDay(truth.db, day, opts.plan, index, opts.seed);
      const tSeen = Date.now();
      collectorPages = opts.plan.collectorListingPages + index.tops.length * opts.plan.collectorTopPages + index.subs.length * opts.plan.collectorSubPages + Math.min(opts.plan.collectorWords, index.words.length);
      await ingestAll(observed.db, day, seen);
      await syncPanel(truth.db, observed.db, day, bound);
      const t2 = Date.now();
      const outcome = await runEstimateStep(observed.db, { day, rollups: day === days[days.length - 1] });
      observeMs += t2 - t1;
      estimateMs += Date.now() - t2;
      log(`${day}: ${seen.reduce((s, o) => s + o.rows.length, 0)} rows (pages ${tSeen - t1} ms, intake ${t2 - tSeen} ms, estimate ${Date.now() - t2} ms), ${outcome.goods} goods; position ${outcome.methods.position}, reviews ${outcome.methods.reviews}, stock ${outcome.methods.stock}, carried ${outcome.methods.carried}`);
    }
    const last = days[days.length - 1] as string;
    const figures = await measure(truth.db, observed.db, last, panel.goods);
    const diagnosis = await diagnose(truth.db, observed.db, last);
    // The hostile batch: refused or quarantined rows, a replay of it, then the last day estimated again.
    const batch = await hostileBatch(truth.db, last);
    const origin = originOf('member', 'hostile');
    const batchId = randomUUID();
    const now = new Date(`${last}T20:00:00Z`);
    let accepted = 0;
    for (let i = 0; i < batch.length; i += BATCH) {
      const r = await ingestBatch(observed.db, { source: 'extension', origin, batchId: i === 0 ? batchId : randomUUID(), rows: batch.slice(i, i + BATCH), now });
      accepted += r.accepted;
    }
    const replay = await ingestBatch(observed.db, { source: 'extension', origin, batchId, rows: batch.slice(0, BATCH), now });
    await runEstimateStep(observed.db, { day: last });
    const afterHostile = await measure(truth.db, observed.db, last, panel.goods);
    const moved = (a: number, b: number) => Math.abs(a - b) > 1e-9;
    const hostileBatchMoved =
      moved(figures.goodsMedianApe30d, afterHostile.goodsMedianApe30d) ||
      moved(figures.categoryTotalError.median, afterHostile.categoryTotalError.median) ||
      moved(figures.categoryTotalError.max, afterHostile.categoryTotalError.max) ||
      moved(figures.spearmanTop100.median, afterHostile.spearmanTop100.median) ||
      moved(figures.spearmanTop100.min, afterHostile.spearmanTop100.min);
    return {
      figures,
      diagnosis,
      afterHostile,
      hostileBatchMoved,
      hostile: { rows: batch.length, accepted, held: batch.length - accepted, replayAccepted: replay.accepted },
      collectorPagesPerDay: collectorPages,
      panel: { shops: panel.shops.length, goods: panel.goods.size },
      truth: { goods: opts.goods, days: days.length, categories: index.tops.length },
      seconds: { truth: (tTruth - t0) / 1000, observe: observeMs / 1000, estimate: estimateMs / 1000 },
    };
  } finally {
    await truth.close();
    await observed.close();
  }
}
