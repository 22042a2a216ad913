import { count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { adminActivities as contract } from '@marketlens/core/contract';
import { channels, coupons, promotions, promotionSignups, userCoupons } from '../../db/schema/index';
import { ApiError } from '../../http/errors';
import type { Tx } from '../../db/client';
import { promotionStatus, type PromotionRow } from '../promote/promotions';
import { nextId } from './next-id';
import { record, type Actor } from './audit';

const { ACTIVITY_CODES } = contract;
type CouponRow = typeof coupons.$inferSelect;
type CouponForm = Omit<contract.CouponRow, 'id' | 'issued' | 'used'> & { id?: number };
type PromotionForm = Omit<contract.PromotionRow, 'id' | 'state' | 'signups' | 'registered'> & { id?: number };

function toCoupon(row: CouponRow, used = 0): contract.CouponRow {
  const { id, nameZh, nameEn, nameRu, amount, threshold, planIds, stock, issued } = row;
  return { id, nameZh, nameEn, nameRu, amount, threshold, planIds, stock, issued, used, validUntil: row.validUntil.toISOString() };
}

export async function listCoupons(db: Tx): Promise<{ list: contract.CouponRow[]; total: number }> {
  const rows = await db.select().from(coupons).orderBy(desc(coupons.id));
  const used = await db.select({ id: userCoupons.couponId, n: count() }).from(userCoupons).where(isNotNull(userCoupons.usedAt)).groupBy(userCoupons.couponId);
  const usedOf = new Map(used.map((u) => [u.id, u.n]));
  return { list: rows.map((r) => toCoupon(r, usedOf.get(r.id) ?? 0)), total: rows.length };
}

/** Creates or edits a coupon; a stock below what was given out is refused by the UPDATE itself (issued <= stock). */
export async function saveCoupon(tx: Tx, actor: Actor, form: CouponForm): Promise<contract.CouponRow | 'notFound'> {
  const values = { nameZh: form.nameZh, nameEn: form.nameEn, nameRu: form.nameRu, amount: form.amount, threshold: form.threshold, planIds: form.planIds, validUntil: new Date(form.validUntil), stock: form.stock };
  if (form.id === undefined) {
    const [created] = await tx.insert(coupons).values({ id: await nextId(tx, coupons, coupons.id, 1000), ...values }).returning();
    if (!created) throw new Error('insert returned no row');
    await record(tx, actor, 'coupon.create', `coupon:${created.id}`, null, toCoupon(created));
    return toCoupon(created);
  }
  const [before] = await tx.select().from(coupons).where(eq(coupons.id, form.id));
  if (!before) return 'notFound';
  const [after] = await tx
    .update(coupons)
    .set(values)
    .where(form.stock === null ? eq(coupons.id, form.id) : sql`${coupons.id} = ${form.id} and ${coupons.issued} <= ${form.stock}`)
    .returning();
  if (!after) {
    const [now] = await tx.select({ issued: coupons.issued }).from(coupons).where(eq(coupons.id, form.id));
    throw new ApiError(200, ACTIVITY_CODES.stockBelowUsed, 'admin.stockBelowIssued', { issued: now?.issued ?? before.issued });
  }
  await record(tx, actor, 'coupon.update', `coupon:${after.id}`, toCoupon(before), toCoupon(after));
  const [used] = await tx.select({ n: count() }).from(userCoupons).where(sql`${userCoupons.couponId} = ${after.id} and ${userCoupons.usedAt} is not null`);
  return toCoupon(after, used?.n ?? 0);
}

function toPromotion(row: PromotionRow, counts = { signups: 0, registered: 0 }): contract.PromotionRow {
  const { id, titleZh, titleEn, titleRu, offerZh, offerEn, offerRu, benefitsZh, benefitsEn, benefitsRu, couponId, channelCode } = row;
  return {
    ...{ id, titleZh, titleEn, titleRu, offerZh, offerEn, offerRu, benefitsZh, benefitsEn, benefitsRu, couponId, channelCode },
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    state: promotionStatus(row),
    ...counts,
  };
}

async function signupCounts(db: Tx) {
  const rows = await db
    .select({ id: promotionSignups.promotionId, signups: count(), registered: sql<number>`count(*) filter (where ${promotionSignups.registered})`.mapWith(Number) })
    .from(promotionSignups)
    .groupBy(promotionSignups.promotionId);
  return new Map(rows.map((r) => [r.id, { signups: r.signups, registered: r.registered }]));
}

export async function listPromotions(db: Tx): Promise<{ list: contract.PromotionRow[]; total: number }> {
  const rows = await db.select().from(promotions).orderBy(desc(promotions.startsAt), desc(promotions.id));
  const counts = await signupCounts(db);
  return { list: rows.map((r) => toPromotion(r, counts.get(r.id))), total: rows.length };
}

/** Creates or edits a promotion: the period must end after it starts, its coupon and channel must exist. */
export async function savePromotion(tx: Tx, actor: Actor, form: PromotionForm): Promise<contract.PromotionRow | 'notFound'> {
  const startsAt = new Date(form.startsAt);
  const endsAt = new Date(form.endsAt);
  if (endsAt <= startsAt) throw new ApiError(200, ACTIVITY_CODES.periodOrder, 'admin.periodOrder');
  if (form.couponId !== null && !(await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, form.couponId))).length) throw new ApiError(200, ACTIVITY_CODES.unknownReference, 'admin.unknownCoupon');
  if (form.channelCode !== null && !(await tx.select({ c: channels.urlCode }).from(channels).where(eq(channels.urlCode, form.channelCode))).length) throw new ApiError(200, ACTIVITY_CODES.unknownReference, 'admin.unknownChannel');
  const { id, ...rest } = form;
  const values = { ...rest, startsAt, endsAt };
  if (id === undefined) {
    const [created] = await tx.insert(promotions).values({ id: await nextId(tx, promotions, promotions.id), ...values }).returning();
    if (!created) throw new Error('insert returned no row');
    await record(tx, actor, 'promotion.create', `promotion:${created.id}`, null, toPromotion(created));
    return toPromotion(created);
  }
  const [before] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
  if (!before) return 'notFound';
  const [after] = await tx.update(promotions).set(values).where(eq(promotions.id, id)).returning();
  if (!after) return 'notFound';
  await record(tx, actor, 'promotion.update', `promotion:${id}`, toPromotion(before), toPromotion(after));
  return toPromotion(after, (await signupCounts(tx)).get(id));
}
