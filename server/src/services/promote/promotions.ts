import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { promotion as contract } from '@marketlens/core/contract';
import { coupons, promotions, promotionSignups, userCoupons } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import { grantCoupon } from './coupons';

export type PromotionRow = typeof promotions.$inferSelect;
type Lang = 'zh' | 'en' | 'ru';

export function promotionStatus(row: PromotionRow, now = new Date()): contract.Promotion['status'] {
  if (row.startsAt.getTime() > now.getTime()) return 'upcoming';
  return row.endsAt.getTime() > now.getTime() ? 'live' : 'ended';
}

/** A promotion by id, or without one the live promotion that started last. */
export async function findPromotion(db: Tx, id: number | undefined): Promise<PromotionRow | undefined> {
  const now = new Date();
  const [row] =
    id === undefined
      ? await db.select().from(promotions).where(and(lte(promotions.startsAt, now), gt(promotions.endsAt, now))).orderBy(desc(promotions.startsAt)).limit(1)
      : await db.select().from(promotions).where(eq(promotions.id, id)).limit(1);
  return row;
}

const pick = <T>(lang: Lang, zh: T, en: T, ru: T): T => (lang === 'en' ? en : lang === 'ru' ? ru : zh);

/** The promotion in one language, with what the member already has of it. */
export async function describePromotion(db: Tx, row: PromotionRow, lang: Lang, userId: number | undefined): Promise<contract.Promotion> {
  const [coupon] = row.couponId === null ? [] : await db.select().from(coupons).where(eq(coupons.id, row.couponId)).limit(1);
  const [signup] = userId === undefined ? [] : await db.select().from(promotionSignups).where(and(eq(promotionSignups.promotionId, row.id), eq(promotionSignups.userId, userId))).limit(1);
  const [held] = userId === undefined || !coupon ? [] : await db.select().from(userCoupons).where(and(eq(userCoupons.userId, userId), eq(userCoupons.couponId, coupon.id))).limit(1);
  return {
    id: row.id,
    title: pick(lang, row.titleZh, row.titleEn, row.titleRu),
    offer: pick(lang, row.offerZh, row.offerEn, row.offerRu),
    benefits: pick(lang, row.benefitsZh, row.benefitsEn, row.benefitsRu).split('\n').map((l) => l.trim()).filter(Boolean),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: promotionStatus(row),
    urlCode: row.channelCode,
    coupon: coupon
      ? { couponId: coupon.id, name: pick(lang, coupon.nameZh, coupon.nameEn, coupon.nameRu), amount: coupon.amount, threshold: coupon.threshold, planIds: coupon.planIds, validUntil: coupon.validUntil.toISOString() }
      : null,
    joined: Boolean(signup),
    couponOwned: Boolean(held),
  };
}

/**
 * Signs a member up to a live promotion and credits its coupon. Each is one conditional insert
 * (ON CONFLICT DO NOTHING ... RETURNING), so parallel requests credit a coupon exactly once; the
 * coupon's stock is checked in the statement that counts it (grantCoupon). Call it in a transaction.
 */
export async function signUp(db: Tx, row: PromotionRow, userId: number, registered: boolean): Promise<{ joined: boolean; couponCredited: boolean }> {
  const [joined] = await db.insert(promotionSignups).values({ promotionId: row.id, userId, registered }).onConflictDoNothing().returning();
  const [coupon] = row.couponId === null ? [] : await db.select({ id: coupons.id, validUntil: coupons.validUntil }).from(coupons).where(eq(coupons.id, row.couponId)).limit(1);
  // An expired coupon is no longer credited; the sign-up still counts.
  if (!coupon || coupon.validUntil.getTime() <= Date.now()) return { joined: Boolean(joined), couponCredited: false };
  return { joined: Boolean(joined), couponCredited: await grantCoupon(db, userId, coupon.id) };
}
