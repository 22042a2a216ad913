import { z } from 'zod';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { done } from './shared';

// The job queue of the operations section.

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const operationsStateSchema = z.object({
  /** The latest day with market sales data (YYYY-MM-DD), null on an empty market. */
  latestDay: z.string().nullable(),
  summary: z.array(z.object({ kind: z.string(), state: z.enum(JOB_STATES), count: z.number().int(), lastRunAt: z.string().nullable() })),
  failed: z.array(
    z.object({ id: z.number().int(), kind: z.string(), key: z.string(), attempts: z.number().int(), maxAttempts: z.number().int(), lastError: z.string(), finishedAt: z.string().nullable() }),
  ),
});
export type OperationsState = z.infer<typeof operationsStateSchema>;

/** GET /admin/jobs: the job queue by kind and state, failed jobs with their errors, data freshness. */
export const jobs = defineCall({ service: 'default', method: 'GET', path: '/admin/jobs', response: envelope({ data: operationsStateSchema.optional() }) });

/** POST /admin/jobs/retry: queues a failed job again with fresh attempts. */
export const retryJob = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/jobs/retry',
  body: z.object({ id: z.number().int().positive() }),
  response: done,
});
