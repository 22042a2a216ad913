/**
 * A job queue stored in the database, for PGlite and PostgreSQL alike.
 *
 * Why not pg-boss or graphile-worker: both need several pooled connections, LISTEN/NOTIFY or
 * advisory-lock sessions that the single-connection embedded PGlite does not offer. This module is
 * the documented alternative: plain SQL on the `jobs` table.
 *
 * - enqueue: `INSERT … ON CONFLICT (key) DO NOTHING`, so a scheduled job (one market step per day)
 *   is queued once however many instances schedule it.
 * - claim: one `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING`: instances never
 *   take the same row. A claim holds a lease (`locked_until`) that the running worker renews; a job
 *   whose worker died mid-run (kill -9, crash, lost machine) is claimed again when the lease has run
 *   out, so jobs survive restarts. Handlers are written to be run again safely (their writes are keyed and conditional).
 * - finish / fail: only the lease holder may finish; a failure is retried with exponential back-off
 *   (30 s, 1 min, 2 min, … capped at 1 h) until `max_attempts`, then stays `failed` with its error.
 * - state: the rows themselves (GET /api/jobs for operators, `jobSummary`).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Logger } from '../../log';
import { rows } from '../market/window';

export interface Job {
  id: number;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

export interface EnqueueInput {
  kind: string;
  /** Unique name of the job; a second enqueue with the same key does nothing. Defaults to a random one. */
  key?: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  maxAttempts?: number;
}

/** Queues a job; returns its id, or null when a job with the same key exists already. */
export async function enqueue(db: Db, input: EnqueueInput): Promise<number | null> {
  const key = input.key ?? `${input.kind}:${randomBytes(8).toString('hex')}`;
  const found = await rows<{ id: number }>(
    db,
    sql`INSERT INTO jobs (kind, key, payload, run_at, max_attempts)
        VALUES (${input.kind}, ${key}, ${JSON.stringify(input.payload ?? {})}::jsonb, ${(input.runAt ?? new Date()).toISOString()}::timestamptz, ${input.maxAttempts ?? 5})
        ON CONFLICT (key) DO NOTHING RETURNING id`,
  );
  return found[0]?.id ?? null;
}

/** Claims up to `limit` due jobs (queued and due, or running with an expired lease) for `workerId`. */
export async function claim(db: Db, workerId: string, opts: { limit?: number; leaseMs?: number; kinds?: readonly string[] } = {}): Promise<Job[]> {
  const kinds = opts.kinds?.length ? sql` AND kind IN (${sql.join(opts.kinds.map((k) => sql`${k}`), sql`, `)})` : sql``;
  const found = await rows<{ id: number; kind: string; key: string; payload: Record<string, unknown>; attempts: number; max_attempts: number }>(
    db,
    sql`UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_by = ${workerId},
               locked_until = now() + ${`${opts.leaseMs ?? 60_000} milliseconds`}::interval
        WHERE id IN (
          SELECT id FROM jobs
          WHERE ((state = 'queued' AND run_at <= now()) OR (state = 'running' AND locked_until < now()))${kinds}
          ORDER BY run_at, id
          LIMIT ${opts.limit ?? 1}
          FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, key, payload, attempts, max_attempts`,
  );
  return found.map((r) => ({ id: r.id, kind: r.kind, key: r.key, payload: r.payload, attempts: r.attempts, maxAttempts: r.max_attempts }));
}

/** Marks a claimed job done; false when the lease was lost to another worker meanwhile. */
export async function finish(db: Db, job: Job, workerId: string): Promise<boolean> {
  const found = await rows<{ id: number }>(
    db,
    sql`UPDATE jobs SET state = 'done', finished_at = now(), locked_until = NULL, last_error = NULL
        WHERE id = ${job.id} AND state = 'running' AND locked_by = ${workerId} RETURNING id`,
  );
  return found.length > 0;
}

/** Extends the lease of a job this worker still runs; false when it lost the job. */
export async function renewLease(db: Db, job: Job, workerId: string, leaseMs: number): Promise<boolean> {
  const found = await rows<{ id: number }>(
    db,
    sql`UPDATE jobs SET locked_until = now() + ${`${leaseMs} milliseconds`}::interval
        WHERE id = ${job.id} AND state = 'running' AND locked_by = ${workerId} RETURNING id`,
  );
  return found.length > 0;
}

/** Back-off before attempt n + 1: 30 s × 2^(n − 1), at most an hour. */
export const backoffMs = (attempts: number) => Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));

/** Records a failure: queued again after the back-off, or `failed` after the last attempt. */
export async function fail(db: Db, job: Job, workerId: string, error: unknown): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  const last = job.attempts >= job.maxAttempts;
  await db.execute(
    sql`UPDATE jobs SET state = ${last ? 'failed' : 'queued'}, last_error = ${message}, locked_until = NULL,
               run_at = now() + ${`${backoffMs(job.attempts)} milliseconds`}::interval,
               finished_at = ${last ? sql`now()` : sql`NULL`}
        WHERE id = ${job.id} AND locked_by = ${workerId}`,
  );
}

export interface JobSummaryRow {
  kind: string;
  state: string;
  count: number;
  lastRunAt: string | null;
}

/** Count of jobs per kind and state, and the latest finish, for operators. */
export function jobSummary(db: Db): Promise<JobSummaryRow[]> {
  return rows<{ kind: string; state: string; count: number; lastRunAt: string | null }>(
    db,
    sql`SELECT kind, state, count(*)::int AS count, max(finished_at)::text AS "lastRunAt" FROM jobs GROUP BY kind, state ORDER BY kind, state`,
  );
}

export type JobHandler = (job: Job, ctx: { db: Db; log: Logger }) => Promise<void>;

export interface WorkerOptions {
  db: Db;
  log: Logger;
  handlers: Record<string, JobHandler>;
  /** Called before every poll: queue the jobs due by the clock (idempotent thanks to the keys). */
  schedule?: () => Promise<void>;
  pollMs?: number;
  leaseMs?: number;
}

/** Runs jobs until stopped: polls, claims one due job at a time and runs its handler. */
export function startWorker(opts: WorkerOptions): { id: string; stop(): Promise<void>; runOnce(): Promise<number> } {
  const id = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const kinds = Object.keys(opts.handlers);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  /** Claims and runs due jobs until none is left; returns how many ran. */
  const runOnce = async (): Promise<number> => {
    let ran = 0;
    while (!stopped) {
      const [job] = await claim(opts.db, id, { kinds, leaseMs: opts.leaseMs });
      if (!job) break;
      ran++;
      const handler = opts.handlers[job.kind];
      // While the handler runs, the lease is renewed every third of its length: only a dead worker loses its job.
      const leaseMs = opts.leaseMs ?? 60_000;
      const heartbeat = setInterval(() => void renewLease(opts.db, job, id, leaseMs).catch(() => undefined), Math.max(1000, Math.floor(leaseMs / 3)));
      try {
        if (!handler) throw new Error(`no handler for ${job.kind}`);
        await handler(job, { db: opts.db, log: opts.log });
        clearInterval(heartbeat);
        await finish(opts.db, job, id);
        opts.log.info('job done', { id: job.id, kind: job.kind, key: job.key, attempt: job.attempts });
      } catch (err) {
        clearInterval(heartbeat);
        opts.log.warn('job failed', { id: job.id, kind: job.kind, key: job.key, attempt: job.attempts, err: err instanceof Error ? err.message : String(err) });
        await fail(opts.db, job, id, err).catch(() => undefined);
      }
    }
    return ran;
  };

  const tick = () => {
    running = (async () => {
      try {
        await opts.schedule?.();
        await runOnce();
      } catch (err) {
        opts.log.warn('job worker poll failed', { err: err instanceof Error ? err.message : String(err) });
      }
      if (!stopped) timer = setTimeout(tick, opts.pollMs ?? 5_000);
    })();
  };
  timer = setTimeout(tick, 0);
  return {
    id,
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
