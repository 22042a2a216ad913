import { z } from 'zod';
import { defineCall } from './define';
import { envelope } from './envelope';
import { FEEDBACK_LIMITS, FEEDBACK_STATUSES, feedbackItemSchema } from './identity-account';
import { intParam } from './report';

/** Business codes of the operations console (/api/admin/*), beyond 200. */
export const ADMIN_CODES = Object.freeze({
  /** Name, password or authenticator code wrong (one answer for all three). */
  badLogin: 51_001,
  /** Too many failed logins: the account waits until the window ends. */
  locked: 51_002,
  /** The operator's role does not cover this section. */
  forbidden: 51_003,
  notFound: 51_004,
  /** The status change is not allowed from the current status. */
  badTransition: 51_005,
  /** Answered to a member an operator banned from posting in the community. */
  postingBanned: 51_006,
});

/** Operators' roles (DECISIONS.md §14) and the sections each may use. */
export const OPERATOR_ROLES = ['admin', 'editor', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export const ADMIN_SECTIONS = ['members', 'channels', 'backfill', 'feedback', 'content', 'community', 'operations', 'activities', 'promotions', 'audit'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];
export const ROLE_SECTIONS: Readonly<Record<OperatorRole, readonly AdminSection[]>> = Object.freeze({
  admin: ADMIN_SECTIONS,
  editor: ['content', 'community', 'audit'],
  support: ['members', 'channels', 'backfill', 'feedback', 'community', 'audit'],
});

/** Limits the console and the server share. */
export const ADMIN_LIMITS = Object.freeze({ loginAttempts: 5, lockMinutes: 15, sessionHours: 8, idleMinutes: 30, reasonMax: 200, noteMax: 200 });

const page = { pageNum: intParam().min(1).max(10_000).default(1), pageSize: intParam().min(1).max(50).default(20) };
const list = <T extends z.ZodType>(item: T) => envelope({ data: z.object({ list: z.array(item), total: z.number().int() }).optional() });
const done = envelope({ data: z.object({ ok: z.literal(true) }).optional() });

export const operatorSchema = z.object({ id: z.number().int(), name: z.string(), role: z.enum(OPERATOR_ROLES) });
export type Operator = z.infer<typeof operatorSchema>;

/** POST /admin/login: name, password and the authenticator's current code; sets the console's own cookie. */
export const login = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/login',
  body: z.object({ name: z.string().trim().min(1).max(40), password: z.string().min(1).max(100), code: z.string().trim().regex(/^\d{6}$/) }),
  response: envelope({ data: operatorSchema.optional() }),
});

/** POST /admin/logout: ends the console session. */
export const logout = defineCall({ service: 'default', method: 'POST', path: '/admin/logout', response: done });

/** GET /admin/me: the signed-in operator (401 without a console session). */
export const me = defineCall({ service: 'default', method: 'GET', path: '/admin/me', response: envelope({ data: operatorSchema.optional() }) });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  operator: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /admin/audit: the audit log, newest first; it has no call that changes it. */
export const audit = defineCall({
  service: 'default',
  method: 'GET',
  path: '/admin/audit',
  query: z.object({ ...page, action: z.string().max(60).optional(), operator: z.string().max(40).optional() }),
  response: list(auditEntrySchema),
});

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

export const MEMBER_SEARCH_FIELDS = ['phone', 'account', 'channel'] as const;

export const memberRowSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  mobile: z.string(),
  nickName: z.string(),
  mainUserId: z.number().int().nullable(),
  channelCode: z.string().nullable(),
  restricted: z.boolean(),
  createdAt: z.string(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

/** GET /admin/members: members whose phone, account or channel contains the text. */
export const members = defineCall({
  service: 'default',
  method: 'GET',
  path: '/admin/members',
  query: z.object({ ...page, by: z.enum(MEMBER_SEARCH_FIELDS).default('phone'), q: z.string().trim().max(60).default('') }),
  response: list(memberRowSchema),
});

/** Where a member came from: the registration's channel, invite, campaign and landing facts (null for members registered before attribution, or directly). */
export const attributionSchema = z.object({
  channelCode: z.string().nullable(),
  urlCode: z.string().nullable(),
  invite: z.string().nullable(),
  inviteChannel: z.string().nullable(),
  utm: z.string().nullable(),
  searchWord: z.string().nullable(),
  keyWord: z.string().nullable(),
  actId: z.number().int().nullable(),
  actInviteCode: z.string().nullable(),
  promotionId: z.number().int().nullable(),
  /** The login flow mode that registered the account. */
  mode: z.string(),
  landingPath: z.string().nullable(),
  createdAt: z.string(),
});
export type Attribution = z.infer<typeof attributionSchema>;

export const memberDetailSchema = memberRowSchema.extend({
  pcVerify: z.boolean(),
  removeFlag: z.boolean(),
  postingBanned: z.boolean(),
  planId: z.number().int().nullable(),
  tier: z.string().nullable(),
  maturityTime: z.string().nullable(),
  expired: z.boolean(),
  categories: z.array(z.number().int()),
  sessions: z.number().int(),
  /** Failed logins of the last hour (the input of risk control). */
  failedLogins: z.number().int(),
  subAccounts: z.number().int(),
  attribution: attributionSchema.nullable(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/** GET /admin/member: one member with membership, bound categories, sessions and risk state. */
export const member = defineCall({
  service: 'default',
  method: 'GET',
  path: '/admin/member',
  query: z.object({ id: intParam().positive() }),
  response: envelope({ data: memberDetailSchema.optional() }),
});

export const channelRowSchema = z.object({
  urlCode: z.string(),
  channelName: z.string(),
  channelType: z.number().int(),
  /** The channel's own promote page `/promote/{index}`, when it has one. */
  pageIndex: z.number().int().nullable(),
  appId: z.string().nullable(),
  /** Switched off: its pages show the product's header and it brings no registrations. */
  enabled: z.boolean(),
  /** Main accounts registered through the channel, in all and in the last 30 days. */
  members: z.number().int(),
  last30Days: z.number().int(),
  /** Of those, with a trial in force, and with a paid plan in force. */
  onTrial: z.number().int(),
  paying: z.number().int(),
  lastSignupAt: z.string().nullable(),
});
export type ChannelRow = z.infer<typeof channelRowSchema>;

/** GET /admin/channels: every registration channel with the members it brought, most first; and how many came without one. */
export const channels = defineCall({
  service: 'default',
  method: 'GET',
  path: '/admin/channels',
  response: envelope({ data: z.object({ list: z.array(channelRowSchema), withoutChannel: z.number().int() }).optional() }),
});

/** Plan ids an operator may set (spec section 3's tiers). */
export const ADMIN_PLAN_IDS = [16, 4, 10, 13, 114] as const;

/** POST /admin/member/membership: sets the plan and extends (or shortens) the membership by days. */
export const setMembership = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/member/membership',
  body: z.object({ id: z.number().int().positive(), planId: z.union(ADMIN_PLAN_IDS.map((p) => z.literal(p))), days: z.number().int().min(-3650).max(3650) }),
  response: envelope({ data: memberDetailSchema.optional() }),
});

/** POST /admin/member/flags: restricted (frozen), PC verification, removal review and the posting ban on or off. */
export const setMemberFlags = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/member/flags',
  body: z.object({ id: z.number().int().positive(), restricted: z.boolean().optional(), pcVerify: z.boolean().optional(), removeFlag: z.boolean().optional(), postingBanned: z.boolean().optional() }),
  response: envelope({ data: memberDetailSchema.optional() }),
});

/** POST /admin/member/end-sessions: revokes every access token of the member (and of a main account's sub-accounts). */
export const endSessions = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/member/end-sessions',
  body: z.object({ id: z.number().int().positive() }),
  response: envelope({ data: z.object({ ended: z.number().int() }).optional() }),
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
