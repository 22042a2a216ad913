import { sql } from 'drizzle-orm';
import { bigint, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * "My shops": the member's own numbers read from the Ozon Seller API for each bound shop
 * (seller_shops), kept by the shop sync (services/seller-api/sync.ts). Every write is an upsert on
 * the keys below, so a page read twice is stored once. Money in kopecks; Ozon's charges negative.
 */

/**
 * The sync of one shop: its phase, the cursor of each data kind (the last day stored in full and,
 * within a paged report, where the next page starts), the last success and the last error as a
 * code the page can say in the member's language, when it runs next, and the lease of the worker
 * running it (a second sync of the shop cannot take it while the lease lasts).
 */
export const myshopSync = pgTable(
  'myshop_sync',
  {
    shopId: integer('shop_id').primaryKey(),
    /** 'backfill' until every kind reached yesterday, then 'current'; 'revoked' when Ozon refused the key (no retries until it is bound again). */
    phase: text('phase', { enum: ['backfill', 'current', 'revoked'] }).notNull().default('backfill'),
    /** The first day of the plan's history when the back-fill started. */
    historyFrom: date('history_from', { mode: 'string' }).notNull(),
    /** Per data kind: { done: 'YYYY-MM-DD' (last day stored in full), page?: … }. */
    cursors: jsonb('cursors').$type<Record<string, { done?: string; from?: string; to?: string; offset?: number; waitUntil?: string }>>().notNull().default({}),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** badCredentials | rateLimited | unavailable | malformed; null after a run without error. */
    lastErrorCode: text('last_error_code'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).default(sql`now()`),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('myshop_sync_due_idx').on(t.nextRunAt)],
);

/**
 * Daily facts per shop and SKU: from the postings (orders, units, revenue as ordered, cancelled
 * units), the returns, and the analytics report (card views, add-to-cart; null when Ozon did not
 * provide them).
 */
export const myshopDaily = pgTable(
  'myshop_daily',
  {
    shopId: integer('shop_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sku: bigint('sku', { mode: 'number' }).notNull(),
    orders: integer('orders').notNull().default(0),
    units: integer('units').notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
    cancelledUnits: integer('cancelled_units').notNull().default(0),
    returnedUnits: integer('returned_units').notNull().default(0),
    views: integer('views'),
    toCart: integer('to_cart'),
    /** Ordered units per card view (0..1), from the analytics report; null without views. */
    conversion: doublePrecision('conversion'),
    /** Revenue of the cancelled postings among the day's orders (part of `revenue`). */
    cancelledRevenue: bigint('cancelled_revenue', { mode: 'number' }).notNull().default(0),
    /**
     * What Ozon charged on the day's finance operations of this SKU (sku 0: operations of the whole
     * shop), split by kind, positive kopecks (a refunded commission lowers it): written with the day's
     * finance operations, so the pages sum one table.
     */
    chCommission: bigint('ch_commission', { mode: 'number' }).notNull().default(0),
    chLogistics: bigint('ch_logistics', { mode: 'number' }).notNull().default(0),
    chLastMile: bigint('ch_last_mile', { mode: 'number' }).notNull().default(0),
    chAcquiring: bigint('ch_acquiring', { mode: 'number' }).notNull().default(0),
    chServices: bigint('ch_services', { mode: 'number' }).notNull().default(0),
    chReturnDelivery: bigint('ch_return_delivery', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day, t.sku] }), index('myshop_daily_shop_sku_idx').on(t.shopId, t.sku, t.day)],
);

/** Stock of a shop's SKU in each Ozon warehouse at the last sync. */
export const myshopStock = pgTable(
  'myshop_stock',
  {
    shopId: integer('shop_id').notNull(),
    sku: bigint('sku', { mode: 'number' }).notNull(),
    warehouse: text('warehouse').notNull(),
    offerId: text('offer_id').notNull(),
    freeToSell: integer('free_to_sell').notNull(),
    reserved: integer('reserved').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.sku, t.warehouse] })],
);

/** Price and Ozon's commissions of a shop's goods at the last sync (kopecks; percents as Ozon gives them). */
export const myshopPrices = pgTable(
  'myshop_prices',
  {
    shopId: integer('shop_id').notNull(),
    productId: text('product_id').notNull(),
    offerId: text('offer_id').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    oldPrice: bigint('old_price', { mode: 'number' }),
    minPrice: bigint('min_price', { mode: 'number' }),
    commissionFbo: doublePrecision('commission_fbo'),
    commissionFbs: doublePrecision('commission_fbs'),
    lastMileFbo: bigint('last_mile_fbo', { mode: 'number' }),
    acquiring: bigint('acquiring', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.productId] })],
);

/** What Ozon booked: one row per finance operation, idempotent by Ozon's operation id. */
export const myshopFinance = pgTable(
  'myshop_finance',
  {
    shopId: integer('shop_id').notNull(),
    operationId: bigint('operation_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    operationType: text('operation_type').notNull(),
    operationName: text('operation_name').notNull(),
    /** orders | returns | services | compensation | transferDelivery | other */
    transactionType: text('transaction_type').notNull(),
    postingNumber: text('posting_number').notNull().default(''),
    /** The first item's SKU; null for operations of the whole shop. */
    sku: bigint('sku', { mode: 'number' }),
    accruals: bigint('accruals', { mode: 'number' }).notNull(),
    commission: bigint('commission', { mode: 'number' }).notNull(),
    delivery: bigint('delivery', { mode: 'number' }).notNull(),
    returnDelivery: bigint('return_delivery', { mode: 'number' }).notNull(),
    /** Sum of the operation's services (logistics, last mile, acquiring, …). */
    services: bigint('services', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    detail: jsonb('detail').$type<{ name: string; price: number }[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.operationId] }), index('myshop_finance_shop_day_idx').on(t.shopId, t.day)],
);

/** The member's unit cost of a shop's SKU (kopecks): typed in, imported from a file, or taken from a pricing template. */
export const myshopCosts = pgTable(
  'myshop_costs',
  {
    shopId: integer('shop_id').notNull(),
    sku: bigint('sku', { mode: 'number' }).notNull(),
    unitCost: bigint('unit_cost', { mode: 'number' }).notNull(),
    source: text('source', { enum: ['manual', 'import', 'template'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.sku] })],
);

/** Sub-accounts the main account allowed to see a bound shop's pages (the main account always sees its shops). */
export const myshopAccess = pgTable(
  'myshop_access',
  {
    shopId: integer('shop_id').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.userId] }), index('myshop_access_user_idx').on(t.userId)],
);
