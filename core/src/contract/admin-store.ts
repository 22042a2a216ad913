import { z } from 'zod';
import { defineCall } from './define';
import { envelope } from './envelope';
import { done, list, page } from './admin/shared';
import { ORDER_KINDS, ORDER_NO, ORDER_STATUSES, PAY_METHODS, PLAN_DURATIONS } from './store';
import { TIERS } from './identity-account';

// The console's store section (/api/admin/store/*): orders and refunds, plan prices and
// availability, fapiao requests, and revenue by day, plan and promote channel. Section `store`
// (admin and support read; refunds and prices are the admin's). Every change is audited.

/** Business codes of the console's store section (51_2xx). */
export const ADMIN_STORE_CODES = Object.freeze({
  /** The order is not paid, or the refund would exceed what is left to refund. */
  refundNotAllowed: 51_201,
  /** The gateway refused the refund or did not answer; nothing changed. */
  refundFailed: 51_202,
  /** The invoice request was already handled. */
  invoiceHandled: 51_203,
  /** A price must be at least 1 fen and at most 1,000,000 yuan; days 1–3,660. */
  badPrice: 51_204,
});

export const STORE_LIMITS = Object.freeze({ maxPriceFen: 100_000_000, maxDays: 3660, reasonMax: 200, noteMax: 200, revenueDaysMax: 366 });

const iso = z.string();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const adminOrderSchema = z.object({
  orderNo: z.string(),
  userId: z.number().int(),
  /** The member's phone number, masked as in the members section. */
  mobile: z.string(),
  planId: z.number().int(),
  tier: z.enum(TIERS),
  duration: z.enum(PLAN_DURATIONS),
  kind: z.enum(ORDER_KINDS),
  days: z.number().int(),
  method: z.enum(PAY_METHODS),
  channel: z.string(),
  listFen: z.number().int(),
  couponId: z.number().int().nullable(),
  couponFen: z.number().int(),
  creditFen: z.number().int(),
  amountFen: z.number().int(),
  refundedFen: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  promoteChannel: z.string().nullable(),
  createdAt: iso,
  expiresAt: iso,
  paidAt: iso.nullable(),
  paidLate: z.boolean(),
  confirmedBy: z.enum(['notification', 'query']).nullable(),
  gatewayTradeNo: z.string().nullable(),
  grantedFrom: iso.nullable(),
  grantedUntil: iso.nullable(),
  refunds: z.array(z.object({ refundNo: z.string(), amountFen: z.number().int(), reason: z.string(), operator: z.string(), status: z.string(), createdAt: iso })),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** GET /admin/store/orders: search by order number, phone or user id, status, plan, method and paid-day range; newest first. */
export const orders = defineCall({
  service: 'default', method: 'GET', path: '/admin/store/orders',
  query: z.object({
    ...page,
    q: z.string().trim().max(40).optional(),
    status: z.enum(ORDER_STATUSES).optional(),
    planId: z.coerce.number().int().min(1).max(999).optional(),
    method: z.enum(PAY_METHODS).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  }),
  response: list(adminOrderSchema),
});

/**
 * POST /admin/store/refund (admin): refunds all or part of a paid order at its gateway, with a
 * reason. A full refund takes back the whole period the order granted; a part refund shortens it
 * in proportion (days × refunded ÷ paid, rounded up). Audited.
 */
export const refund = defineCall({
  service: 'default', method: 'POST', path: '/admin/store/refund',
  body: z.object({ orderNo: z.string().regex(ORDER_NO), amountFen: z.number().int().min(1).max(STORE_LIMITS.maxPriceFen), reason: z.string().trim().min(2).max(STORE_LIMITS.reasonMax) }),
  response: envelope({ data: adminOrderSchema.optional() }),
});

export const planPriceSchema = z.object({
  planId: z.number().int(),
  tier: z.enum(TIERS),
  duration: z.enum(PLAN_DURATIONS),
  priceFen: z.number().int(),
  days: z.number().int(),
  onSale: z.boolean(),
  sort: z.number().int(),
  updatedAt: iso,
  updatedBy: z.string().nullable(),
  /** Paid orders of this plan so far. */
  paidOrders: z.number().int(),
});

/** GET /admin/store/prices: every plan with its price, days and availability. */
export const prices = defineCall({ service: 'default', method: 'GET', path: '/admin/store/prices', response: envelope({ data: z.array(planPriceSchema).optional() }) });

/** POST /admin/store/price (admin): changes a plan's price, days or availability (open orders keep their amount). Audited. */
export const setPrice = defineCall({
  service: 'default', method: 'POST', path: '/admin/store/price',
  body: z.object({
    planId: z.number().int().min(1).max(999),
    priceFen: z.number().int().min(1).max(STORE_LIMITS.maxPriceFen),
    days: z.number().int().min(1).max(STORE_LIMITS.maxDays),
    onSale: z.boolean(),
    sort: z.number().int().min(0).max(1000).default(0),
  }),
  response: done,
});

export const invoiceRowSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  userId: z.number().int(),
  mobile: z.string(),
  title: z.string(),
  taxNo: z.string(),
  email: z.string(),
  amountFen: z.number().int(),
  status: z.enum(['requested', 'issued', 'rejected']),
  note: z.string(),
  handledBy: z.string().nullable(),
  handledAt: iso.nullable(),
  createdAt: iso,
});

/** GET /admin/store/invoices: fapiao requests, open ones first. */
export const invoices = defineCall({
  service: 'default', method: 'GET', path: '/admin/store/invoices',
  query: z.object({ ...page, status: z.enum(['requested', 'issued', 'rejected']).optional() }),
  response: list(invoiceRowSchema),
});

/** POST /admin/store/invoice: marks a request issued (note: the invoice number) or rejected (note: why). Audited; the member sees it. */
export const handleInvoice = defineCall({
  service: 'default', method: 'POST', path: '/admin/store/invoice',
  body: z.object({ id: z.number().int().positive(), status: z.enum(['issued', 'rejected']), note: z.string().trim().min(1).max(STORE_LIMITS.noteMax) }),
  response: done,
});

const revenueRow = z.object({ key: z.string(), orders: z.number().int(), amountFen: z.number().int(), refundedFen: z.number().int(), members: z.number().int() });

/**
 * GET /admin/store/revenue?from&to: paid orders between two Beijing days (at most a year): net
 * revenue by day, by plan and by promote channel, with new paying members per channel beside the
 * registrations it brought.
 */
export const revenue = defineCall({
  service: 'default', method: 'GET', path: '/admin/store/revenue',
  query: z.object({ from: isoDate, to: isoDate }),
  response: envelope({
    data: z.object({
      total: revenueRow,
      byDay: z.array(revenueRow),
      byPlan: z.array(revenueRow),
      byChannel: z.array(revenueRow.extend({ registrations: z.number().int(), conversionPercent: z.number() })),
    }).optional(),
  }),
});
