import { and, desc, eq, sql } from 'drizzle-orm';
import type { admin } from '@marketlens/core/contract';
import { jobs } from '../../db/schema/index';
import type { Db, Tx } from '../../db/client';
import { jobSummary } from '../jobs/queue';
import { latestDay } from '../market/window';
import { record, type Actor } from './audit';

/** How many failed jobs the console lists (newest first). */
const FAILED_SHOWN = 50;

/** Queue counts by kind and state, the failed jobs with their errors, and the latest market day. */
export async function operationsState(db: Db): Promise<admin.OperationsState> {
  const summary = await jobSummary(db);
  const failed = await db.select().from(jobs).where(eq(jobs.state, 'failed')).orderBy(desc(jobs.finishedAt), desc(jobs.id)).limit(FAILED_SHOWN);
  return {
    latestDay: await latestDay(db),
    summary: summary.map((r) => ({ kind: r.kind, state: r.state as admin.JobState, count: Number(r.count), lastRunAt: r.lastRunAt ? new Date(r.lastRunAt).toISOString() : null })),
    failed: failed.map((j) => ({ id: j.id, kind: j.kind, key: j.key, attempts: j.attempts, maxAttempts: j.maxAttempts, lastError: j.lastError ?? '', finishedAt: j.finishedAt?.toISOString() ?? null })),
  };
}

/**
 * Queues a failed job again with a fresh set of attempts, in one conditional UPDATE: only a job that
 * is still failed moves, so two operators retrying at once queue it once.
 */
export async function retryJob(tx: Tx, actor: Actor, id: number): Promise<'ok' | 'notFound' | 'unchanged'> {
  const [after] = await tx
    .update(jobs)
    .set({ state: 'queued', attempts: 0, runAt: sql`now()`, finishedAt: null, lockedBy: null, lockedUntil: null })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'failed')))
    .returning();
  if (!after) {
    const [exists] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id)).limit(1);
    return exists ? 'unchanged' : 'notFound';
  }
  await record(tx, actor, 'job.retry', `job:${after.id}`, { state: 'failed', kind: after.kind, lastError: after.lastError }, { state: 'queued' });
  return 'ok';
}
