import { z } from 'zod';
import { defineCall } from './define';
import { envelope } from './envelope';
import { intQuery } from './identity-fields';

export const couponSchema = z.object({
  couponId: z.number().int(),
  name: z.string(),
  /** Discount in fen (cents). */
  amount: z.number().int(),
  /** Minimum order in fen; 0 means none. */
  threshold: z.number().int(),
  planIds: z.array(z.number().int()),
  validUntil: z.string(),
  /** Whether the signed-in user holds this coupon (it is claimed on first look). */
  owned: z.boolean(),
  used: z.boolean(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** GET /user-coupon-lobby/userCouponByCouponId?couponId&appId (signed in): the coupon, claimed for the user. */
export const userCouponByCouponId = defineCall({
  service: 'pay', method: 'GET', path: '/user-coupon-lobby/userCouponByCouponId',
  query: z.object({ couponId: intQuery().positive(), appId: z.string().max(64).optional() }),
  response: envelope({ data: couponSchema.optional() }),
});
