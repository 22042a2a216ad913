import { sql } from 'drizzle-orm';
import { bigint, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Rollups of the daily market tables per window (1, 7, 30, 90 days ending on the latest day), rebuilt
 * whenever the market is seeded, imported or advanced. Every workbench list reads one of them by
 * window, scope and sort column instead of aggregating the daily tables per request.
 */

/** One goods over one window: its sales, GMV and the previous window's sales. */
export const goodsWindow = pgTable(
  'goods_window',
  {
    windowDays: smallint('window_days').notNull(),
    goodsId: integer('goods_id').notNull(),
    typeId: integer('type_id').notNull(),
    subTypeId: integer('sub_type_id').notNull(),
    shopId: integer('shop_id').notNull(),
    brandId: integer('brand_id').notNull(),
    /** Latest observed price, kopecks. */
    price: integer('price').notNull(),
    sales: integer('sales').notNull(),
    gmv: bigint('gmv', { mode: 'number' }).notNull(),
    prevSales: integer('prev_sales').notNull(),
    /** sales ÷ prevSales; null when the previous window sold nothing. */
    growth: doublePrecision('growth'),
    /** Days of the window with an observation; 0 for goods seen only in the previous window ("no data", not zero). */
    observedDays: smallint('observed_days').notNull(),
    /** Reviews on the card as of the latest day (the same in every window). */
    reviews: integer('reviews').notNull().default(0),
    /** The card's listing day and its shop's seller type, copied so that the lists filter without joins. */
    listedOn: date('listed_on', { mode: 'string' }).notNull(),
    sellerType: text('seller_type', { enum: ['cn', 'local'] }).notNull(),
    /** Sellers on the card, its own included (kept in step with the card's offers). */
    sellers: integer('sellers').notNull(),
    /** Goods of the subcategory that sold in the window: the competition in the potential-goods score. */
    competitors: integer('competitors').notNull(),
    /** The potential-goods score (GOODS_OPPORTUNITY) as of the latest day; null without a previous window to grow from. */
    opportunity: doublePrecision('opportunity'),
  },
  (t) => [
    primaryKey({ columns: [t.windowDays, t.goodsId] }),
    // The lists' orders (sort column, then goods id the same way) over the goods observed in the window.
    index('goods_window_sales_idx').on(t.windowDays, t.sales.desc(), t.goodsId.desc()).where(sql`observed_days > 0`),
    index('goods_window_type_sales_idx').on(t.windowDays, t.typeId, t.sales.desc(), t.goodsId.desc()).where(sql`observed_days > 0`),
    index('goods_window_sub_sales_idx').on(t.windowDays, t.subTypeId, t.sales.desc(), t.goodsId.desc()).where(sql`observed_days > 0`),
    index('goods_window_type_growth_idx').on(t.windowDays, t.typeId, t.growth.desc().nullsLast(), t.goodsId.desc()).where(sql`observed_days > 0`),
    index('goods_window_type_price_idx').on(t.windowDays, t.typeId, t.price.desc(), t.goodsId.desc()).where(sql`observed_days > 0`),
  ],
);

/** One search word over one window. */
export const keywordWindow = pgTable(
  'keyword_window',
  {
    windowDays: smallint('window_days').notNull(),
    keywordId: integer('keyword_id').notNull(),
    typeId: integer('type_id').notNull(),
    subTypeId: integer('sub_type_id').notNull(),
    heat: integer('heat').notNull(),
    clickHeat: integer('click_heat').notNull(),
    prevHeat: integer('prev_heat').notNull(),
    growth: doublePrecision('growth'),
    goodsCount: integer('goods_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.windowDays, t.keywordId] }), index('keyword_window_type_heat_idx').on(t.windowDays, t.typeId, t.heat.desc())],
);

/**
 * Shops, brands and categories over one window inside a scope: scope 0 is the whole market, else a
 * top-level category or a subcategory id, so a category filter is an equality on the index.
 */
export const groupWindow = pgTable(
  'group_window',
  {
    windowDays: smallint('window_days').notNull(),
    kind: text('kind', { enum: ['shop', 'brand', 'category'] }).notNull(),
    scopeTypeId: integer('scope_type_id').notNull(),
    id: integer('id').notNull(),
    sales: bigint('sales', { mode: 'number' }).notNull(),
    gmv: bigint('gmv', { mode: 'number' }).notNull(),
    prevSales: bigint('prev_sales', { mode: 'number' }).notNull(),
    growth: doublePrecision('growth'),
    goodsCount: integer('goods_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.windowDays, t.kind, t.scopeTypeId, t.id] }),
    index('group_window_sales_idx').on(t.windowDays, t.kind, t.scopeTypeId, t.sales.desc()),
    index('group_window_gmv_idx').on(t.windowDays, t.kind, t.scopeTypeId, t.gmv.desc()),
  ],
);

/** The market per day and scope (0 = whole market, a category or subcategory id): the trend charts. */
export const marketDaily = pgTable(
  'market_daily',
  {
    scopeTypeId: integer('scope_type_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sales: bigint('sales', { mode: 'number' }).notNull(),
    gmv: bigint('gmv', { mode: 'number' }).notNull(),
    goods: integer('goods').notNull(),
    shops: integer('shops').notNull(),
    brands: integer('brands').notNull(),
    /** Indexed goods of the scope with an observation that day. */
    observed: integer('observed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scopeTypeId, t.day] })],
);

/** When the rollups were last rebuilt and for which latest day (one row). */
export const rollupState = pgTable('rollup_state', {
  id: smallint('id').primaryKey(),
  latestDay: date('latest_day', { mode: 'string' }).notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** Exports per member and day (Moscow date): counted by one conditional upsert so the limit holds under races. */
export const exportUsage = pgTable(
  'export_usage',
  { userId: integer('user_id').notNull(), day: date('day', { mode: 'string' }).notNull(), used: integer('used').notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * The distinct goods outside a member's bound categories that the member opened on one day (Moscow
 * date): a goods' detail, a reverse lookup, a hot-product check's rows, a search word's goods. Each
 * takes one of the day's numbered slots (1 to UNBOUND_ROWS); the slot's primary key caps the day's
 * goods even when requests race, and a goods opened again keeps its slot.
 */
export const unboundGoodsViews = pgTable(
  'unbound_goods_views',
  {
    userId: integer('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    slot: smallint('slot').notNull(),
    goodsId: integer('goods_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.slot] }), uniqueIndex('unbound_goods_views_goods_idx').on(t.userId, t.day, t.goodsId), check('unbound_goods_views_slot_check', sql`${t.slot} >= 1`)],
);

/** One goods a hot-product check found (kept with the check, so reopening it shows what it found then). */
export interface ExplosionHit {
  goodsId: number;
  /** Average daily units over the recent days. */
  recent: number;
  /** Median daily units over the baseline days. */
  median: number;
  /** Units over the recent days. */
  sales: number;
}

/** Hot-product checks a member ran: the parameters, the day detected and the goods found. */
export const explosionChecks = pgTable(
  'explosion_checks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** The category checked; null for the whole market. */
    typeId: integer('type_id'),
    day: date('day', { mode: 'string' }).notNull(),
    multiple: doublePrecision('multiple').notNull(),
    minDaily: integer('min_daily').notNull(),
    found: integer('found').notNull(),
    hits: jsonb('hits').$type<ExplosionHit[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('explosion_checks_user_idx').on(t.userId, t.id.desc())],
);

/**
 * What each account opened last in the workbench (goods, shops, brands, categories, keywords): one
 * row per subject, its time moved on every view, the newest RECENT_VIEWS_KEEP kept. The name and
 * picture are those shown at the view, in its language, so the dashboard lists them without a join.
 */
export const recentViews = pgTable(
  'recent_views',
  {
    userId: integer('user_id').notNull(),
    kind: text('kind', { enum: ['goods', 'shop', 'brand', 'category', 'keyword'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    name: text('name').notNull(),
    thumbUrl: text('thumb_url'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.subjectId] }), index('recent_views_user_idx').on(t.userId, t.viewedAt.desc())],
);

/**
 * The goods outside a member's bound categories that one page view of the extension's overlay was
 * given figures for (at most UNBOUND_ROWS): one row per member and page view, grown by one conditional
 * upsert, so the allowance holds per page however many calls the page's cards take and however they
 * race. A member's rows older than a day are pruned when they open another page view.
 */
export const overlayViews = pgTable(
  'overlay_views',
  {
    userId: integer('user_id').notNull(),
    viewId: uuid('view_id').notNull(),
    goods: integer('goods').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.viewId] }), index('overlay_views_created_idx').on(t.createdAt)],
);

/**
 * A member's saved goods filters, by name. Each takes one of the member's numbered slots (1 to
 * FILTER_SET_LIMIT): the slot's primary key and its check cap the sets even when saves race.
 */
export const filterSets = pgTable(
  'filter_sets',
  {
    id: serial('id').notNull().unique(),
    userId: integer('user_id').notNull(),
    slot: smallint('slot').notNull(),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, number | string>>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().default(sql`now()`),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.slot] }),
    uniqueIndex('filter_sets_name_idx').on(t.userId, t.name),
    check('filter_sets_slot_check', sql`${t.slot} BETWEEN 1 AND 20`),
  ],
);
