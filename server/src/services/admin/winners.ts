import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { adminActivities as contract } from '@marketlens/core/contract';
import { lotteryDraws, lotteryPrizes, notifications, users } from '../../db/schema/index';
import type { NotificationEvent } from '../../db/schema/monitor';
import { ApiError } from '../../http/errors';
import type { Tx } from '../../db/client';
import { record, type Actor } from './audit';

const { ACTIVITY_CODES, SHIP_MOVES } = contract;
const EVENTS: Record<'shipped' | 'delivered' | 'cancelled', NotificationEvent> = { shipped: 'prizeShipped', delivered: 'prizeDelivered', cancelled: 'prizeCancelled' };

/** A member's number as operators see it in lists: 138****8000. */
export const maskPhone = (mobile: string) => (mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****');

type Joined = { draw: typeof lotteryDraws.$inferSelect; prize: typeof lotteryPrizes.$inferSelect; account: string; mobile: string };

function toWinner({ draw, prize, account, mobile }: Joined): contract.WinnerRow {
  return {
    drawId: draw.id,
    userId: draw.userId,
    account,
    phone: maskPhone(mobile),
    prize: { id: prize.id, kind: prize.kind === 'none' ? 'physical' : prize.kind, nameZh: prize.nameZh, nameEn: prize.nameEn, nameRu: prize.nameRu },
    wonAt: draw.createdAt.toISOString(),
    claimedAt: draw.claimedAt?.toISOString() ?? null,
    receiverName: draw.receiverName,
    receiverPhone: draw.receiverPhone,
    address: draw.address,
    shipStatus: draw.shipStatus,
    carrier: draw.carrier,
    trackingNo: draw.trackingNo,
    shipUpdatedAt: draw.shipUpdatedAt?.toISOString() ?? null,
  };
}

const joined = (db: Tx) =>
  db
    .select({ draw: lotteryDraws, prize: lotteryPrizes, account: users.account, mobile: users.mobile })
    .from(lotteryDraws)
    .innerJoin(lotteryPrizes, eq(lotteryPrizes.id, lotteryDraws.prizeId))
    .innerJoin(users, eq(users.id, lotteryDraws.userId));

/** An activity's winners, newest first; physical prizes only when asked, or those with one shipping status. */
export async function listWinners(db: Tx, q: { activityId: number; status?: contract.ShipStatus; physical?: '1'; pageNum: number; pageSize: number }) {
  const physicalOnly = q.physical === '1' || q.status !== undefined;
  const where = and(
    eq(lotteryDraws.activityId, q.activityId),
    isNotNull(lotteryDraws.prizeId),
    physicalOnly ? eq(lotteryPrizes.kind, 'physical') : inArray(lotteryPrizes.kind, ['physical', 'membership', 'coupon']),
    q.status ? eq(lotteryDraws.shipStatus, q.status) : undefined,
  );
  const rows = await joined(db).where(where).orderBy(desc(lotteryDraws.id)).limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize);
  const [total] = await db.select({ n: count() }).from(lotteryDraws).innerJoin(lotteryPrizes, eq(lotteryPrizes.id, lotteryDraws.prizeId)).where(where);
  return { list: rows.map(toWinner), total: total?.n ?? 0 };
}

type Move = { drawId: number; status: 'shipped'; carrier: string; trackingNo: string } | { drawId: number; status: 'delivered' | 'cancelled' };

/**
 * Moves a physical prize's shipping on (pending → shipped → delivered, or cancelled) with one
 * conditional UPDATE from the status the operator saw, so two operators acting at once notify the
 * winner once; the winner gets a notice in the bell and sees the status on the lottery pages.
 */
export async function moveShipping(tx: Tx, actor: Actor, move: Move): Promise<contract.WinnerRow | 'notFound'> {
  const [row] = await joined(tx).where(eq(lotteryDraws.id, move.drawId));
  if (!row || row.prize.kind !== 'physical') return 'notFound';
  const from = row.draw.shipStatus;
  if (!SHIP_MOVES[from].includes(move.status)) throw new ApiError(200, ACTIVITY_CODES.badShipping, 'admin.badShipping');
  if (move.status === 'shipped' && !row.draw.claimedAt) throw new ApiError(200, ACTIVITY_CODES.notClaimed, 'admin.notClaimed');
  const shipping = move.status === 'shipped' ? { carrier: move.carrier, trackingNo: move.trackingNo } : {};
  const [after] = await tx
    .update(lotteryDraws)
    .set({ shipStatus: move.status, ...shipping, shipUpdatedAt: sql`now()` })
    .where(and(eq(lotteryDraws.id, move.drawId), eq(lotteryDraws.shipStatus, from)))
    .returning();
  if (!after) throw new ApiError(200, ACTIVITY_CODES.badShipping, 'admin.badShipping');
  await tx.insert(notifications).values({
    userId: after.userId,
    key: `prize:${after.id}:${move.status}`,
    event: EVENTS[move.status],
    day: sql`(now() AT TIME ZONE 'Europe/Moscow')::date`,
    params: { nameZh: row.prize.nameZh, nameEn: row.prize.nameEn, nameRu: row.prize.nameRu, carrier: after.carrier, tracking: after.trackingNo },
  });
  await record(tx, actor, 'lottery.shipping', `draw:${after.id}`, { status: from, carrier: row.draw.carrier, trackingNo: row.draw.trackingNo }, { status: after.shipStatus, carrier: after.carrier, trackingNo: after.trackingNo });
  return toWinner({ ...row, draw: after });
}
