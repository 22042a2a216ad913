import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { adminStore } from '@marketlens/core/contract';
import { orderRefunds, orders, users } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import { maskPhone } from '../admin/winners';
import { PLANS } from '../accounts/plans';

type OrderRow = typeof orders.$inferSelect;
type RefundRow = typeof orderRefunds.$inferSelect;
export type OrderSearch = { q?: string | undefined; status?: OrderRow['status'] | undefined; planId?: number | undefined; method?: OrderRow['method'] | undefined; from?: string | undefined; to?: string | undefined; pageNum: number; pageSize: number };

const DAY_MS = 86_400_000;

/** The first moment of a Beijing calendar day (UTC+8 all year), or null for a day that does not exist (2026-02-31). */
export function beijingDayStart(day: string): Date | null {
  const at = new Date(`${day}T00:00:00+08:00`);
  if (Number.isNaN(at.getTime())) return null;
  // A day that rolled over (Feb 31 → Mar 3) is not the day asked for.
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10) === day ? at : null;
}

/** The moment after a Beijing calendar day ends. */
export const beijingDayEnd = (day: string): Date | null => {
  const start = beijingDayStart(day);
  return start ? new Date(start.getTime() + DAY_MS) : null;
};

/** A plan the spec does not know still shows (as the trial's tier) rather than breaking the list. */
const planOf = (planId: number) => PLANS[planId] ?? { tier: 'trial' as const, duration: 'trial' as const };

export function toAdminOrder(o: OrderRow, mobile: string | null, refunds: RefundRow[]): adminStore.AdminOrder {
  const plan = planOf(o.planId);
  return {
    orderNo: o.orderNo,
    userId: o.userId,
    mobile: mobile ? maskPhone(mobile) : '—',
    planId: o.planId,
    tier: plan.tier,
    duration: plan.duration,
    kind: o.kind,
    days: o.days,
    method: o.method,
    channel: o.channel,
    listFen: o.listFen,
    couponId: o.couponId,
    couponFen: o.couponFen,
    creditFen: o.creditFen,
    amountFen: o.amountFen,
    refundedFen: o.refundedFen,
    status: o.status,
    promoteChannel: o.promoteChannel,
    createdAt: o.createdAt.toISOString(),
    expiresAt: o.expiresAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    paidLate: o.paidLate,
    confirmedBy: o.confirmedBy,
    gatewayTradeNo: o.gatewayTradeNo,
    grantedFrom: o.grantedFrom?.toISOString() ?? null,
    grantedUntil: o.grantedUntil?.toISOString() ?? null,
    refunds: refunds.map((r) => ({ refundNo: r.refundNo, amountFen: r.amountFen, reason: r.reason, operator: r.operator, status: r.status, createdAt: r.createdAt.toISOString() })),
  };
}

/**
 * What the search box means: an order number, a phone number (or part of one, 4 digits and more)
 * or a user id; all three are tried at once, so an operator need not say which it is.
 */
function textFilter(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const conditions: (SQL | undefined)[] = [eq(orders.orderNo, text)];
  if (/^\d{4,11}$/.test(text)) conditions.push(ilike(users.mobile, `%${text}%`));
  if (/^\d{1,9}$/.test(text)) conditions.push(eq(orders.userId, Number(text)));
  return or(...conditions);
}

async function refundsOf(db: Tx, orderNos: string[]): Promise<Map<string, RefundRow[]>> {
  const byOrder = new Map<string, RefundRow[]>();
  if (orderNos.length === 0) return byOrder;
  const rows = await db.select().from(orderRefunds).where(inArray(orderRefunds.orderNo, orderNos)).orderBy(asc(orderRefunds.id));
  for (const r of rows) byOrder.set(r.orderNo, [...(byOrder.get(r.orderNo) ?? []), r]);
  return byOrder;
}

/** Orders newest first, by text, status, plan, method and the Beijing days they were paid on. Null when a day is not a calendar day. */
export async function searchOrders(db: Tx, q: OrderSearch): Promise<{ list: adminStore.AdminOrder[]; total: number } | null> {
  const from = q.from ? beijingDayStart(q.from) : undefined;
  const to = q.to ? beijingDayEnd(q.to) : undefined;
  if (from === null || to === null) return null;
  const where = and(
    q.q ? textFilter(q.q) : undefined,
    q.status ? eq(orders.status, q.status) : undefined,
    q.planId ? eq(orders.planId, q.planId) : undefined,
    q.method ? eq(orders.method, q.method) : undefined,
    from ? gte(orders.paidAt, from) : undefined,
    to ? lt(orders.paidAt, to) : undefined,
  );
  const rows = await db
    .select({ o: orders, mobile: users.mobile })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const [total] = await db.select({ n: count() }).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(where);
  const refunds = await refundsOf(db, rows.map((r) => r.o.orderNo));
  return { list: rows.map((r) => toAdminOrder(r.o, r.mobile, refunds.get(r.o.orderNo) ?? [])), total: total?.n ?? 0 };
}

/** One order with its refunds, or null. */
export async function orderByNo(db: Tx, orderNo: string): Promise<adminStore.AdminOrder | null> {
  const [row] = await db.select({ o: orders, mobile: users.mobile }).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(eq(orders.orderNo, orderNo)).limit(1);
  if (!row) return null;
  const refunds = await refundsOf(db, [orderNo]);
  return toAdminOrder(row.o, row.mobile, refunds.get(orderNo) ?? []);
}
