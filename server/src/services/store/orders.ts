import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { store } from '@marketlens/core/contract';
import type { Tx } from '../../db/client';
import { invoiceRequests, orders } from '../../db/schema/index';
import type { OrderRow } from './membership';
import { storeError } from './quote';

/** ML + Beijing time (yyyyMMddHHmmss) + 10 random hex characters: unique, 26 characters of [A-Za-z0-9], not guessable. */
export function newOrderNo(now = new Date()): string {
  const stamp = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace(/\D/g, '');
  return `ML${stamp}${randomBytes(5).toString('hex')}`;
}

type Invoice = { status: 'requested' | 'issued' | 'rejected'; note: string };

/** An order row as the member sees it. */
export function toOrder(o: OrderRow, invoice: Invoice | null): store.Order {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    orderNo: o.orderNo,
    planId: o.planId,
    kind: o.kind,
    days: o.days,
    method: o.method,
    listFen: o.listFen,
    couponFen: o.couponFen,
    creditFen: o.creditFen,
    amountFen: o.amountFen,
    refundedFen: o.refundedFen,
    status: o.status,
    createdAt: o.createdAt.toISOString(),
    expiresAt: o.expiresAt.toISOString(),
    paidAt: iso(o.paidAt),
    grantedFrom: iso(o.grantedFrom),
    grantedUntil: iso(o.grantedUntil),
    paidLate: o.paidLate,
    invoice,
  };
}

async function invoicesOf(tx: Tx, orderNos: string[]): Promise<Map<string, Invoice>> {
  if (!orderNos.length) return new Map();
  const rows = await tx.select({ orderNo: invoiceRequests.orderNo, status: invoiceRequests.status, note: invoiceRequests.note }).from(invoiceRequests).where(inArray(invoiceRequests.orderNo, orderNos));
  return new Map(rows.map((r) => [r.orderNo, { status: r.status, note: r.note }]));
}

/** An order of the main account `ownerId`; another member's number answers `orderNotFound` like an unknown one. */
export async function ownOrderRow(tx: Tx, ownerId: number, orderNo: string): Promise<OrderRow> {
  const [o] = await tx.select().from(orders).where(and(eq(orders.orderNo, orderNo), eq(orders.userId, ownerId))).limit(1);
  if (!o) throw storeError('orderNotFound');
  return o;
}

/** The member's view of one order row, its fapiao request included. */
export async function orderView(tx: Tx, o: OrderRow): Promise<store.Order> {
  return toOrder(o, (await invoicesOf(tx, [o.orderNo])).get(o.orderNo) ?? null);
}

/** The member's orders, newest first. */
export async function orderPage(tx: Tx, ownerId: number, pageNum: number, pageSize: number): Promise<{ rows: store.Order[]; total: number }> {
  const rows = await tx.select().from(orders).where(eq(orders.userId, ownerId)).orderBy(desc(orders.id)).limit(pageSize).offset((pageNum - 1) * pageSize);
  const [total] = await tx.select({ n: count() }).from(orders).where(eq(orders.userId, ownerId));
  const invoices = await invoicesOf(tx, rows.map((r) => r.orderNo));
  return { rows: rows.map((r) => toOrder(r, invoices.get(r.orderNo) ?? null)), total: Number(total?.n ?? 0) };
}
