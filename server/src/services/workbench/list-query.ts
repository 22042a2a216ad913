import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { workbench } from '@marketlens/core/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { cached } from '../market/service';
import { rows } from '../market/window';
import { categoryParents, scopeOf, type ResolvedWindow } from './access';
import { coveredSql, growthFloor } from './growth';

// What every workbench list is built from: the parsed queries, the page, and the SQL parts they share.

export type Lang = 'zh' | 'en' | 'ru';
/** Parsed queries of the lists. */
export type GoodsQuery = z.output<typeof workbench.goodsListQuery>;
export type KeywordQuery = z.output<typeof workbench.keywordListQuery>;
export type GroupQuery = z.output<typeof workbench.groupListQuery>;
/** A text in the page's language where a translation exists: Chinese or English; Russian pages keep the original. */
export const translatedOf = (lang: Lang, original: string, zh: string | null | undefined, en: string | null | undefined): string | null => {
  const text = lang === 'zh' ? zh : lang === 'en' ? en : null;
  return text && text !== original ? text : null;
};

export const nameColumn = (lang: Lang, alias: string) => sql.raw(`${alias}.${lang === 'en' ? 'name_en' : lang === 'ru' ? 'name_ru' : 'name_zh'}`);

/** A page of a list and how many rows the filters matched. */
export interface Paged<T> {
  list: T[];
  matched: number;
}

/** What every list page takes: the database, the window, the scope, the order and the page. */
export interface ListArgs {
  db: Db;
  w: ResolvedWindow;
  typeId: number | undefined;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  lang: Lang;
  apiOrigin: string;
}

const dialect = new PgDialect();
/**
 * A list's count (and totals): they change only when the market moves, which clears the market cache,
 * so members paging, re-sorting or opening the same list share one count instead of each scanning the
 * scope again. Keyed by the query's text and parameters.
 */
export function cachedCount<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return cached(db, `wb:count:${text}:${JSON.stringify(params)}`, () => rows<T>(db, query));
}
export const num = (v: unknown) => Number(v ?? 0);
export const growthOf = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 100) / 100);
export const orderBy = (expr: SQL, order: 'asc' | 'desc', tie: SQL) => sql`${expr} ${sql.raw(order === 'asc' ? 'ASC' : 'DESC')} NULLS LAST, ${tie}`;

/** `AND min <= expr <= max` for the bounds given. */
export function range(expr: SQL, min: number | undefined, max: number | undefined): SQL {
  return sql`${min === undefined ? sql`` : sql` AND ${expr} >= ${min}`}${max === undefined ? sql`` : sql` AND ${expr} <= ${max}`}`;
}

/**
 * The condition that keeps one category of a table with type_id and sub_type_id columns: a leaf keeps
 * the goods of the leaf (by goods_id), or for search words (`of: 'keywords'`, whose finest level is
 * the subcategory) the words of the leaf's subcategory.
 */
export async function categoryCondition(db: Db, alias: string, typeId: number | undefined, of: 'goods' | 'keywords' = 'goods'): Promise<SQL> {
  const scope = await scopeOf(db, typeId);
  if (scope === 'all' || typeId === undefined) return sql``;
  if (scope === 'unknown') return sql` AND false`;
  if (scope === 'leaf') {
    return of === 'keywords'
      ? sql` AND ${sql.raw(`${alias}.sub_type_id`)} = ${(await categoryParents(db)).get(typeId) ?? null}`
      : sql` AND ${sql.raw(`${alias}.goods_id`)} IN (SELECT id FROM goods WHERE leaf_type_id = ${typeId})`;
  }
  return sql` AND ${sql.raw(`${alias}.${scope === 'sub' ? 'sub_type_id' : 'type_id'}`)} = ${typeId}`;
}

/**
 * A custom range's growth condition: the previous window covered well enough and its volume above the
 * floor (the rollups apply the same rule to the fixed windows).
 */
export const comparable = (w: ResolvedWindow, prev: SQL, kind: 'units' | 'searchers') =>
  sql`${prev} >= ${growthFloor(kind, w.days)} AND ${coveredSql(w.prevFrom, w.prevTo)}`;
