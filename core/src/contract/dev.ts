import { z } from 'zod';
import { defineCall } from './define';
import { envelope } from './envelope';
import { OPERATOR_ROLES } from './admin';
import { mobileField } from './identity-fields';

// Development calls: present only outside production mode (DECISIONS.md section 5).

/** GET /dev/sms-outbox?mobile: the SMS codes sent to a number, newest first. */
export const smsOutbox = defineCall({
  service: 'default', method: 'GET', path: '/dev/sms-outbox',
  query: z.object({ mobile: mobileField }),
  response: envelope({
    data: z.array(z.object({ mobile: z.string(), code: z.string(), sendType: z.string(), createdAt: z.string() })).optional(),
  }),
});

/** GET /dev/captcha/:id/answer: the x position that solves a slider puzzle (replace :id). */
export const captchaAnswer = defineCall({
  service: 'default', method: 'GET', path: '/dev/captcha/:id/answer',
  response: envelope({ x: z.number().int().optional(), y: z.number().int().optional() }),
});

/** POST /dev/wechat/scan: stands in for a phone scanning a login QR code with a WeChat identity. */
export const wechatScan = defineCall({
  service: 'default', method: 'POST', path: '/dev/wechat/scan',
  body: z.object({ sceneId: z.string().min(1).max(100), openId: z.string().min(1).max(64).optional(), nickName: z.string().max(64).optional() }),
  response: envelope({ openId: z.string().optional() }),
});

/** POST /dev/market/advance: appends the next generated day to the market now and queues the day's monitor check. */
export const marketAdvance = defineCall({
  service: 'default', method: 'POST', path: '/dev/market/advance',
  body: z.object({}).optional(),
  response: envelope({ data: z.object({ day: z.string().nullable(), checkJob: z.number().int().nullable() }).optional() }),
});

/** GET /dev/mail-outbox?to: e-mails the local SMTP stand-in would have sent, newest first. */
export const mailOutbox = defineCall({
  service: 'default', method: 'GET', path: '/dev/mail-outbox',
  query: z.object({ to: z.email().max(120) }),
  response: envelope({ data: z.array(z.object({ to: z.string(), subject: z.string(), body: z.string(), createdAt: z.string() })).optional() }),
});

/** GET /dev/attribution?mobile: where an account came from and the coupons it holds (automated tests read it). */
export const attribution = defineCall({
  service: 'default', method: 'GET', path: '/dev/attribution',
  query: z.object({ mobile: mobileField }),
  response: envelope({
    data: z
      .object({
        channelCode: z.string().nullable(),
        urlCode: z.string().nullable(),
        invite: z.string().nullable(),
        utm: z.string().nullable(),
        mode: z.string(),
        promotionId: z.number().int().nullable(),
        landingPath: z.string().nullable(),
        couponIds: z.array(z.number().int()),
        passwordStatus: z.boolean(),
      })
      .nullable()
      .optional(),
  }),
});

/**
 * POST /dev/operator: a console operator of the given role, with a new authenticator secret,
 * answered once. Automated tests each sign in as an operator of their own (a code is accepted once
 * per operator, and failed sign-ins lock that operator only).
 */
export const createOperator = defineCall({
  service: 'default', method: 'POST', path: '/dev/operator',
  body: z.object({ name: z.string().regex(/^[a-z0-9_]{3,32}$/), role: z.enum(OPERATOR_ROLES), password: z.string().min(10).max(64) }),
  response: envelope({ data: z.object({ name: z.string(), secret: z.string() }).optional() }),
});

const devDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * GET /dev/observations?mobile: what a member's extension sent, as the server stored it (newest first,
 * at most 500 rows), and how many batches it took.
 */
export const memberObservations = defineCall({
  service: 'default', method: 'GET', path: '/dev/observations',
  query: z.object({ mobile: mobileField }),
  response: envelope({
    data: z
      .object({
        batches: z.number().int(),
        rows: z.array(
          z.object({
            goodsId: z.number().int(),
            day: z.string(),
            page: z.string(),
            context: z.string(),
            position: z.number().int().nullable(),
            title: z.string(),
            price: z.number().int(),
            status: z.string(),
            reason: z.string().nullable(),
          }),
        ),
      })
      .optional(),
  }),
});

/** POST /dev/estimates/run: runs the daily estimate step for a day now and answers what it wrote. */
export const runEstimates = defineCall({
  service: 'default', method: 'POST', path: '/dev/estimates/run',
  body: z.object({ day: devDay }),
  response: envelope({
    data: z.object({ day: z.string(), goods: z.number().int(), methods: z.record(z.string(), z.number().int()), keywordPositions: z.number().int() }).optional(),
  }),
});

/** GET /dev/market/goods-days?day&goodsIds: the market tables' rows of those goods on that day (goods_daily, search-word positions, their cards). */
export const marketGoodsDays = defineCall({
  service: 'default', method: 'GET', path: '/dev/market/goods-days',
  query: z.object({ day: devDay, goodsIds: z.string().regex(/^\d{1,10}(,\d{1,10}){0,199}$/) }),
  response: envelope({
    data: z
      .object({
        days: z.array(z.object({ goodsId: z.number().int(), method: z.string(), observed: z.number().int(), errorPct: z.number().nullable(), sales: z.number().int() })),
        positions: z.array(z.object({ goodsId: z.number().int(), word: z.string(), position: z.number().int() })),
        /** The goods' cards as the market tables hold them: price in kopecks, last day observed. */
        goods: z.array(z.object({ goodsId: z.number().int(), price: z.number().int(), lastSeenOn: z.string().nullable() })),
      })
      .optional(),
  }),
});
