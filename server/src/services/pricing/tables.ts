import { asc, desc, sql } from 'drizzle-orm';
import { pricingTablesSchema, SEED_PRICING_TABLES, type PricingTables } from '@marketlens/core/pricing';
import type { pricing } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { pricingTableVersions } from '../../db/schema/pricing';

type Row = typeof pricingTableVersions.$inferSelect;

const answer = (row: Row): pricing.TablesAnswer => ({
  version: row.version,
  effectiveFrom: row.effectiveFrom,
  source: row.source,
  crossBorder: row.tables.crossBorder,
  local: row.tables.local,
  importedAt: row.importedAt.toISOString(),
});

/** The tables in force: the latest version effective on or before today in Moscow (the earliest one if all lie ahead). */
export async function tablesInForce(db: Db): Promise<pricing.TablesAnswer> {
  const [current] = await db
    .select()
    .from(pricingTableVersions)
    .where(sql`${pricingTableVersions.effectiveFrom} <= (now() AT TIME ZONE 'Europe/Moscow')::date`)
    .orderBy(desc(pricingTableVersions.effectiveFrom), desc(pricingTableVersions.id))
    .limit(1);
  if (current) return answer(current);
  const [earliest] = await db.select().from(pricingTableVersions).orderBy(asc(pricingTableVersions.effectiveFrom)).limit(1);
  if (earliest) return answer(earliest);
  return { ...SEED_PRICING_TABLES, importedAt: new Date(0).toISOString() };
}

export type ImportOutcome =
  | { kind: 'ok'; id: number; version: string; effectiveFrom: string }
  | { kind: 'invalid'; issues: string[] }
  | { kind: 'duplicate'; version: string };

/** Checks a version of the tables against the schema and writes it whole, or not at all; a version is never replaced. */
export async function importTables(db: Db, raw: unknown): Promise<ImportOutcome> {
  const parsed = pricingTablesSchema.safeParse(raw);
  if (!parsed.success) return { kind: 'invalid', issues: parsed.error.issues.slice(0, 20).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`) };
  const t: PricingTables = parsed.data;
  const [row] = await db
    .insert(pricingTableVersions)
    .values({ version: t.version, effectiveFrom: t.effectiveFrom, source: t.source, tables: { crossBorder: t.crossBorder, local: t.local } })
    .onConflictDoNothing({ target: pricingTableVersions.version })
    .returning();
  return row ? { kind: 'ok', id: row.id, version: t.version, effectiveFrom: t.effectiveFrom } : { kind: 'duplicate', version: t.version };
}

/** Seeds the first version of the tables (WORKBENCH.md §5's figures) once. */
export async function seedPricingTables(db: Db): Promise<void> {
  await importTables(db, SEED_PRICING_TABLES);
}
