import { z } from 'zod';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { done, list, page } from './shared';

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
  /** The name failed to sign in a few times: the login must bring a solved captcha's ticket (known name or not). */
  captchaRequired: 51_007,
});

/** Operators' roles (DECISIONS.md §14) and the sections each may use. */
export const OPERATOR_ROLES = ['admin', 'editor', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export const ADMIN_SECTIONS = ['members', 'channels', 'backfill', 'feedback', 'content', 'community', 'operations', 'activities', 'promotions', 'store', 'audit'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];
export const ROLE_SECTIONS: Readonly<Record<OperatorRole, readonly AdminSection[]>> = Object.freeze({
  admin: ADMIN_SECTIONS,
  editor: ['content', 'community', 'audit'],
  support: ['members', 'channels', 'backfill', 'feedback', 'community', 'store', 'audit'],
});

/**
 * Limits the console and the server share. Sign-in: `loginAttempts` tries per name and address,
 * then that address waits `lockMinutes`; after `captchaAfter` failed tries of a name from any
 * address within `captchaWindowHours` (until it signs in), every try must bring a solved captcha.
 */
export const ADMIN_LIMITS = Object.freeze({ loginAttempts: 5, lockMinutes: 15, captchaAfter: 3, captchaWindowHours: 24, sessionHours: 8, idleMinutes: 30, reasonMax: 200, noteMax: 200 });

export const operatorSchema = z.object({ id: z.number().int(), name: z.string(), role: z.enum(OPERATOR_ROLES) });
export type Operator = z.infer<typeof operatorSchema>;

/** A solved captcha: the provider's single-use ticket and its random string (absent until one is asked for). */
const captchaFields = { ticket: z.string().max(1000).optional(), randstr: z.string().max(100).optional() };

/**
 * POST /admin/login: name, password and the authenticator's current code (and, once the answer was
 * ADMIN_CODES.captchaRequired, a solved captcha); sets the console's own cookie.
 */
export const login = defineCall({
  service: 'default',
  method: 'POST',
  path: '/admin/login',
  body: z.object({ name: z.string().trim().min(1).max(40), password: z.string().min(1).max(100), code: z.string().trim().regex(/^\d{6}$/), ...captchaFields }),
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
