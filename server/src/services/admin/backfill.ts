import { and, eq, sql } from 'drizzle-orm';
import type { admin } from '@marketlens/core/contract';
import { backfillRequests, notifications, users } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import { record, type Actor } from './audit';

const EVENTS = Object.freeze({ pending: 'backfillPending', processing: 'backfillProcessing', done: 'backfillDone', rejected: 'backfillRejected' } as const);

export type Row = typeof backfillRequests.$inferSelect & { account: string };

export function toRow(r: Row): admin.BackfillRow {
  return { id: r.id, type: r.type, suppleId: r.suppleId, status: r.status, userId: r.userId, account: r.account, createdAt: r.createdAt.toISOString() };
}

/**
 * Moves a request to a new status and tells the member in the notification centre (the delivery
 * job then sends the member's e-mail or webhook, as their notice settings say). The status changes
 * only from the one the operator saw differ (one conditional UPDATE), so two operators acting at
 * once notify the member once.
 */
export async function setStatus(tx: Tx, actor: Actor, id: number, status: admin.BackfillStatus, note: string): Promise<admin.BackfillRow | 'notFound' | 'unchanged'> {
  const [before] = await tx.select().from(backfillRequests).where(eq(backfillRequests.id, id)).limit(1);
  if (!before) return 'notFound';
  const [after] = await tx
    .update(backfillRequests)
    .set({ status })
    .where(and(eq(backfillRequests.id, id), eq(backfillRequests.status, before.status), sql`${backfillRequests.status} <> ${status}`))
    .returning();
  if (!after) return 'unchanged';
  const numeric = /^\d{1,10}$/.test(after.suppleId) && Number(after.suppleId) <= 2_147_483_647;
  const linked = status === 'done' && numeric;
  await tx.insert(notifications).values({
    userId: after.userId,
    key: `backfill:${after.id}:${status}:${Date.now()}`,
    event: EVENTS[status],
    kind: linked ? (after.type === 'good' ? 'goods' : 'shop') : null,
    targetId: linked ? Number(after.suppleId) : null,
    day: sql`(now() AT TIME ZONE 'Europe/Moscow')::date`,
    params: { name: after.suppleId, type: after.type, note },
  });
  await record(tx, actor, 'backfill.status', `backfill:${after.id}`, { status: before.status }, { status, note });
  const [owner] = await tx.select({ account: users.account }).from(users).where(eq(users.id, after.userId)).limit(1);
  return toRow({ ...after, account: owner?.account ?? '' });
}
