import { sql } from 'drizzle-orm';
import { bigint, date, doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Rollups of custom date ranges, made the first time a member asks for a range and kept while the
 * market stays on the same latest day (services/workbench/ranges.ts): the goods lists of a custom
 * range then read an index, as those of the fixed windows read goods_window, instead of summing the
 * daily table per request.
 */

/** One custom range built for the market's latest day. */
export const goodsRangeState = pgTable(
  'goods_range_state',
  {
    id: serial('id').primaryKey(),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    /** The rollups' latest day the range was built for; a range of an earlier day is never read. */
    latestDay: date('latest_day', { mode: 'string' }).notNull(),
    builtAt: timestamp('built_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** Last time an instance looked the range up (at most once a minute per instance while in use). */
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('goods_range_state_days_idx').on(t.fromDay, t.toDay, t.latestDay)],
);

/** One goods over one custom range: the columns of goods_window, for goods with data in the range. */
export const goodsRange = pgTable(
  'goods_range',
  {
    rangeId: integer('range_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    typeId: integer('type_id').notNull(),
    subTypeId: integer('sub_type_id').notNull(),
    shopId: integer('shop_id').notNull(),
    brandId: integer('brand_id').notNull(),
    /** The card's listed price, kopecks. */
    price: integer('price').notNull(),
    sales: integer('sales').notNull(),
    gmv: bigint('gmv', { mode: 'number' }).notNull(),
    prevSales: integer('prev_sales').notNull(),
    growth: doublePrecision('growth'),
    reviews: integer('reviews').notNull(),
    listedOn: date('listed_on', { mode: 'string' }).notNull(),
    sellerType: text('seller_type', { enum: ['cn', 'local'] }).notNull(),
    sellers: integer('sellers').notNull(),
    competitors: integer('competitors').notNull(),
    opportunity: doublePrecision('opportunity'),
  },
  (t) => [
    primaryKey({ columns: [t.rangeId, t.goodsId] }),
    // The lists' orders, as goods_window's: sort column, then goods id the same way.
    index('goods_range_sales_idx').on(t.rangeId, t.sales.desc(), t.goodsId.desc()),
    index('goods_range_type_sales_idx').on(t.rangeId, t.typeId, t.sales.desc(), t.goodsId.desc()),
    index('goods_range_sub_sales_idx').on(t.rangeId, t.subTypeId, t.sales.desc(), t.goodsId.desc()),
    index('goods_range_type_growth_idx').on(t.rangeId, t.typeId, t.growth.desc().nullsLast(), t.goodsId.desc()),
    index('goods_range_type_price_idx').on(t.rangeId, t.typeId, t.price.desc(), t.goodsId.desc()),
  ],
);

/**
 * Each goods' running totals by day, from its first day with data to the rollups' latest day: the
 * sums of any range are the difference of two days' totals, so a range is built from three rows per
 * goods instead of all its days.
 */
export const goodsCumulative = pgTable(
  'goods_cumulative',
  {
    day: date('day', { mode: 'string' }).notNull(),
    goodsId: integer('goods_id').notNull(),
    /** Units, GMV (kopecks) and days with a daily row, from the goods' first day up to and including `day`. */
    sales: bigint('sales', { mode: 'number' }).notNull(),
    gmv: bigint('gmv', { mode: 'number' }).notNull(),
    observed: integer('observed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.goodsId] })],
);
