import { randomBytes } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { lottery } from '@marketlens/core/contract';
import { lotteryEntrants, lotteryInvites, users } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import type { ActivityRow } from './pool';

/** An invitation code: 8 characters without the ones people confuse (0/O, 1/I). */
function newInviteCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');
}

export async function findEntrant(db: Tx, activityId: number, userId: number) {
  const [row] = await db.select().from(lotteryEntrants).where(and(eq(lotteryEntrants.activityId, activityId), eq(lotteryEntrants.userId, userId))).limit(1);
  return row;
}

/** The draws joining an activity gives: the member who has not joined a live activity yet has them already, since a draw joins first. */
export const JOIN_DRAWS = 1;

/** The member's draws as the server counts them; `live` tells whether a member who has not joined yet could join (and draw) now. */
export function toEntrant(row: typeof lotteryEntrants.$inferSelect | undefined, today: string, live = false): lottery.Entrant {
  if (!row) return { joined: false, chances: live ? JOIN_DRAWS : 0, drawsToday: 0, inviteCode: null };
  return { joined: true, chances: row.chances, drawsToday: row.drawsDay === today ? row.drawsToday : 0, inviteCode: row.inviteCode };
}

/**
 * Joins a member to an activity: the first join inserts the entrant with one draw (INSERT ... ON
 * CONFLICT DO NOTHING, so parallel joins grant it once). A member whose account was registered
 * during the activity through another entrant's code credits that entrant one draw, once per invitee.
 */
export async function joinActivity(db: Tx, activity: ActivityRow, userId: number): Promise<boolean> {
  const [inserted] = await db
    .insert(lotteryEntrants)
    .values({ activityId: activity.id, userId, inviteCode: newInviteCode(), chances: JOIN_DRAWS })
    .onConflictDoNothing()
    .returning();
  if (!inserted) return false;
  const [invitee] = await db
    .select({ invite: users.invite })
    .from(users)
    .where(and(eq(users.id, userId), gte(users.createdAt, activity.startsAt)))
    .limit(1);
  if (!invitee?.invite) return true;
  const [inviter] = await db
    .select({ userId: lotteryEntrants.userId })
    .from(lotteryEntrants)
    .where(and(eq(lotteryEntrants.activityId, activity.id), eq(lotteryEntrants.inviteCode, invitee.invite)))
    .limit(1);
  if (!inviter || inviter.userId === userId) return true;
  const [invited] = await db
    .insert(lotteryInvites)
    .values({ activityId: activity.id, inviteeId: userId, inviterId: inviter.userId })
    .onConflictDoNothing()
    .returning();
  if (invited) {
    await db
      .update(lotteryEntrants)
      .set({ chances: sql`${lotteryEntrants.chances} + 1` })
      .where(and(eq(lotteryEntrants.activityId, activity.id), eq(lotteryEntrants.userId, inviter.userId)));
  }
  return true;
}
