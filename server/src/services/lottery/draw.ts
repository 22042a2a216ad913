import { and, eq, gt, or, isNull, lt, ne, sql } from 'drizzle-orm';
import { lottery } from '@marketlens/core/contract';
import type { Db, Tx } from '../../db/client';
import { lotteryDraws, lotteryEntrants, lotteryPrizes, memberships } from '../../db/schema/index';
import { ApiError } from '../../http/errors';
import { grantCoupon } from '../promote/coupons';
import { activityStatus, pickByWeight, prizesOf, type ActivityRow, type PrizeRow } from './pool';

const { LOTTERY_CODES } = lottery;
const DAY_MS = 86_400_000;

/** Today's date (UTC) as the database stores draw days. */
export function todayOf(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Credits a virtual prize at once: membership days extend the bonus period, a coupon goes into the account. */
async function creditVirtual(tx: Tx, prize: PrizeRow, accountId: number, now: Date): Promise<void> {
  if (prize.kind === 'membership') {
    const days = sql`make_interval(days => ${prize.value})`;
    await tx
      .insert(memberships)
      .values({ userId: accountId, bonusEndTime: new Date(now.getTime() + prize.value * DAY_MS) })
      .onConflictDoUpdate({ target: memberships.userId, set: { bonusEndTime: sql`greatest(coalesce(${memberships.bonusEndTime}, now()), now()) + ${days}` } });
  } else if (prize.kind === 'coupon') {
    // The prize's own stock was spent; the coupon's limit does not take a won prize away.
    await grantCoupon(tx, accountId, prize.value, { ignoreLimits: true });
  }
}

/**
 * One draw in one transaction: a conditional UPDATE spends a chance only while one is left and the
 * day's limit is not reached; the outcome is picked by weight and its stock spent by another
 * conditional UPDATE (an outcome whose stock ran out becomes "no prize"); the draw is recorded and
 * a virtual prize credited. Whatever the concurrency, chances and stock never go below zero.
 */
export async function drawOnce(db: Db, activity: ActivityRow, user: { userId: number; mainUserId: number | null }, now = new Date()): Promise<{ drawId: number; prize: PrizeRow | null; chances: number }> {
  const status = activityStatus(activity, now);
  if (status === 'upcoming') throw new ApiError(200, LOTTERY_CODES.notStarted, 'lottery.notStarted');
  if (status === 'ended') throw new ApiError(200, LOTTERY_CODES.ended, 'lottery.ended');
  const today = todayOf(now);
  const pool = await prizesOf(db, activity.id);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(lotteryEntrants)
      .set({
        chances: sql`${lotteryEntrants.chances} - 1`,
        drawsToday: sql`case when ${lotteryEntrants.drawsDay} = ${today} then ${lotteryEntrants.drawsToday} + 1 else 1 end`,
        drawsDay: today,
      })
      .where(
        and(
          eq(lotteryEntrants.activityId, activity.id),
          eq(lotteryEntrants.userId, user.userId),
          gt(lotteryEntrants.chances, 0),
          or(isNull(lotteryEntrants.drawsDay), ne(lotteryEntrants.drawsDay, today), lt(lotteryEntrants.drawsToday, activity.dailyDrawLimit)),
        ),
      )
      .returning();
    if (!spent) {
      const [row] = await tx.select().from(lotteryEntrants).where(and(eq(lotteryEntrants.activityId, activity.id), eq(lotteryEntrants.userId, user.userId))).limit(1);
      if (row && row.chances > 0) throw new ApiError(200, LOTTERY_CODES.dailyLimit, 'lottery.dailyLimit', { limit: activity.dailyDrawLimit });
      throw new ApiError(200, LOTTERY_CODES.noChances, 'lottery.noChances');
    }
    const picked = pickByWeight(pool);
    let prize: PrizeRow | null = null;
    if (picked && picked.kind !== 'none') {
      const [taken] = await tx
        .update(lotteryPrizes)
        .set({ stock: sql`${lotteryPrizes.stock} - 1`, awarded: sql`${lotteryPrizes.awarded} + 1` })
        .where(and(eq(lotteryPrizes.id, picked.id), gt(lotteryPrizes.stock, 0)))
        .returning();
      prize = taken ?? null;
    }
    const [recorded] = await tx.insert(lotteryDraws).values({ activityId: activity.id, userId: user.userId, prizeId: prize?.id ?? null, createdAt: now }).returning();
    if (!recorded) throw new Error('insert returned no row');
    if (prize) await creditVirtual(tx, prize, user.mainUserId ?? user.userId, now);
    return { drawId: recorded.id, prize, chances: spent.chances };
  });
}

/** Stores the delivery details of a physical prize once (a conditional UPDATE), within the claim window. */
export async function claimPrize(db: Db, userId: number, input: { drawId: number; name: string; phone: string; address: string }, now = new Date()): Promise<void> {
  const [row] = await db
    .select({ draw: lotteryDraws, kind: lotteryPrizes.kind })
    .from(lotteryDraws)
    .innerJoin(lotteryPrizes, eq(lotteryPrizes.id, lotteryDraws.prizeId))
    .where(and(eq(lotteryDraws.id, input.drawId), eq(lotteryDraws.userId, userId)))
    .limit(1);
  if (!row || row.kind !== 'physical') throw new ApiError(200, LOTTERY_CODES.notClaimable, 'lottery.notClaimable');
  if (row.draw.claimedAt) throw new ApiError(200, LOTTERY_CODES.alreadyClaimed, 'lottery.alreadyClaimed');
  if (now.getTime() - row.draw.createdAt.getTime() > lottery.LOTTERY_LIMITS.claimDays * DAY_MS) throw new ApiError(200, LOTTERY_CODES.claimExpired, 'lottery.claimExpired');
  const [saved] = await db
    .update(lotteryDraws)
    .set({ receiverName: input.name, receiverPhone: input.phone, address: input.address, claimedAt: now })
    .where(and(eq(lotteryDraws.id, input.drawId), isNull(lotteryDraws.claimedAt)))
    .returning();
  if (!saved) throw new ApiError(200, LOTTERY_CODES.alreadyClaimed, 'lottery.alreadyClaimed');
}
