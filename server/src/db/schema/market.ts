import { sql } from 'drizzle-orm';
import { bigint, date, doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The marketplace's categories: the spec's twelve top-level ids (parentId null) and their subcategories. */
export const categories = pgTable('categories', {
  typeId: integer('type_id').primaryKey(),
  parentId: integer('parent_id'),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  nameRu: text('name_ru').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const shops = pgTable('shops', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  typeId: integer('type_id').notNull(),
  /** 'cn': a cross-border seller shipping from China; 'local': a seller with stock in Russia. */
  sellerType: text('seller_type', { enum: ['cn', 'local'] }).notNull().default('local'),
  /** How its orders are fulfilled: Ozon's warehouse (FBO), the seller's (FBS), or the seller's abroad (rFBS). */
  fulfilment: text('fulfilment', { enum: ['FBO', 'FBS', 'rFBS'] }).notNull().default('FBO'),
});

export const brands = pgTable('brands', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  typeId: integer('type_id').notNull(),
});

/** Goods of the generated market; price in kopecks. The sales model's parameters drive the daily series. */
export const goods = pgTable(
  'goods',
  {
    id: integer('id').primaryKey(),
    title: text('title').notNull(),
    typeId: integer('type_id').notNull(),
    subTypeId: integer('sub_type_id').notNull(),
    /** The third category level (a subcategory's child); null where the market has two levels only. */
    leafTypeId: integer('leaf_type_id'),
    shopId: integer('shop_id').notNull(),
    brandId: integer('brand_id').notNull(),
    price: integer('price').notNull(),
    /** The crossed-out price the card shows, kopecks; null when it shows none. */
    oldPrice: integer('old_price'),
    /** The title in Chinese and English, machine-translated from the Russian (null until translated). */
    titleZh: text('title_zh'),
    titleEn: text('title_en'),
    /** Last day the card was observed on Ozon (observed markets only). */
    lastSeenOn: date('last_seen_on', { mode: 'string' }),
    /** Typical daily sales at the start of the history. */
    baseSales: doublePrecision('base_sales').notNull(),
    /** Relative change of sales over the whole history (0.5 = +50 %). */
    trend: doublePrecision('trend').notNull(),
    /** Days before the latest day when a surge starts; null for goods without one. */
    surgeDaysAgo: integer('surge_days_ago'),
    /** The day the card went on sale; the daily series starts there. */
    listedOn: date('listed_on', { mode: 'string' }).notNull(),
    /** Buyers' average rating, 1..5. */
    rating: doublePrecision('rating').notNull().default(0),
    /** Reviews the card had before the first day of the daily series. */
    reviewsBase: integer('reviews_base').notNull().default(0),
    /** Reviews written per unit sold. */
    reviewRate: doublePrecision('review_rate').notNull().default(0),
    /** Sellers offering this card, its own seller included (Ozon lets other sellers join a card). */
    sellers: integer('sellers').notNull().default(1),
    /** The lowest price among the card's offers, kopecks. */
    minOfferPrice: integer('min_offer_price').notNull().default(0),
  },
  (t) => [index('goods_type_idx').on(t.typeId), index('goods_shop_idx').on(t.shopId)],
);

/** Daily sales and GMV (kopecks) per goods; category, shop and brand are copied in so rankings read one index. */
export const goodsDaily = pgTable(
  'goods_daily',
  {
    goodsId: integer('goods_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    typeId: integer('type_id').notNull(),
    subTypeId: integer('sub_type_id').notNull(),
    shopId: integer('shop_id').notNull(),
    brandId: integer('brand_id').notNull(),
    sales: integer('sales').notNull(),
    gmv: bigint('gmv', { mode: 'number' }).notNull(),
    leafTypeId: integer('leaf_type_id'),
    /**
     * How the day's sales were produced: 'model' (the generated market), 'import' (an operator's
     * file), or an estimate from observations ('reviews', 'stock', 'position', 'carried').
     */
    method: text('method').notNull().default('model'),
    /** The estimate's expected error, percent of the day's sales (null for model and import rows). */
    errorPct: doublePrecision('error_pct'),
    /** Observations of the goods that day behind the estimate (0 for model and import rows). */
    observed: integer('observed').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.goodsId, t.day] }),
    index('goods_daily_day_sales_idx').on(t.day, t.sales.desc()),
    index('goods_daily_day_type_sales_idx').on(t.day, t.typeId, t.sales.desc()),
    index('goods_daily_type_day_idx').on(t.typeId, t.day),
  ],
);

/** Search words of the marketplace (Russian, as buyers type them). */
export const keywords = pgTable(
  'keywords',
  {
    id: integer('id').primaryKey(),
    word: text('word').notNull(),
    /** The word in Chinese, for the sellers who read the market in Chinese; null when not known. */
    wordZh: text('word_zh'),
    /** The word in English (machine translation); null when not known. */
    wordEn: text('word_en'),
    typeId: integer('type_id').notNull(),
    subTypeId: integer('sub_type_id').notNull(),
    baseHeat: doublePrecision('base_heat').notNull(),
    trend: doublePrecision('trend').notNull(),
  },
  (t) => [uniqueIndex('keywords_word_idx').on(t.word)],
);

/** Daily search heat and click heat of each word. */
export const keywordDaily = pgTable(
  'keyword_daily',
  {
    keywordId: integer('keyword_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    typeId: integer('type_id').notNull(),
    heat: integer('heat').notNull(),
    clickHeat: integer('click_heat').notNull(),
  },
  (t) => [primaryKey({ columns: [t.keywordId, t.day] }), index('keyword_daily_day_type_idx').on(t.day, t.typeId, t.heat.desc())],
);

/** Back-fill requests of the supplement dialog: one per user, type and id. */
export const backfillRequests = pgTable(
  'backfill_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    type: text('type', { enum: ['good', 'mall'] }).notNull(),
    suppleId: text('supple_id').notNull(),
    status: text('status', { enum: ['pending', 'processing', 'done', 'rejected'] }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('backfill_user_target_idx').on(t.userId, t.type, t.suppleId)],
);

/** Cache of translations, keyed by provider, languages and a hash of the source text. */
export const translations = pgTable('translations', {
  key: text('key').primaryKey(),
  provider: text('provider').notNull(),
  fromLang: text('from_lang').notNull(),
  toLang: text('to_lang').notNull(),
  source: text('source').notNull(),
  result: text('result').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** Exchange rates per day (roubles per unit), from the Central Bank of Russia or the built-in seed. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    rub: doublePrecision('rub').notNull(),
    source: text('source', { enum: ['cbr', 'seed'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.currency] })],
);
