import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * What each plan costs and whether it is on sale: operators' settings (console), seeded with
 * defaults. Plan ids are the spec's (4–16, 50, 51, 114–117; `services/accounts/plans.ts`). Prices
 * are in fen (1/100 yuan). `days` is how long one purchase lasts (month 30, quarter 90, year 365,
 * a renewal card what the operator sets).
 */
export const planPrices = pgTable('plan_prices', {
  planId: integer('plan_id').primaryKey(),
  priceFen: integer('price_fen').notNull(),
  days: integer('days').notNull(),
  onSale: boolean('on_sale').notNull().default(true),
  /** Order on the plans page within its tier. */
  sort: integer('sort').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
  /** The operator who last changed it (null: the seed). */
  updatedBy: text('updated_by'),
});

export type OrderStatus = 'pending' | 'paid' | 'expired' | 'closed' | 'refunded';
/** What a paid order does to the membership: start a tier, extend the same tier, upgrade (credit the rest), or a renewal card. */
export type OrderKind = 'new' | 'extend' | 'upgrade' | 'renewal';

/**
 * Membership orders. The amount is computed by the server at checkout (`listFen − couponFen −
 * creditFen`, never below 1 fen) and is what the gateway must report. A member has at most one
 * pending order (partial unique index); a pending order expires 15 minutes after it was made.
 * Fulfilment is one conditional UPDATE (`status` pending/expired → paid) in the transaction that
 * extends the membership, so any number of identical notifications fulfil once. `grantedFrom` /
 * `grantedUntil` and the `prev*` columns record what fulfilment changed, so a refund can end or
 * shorten exactly that.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The merchant order number (out_trade_no) the gateways see. */
    orderNo: text('order_no').notNull().unique(),
    /** The main account that pays and whose membership changes. */
    userId: integer('user_id').notNull(),
    planId: integer('plan_id').notNull(),
    kind: text('kind').$type<OrderKind>().notNull(),
    days: integer('days').notNull(),
    method: text('method').$type<'wechat' | 'alipay' | 'dev'>().notNull(),
    channel: text('channel').notNull(),
    listFen: integer('list_fen').notNull(),
    couponId: integer('coupon_id'),
    couponFen: integer('coupon_fen').notNull().default(0),
    /** Upgrade credit: the unused part of the current plan, in fen. */
    creditFen: integer('credit_fen').notNull().default(0),
    amountFen: integer('amount_fen').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    /** The registration channel of the member at checkout (revenue by promote channel). */
    promoteChannel: text('promote_channel'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    gatewayTradeNo: text('gateway_trade_no'),
    /** True when the payment arrived after the order had expired (it is fulfilled all the same). */
    paidLate: boolean('paid_late').notNull().default(false),
    /** How the payment was learnt: a notification or the order query job. */
    confirmedBy: text('confirmed_by').$type<'notification' | 'query'>(),
    prevPlanId: integer('prev_plan_id'),
    prevMaturity: at('prev_maturity'),
    grantedFrom: at('granted_from'),
    grantedUntil: at('granted_until'),
    refundedFen: integer('refunded_fen').notNull().default(0),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.id),
    index('orders_status_idx').on(t.status, t.expiresAt),
    index('orders_paid_idx').on(t.paidAt),
    uniqueIndex('orders_one_pending_idx').on(t.userId).where(sql`status = 'pending'`),
  ],
);

/** Refunds operators make (always audited); `refundNo` refunds once at the gateway. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    refundNo: text('refund_no').notNull().unique(),
    orderNo: text('order_no').notNull(),
    amountFen: integer('amount_fen').notNull(),
    reason: text('reason').notNull(),
    operator: text('operator').notNull(),
    status: text('status').$type<'success' | 'processing' | 'failed'>().notNull(),
    gatewayRefundNo: text('gateway_refund_no').notNull().default(''),
    /** The membership end after the refund (null: the membership ended). */
    membershipUntil: at('membership_until'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_refunds_order_idx').on(t.orderNo)],
);

/** Fapiao (invoice) requests for paid orders: one per order; operators issue or reject them. */
export const invoiceRequests = pgTable(
  'invoice_requests',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: integer('user_id').notNull(),
    title: text('title').notNull(),
    taxNo: text('tax_no').notNull(),
    email: text('email').notNull(),
    amountFen: integer('amount_fen').notNull(),
    status: text('status').$type<'requested' | 'issued' | 'rejected'>().notNull().default('requested'),
    /** The operator's note: the invoice number when issued, the reason when rejected. */
    note: text('note').notNull().default(''),
    handledBy: text('handled_by'),
    handledAt: at('handled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('invoice_requests_user_idx').on(t.userId, t.id), index('invoice_requests_status_idx').on(t.status, t.id)],
);

/**
 * The development provider's order book (local mode), kept in the database so that a restart or
 * another instance sees the same "gateway".
 */
export const devPayments = pgTable('dev_payments', {
  orderNo: text('order_no').primaryKey(),
  amountFen: integer('amount_fen').notNull(),
  status: text('status').$type<'pending' | 'paid' | 'closed' | 'refunded'>().notNull(),
  tradeNo: text('trade_no').notNull(),
  paidAt: at('paid_at'),
  refundedFen: integer('refunded_fen').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Membership reminders sent (7 and 1 days before the end): one row per member, kind and end date, so each goes once. */
export const membershipReminders = pgTable(
  'membership_reminders',
  {
    userId: integer('user_id').notNull(),
    kind: text('kind').$type<'7d' | '1d'>().notNull(),
    endsAt: at('ends_at').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('membership_reminders_key_idx').on(t.userId, t.kind, t.endsAt)],
);
