import { and, desc, eq, sql } from 'drizzle-orm';
import { FILTER_SET_LIMIT } from '@marketlens/core/constants';
import type { workbench } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { filterSets } from '../../db/schema/index';
import { Refusal } from './access';

type Row = typeof filterSets.$inferSelect;
const shape = (r: Row): workbench.FilterSet => ({
  id: r.id,
  name: r.name,
  filters: r.filters as workbench.GoodsFilters,
  savedAt: r.savedAt.toISOString(),
  usedAt: r.usedAt ? r.usedAt.toISOString() : null,
});

/** The member's saved filter sets, the last used or saved first. */
export async function filterSetsOf(db: Db, userId: number): Promise<workbench.FilterSet[]> {
  const found = await db
    .select()
    .from(filterSets)
    .where(eq(filterSets.userId, userId))
    .orderBy(desc(sql`greatest(${filterSets.savedAt}, coalesce(${filterSets.usedAt}, ${filterSets.savedAt}))`), desc(filterSets.id));
  return found.map(shape);
}

/**
 * Saves filters under a name: a name the member used before keeps its slot and takes the new filters;
 * a new name takes the lowest free slot in one insert, whose primary key and check refuse a slot past
 * FILTER_SET_LIMIT however saves race. A slot another save took first is tried again.
 */
export async function saveFilterSet(db: Db, userId: number, name: string, filters: workbench.GoodsFilters): Promise<workbench.FilterSet> {
  for (let attempt = 0; attempt < FILTER_SET_LIMIT + 1; attempt++) {
    const [updated] = await db
      .update(filterSets)
      .set({ filters, savedAt: sql`now()` })
      .where(and(eq(filterSets.userId, userId), eq(filterSets.name, name)))
      .returning();
    if (updated) return shape(updated);
    const inserted = await db.execute<{ id: number }>(sql`
      INSERT INTO filter_sets (user_id, slot, name, filters)
      SELECT ${userId}, s, ${name}, ${JSON.stringify(filters)}::jsonb
      FROM generate_series(1, ${FILTER_SET_LIMIT}) AS s
      WHERE NOT EXISTS (SELECT 1 FROM filter_sets f WHERE f.user_id = ${userId} AND f.slot = s)
      ORDER BY s LIMIT 1
      ON CONFLICT DO NOTHING
      RETURNING id`);
    const id = inserted.rows[0]?.id;
    if (id !== undefined) {
      const [row] = await db.select().from(filterSets).where(eq(filterSets.id, id));
      if (row) return shape(row);
    }
    const [{ n } = { n: 0 }] = (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM filter_sets WHERE user_id = ${userId}`)).rows;
    if (n >= FILTER_SET_LIMIT) {
      // The same name saved by a racing request counts as this save.
      const [same] = await db.select().from(filterSets).where(and(eq(filterSets.userId, userId), eq(filterSets.name, name)));
      if (same) return shape(same);
      throw new Refusal('filterSetLimit', { count: FILTER_SET_LIMIT });
    }
  }
  throw new Refusal('filterSetLimit', { count: FILTER_SET_LIMIT });
}

/** One of the member's sets, marked as used now; another member's or an unknown id is refused. */
export async function applyFilterSet(db: Db, userId: number, id: number): Promise<workbench.FilterSet> {
  const [row] = await db
    .update(filterSets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(filterSets.userId, userId), eq(filterSets.id, id)))
    .returning();
  if (!row) throw new Refusal('filterSetNotFound', { id });
  return shape(row);
}

/** Removes one of the member's sets; another member's or an unknown id is refused. */
export async function deleteFilterSet(db: Db, userId: number, id: number): Promise<void> {
  const gone = await db.delete(filterSets).where(and(eq(filterSets.userId, userId), eq(filterSets.id, id))).returning();
  if (!gone.length) throw new Refusal('filterSetNotFound', { id });
}
