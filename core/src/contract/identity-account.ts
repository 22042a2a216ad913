import { z } from 'zod';
import { defineCall } from './define';
import { envelope } from './envelope';
import { intQuery, text } from './identity-fields';

// ---- Account data ----

export const TIERS = Object.freeze(['starter', 'operation', 'ultimate', 'professional', 'trial'] as const);
export type Tier = (typeof TIERS)[number];
export const DURATIONS = Object.freeze(['month', 'quarter', 'year', 'renewal', 'trial'] as const);
export const productSchema = z.object({
  planId: z.number().int().nullable(),
  tier: z.enum(TIERS).nullable(),
  duration: z.enum(DURATIONS).nullable(),
  /** ISO date-time; null when the account never had a plan. */
  maturityTime: z.string().nullable(),
  bonus: z.object({ endTime: z.string() }).nullable(),
  expired: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

/** GET /user-account/giveAway: the one-time trial gift. */
export const giveAway = defineCall({ service: 'identity', method: 'GET', path: '/user-account/giveAway', response: envelope({ data: productSchema.optional() }) });
const serviceInfo = envelope({ weChatUrl: z.string().optional(), weChatUrl2: z.string().optional(), weChatUrl3: z.string().optional(), weChatUrl4: z.string().optional(), nickName: z.string().optional() });
/** GET /user/queryFollowServiceInfo: the signed-in user's follow-up service contact. */
export const queryFollowServiceInfo = defineCall({ service: 'identity', method: 'GET', path: '/user/queryFollowServiceInfo', response: serviceInfo });
/** GET /customer-service/queryCustomerServiceInfo: customer service QR codes (per user when signed in). */
export const queryCustomerServiceInfo = defineCall({ service: 'identity', method: 'GET', path: '/customer-service/queryCustomerServiceInfo', response: serviceInfo });
/** POST /user-account/getUserProductAndPolicy: membership plan and expiry. */
export const getUserProductAndPolicy = defineCall({
  service: 'identity', method: 'POST', path: '/user-account/getUserProductAndPolicy',
  response: envelope({ data: productSchema.extend({ categoryBuyStatus: z.boolean() }).optional() }),
});
/** POST /user-account/userCategoryList: bound main categories and how many more may be bound. */
export const userCategoryList = defineCall({
  service: 'identity', method: 'POST', path: '/user-account/userCategoryList',
  response: envelope({
    data: z.object({ categorys: z.array(z.object({ typeId: z.number().int(), typeName: z.string() })), bindableNum: z.number().int(), buyNum: z.number().int(), canNextBind: z.boolean() }).optional(),
  }),
});
/** GET /qbt4-user-window/isOpenWindowV2: popup switches; the listModel item sets the abnormal-data filter. */
export const isOpenWindowV2 = defineCall({
  service: 'identity', method: 'GET', path: '/qbt4-user-window/isOpenWindowV2',
  response: envelope({ data: z.array(z.object({ openType: z.string(), openFlag: z.boolean() })).optional() }),
});
/** GET /qbt4-user-window/userGivTrialVipWindow: whether to show the trial-gift popup. */
export const userGivTrialVipWindow = defineCall({
  service: 'identity', method: 'GET', path: '/qbt4-user-window/userGivTrialVipWindow',
  response: envelope({ data: z.object({ show: z.boolean(), trialDays: z.number().int() }).optional() }),
});
/** Kinds of feedback the form offers (the `type` of userFeedback): complaint, suggestion, wrong data, other. */
export const FEEDBACK_TYPES = Object.freeze({ complaint: 1, suggestion: 2, data: 3, other: 9 } as const);
export type FeedbackTypeName = keyof typeof FEEDBACK_TYPES;
export const FEEDBACK_LIMITS = Object.freeze({ subjectMax: 200, descriptionMax: 2000, answerMax: 2000 });
/** A screenshot of feedback is an image of the upload service (its answer's url, absolute or under this origin), nothing else. */
export const UPLOADED_IMAGE = /^(https?:\/\/[^\s"'<>/]+)?\/api\/uploads\/[\w.-]+$/;
/** GET /user-back/userFeedback: stores a complaint or suggestion. */
export const userFeedback = defineCall({
  service: 'identity', method: 'GET', path: '/user-back/userFeedback',
  query: z.object({ type: intQuery().min(1).max(9), complaint: text(200).optional(), problemDescription: z.string().trim().min(1).max(2000), imgUrl: text(1000).regex(UPLOADED_IMAGE).or(z.literal('')).optional() }),
  response: envelope({ id: z.number().int().optional() }),
});
export const FEEDBACK_STATUSES = ['open', 'answered', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const feedbackItemSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  complaint: z.string(),
  problemDescription: z.string(),
  imgUrl: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  answer: z.string(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;
/** GET /user-back/myFeedback: the signed-in member's feedback, newest first, with the operators' answers. */
export const myFeedback = defineCall({
  service: 'identity', method: 'GET', path: '/user-back/myFeedback',
  response: envelope({ data: z.array(feedbackItemSchema).optional() }),
});
