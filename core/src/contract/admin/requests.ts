import { z } from 'zod';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { FEEDBACK_LIMITS, FEEDBACK_STATUSES, feedbackItemSchema } from '../identity-account';
import { ADMIN_LIMITS } from './access';
import { done, list, page } from './shared';

// What members send the console: back-fill requests, reported community posts and feedback.

export const BACKFILL_STATUSES = ['pending', 'processing', 'done', 'rejected'] as const;
export type BackfillStatus = (typeof BACKFILL_STATUSES)[number];

export const backfillRowSchema = z.object({
  id: z.number().int(),
  type: z.enum(['good', 'mall']),
  suppleId: z.string(),
  status: z.enum(BACKFILL_STATUSES),
  userId: z.number().int(),
  account: z.string(),
  createdAt: z.string(),
});
export type BackfillRow = z.infer<typeof backfillRowSchema>;

/** GET /admin/backfill: the queue of goods and shop requests, oldest first, by status. */
export const backfills = defineCall({
  service: 'default',
  method: 'GET',
  path: '/admin/backfill',
  query: z.object({ ...page, status: z.enum(BACKFILL_STATUSES).optional(), type: z.enum(['good', 'mall']).optional() }),
  response: list(backfillRowSchema),
});

/** POST /admin/backfill/status: moves a request on; the member is notified in the bell. */
export const setBackfillStatus = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/backfill/status',
  body: z.object({ id: z.number().int().positive(), status: z.enum(BACKFILL_STATUSES), note: z.string().trim().max(ADMIN_LIMITS.noteMax).default('') }),
  response: envelope({ data: backfillRowSchema.optional() }),
});

export const CONTENT_LANGS = ['zh', 'en', 'ru'] as const;

export const moderationRowSchema = z.object({
  kind: z.enum(['question', 'answer']),
  id: z.number().int(),
  questionId: z.number().int(),
  lang: z.enum(CONTENT_LANGS),
  text: z.string(),
  nickName: z.string(),
  userId: z.number().int().nullable(),
  reports: z.number().int(),
  reasons: z.array(z.string()),
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type ModerationRow = z.infer<typeof moderationRowSchema>;

/** GET /admin/community: reported or hidden questions and answers, or all of them, newest first. */
export const community = defineCall({
  service: 'default',
  method: 'GET',
  path: '/admin/community',
  query: z.object({ ...page, filter: z.enum(['reported', 'hidden', 'all']).default('reported') }),
  response: list(moderationRowSchema),
});

/** POST /admin/community/moderate: hide, restore or delete a question or answer, always with a reason. */
export const moderate = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/community/moderate',
  body: z.object({
    kind: z.enum(['question', 'answer']),
    id: z.number().int().positive(),
    action: z.enum(['hide', 'restore', 'delete']),
    reason: z.string().trim().min(1).max(ADMIN_LIMITS.reasonMax),
  }),
  response: done,
});

export const feedbackRowSchema = feedbackItemSchema.extend({
  userId: z.number().int().nullable(),
  account: z.string().nullable(),
  answeredBy: z.string().nullable(),
});
export type FeedbackRow = z.infer<typeof feedbackRowSchema>;

/** GET /admin/feedback: members' feedback, oldest open first, by status. */
export const feedbacks = defineCall({
  service: 'default',
  method: 'GET',
  path: '/admin/feedback',
  query: z.object({ ...page, status: z.enum(FEEDBACK_STATUSES).optional() }),
  response: list(feedbackRowSchema),
});

/**
 * POST /admin/feedback/answer: answers a feedback (status answered; the member sees the answer and
 * gets a notice) or closes it without an answer; an answer may be corrected later.
 */
export const answerFeedback = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/feedback/answer',
  body: z.discriminatedUnion('status', [
    z.object({ id: z.number().int().positive(), status: z.literal('answered'), answer: z.string().trim().min(1).max(FEEDBACK_LIMITS.answerMax) }),
    z.object({ id: z.number().int().positive(), status: z.literal('closed'), answer: z.string().trim().max(FEEDBACK_LIMITS.answerMax).default('') }),
  ]),
  response: envelope({ data: feedbackRowSchema.optional() }),
});
