import { z } from 'zod';
import { PLANS } from '../constants/plans';
import { defineCall } from './define';
import { envelope } from './envelope';
import { SHIP_STATUSES, type ShipStatus } from './lottery';
import { intParam } from './report';

/**
 * The console's activities and promotions (DECISIONS.md §13, §14): lottery activities, their prize
 * pools and winners' shipping; promotions and their coupons. Role `admin`; every change audited.
 * Messages of the schemas are keys of the admin namespace (the console's forms show them).
 */

/** Business codes of these calls beyond 200 and the console's shared ones (ADMIN_CODES). */
export const ACTIVITY_CODES = Object.freeze({
  /** The period ends before it starts. */
  periodOrder: 51_101,
  /** The prizes' odds would add up to more than 100 %. */
  oddsSum: 51_102,
  /** A prize's quantity below what was already won, or a coupon's stock below what was given out. */
  stockBelowUsed: 51_103,
  /** The shipping status cannot move from the current one (or someone just moved it). */
  badShipping: 51_104,
  /** Shipping a prize whose winner has not given delivery details. */
  notClaimed: 51_105,
  /** The promotion names a coupon or channel that does not exist. */
  unknownReference: 51_106,
});

export const LIMITS = Object.freeze({ nameMax: 80, textMax: 2000, carrierMax: 40, trackingMax: 60, drawLimitMax: 100, stockMax: 1_000_000, amountMax: 10_000_000 });

const page = { pageNum: intParam().min(1).max(10_000).default(1), pageSize: intParam().min(1).max(50).default(20) };
const list = <T extends z.ZodType>(item: T) => envelope({ data: z.object({ list: z.array(item), total: z.number().int() }).optional() });
const id = z.number().int().positive();
const name = z.string().trim().min(1, { error: 'activities.errors.name' }).max(LIMITS.nameMax, { error: 'activities.errors.name' });
const instant = z.iso.datetime({ offset: true, error: 'activities.errors.date' });
const names = { nameZh: name, nameEn: name, nameRu: name };

export const ACTIVITY_STATES = ['upcoming', 'live', 'ended', 'paused'] as const;
/** Prize kinds an operator gives (the lottery's "no prize" outcome takes the odds left over). */
export const PRIZE_KINDS = ['physical', 'membership', 'coupon'] as const;
export { SHIP_STATUSES, type ShipStatus } from './lottery';
/** The shipping moves an operator may make from each status. */
export const SHIP_MOVES: Readonly<Record<ShipStatus, readonly ShipStatus[]>> = Object.freeze({
  pending: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
});

export const activityRowSchema = z.object({
  id: z.number().int(),
  nameZh: z.string(),
  nameEn: z.string(),
  nameRu: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  dailyDrawLimit: z.number().int(),
  paused: z.boolean(),
  state: z.enum(ACTIVITY_STATES),
  entrants: z.number().int(),
  draws: z.number().int(),
  wins: z.number().int(),
});
export type ActivityRow = z.infer<typeof activityRowSchema>;

export const prizeRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PRIZE_KINDS),
  nameZh: z.string(),
  nameEn: z.string(),
  nameRu: z.string(),
  /** Chance of winning it in one draw, in percent (two decimals), as members see it. */
  odds: z.number(),
  /** Stock left plus won: the quantity the operator set. */
  total: z.number().int(),
  awarded: z.number().int(),
  stock: z.number().int(),
  /** Membership days or the coupon id. */
  value: z.number().int(),
});
export type PrizeRow = z.infer<typeof prizeRowSchema>;

/** GET /admin/lottery/activities: every activity, newest first, with entrants, draws and prizes won. */
export const activities = defineCall({ service: 'default', method: 'GET', path: '/admin/lottery/activities', response: list(activityRowSchema) });

/** GET /admin/lottery/prizes: an activity's prize pool; `noPrizeOdds` is the chance of drawing nothing. */
export const prizes = defineCall({
  service: 'default',
  method: 'GET',
  path: '/admin/lottery/prizes',
  query: z.object({ activityId: intParam().positive() }),
  response: envelope({ data: z.object({ list: z.array(prizeRowSchema), noPrizeOdds: z.number() }).optional() }),
});

export const activityFormSchema = z.object({
  ...names,
  startsAt: instant,
  endsAt: instant,
  dailyDrawLimit: z.number({ error: 'activities.errors.drawLimit' }).int({ error: 'activities.errors.drawLimit' }).min(1, { error: 'activities.errors.drawLimit' }).max(LIMITS.drawLimitMax, { error: 'activities.errors.drawLimit' }),
  paused: z.boolean(),
});

/** POST /admin/lottery/activity: creates (no id) or edits an activity; the period must end after it starts. */
export const saveActivity = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/lottery/activity',
  body: activityFormSchema.extend({ id: id.optional() }),
  response: envelope({ data: activityRowSchema.optional() }),
});

const oddsField = z.number({ error: 'activities.errors.odds' }).min(0, { error: 'activities.errors.odds' }).max(100, { error: 'activities.errors.odds' }).multipleOf(0.01, { error: 'activities.errors.odds' });
const countField = (key: string) => z.number({ error: key }).int({ error: key }).min(0, { error: key }).max(LIMITS.stockMax, { error: key });

export const prizeFormSchema = z.object({
  kind: z.enum(PRIZE_KINDS),
  ...names,
  odds: oddsField,
  total: countField('activities.errors.total'),
  value: countField('activities.errors.value'),
});

/**
 * POST /admin/lottery/prize: creates (no id) or edits a prize. The odds of all prizes may add up to
 * 100 % at most; the quantity never below what was won (one conditional UPDATE, whatever draws run).
 */
export const savePrize = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/lottery/prize',
  body: prizeFormSchema.extend({ activityId: id, id: id.optional() }),
  response: envelope({ data: prizeRowSchema.optional() }),
});

export const winnerRowSchema = z.object({
  drawId: z.number().int(),
  userId: z.number().int(),
  account: z.string(),
  /** The member's phone, masked (138****8000). */
  phone: z.string(),
  prize: z.object({ id: z.number().int(), kind: z.enum(PRIZE_KINDS), nameZh: z.string(), nameEn: z.string(), nameRu: z.string() }),
  wonAt: z.string(),
  /** Delivery details the winner gave on the prize-claim page (physical prizes). */
  claimedAt: z.string().nullable(),
  receiverName: z.string().nullable(),
  receiverPhone: z.string().nullable(),
  address: z.string().nullable(),
  shipStatus: z.enum(SHIP_STATUSES),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  shipUpdatedAt: z.string().nullable(),
});
export type WinnerRow = z.infer<typeof winnerRowSchema>;

/** GET /admin/lottery/winners: an activity's winners, newest first; by shipping status (physical prizes) or prize kind. */
export const winners = defineCall({
  service: 'default',
  method: 'GET',
  path: '/admin/lottery/winners',
  query: z.object({ ...page, activityId: intParam().positive(), status: z.enum(SHIP_STATUSES).optional(), physical: z.enum(['1']).optional() }),
  response: list(winnerRowSchema),
});

const carrier = z.string().trim().min(1, { error: 'activities.errors.carrier' }).max(LIMITS.carrierMax, { error: 'activities.errors.carrier' });
const tracking = z.string().trim().min(1, { error: 'activities.errors.tracking' }).max(LIMITS.trackingMax, { error: 'activities.errors.tracking' });

/** The shipping form's fields (the console checks them as the server does). */
export const shipFields = { carrier, trackingNo: tracking };

/** POST /admin/lottery/ship: moves a physical prize's shipping on (SHIP_MOVES); the winner is notified in the bell. */
export const ship = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/lottery/ship',
  body: z.discriminatedUnion('status', [
    z.object({ drawId: id, status: z.literal('shipped'), ...shipFields }),
    z.object({ drawId: id, status: z.literal('delivered') }),
    z.object({ drawId: id, status: z.literal('cancelled') }),
  ]),
  response: envelope({ data: winnerRowSchema.optional() }),
});

export const couponRowSchema = z.object({
  id: z.number().int(),
  nameZh: z.string(),
  nameEn: z.string(),
  nameRu: z.string(),
  /** Amount off and the order total it needs (0: none), in fen. */
  amount: z.number().int(),
  threshold: z.number().int(),
  planIds: z.array(z.number().int()),
  validUntil: z.string(),
  /** Null: no limit. Each member holds one at most. */
  stock: z.number().int().nullable(),
  issued: z.number().int(),
  used: z.number().int(),
});
export type CouponRow = z.infer<typeof couponRowSchema>;

/** GET /admin/coupons: every coupon with how many were given out and used. */
export const coupons = defineCall({ service: 'default', method: 'GET', path: '/admin/coupons', response: list(couponRowSchema) });

/** Plan ids a coupon may apply to. */
export const COUPON_PLAN_IDS = [...PLANS.keys()].filter((p) => p !== 16);
const money = (key: string) => z.number({ error: key }).int({ error: key }).min(0, { error: key }).max(LIMITS.amountMax, { error: key });

export const couponFormSchema = z.object({
  ...names,
  amount: money('promotions.errors.amount').min(1, { error: 'promotions.errors.amount' }),
  threshold: money('promotions.errors.threshold'),
  planIds: z.array(z.number().int().refine((p) => COUPON_PLAN_IDS.includes(p), { error: 'promotions.errors.plans' })).min(1, { error: 'promotions.errors.plans' }).max(COUPON_PLAN_IDS.length),
  validUntil: instant,
  stock: countField('promotions.errors.stock').nullable(),
});

/** POST /admin/coupon: creates (no id) or edits a coupon; the stock never below what was given out (one conditional UPDATE). */
export const saveCoupon = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/coupon',
  body: couponFormSchema.extend({ id: id.optional() }),
  response: envelope({ data: couponRowSchema.optional() }),
});

export const promotionRowSchema = z.object({
  id: z.number().int(),
  titleZh: z.string(),
  titleEn: z.string(),
  titleRu: z.string(),
  offerZh: z.string(),
  offerEn: z.string(),
  offerRu: z.string(),
  benefitsZh: z.string(),
  benefitsEn: z.string(),
  benefitsRu: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(['upcoming', 'live', 'ended']),
  couponId: z.number().int().nullable(),
  channelCode: z.string().nullable(),
  /** Members signed up, and of those, accounts registered through it. */
  signups: z.number().int(),
  registered: z.number().int(),
});
export type PromotionRow = z.infer<typeof promotionRowSchema>;

/** GET /admin/promotions: every promotion, newest first, with its sign-ups. */
export const promotions = defineCall({ service: 'default', method: 'GET', path: '/admin/promotions', response: list(promotionRowSchema) });

const title = z.string().trim().min(1, { error: 'promotions.errors.title' }).max(LIMITS.nameMax, { error: 'promotions.errors.title' });
const text = z.string().trim().min(1, { error: 'promotions.errors.text' }).max(LIMITS.textMax, { error: 'promotions.errors.text' });

export const promotionFormSchema = z.object({
  titleZh: title,
  titleEn: title,
  titleRu: title,
  offerZh: text,
  offerEn: text,
  offerRu: text,
  benefitsZh: text,
  benefitsEn: text,
  benefitsRu: text,
  startsAt: instant,
  endsAt: instant,
  couponId: id.nullable(),
  channelCode: z.string().trim().min(1).max(64).nullable(),
});

/** POST /admin/promotion: creates (no id) or edits a promotion; its page `/promotion/{id}` shows it at once. */
export const savePromotion = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/promotion',
  body: promotionFormSchema.extend({ id: id.optional() }),
  response: envelope({ data: promotionRowSchema.optional() }),
});
