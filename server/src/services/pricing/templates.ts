import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { pricing } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { pricingTemplateQuota, pricingTemplates } from '../../db/schema/pricing';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Body = pricing.TemplateInputs & { id?: number | undefined; name: string; isDefault: boolean };

export type TemplateOutcome = { kind: 'ok'; id: number } | { kind: 'limit' } | { kind: 'duplicateName' } | { kind: 'notFound' };

/** Leaves a transaction, undoing it, with the outcome to answer. */
class Abort extends Error {
  readonly outcome: TemplateOutcome;
  constructor(outcome: TemplateOutcome) {
    super(outcome.kind);
    this.outcome = outcome;
  }
}

async function inTransaction(db: Db, work: (tx: Tx) => Promise<TemplateOutcome>): Promise<TemplateOutcome> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (err instanceof Abort) return err.outcome;
    throw err;
  }
}

// One writer per member at a time: a second default or a rename waits for the first to finish.
const lockMember = (tx: Tx, userId: number) => tx.execute(sql`SELECT pg_advisory_xact_lock(1301, ${userId})`);

/** Makes `id` the member's only default (inside the member's lock). */
async function makeDefault(tx: Tx, userId: number, id: number): Promise<void> {
  await tx.update(pricingTemplates).set({ isDefault: false }).where(and(eq(pricingTemplates.userId, userId), eq(pricingTemplates.isDefault, true), ne(pricingTemplates.id, id)));
  await tx.update(pricingTemplates).set({ isDefault: true }).where(and(eq(pricingTemplates.userId, userId), eq(pricingTemplates.id, id)));
}

/** The member's templates: the default first, then by name. */
export async function listTemplates(db: Db, userId: number): Promise<pricing.Template[]> {
  const rows = await db.select().from(pricingTemplates).where(eq(pricingTemplates.userId, userId)).orderBy(desc(pricingTemplates.isDefault), asc(pricingTemplates.name));
  return rows.map((r) => ({ id: r.id, name: r.name, isDefault: r.isDefault, updatedAt: r.updatedAt.toISOString(), ...({ kind: r.kind, inputs: r.inputs } as pricing.TemplateInputs) }));
}

/**
 * Creates a template, or replaces one of the member's. A new template takes one of the member's
 * slots in one conditional upsert (the limit holds under parallel saves); a taken name undoes it all.
 */
export async function saveTemplate(db: Db, userId: number, body: Body): Promise<TemplateOutcome> {
  return inTransaction(db, async (tx) => {
    await lockMember(tx, userId);
    let id: number;
    if (body.id === undefined) {
      const slot = await tx
        .insert(pricingTemplateQuota)
        .values({ userId, used: 1 })
        .onConflictDoUpdate({ target: pricingTemplateQuota.userId, set: { used: sql`${pricingTemplateQuota.used} + 1` }, setWhere: sql`${pricingTemplateQuota.used} < ${pricing.PRICING_LIMITS.templatesPerMember}` })
        .returning();
      if (!slot.length) throw new Abort({ kind: 'limit' });
      const [row] = await tx
        .insert(pricingTemplates)
        .values({ userId, name: body.name, kind: body.kind, inputs: body.inputs })
        .onConflictDoNothing({ target: [pricingTemplates.userId, pricingTemplates.name] })
        .returning();
      if (!row) throw new Abort({ kind: 'duplicateName' });
      id = row.id;
    } else {
      const [same] = await tx.select({ id: pricingTemplates.id }).from(pricingTemplates).where(and(eq(pricingTemplates.userId, userId), eq(pricingTemplates.name, body.name), ne(pricingTemplates.id, body.id))).limit(1);
      if (same) throw new Abort({ kind: 'duplicateName' });
      const [row] = await tx
        .update(pricingTemplates)
        .set({ name: body.name, kind: body.kind, inputs: body.inputs, updatedAt: new Date() })
        .where(and(eq(pricingTemplates.userId, userId), eq(pricingTemplates.id, body.id)))
        .returning();
      if (!row) throw new Abort({ kind: 'notFound' });
      id = row.id;
    }
    if (body.isDefault) await makeDefault(tx, userId, id);
    return { kind: 'ok', id };
  });
}

/** Deletes one of the member's templates and gives its slot back. */
export async function deleteTemplate(db: Db, userId: number, id: number): Promise<TemplateOutcome> {
  return inTransaction(db, async (tx) => {
    await lockMember(tx, userId);
    const [row] = await tx.delete(pricingTemplates).where(and(eq(pricingTemplates.userId, userId), eq(pricingTemplates.id, id))).returning();
    if (!row) throw new Abort({ kind: 'notFound' });
    await tx.update(pricingTemplateQuota).set({ used: sql`greatest(${pricingTemplateQuota.used} - 1, 0)` }).where(eq(pricingTemplateQuota.userId, userId));
    return { kind: 'ok', id };
  });
}

/** Makes a template the member's default, or clears it. */
export async function setDefaultTemplate(db: Db, userId: number, id: number, isDefault: boolean): Promise<TemplateOutcome> {
  return inTransaction(db, async (tx) => {
    await lockMember(tx, userId);
    const [row] = await tx.select({ id: pricingTemplates.id }).from(pricingTemplates).where(and(eq(pricingTemplates.userId, userId), eq(pricingTemplates.id, id))).limit(1);
    if (!row) throw new Abort({ kind: 'notFound' });
    if (isDefault) await makeDefault(tx, userId, id);
    else await tx.update(pricingTemplates).set({ isDefault: false }).where(eq(pricingTemplates.id, id));
    return { kind: 'ok', id };
  });
}
