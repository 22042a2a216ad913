import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';

/**
 * The next id of a table whose ids are chosen by operators' creations (seeded ids are kept, so the
 * column has no sequence). The transaction-scoped lock makes two operators creating at the same
 * moment take turns instead of both reading the same maximum and one failing on the primary key.
 */
export async function nextId(tx: Tx, table: PgTable, column: PgColumn, floor = 0): Promise<SQL> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`next-id:${getTableName(table)}`}))`);
  return sql`(select coalesce(max(${column}), ${floor}) + 1 from ${table})`;
}
