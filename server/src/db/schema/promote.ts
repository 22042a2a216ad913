import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Promotions (`/promotion/{id}`): an offer with a period, what a member gets, and optionally a
 * coupon credited once to every member who signs up through it.
 */
export const promotions = pgTable('promotions', {
  id: integer('id').primaryKey(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  titleRu: text('title_ru').notNull(),
  offerZh: text('offer_zh').notNull(),
  offerEn: text('offer_en').notNull(),
  offerRu: text('offer_ru').notNull(),
  /** What a member gets, one line per benefit (newline-separated) in each language. */
  benefitsZh: text('benefits_zh').notNull(),
  benefitsEn: text('benefits_en').notNull(),
  benefitsRu: text('benefits_ru').notNull(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  couponId: integer('coupon_id'),
  /** The registration channel the promotion's sign-ups are attributed to, when it has one. */
  channelCode: text('channel_code'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * Where each member came from: the channel, invite, campaign and landing facts of the registration,
 * one row per account, written in the registration's transaction (the operations console reads it).
 */
export const userAttributions = pgTable(
  'user_attributions',
  {
    userId: integer('user_id').primaryKey(),
    /** The registration channel (channels.url_code) of the promote page, else the invite channel. */
    channelCode: text('channel_code'),
    urlCode: text('url_code'),
    invite: text('invite'),
    inviteChannel: text('invite_channel'),
    utm: text('utm'),
    searchWord: text('search_word'),
    keyWord: text('key_word'),
    /** expandInfo's activity id and invite code (the lottery's registrations). */
    actId: integer('act_id'),
    actInviteCode: text('act_invite_code'),
    promotionId: integer('promotion_id'),
    /** The login flow mode that registered the account (promote_register, promote_register_fast, ...). */
    mode: text('mode').notNull(),
    /** The page the registration was sent from (path only). */
    landingPath: text('landing_path'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('user_attributions_channel_idx').on(t.channelCode, t.createdAt),
    index('user_attributions_invite_idx').on(t.invite),
    index('user_attributions_promotion_idx').on(t.promotionId),
  ],
);

/** Members signed up to a promotion: by registering through it, or with their account from its page. Once each. */
export const promotionSignups = pgTable(
  'promotion_signups',
  {
    promotionId: integer('promotion_id').notNull(),
    userId: integer('user_id').notNull(),
    /** Whether the account was created by this sign-up. */
    registered: boolean('registered').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.userId] })],
);
