import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { admin, identity } from '@marketlens/core/contract';
import { feedback, notifications, users } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import { record, type Actor } from './audit';

type FeedbackRecord = typeof feedback.$inferSelect;

/** What the member sees of a feedback (never the address it came from or the operator's name). */
export function toFeedbackItem(r: FeedbackRecord): identity.FeedbackItem {
  return {
    id: r.id,
    type: r.type,
    complaint: r.complaint,
    problemDescription: r.problemDescription,
    imgUrl: r.imgUrl,
    status: r.status,
    answer: r.answer,
    answeredAt: r.answeredAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

const toRow = (r: FeedbackRecord, account: string | null): admin.FeedbackRow => ({ ...toFeedbackItem(r), userId: r.userId, account, answeredBy: r.answeredBy });

/** The operators' queue: by status (all when none), open ones first and oldest first. */
export async function listFeedback(db: Tx, q: { status?: identity.FeedbackStatus | undefined; pageNum: number; pageSize: number }) {
  const where = q.status ? eq(feedback.status, q.status) : undefined;
  const rows = await db
    .select({ f: feedback, account: users.account })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(where)
    .orderBy(sql`CASE WHEN ${feedback.status} = 'open' THEN 0 ELSE 1 END`, asc(feedback.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const [total] = await db.select({ n: count() }).from(feedback).where(where);
  return { list: rows.map(({ f, account }) => toRow(f, account)), total: total?.n ?? 0 };
}

/**
 * Answers or closes a feedback in one conditional UPDATE (an unchanged answer and status is refused,
 * so two operators sending the same answer notify the member once); an answer tells the member in
 * the notification centre.
 */
export async function answer(tx: Tx, actor: Actor, input: { id: number; status: 'answered' | 'closed'; answer: string }): Promise<admin.FeedbackRow | 'notFound' | 'unchanged'> {
  const [before] = await tx.select().from(feedback).where(eq(feedback.id, input.id)).limit(1);
  if (!before) return 'notFound';
  const [after] = await tx
    .update(feedback)
    .set({ status: input.status, answer: input.answer, answeredAt: sql`now()`, answeredBy: actor.name })
    .where(and(eq(feedback.id, input.id), sql`(${feedback.status}, ${feedback.answer}) IS DISTINCT FROM (${input.status}, ${input.answer})`))
    .returning();
  if (!after) return 'unchanged';
  if (after.userId !== null && input.status === 'answered') {
    await tx.insert(notifications).values({
      userId: after.userId,
      key: `feedback:${after.id}:${Date.now()}`,
      event: 'feedbackAnswered',
      day: sql`(now() AT TIME ZONE 'Europe/Moscow')::date`,
      params: { name: after.complaint || `#${after.id}`, id: after.id },
    });
  }
  await record(tx, actor, 'feedback.answer', `feedback:${after.id}`, { status: before.status, answer: before.answer }, { status: after.status, answer: after.answer });
  const [owner] = after.userId === null ? [] : await tx.select({ account: users.account }).from(users).where(eq(users.id, after.userId)).limit(1);
  return toRow(after, owner?.account ?? null);
}
