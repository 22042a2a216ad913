import { z } from 'zod';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { intParam } from '../report';
import { list, page } from './shared';

// Members and registration channels of the console (sections members and channels).

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
