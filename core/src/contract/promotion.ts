import { z } from 'zod';
import { defineCall } from './define';
import { envelope } from './envelope';

/** Promote channel types: 0 none, 1 private-domain channel, 2 cooperation partner, 3 advertising campaign. */
export const PROMOTE_TYPES = Object.freeze({ none: 0, privateDomain: 1, partner: 2, campaign: 3 } as const);

/** GET /user/promoteType (the spec's getUserPromoteType, signed in): payload.channelType. */
export const getUserPromoteType = defineCall({
  service: 'promotion', method: 'GET', path: '/user/promoteType',
  response: envelope({ payload: z.object({ channelType: z.number().int() }).optional() }),
});

/** GET /customer-service/contact (the spec's getCustomerServiveContact): contact of the promotion's service. */
export const getCustomerServiveContact = defineCall({
  service: 'promotion', method: 'GET', path: '/customer-service/contact',
  query: z.object({ urlCode: z.string().max(64).optional() }).optional(),
  response: envelope({
    data: z.object({ nickName: z.string(), weChatUrl: z.string(), chatHandle: z.string(), email: z.string() }).optional(),
  }),
});

/** Business codes of the promotions and the promote registrations beyond 200 (documented in the server README). */
export const PROMOTE_CODES = Object.freeze({
  promotionNotFound: 20_401,
  /** The promotion has not started or has ended: no sign-ups. */
  promotionNotLive: 20_402,
  /** setPassword: the account already has a password (it is changed through the password reset). */
  passwordAlreadySet: 20_403,
});

const langParam = z.enum(['zh', 'en', 'ru']).optional();
const idParam = z.coerce.number<number | string>().int().positive();

/** A promotion as its page shows it, in the asked language. */
export const promotionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  offer: z.string(),
  /** What a member gets, one line each. */
  benefits: z.array(z.string()),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(['upcoming', 'live', 'ended']),
  /** The registration channel its sign-ups are attributed to. */
  urlCode: z.string().nullable(),
  coupon: z
    .object({ couponId: z.number().int(), name: z.string(), amount: z.number().int(), threshold: z.number().int(), planIds: z.array(z.number().int()), validUntil: z.string() })
    .nullable(),
  /** For a signed-in member: whether they signed up already and hold the coupon. */
  joined: z.boolean(),
  couponOwned: z.boolean(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** GET /promotion/detail?id&lang: one promotion; without id the newest live one (PROMOTE_CODES.promotionNotFound when none). */
export const promotionDetail = defineCall({
  service: 'promotion', method: 'GET', path: '/promotion/detail',
  query: z.object({ id: idParam.optional(), lang: langParam }).optional(),
  response: envelope({ data: promotionSchema.optional() }),
});

/** POST /promotion/join (signed in): signs the member up once and credits the promotion's coupon once. */
export const joinPromotion = defineCall({
  service: 'promotion', method: 'POST', path: '/promotion/join',
  body: z.object({ id: z.number().int().positive() }),
  response: envelope({ data: z.object({ joined: z.boolean(), couponId: z.number().int().nullable(), couponCredited: z.boolean() }).optional() }),
});
