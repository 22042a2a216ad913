import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminStore } from '@marketlens/core/contract';
import { invoiceRequests, users } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import { record, type Actor } from '../admin/audit';
import { maskPhone } from '../admin/winners';

type InvoiceRow = typeof invoiceRequests.$inferSelect;
type InvoiceStatus = InvoiceRow['status'];
type Invoice = z.infer<typeof adminStore.invoiceRowSchema>;

const toRow = (r: InvoiceRow, mobile: string | null): Invoice => ({
  id: r.id,
  orderNo: r.orderNo,
  userId: r.userId,
  mobile: mobile ? maskPhone(mobile) : '—',
  title: r.title,
  taxNo: r.taxNo,
  email: r.email,
  amountFen: r.amountFen,
  status: r.status,
  note: r.note,
  handledBy: r.handledBy,
  handledAt: r.handledAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** Fapiao requests: the open ones first, oldest first (the queue), then the handled ones, newest first. */
export async function listInvoices(db: Tx, q: { status?: InvoiceStatus | undefined; pageNum: number; pageSize: number }) {
  const where = q.status ? eq(invoiceRequests.status, q.status) : undefined;
  const rows = await db
    .select({ r: invoiceRequests, mobile: users.mobile })
    .from(invoiceRequests)
    .leftJoin(users, eq(users.id, invoiceRequests.userId))
    .where(where)
    .orderBy(sql`(${invoiceRequests.status} <> 'requested')`, sql`CASE WHEN ${invoiceRequests.status} = 'requested' THEN ${invoiceRequests.id} END`, desc(invoiceRequests.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const [total] = await db.select({ n: count() }).from(invoiceRequests).where(where);
  return { list: rows.map((x) => toRow(x.r, x.mobile)), total: total?.n ?? 0 };
}

/**
 * Issues (the note is the invoice number) or rejects (the note says why) an open request, in one
 * conditional UPDATE: of two operators handling it at once, one wins and the other is told it was
 * already handled. Audited with before and after.
 */
export async function handleInvoice(tx: Tx, actor: Actor, input: { id: number; status: 'issued' | 'rejected'; note: string }): Promise<'ok' | 'notFound' | 'handled'> {
  const [after] = await tx
    .update(invoiceRequests)
    .set({ status: input.status, note: input.note, handledBy: actor.name, handledAt: new Date() })
    .where(and(eq(invoiceRequests.id, input.id), eq(invoiceRequests.status, 'requested')))
    .returning();
  if (!after) {
    const [exists] = await tx.select({ id: invoiceRequests.id }).from(invoiceRequests).where(eq(invoiceRequests.id, input.id)).limit(1);
    return exists ? 'handled' : 'notFound';
  }
  await record(tx, actor, `store.invoice.${input.status === 'issued' ? 'issue' : 'reject'}`, `invoice:${after.id}`, { status: 'requested', orderNo: after.orderNo }, { status: after.status, note: after.note, orderNo: after.orderNo });
  return 'ok';
}
