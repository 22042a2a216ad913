import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Lottery activities (DECISIONS.md section 13): a period and a daily draw limit per member. */
export const lotteryActivities = pgTable('lottery_activities', {
  id: integer('id').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  nameRu: text('name_ru').notNull(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  dailyDrawLimit: integer('daily_draw_limit').notNull().default(10),
  /** Paused by an operator: members see it as ended and cannot join or draw until it is resumed. */
  paused: boolean('paused').notNull().default(false),
});

/**
 * The prize pool: each prize has a weight (its odds are weight / the sum of weights, the "no prize"
 * outcome included) and a stock that a draw spends atomically. Kind 'membership' carries days in
 * `value`, 'coupon' a coupon id; 'physical' prizes are claimed with delivery details.
 */
export const lotteryPrizes = pgTable(
  'lottery_prizes',
  {
    id: integer('id').primaryKey(),
    activityId: integer('activity_id').notNull(),
    kind: text('kind').$type<'none' | 'physical' | 'membership' | 'coupon'>().notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    nameRu: text('name_ru').notNull(),
    weight: integer('weight').notNull(),
    /** Left to win; null for the "no prize" outcome. */
    stock: integer('stock'),
    /** Won so far; a draw spends stock and counts it here in the same statement, so stock + awarded is the prize's total. */
    awarded: integer('awarded').notNull().default(0),
    value: integer('value').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('lottery_prizes_activity_idx').on(t.activityId)],
);

/** A member in an activity: their invitation code, draws left, and today's draw count. */
export const lotteryEntrants = pgTable(
  'lottery_entrants',
  {
    activityId: integer('activity_id').notNull(),
    userId: integer('user_id').notNull(),
    inviteCode: text('invite_code').notNull(),
    chances: integer('chances').notNull().default(0),
    drawsDay: date('draws_day', { mode: 'string' }),
    drawsToday: integer('draws_today').notNull().default(0),
    joinedAt: at('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.userId] }), uniqueIndex('lottery_entrants_code_idx').on(t.inviteCode)],
);

/** A friend who registered through a member's invitation; one row per invitee and activity. */
export const lotteryInvites = pgTable(
  'lottery_invites',
  {
    activityId: integer('activity_id').notNull(),
    inviteeId: integer('invitee_id').notNull(),
    inviterId: integer('inviter_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.inviteeId] }), index('lottery_invites_inviter_idx').on(t.activityId, t.inviterId)],
);

/** Every draw and its outcome (prizeId null: no prize); physical prizes keep their delivery details. */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id').notNull(),
    userId: integer('user_id').notNull(),
    prizeId: integer('prize_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    receiverName: text('receiver_name'),
    receiverPhone: text('receiver_phone'),
    address: text('address'),
    claimedAt: at('claimed_at'),
    /** Shipping of a physical prize: pending, shipped (carrier, tracking number), delivered or cancelled. */
    shipStatus: text('ship_status').$type<'pending' | 'shipped' | 'delivered' | 'cancelled'>().notNull().default('pending'),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    shipUpdatedAt: at('ship_updated_at'),
  },
  (t) => [index('lottery_draws_user_idx').on(t.activityId, t.userId), index('lottery_draws_prize_idx').on(t.activityId, t.prizeId)],
);
