import { z } from 'zod';
import type { MyshopDays } from '../../constants/myshop';
import { intParam } from '../report';

// Query parts and shapes the "My shops" calls share.

export const M = '/myshop';
export const money = z.number().int();
export const shopIdParam = intParam().positive();
/** A calendar day, YYYY-MM-DD, between 2000 and 2099. */
const dayParam = z.iso.date().regex(/^20\d{2}-/);

/** The period: the last `days` days up to the shop's latest synced day, or a custom range `from`..`to` (which overrides `days`); both within the plan's history. */
export const periodQuery = {
  shopId: shopIdParam,
  days: z.coerce
    .number<MyshopDays | `${MyshopDays}`>()
    .pipe(z.union([z.literal(7), z.literal(30), z.literal(60), z.literal(90), z.literal(180), z.literal(365)]))
    .default(30),
  from: dayParam.optional(),
  to: dayParam.optional(),
};

/** The period answered and the one before it, of the same length, that "previous" figures cover. */
export const periodSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  prevFrom: z.string(),
  prevTo: z.string(),
  /** The newest day the shop's sync has stored (empty before the first day is stored). */
  latestDay: z.string(),
});
export type Period = z.infer<typeof periodSchema>;

