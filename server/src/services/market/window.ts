import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Runs a raw query on either driver and returns its rows. */
export async function rows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute<T>(query);
  // Both drivers return the rows as selected; the row type is the query's own declaration.
  return result.rows as T[];
}

/** The latest day with sales data (YYYY-MM-DD), or null on an empty market. */
export async function latestDay(db: Db): Promise<string | null> {
  const [row] = await rows<{ day: string | null }>(db, sql`SELECT max(day)::text AS day FROM goods_daily`);
  return row?.day ?? null;
}

/** A ranking window of `days` days ending on the latest day, and the window of equal length before it. */
export interface Window {
  from: string;
  to: string;
  prevFrom: string;
  prevTo: string;
  days: number;
}

const shift = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

export function windowOf(latest: string, days: number): Window {
  return { from: shift(latest, -(days - 1)), to: latest, prevFrom: shift(latest, -(2 * days - 1)), prevTo: shift(latest, -days), days };
}

/** `AND <column> = typeId` when a category is given; nothing otherwise. */
export function typeFilter(column: SQL, typeId: number | undefined): SQL {
  return typeId === undefined ? sql`` : sql` AND ${column} = ${typeId}`;
}

/** A multiple rounded to one decimal (the spec shows growth as "2.5 倍"). */
export const ratio = (cur: number, prev: number) => (prev > 0 ? Math.round((cur / prev) * 10) / 10 : 0);
