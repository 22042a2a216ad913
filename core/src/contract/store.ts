import { z } from 'zod';
import { defineCall } from './define';
import { envelope } from './envelope';
import { intQuery } from './identity-fields';
import { TIERS } from './identity-account';

// The membership store (pay base `/api/product/pay`): plans, quotes, checkout, orders, fapiao
// requests and the categories a plan binds. Every amount is in fen (1/100 yuan) and computed by
// the server; the browser only names the plan, the coupon and how it pays.

/** Business codes of the store (62_0xx). */
export const STORE_CODES = Object.freeze({
  /** The plan id is unknown or not on sale. */
  planUnavailable: 62_001,
  /** The coupon is not the member's, used, expired, not for this plan, or the amount is under its threshold. */
  couponUnusable: 62_002,
  /** The payment method or channel is not offered here. */
  methodUnavailable: 62_003,
  /** Another checkout of this member is being made at this moment; try again. */
  checkoutBusy: 62_004,
  /** No order of this member has that number. */
  orderNotFound: 62_005,
  /** The order can no longer be paid (expired, closed, refunded). */
  orderClosed: 62_006,
  /** The gateway did not answer in time; nothing was charged. */
  gatewayTimeout: 62_007,
  /** The gateway refused the request. */
  gatewayFailed: 62_008,
  /** A renewal card needs a current (or ended) membership of its tier. */
  renewalNeedsTier: 62_009,
  /** Buying a lower tier while a higher one runs is not offered (it starts when the current plan ends: not sold). */
  downgrade: 62_010,
  /** The order is not paid, or already has a fapiao request. */
  invoiceNotAllowed: 62_011,
  /** The category slot was set less than 30 days ago (`data` holds the slots; the slot's `nextChangeAt` says when it may change). */
  slotLocked: 62_012,
  /** The slot number is beyond the plan's bound categories, or the category is not a top category. */
  badSlot: 62_013,
  /** The category is already bound in another slot. */
  categoryTaken: 62_014,
  /** Simulated payments exist only in local mode. */
  simulateOff: 62_015,
  /** The membership (trial included) has ended or never started: no categories to bind. */
  noMembership: 62_016,
  /** Only the main account chooses the categories; a sub-account reads them. */
  mainAccountOnly: 62_017,
});

/** Payment methods and how each is shown (types.ts of the server's payment layer). */
export const PAY_METHODS = ['wechat', 'alipay', 'dev'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
export const PAY_CHANNELS = ['native', 'h5', 'jsapi', 'qr', 'page', 'wap'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];
export const ORDER_STATUSES = ['pending', 'paid', 'expired', 'closed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_KINDS = ['new', 'extend', 'upgrade', 'renewal'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const PLAN_DURATIONS = ['month', 'quarter', 'year', 'renewal', 'trial'] as const;

/** How long an unpaid order may be paid (minutes). */
export const ORDER_TTL_MINUTES = 15;
/** A bound category's slot changes at most once in this many days. */
export const SLOT_CHANGE_DAYS = 30;
/** Reminders go this many days before a membership ends. */
export const REMINDER_DAYS = [7, 1] as const;

const tier = z.enum(TIERS);
const planId = z.number().int().min(1).max(999);
const fen = z.number().int();
const iso = z.string();
export const ORDER_NO = /^[A-Za-z0-9_-]{6,32}$/;
const orderNo = z.string().regex(ORDER_NO);

export const planSchema = z.object({
  planId: z.number().int(),
  tier,
  duration: z.enum(PLAN_DURATIONS),
  days: z.number().int(),
  priceFen: fen,
  /** What a month costs on this plan (price ÷ days × 30), for comparing durations. */
  perMonthFen: fen,
  /** Saving against paying the tier's monthly plan for the same days, in percent (0 for a month or a card). */
  savingPercent: z.number().int(),
  onSale: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const plansSchema = z.object({
  plans: z.array(planSchema),
  /** The methods the checkout offers on this server, in order. */
  methods: z.array(z.enum(PAY_METHODS)),
  trialDays: z.number().int(),
  /** The WeChat app id of the silent OAuth step (snsapi_base) that JSAPI pay inside WeChat needs; absent when WeChat Pay is off. */
  wechatAppId: z.string().optional(),
});

/** GET /store/plans: the plans on sale with their prices (public). */
export const plans = defineCall({ service: 'pay', method: 'GET', path: '/store/plans', response: envelope({ data: plansSchema.optional() }) });

export const quoteInput = z.object({ planId, couponId: z.number().int().positive().optional() });

export const quoteSchema = z.object({
  planId: z.number().int(),
  kind: z.enum(ORDER_KINDS),
  days: z.number().int(),
  listFen: fen,
  couponId: z.number().int().nullable(),
  couponFen: fen,
  creditFen: fen,
  amountFen: fen,
  /** When the plan bought now would start and end (an extension starts at the current end). */
  startsAt: iso,
  endsAt: iso,
  /**
   * How an upgrade credit was computed: the unused whole days of the current paid plan times what
   * one day of it cost (its order's amount ÷ its days); null when there is no credit.
   */
  credit: z.object({ fromPlanId: z.number().int(), remainingDays: z.number().int(), dayFen: fen }).nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** POST /store/quote (signed in): what the plan would cost this member now, and what it would do. */
export const quote = defineCall({ service: 'pay', method: 'POST', path: '/store/quote', body: quoteInput, response: envelope({ data: quoteSchema.optional() }) });

export const paymentActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('qr'), codeUrl: z.string() }),
  z.object({ kind: z.literal('redirect'), url: z.string() }),
  z.object({
    kind: z.literal('jsapi'),
    params: z.object({ appId: z.string(), timeStamp: z.string(), nonceStr: z.string(), package: z.string(), signType: z.literal('RSA'), paySign: z.string() }),
  }),
  z.object({ kind: z.literal('simulate'), orderNo: z.string() }),
]);
export type PaymentAction = z.infer<typeof paymentActionSchema>;

export const orderSchema = z.object({
  orderNo: z.string(),
  planId: z.number().int(),
  kind: z.enum(ORDER_KINDS),
  days: z.number().int(),
  method: z.enum(PAY_METHODS),
  listFen: fen,
  couponFen: fen,
  creditFen: fen,
  amountFen: fen,
  refundedFen: fen,
  status: z.enum(ORDER_STATUSES),
  createdAt: iso,
  expiresAt: iso,
  paidAt: iso.nullable(),
  /** The membership period this order granted (paid orders). */
  grantedFrom: iso.nullable(),
  grantedUntil: iso.nullable(),
  paidLate: z.boolean(),
  invoice: z.object({ status: z.enum(['requested', 'issued', 'rejected']), note: z.string() }).nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const checkoutInput = z.object({
  planId,
  couponId: z.number().int().positive().optional(),
  method: z.enum(PAY_METHODS),
  channel: z.enum(PAY_CHANNELS),
  /** WeChat JSAPI inside WeChat: the code of the OAuth redirect that gives the buyer's openid. */
  wechatCode: z.string().max(128).optional(),
  /** Where to come back after an H5 / wap / page payment: a path of this site. */
  returnPath: z.string().max(300).regex(/^\/(?!\/)[^\s"'<>]*$/).optional(),
});

/** POST /store/checkout (signed in): creates the order (closing an earlier unpaid one) and starts the payment. */
export const checkout = defineCall({
  service: 'pay', method: 'POST', path: '/store/checkout', body: checkoutInput,
  response: envelope({ data: z.object({ order: orderSchema, action: paymentActionSchema }).optional() }),
});

const orderNoQuery = z.object({ orderNo });

/** GET /store/order?orderNo (signed in, own orders): the order's state; the checkout polls it. */
export const order = defineCall({ service: 'pay', method: 'GET', path: '/store/order', query: orderNoQuery, response: envelope({ data: orderSchema.optional() }) });

/** GET /store/orders?pageNum&pageSize (signed in): the member's orders, newest first. */
export const orders = defineCall({
  service: 'pay', method: 'GET', path: '/store/orders',
  query: z.object({ pageNum: intQuery().min(1).max(1000).default(1), pageSize: intQuery().min(1).max(50).default(20) }),
  response: envelope({ data: z.object({ rows: z.array(orderSchema), total: z.number().int() }).optional() }),
});

/** POST /store/order/cancel (signed in): closes an unpaid order (its coupon is free again). */
export const cancelOrder = defineCall({ service: 'pay', method: 'POST', path: '/store/order/cancel', body: orderNoQuery, response: envelope({ data: orderSchema.optional() }) });

/** POST /store/order/simulate (local mode, signed in): the development provider pays the order and notifies, as a gateway would. */
export const simulatePayment = defineCall({ service: 'pay', method: 'POST', path: '/store/order/simulate', body: orderNoQuery, response: envelope({ data: orderSchema.optional() }) });

/** A PRC taxpayer identification number (unified social credit code: 18 characters; older numbers 15 or 20). */
export const TAX_NO = /^[0-9A-HJ-NPQRTUWXY]{15}$|^[0-9A-HJ-NPQRTUWXY]{18}$|^[0-9A-HJ-NPQRTUWXY]{20}$/;

export const invoiceInput = z.object({
  orderNo,
  title: z.string().trim().min(2).max(100),
  taxNo: z.string().trim().toUpperCase().regex(TAX_NO),
  email: z.email().max(120),
});

/** POST /store/invoice (signed in): asks for a fapiao for a paid order of the member. */
export const requestInvoice = defineCall({ service: 'pay', method: 'POST', path: '/store/invoice', body: invoiceInput, response: envelope({ data: orderSchema.optional() }) });

export const usableCouponSchema = z.object({ couponId: z.number().int(), name: z.string(), amount: fen, threshold: fen, planIds: z.array(z.number().int()), validUntil: iso });

/** GET /store/coupons (signed in): the member's unused, unexpired coupons. */
export const coupons = defineCall({ service: 'pay', method: 'GET', path: '/store/coupons', response: envelope({ data: z.array(usableCouponSchema).optional() }) });

// ---- Bound categories (WORKBENCH.md §4) ----

export const categorySlotSchema = z.object({
  slot: z.number().int(),
  /** The bound top category, null for a slot not chosen yet. */
  typeId: z.number().int().nullable(),
  name: z.string().nullable(),
  changedAt: iso.nullable(),
  /** When the slot may change again; null: now. */
  nextChangeAt: iso.nullable(),
});

export const categoryChoiceSchema = z.object({
  /** The plan's number of slots; null: every category counts as bound (ultimate and professional). */
  allowed: z.number().int().nullable(),
  slots: z.array(categorySlotSchema),
  /** The top categories to choose from, in the reader's language. */
  options: z.array(z.object({ typeId: z.number().int(), name: z.string() })),
  /** True while a slot is still empty (the workbench asks on the first visit). */
  needsChoice: z.boolean(),
  /** False for a sub-account: it reads its main account's categories, only the main account changes them. */
  canChange: z.boolean(),
});
export type CategoryChoice = z.infer<typeof categoryChoiceSchema>;

/** GET /store/categories (signed in): the member's category slots and the choices. */
export const categories = defineCall({ service: 'pay', method: 'GET', path: '/store/categories', response: envelope({ data: categoryChoiceSchema.optional() }) });

/** POST /store/categories (signed in, main account): binds a top category to a slot (once per 30 days once chosen). */
export const bindCategory = defineCall({
  service: 'pay', method: 'POST', path: '/store/categories',
  body: z.object({ slot: z.number().int().min(0).max(99), typeId: z.number().int().positive() }),
  response: envelope({ data: categoryChoiceSchema.optional() }),
});
