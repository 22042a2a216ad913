import { sql } from 'drizzle-orm';
import { bigserial, date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The market as MarketLens observes it: what a page of Ozon's public catalogue showed of one goods
 * at one time, sent by a member's extension (with the member's consent) or read by the collector.
 * The daily estimate step turns accepted observations into the market tables the workbench reads
 * (goods, goods_daily with its method and expected error, keyword_positions). No personal data: a
 * row names the page and what it showed, and its origin only as a keyed hash.
 */

/** One batch as it arrived: its id makes a replayed batch a no-op; the counts say what became of its rows. */
export const observationBatches = pgTable(
  'observation_batches',
  {
    /** The client's id of the batch (a UUID); a second batch with the same id and origin is refused as a replay. */
    id: text('id').notNull(),
    /** Keyed hash of who sent it: a member (extension) or a collector run; never the member's id itself. */
    origin: text('origin').notNull(),
    source: text('source', { enum: ['extension', 'collector'] }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(sql`now()`),
    rows: integer('rows').notNull(),
    accepted: integer('accepted').notNull(),
    quarantined: integer('quarantined').notNull(),
    duplicates: integer('duplicates').notNull(),
  },
  (t) => [primaryKey({ columns: [t.origin, t.id] }), index('observation_batches_received_idx').on(t.receivedAt)],
);

export const observations = pgTable(
  'observations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    goodsId: integer('goods_id').notNull(),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
    /** The Moscow day of observedAt: estimates are daily. */
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source', { enum: ['extension', 'collector'] }).notNull(),
    origin: text('origin').notNull(),
    /** Which page showed it. */
    page: text('page', { enum: ['search', 'category', 'goods', 'shop'] }).notNull(),
    /** '' on a goods page, 'q:<word>' on a search page, 'c:<category id>' on a category page ('c:0': the bestseller listing), 's:<shop id>' on a shop page. */
    context: text('context').notNull(),
    /** The search word as typed (trimmed, lower-case), on search pages. */
    query: text('query'),
    /** Ozon's category id, on category pages; 0 on the bestseller listing (every category's goods on one list by popularity). */
    categoryId: integer('category_id'),
    /** 1-based place on the page's list (search, category and shop pages). */
    position: integer('position'),
    title: text('title').notNull(),
    /** Kopecks. */
    price: integer('price').notNull(),
    oldPrice: integer('old_price'),
    rating: doublePrecision('rating'),
    reviews: integer('reviews'),
    sellerId: integer('seller_id'),
    sellerName: text('seller_name'),
    scheme: text('scheme', { enum: ['FBO', 'FBS', 'rFBS'] }),
    /** Units left, where the page shows it ("осталось 3 шт"). */
    stock: integer('stock'),
    brand: text('brand'),
    /** Accepted rows feed the estimates; quarantined rows never do and keep the reason they were held back. */
    status: text('status', { enum: ['accepted', 'quarantined'] }).notNull().default('accepted'),
    reason: text('reason'),
    batchId: text('batch_id'),
  },
  (t) => [
    // One row per goods, day, page context and origin: a page seen again the same day adds nothing.
    uniqueIndex('observations_dedup_idx').on(t.goodsId, t.day, t.context, t.origin),
    index('observations_day_idx').on(t.day, t.status),
    index('observations_goods_day_idx').on(t.goodsId, t.day),
  ],
);

/** Position of a goods among the results of a search word on a day, as observed (best place seen that day). */
export const keywordPositions = pgTable(
  'keyword_positions',
  {
    keywordId: integer('keyword_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.keywordId, t.goodsId, t.day] }), index('keyword_positions_goods_idx').on(t.goodsId, t.day)],
);

/**
 * Per category and method, the factor that turns an observed signal into units sold (e.g. units
 * per new review), calibrated on goods whose true sales are known (bound shops that allow it,
 * aggregated), with the error it showed on them.
 */
export const estimateCalibration = pgTable(
  'estimate_calibration',
  {
    typeId: integer('type_id').notNull(),
    method: text('method').notNull(),
    factor: doublePrecision('factor').notNull(),
    /** Goods the factor was fitted on; below a floor the market-wide factor is used. */
    goods: integer('goods').notNull(),
    /** Median absolute percentage error of 30-day sales on those goods. */
    errorPct: doublePrecision('error_pct'),
    computedOn: date('computed_on', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.typeId, t.method] })],
);

/** One run of the catalogue collector: what it read and how it ended, for the console and /metrics. */
export const collectorRuns = pgTable(
  'collector_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().default(sql`now()`),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    pages: integer('pages').notNull().default(0),
    observations: integer('observations').notNull().default(0),
    failures: integer('failures').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('collector_runs_started_idx').on(t.startedAt)],
);
