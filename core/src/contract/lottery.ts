import { z } from 'zod';
import { CHANNELS } from '../constants/limits';
import { defineCall } from './define';
import { envelope } from './envelope';
import { intParam, langParam } from './report';

/** Business codes of the lottery calls beyond 200 (documented in the server README). */
export const LOTTERY_CODES = Object.freeze({
  notFound: 20_301,
  notStarted: 20_302,
  ended: 20_303,
  noChances: 20_304,
  dailyLimit: 20_305,
  /** claim: not the member's physical prize. */
  notClaimable: 20_306,
  alreadyClaimed: 20_307,
  /** claim: the 30 days to give delivery details have passed. */
  claimExpired: 20_308,
});

/** Rules of DECISIONS.md section 13 that clients show. */
export const LOTTERY_LIMITS = Object.freeze({ claimDays: 30, nameMax: 40, addressMin: 8, addressMax: 200 });

export const PRIZE_KINDS = Object.freeze(['none', 'physical', 'membership', 'coupon'] as const);
export type PrizeKind = (typeof PRIZE_KINDS)[number];

const actIdParam = intParam().positive().default(CHANNELS.defaultActivityId);

export const prizeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PRIZE_KINDS),
  name: z.string(),
  /** Chance of this outcome in one draw, 0..1. */
  odds: z.number(),
  /** Left to win; null for the "no prize" outcome. */
  stock: z.number().int().nullable(),
  /** Membership days or the coupon id. */
  value: z.number().int(),
});
export type Prize = z.infer<typeof prizeSchema>;

export const activitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(['upcoming', 'live', 'ended']),
  dailyDrawLimit: z.number().int(),
  prizes: z.array(prizeSchema),
});
export type Activity = z.infer<typeof activitySchema>;

/** GET /lottery/activity: the activity, its period and its prize pool with stock and odds. */
export const activity = defineCall({
  service: 'default',
  method: 'GET',
  path: '/lottery/activity',
  query: z.object({ actId: actIdParam, lang: langParam }),
  response: envelope({ data: activitySchema.optional() }),
});

export const entrantSchema = z.object({
  joined: z.boolean(),
  chances: z.number().int(),
  drawsToday: z.number().int(),
  /** The member's invitation code (the `aic` of their link); null until they join. */
  inviteCode: z.string().nullable(),
});
export type Entrant = z.infer<typeof entrantSchema>;

/** GET /lottery/me (signed in): the member's draws left and invitation code. */
export const me = defineCall({
  service: 'default',
  method: 'GET',
  path: '/lottery/me',
  query: z.object({ actId: actIdParam }),
  response: envelope({ data: entrantSchema.optional() }),
});

/**
 * POST /lottery/join (signed in): joins the activity after registering or logging in through it —
 * one draw the first time, and one for the inviter when the member registered through their link.
 */
export const join = defineCall({
  service: 'default',
  method: 'POST',
  path: '/lottery/join',
  body: z.object({ actId: actIdParam }),
  response: envelope({ data: z.object({ granted: z.boolean(), entrant: entrantSchema }).optional() }),
});

/** POST /lottery/draw (signed in): spends one draw and decides the prize on the server, in one transaction. */
export const draw = defineCall({
  service: 'default',
  method: 'POST',
  path: '/lottery/draw',
  body: z.object({ actId: actIdParam, lang: langParam }),
  response: envelope({ data: z.object({ drawId: z.number().int(), prize: prizeSchema.nullable(), chances: z.number().int() }).optional() }),
});

/** Shipping of a physical prize, as the operators move it on. */
export const SHIP_STATUSES = ['pending', 'shipped', 'delivered', 'cancelled'] as const;
export type ShipStatus = (typeof SHIP_STATUSES)[number];

export const winningSchema = z.object({
  drawId: z.number().int(),
  prize: prizeSchema,
  wonAt: z.string(),
  claimedAt: z.string().nullable(),
  /** The last moment delivery details are accepted (physical prizes). */
  claimUntil: z.string(),
  /** Physical prizes: where the parcel is (carrier and tracking number once shipped); null for virtual ones. */
  shipping: z.object({ status: z.enum(SHIP_STATUSES), carrier: z.string().nullable(), trackingNo: z.string().nullable(), updatedAt: z.string().nullable() }).nullable(),
});
export type Winning = z.infer<typeof winningSchema>;

/** GET /lottery/winnings (signed in): the member's prizes, newest first. */
export const winnings = defineCall({
  service: 'default',
  method: 'GET',
  path: '/lottery/winnings',
  query: z.object({ actId: actIdParam, lang: langParam }),
  response: envelope({ data: z.array(winningSchema).optional() }),
});

/** GET /lottery/invitations (signed in): friends who registered through the member's link, masked. */
export const invitations = defineCall({
  service: 'default',
  method: 'GET',
  path: '/lottery/invitations',
  query: z.object({ actId: actIdParam }),
  response: envelope({ data: z.object({ list: z.array(z.object({ friend: z.string(), at: z.string() })), chancesEarned: z.number().int() }).optional() }),
});

/** Delivery details of a physical prize; the messages are keys of the mobile namespace. */
export const claimSchema = z.object({
  drawId: intParam().positive(),
  name: z.string().trim().min(1, { error: 'claim.errors.name' }).max(LOTTERY_LIMITS.nameMax, { error: 'claim.errors.name' }),
  phone: z.string().trim().regex(/^\+?\d[\d\s-]{5,18}\d$/, { error: 'claim.errors.phone' }),
  address: z.string().trim().min(LOTTERY_LIMITS.addressMin, { error: 'claim.errors.address' }).max(LOTTERY_LIMITS.addressMax, { error: 'claim.errors.address' }),
});
export type ClaimForm = z.input<typeof claimSchema>;

/** POST /lottery/claim (signed in): delivery details of a physical prize, once, within 30 days. */
export const claim = defineCall({
  service: 'default',
  method: 'POST',
  path: '/lottery/claim',
  body: claimSchema,
  response: envelope({}),
});
