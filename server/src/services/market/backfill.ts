import { and, eq, sql } from 'drizzle-orm';
import type { report } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { backfillRequests, goods, shops } from '../../db/schema/market';

const INT_MAX = 2_147_483_647;

/** What a shop parameter names: an Ozon seller id (bare or inside a shop link) or a shop name. */
export function normalizeMall(param: string): { id: number | null; key: string } {
  const text = param.trim();
  const fromLink = /\/seller\/(?:[^/?#]*-)?(\d+)\/?/i.exec(text)?.[1];
  const digits = fromLink ?? (/^\d+$/.test(text) ? text : undefined);
  if (digits !== undefined) {
    const id = Number(digits);
    return { id: id <= INT_MAX ? id : null, key: digits.replace(/^0+(?=\d)/, '') };
  }
  return { id: null, key: text.toLowerCase().replace(/\s+/g, ' ') };
}

export type BackfillOutcome = { kind: 'indexed' } | { kind: 'stored'; request: report.Backfill };

async function store(db: Db, userId: number, type: 'good' | 'mall', suppleId: string): Promise<report.Backfill> {
  // One request per user and id: a repeat returns the request already on file.
  await db.insert(backfillRequests).values({ userId, type, suppleId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(backfillRequests)
    .where(and(eq(backfillRequests.userId, userId), eq(backfillRequests.type, type), eq(backfillRequests.suppleId, suppleId)))
    .limit(1);
  if (!row) throw new Error('back-fill request vanished after insert');
  return { id: row.id, type: row.type, suppleId: row.suppleId, status: row.status, createdAt: row.createdAt.toISOString() };
}

/** The indexed goods or shop a search names (its id), or null. */
export async function lookupIndexed(db: Db, type: 'good' | 'mall', param: string): Promise<number | null> {
  if (type === 'good') {
    const key = param.replace(/\s+/g, '').replace(/^0+(?=\d)/, '');
    if (!/^\d{1,10}$/.test(key) || Number(key) > INT_MAX) return null;
    const [found] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, Number(key))).limit(1);
    return found?.id ?? null;
  }
  const { id, key } = normalizeMall(param);
  const [found] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(id !== null ? eq(shops.id, id) : sql`lower(${shops.name}) = ${key}`)
    .limit(1);
  return found?.id ?? null;
}

/** Asks for a goods id to be indexed, unless it already is. */
export async function requestGoods(db: Db, userId: number, goodsId: string): Promise<BackfillOutcome> {
  if ((await lookupIndexed(db, 'good', goodsId)) !== null) return { kind: 'indexed' };
  return { kind: 'stored', request: await store(db, userId, 'good', goodsId.replace(/^0+(?=\d)/, '')) };
}

/** Asks for a shop (id, name or link) to be indexed, unless it already is. */
export async function requestMall(db: Db, userId: number, mallParm: string): Promise<BackfillOutcome> {
  if ((await lookupIndexed(db, 'mall', mallParm)) !== null) return { kind: 'indexed' };
  return { kind: 'stored', request: await store(db, userId, 'mall', normalizeMall(mallParm).key) };
}
