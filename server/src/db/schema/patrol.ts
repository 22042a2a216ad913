import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Offers on the cards of the market: the other sellers that joined a goods card (its own shop is not
 * listed), each with its price in kopecks, the day it was first seen and, once it left, the day it
 * left. Generated with the market, moved by the daily step, replaceable by import.
 */
export const offers = pgTable(
  'offers',
  {
    goodsId: integer('goods_id').notNull(),
    sellerId: integer('seller_id').notNull(),
    price: integer('price').notNull(),
    firstSeen: date('first_seen', { mode: 'string' }).notNull(),
    /** Null while the seller is on the card. */
    leftOn: date('left_on', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.goodsId, t.sellerId] }), index('offers_first_seen_idx').on(t.firstSeen)],
);

/** A member's own Ozon shop, bound with the Seller API's Client-Id and API key (AES-256-GCM at rest; never shown again). */
export const sellerShops = pgTable(
  'seller_shops',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    clientId: text('client_id').notNull(),
    /** base64 of iv (12 bytes) ‖ tag (16 bytes) ‖ ciphertext. */
    apiKeyEnc: text('api_key_enc').notNull(),
    /** The key's last four characters, so the member can tell keys apart. */
    keyHint: text('key_hint').notNull(),
    name: text('name').notNull(),
    /** The market shop most of its goods belong to; null when none of them is in the index. */
    marketShopId: integer('market_shop_id'),
    /** The member allows the shop's true sales, aggregated per category with other shops', to calibrate the market's estimates. */
    shareForCalibration: boolean('share_for_calibration').notNull().default(false),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().default(sql`now()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('seller_shops_user_client_idx').on(t.userId, t.clientId)],
);

/** The goods of a bound shop as its Seller API reported them at the last sync; `sku` is the goods id on Ozon. */
export const sellerShopGoods = pgTable(
  'seller_shop_goods',
  {
    shopId: integer('shop_id').notNull(),
    sku: integer('sku').notNull(),
    productId: text('product_id').notNull(),
    offerId: text('offer_id').notNull(),
    /** The seller's own price, kopecks. */
    price: integer('price').notNull(),
    stock: integer('stock').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.sku] })],
);

/** Counters the tier limits are checked against in one conditional upsert: 'shops' and 'patrol'. */
export const memberUsage = pgTable(
  'member_usage',
  {
    userId: integer('user_id').notNull(),
    kind: text('kind', { enum: ['shops', 'patrol'] }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** What a member patrols: one of their goods (by id) or a whole bound shop. */
export const patrolItems = pgTable(
  'patrol_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    kind: text('kind', { enum: ['goods', 'shop'] }).notNull(),
    /** Goods id, or the id of the bound shop (seller_shops.id). */
    targetId: integer('target_id').notNull(),
    /** Minutes between two checks, from the member's tier (refreshed by every check). */
    everyMinutes: integer('every_minutes').notNull(),
    /** The market day the last check saw; a newer day makes the item due at once. */
    checkedDay: date('checked_day', { mode: 'string' }),
    lastCheckAt: timestamp('last_check_at', { withTimezone: true }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().default(sql`now()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('patrol_items_user_target_idx').on(t.userId, t.kind, t.targetId), index('patrol_items_due_idx').on(t.nextCheckAt)],
);

/**
 * A follow-sell case: one seller found on one of the member's patrolled cards. Unique per member,
 * goods and seller, so parallel checks open it once; `episode` counts its returns after leaving.
 */
export const patrolCases = pgTable(
  'patrol_cases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    sellerId: integer('seller_id').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().default(sql`now()`),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().default(sql`now()`),
    firstPrice: integer('first_price').notNull(),
    lastPrice: integer('last_price').notNull(),
    /** The member's price at the last observation, kopecks. */
    ownPrice: integer('own_price').notNull(),
    /** Set when a check no longer found the seller on the card. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    episode: integer('episode').notNull().default(1),
    /** Found by the first check of the item (there before patrolling started): recorded, not alerted. */
    baseline: boolean('baseline').notNull().default(false),
  },
  (t) => [uniqueIndex('patrol_cases_user_goods_seller_idx').on(t.userId, t.goodsId, t.sellerId), index('patrol_cases_user_idx').on(t.userId, t.id)],
);

/** Evidence of a case: each check that saw the seller, with the seller's and the member's price then. */
export const patrolEvidence = pgTable(
  'patrol_evidence',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().default(sql`now()`),
    price: integer('price').notNull(),
    ownPrice: integer('own_price').notNull(),
    /** 'seen' while on the card; 'left' the check it was gone. */
    status: text('status', { enum: ['seen', 'left'] }).notNull().default('seen'),
  },
  (t) => [index('patrol_evidence_case_idx').on(t.caseId, t.id)],
);
