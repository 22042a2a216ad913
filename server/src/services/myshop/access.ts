import { sql } from 'drizzle-orm';
import type { myshop } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { rows } from '../market/window';
import { shiftDay } from '../seller-api/sync-state';

/**
 * Who sees which bound shop: the main account sees its own shops; a sub-account sees a shop of its
 * main account only when the main account allowed it (myshop_access). Everything else answers
 * notFound, so an id of another member's shop tells nothing about it.
 */

/** A "My shops" call refused for a business reason (MYSHOP_CODES); the route answers its code with a localized message. */
export class MyshopRefusal extends Error {
  constructor(
    readonly key: myshop.MyshopCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

/** The signed-in account: its own id and its main account's (the same for a main account). */
export interface Viewer {
  userId: number;
  ownerId: number;
}

export interface VisibleShop {
  shopId: number;
  ownerId: number;
  name: string;
  clientId: string;
  own: boolean;
}

/** The condition on `seller_shops s` under which this account sees the shop. */
export const visibleWhere = (v: Viewer) =>
  v.userId === v.ownerId ? sql`s.user_id = ${v.ownerId}` : sql`s.user_id = ${v.ownerId} AND EXISTS (SELECT 1 FROM myshop_access a WHERE a.shop_id = s.id AND a.user_id = ${v.userId})`;

/** The shop if this account may see it; notFound otherwise. */
export async function visibleShop(db: Db, viewer: Viewer, shopId: number): Promise<VisibleShop> {
  const [found] = await rows<{ id: number; user_id: number; name: string; client_id: string }>(
    db,
    sql`SELECT s.id, s.user_id, s.name, s.client_id FROM seller_shops s WHERE s.id = ${shopId} AND ${visibleWhere(viewer)}`,
  );
  if (!found) throw new MyshopRefusal('notFound', { id: shopId });
  return { shopId: Number(found.id), ownerId: Number(found.user_id), name: found.name, clientId: found.client_id, own: viewer.userId === viewer.ownerId };
}

/** The newest day the shop's sync stored (empty before any). */
export async function latestDayOf(db: Pick<Db, 'execute'>, shopId: number): Promise<string> {
  const found = await db.execute<{ day: string | null }>(sql`SELECT max(day)::text AS day FROM myshop_daily WHERE shop_id = ${shopId}`);
  return found.rows[0]?.day ?? '';
}

const KINDS = ['postings', 'returns', 'finance'] as const;

/** The shops this account sees, each with its sync state; `historyDays`: the plan's history (null: all). */
export async function shopStates(db: Db, viewer: Viewer, historyDays: number | null, until: string): Promise<myshop.ShopState[]> {
  const found = await rows<{
    id: number;
    name: string;
    client_id: string;
    phase: myshop.MyshopPhase | null;
    history_from: string | null;
    cursors: Record<string, { done?: string }> | null;
    last_success_at: string | null;
    last_error_code: myshop.MyshopSyncError | null;
    last_error_at: string | null;
    next_run_at: string | null;
    running: boolean | null;
    latest: string | null;
    skus: number;
  }>(
    db,
    sql`SELECT s.id, s.name, s.client_id, m.phase, m.history_from::text AS history_from, m.cursors,
               m.last_success_at::text AS last_success_at, m.last_error_code, m.last_error_at::text AS last_error_at, m.next_run_at::text AS next_run_at,
               (m.locked_until IS NOT NULL AND m.locked_until > now()) AS running,
               (SELECT max(d.day)::text FROM myshop_daily d WHERE d.shop_id = s.id) AS latest,
               (SELECT count(*)::int FROM (SELECT sku FROM myshop_stock WHERE shop_id = s.id UNION SELECT sku FROM seller_shop_goods WHERE shop_id = s.id) k) AS skus
        FROM seller_shops s LEFT JOIN myshop_sync m ON m.shop_id = s.id
        WHERE ${visibleWhere(viewer)} ORDER BY s.id`,
  );
  const iso = (t: string | null) => (t ? new Date(t).toISOString() : null);
  return found.map((r) => {
    const from = r.history_from ?? null;
    const wantedFrom = from ?? (historyDays === null ? null : shiftDay(until, -(historyDays - 1)));
    const wantedDays = wantedFrom ? Math.max(0, daysBetween(wantedFrom, until)) : 0;
    // Days stored in full: up to the day every kind has reached.
    const done = KINDS.map((k) => r.cursors?.[k]?.done ?? '').reduce((a, b) => (a < b ? a : b));
    const storedDays = from && done ? Math.min(wantedDays, Math.max(0, daysBetween(from, done))) : 0;
    return {
      id: Number(r.id),
      name: r.name,
      clientId: r.client_id,
      own: viewer.userId === viewer.ownerId,
      phase: r.phase,
      storedDays,
      wantedDays,
      historyFrom: from,
      latestDay: r.latest ?? '',
      lastSuccessAt: iso(r.last_success_at),
      nextRunAt: r.phase === 'revoked' ? null : iso(r.next_run_at),
      lastErrorCode: r.last_error_code,
      lastErrorAt: iso(r.last_error_at),
      running: Boolean(r.running),
      skuCount: Number(r.skus),
    };
  });
}

/** The main account's bound shops (what the plan's limit counts). */
export async function boundCount(db: Db, ownerId: number): Promise<number> {
  const [r] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM seller_shops WHERE user_id = ${ownerId}`);
  return Number(r?.n ?? 0);
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The main account's sub-accounts and whether each may see the shop. */
export async function accessList(db: Db, viewer: Viewer, shopId: number): Promise<myshop.AccessRow[]> {
  if (viewer.userId !== viewer.ownerId) throw new MyshopRefusal('ownerOnly');
  await visibleShop(db, viewer, shopId);
  const found = await rows<{ id: number; account: string; nick_name: string; allowed: boolean }>(
    db,
    sql`SELECT u.id, u.account, u.nick_name, EXISTS (SELECT 1 FROM myshop_access a WHERE a.shop_id = ${shopId} AND a.user_id = u.id) AS allowed
        FROM users u WHERE u.main_user_id = ${viewer.ownerId} ORDER BY u.id`,
  );
  return found.map((r) => ({ userId: Number(r.id), account: r.account, nickName: r.nick_name, allowed: Boolean(r.allowed) }));
}

/** Replaces the sub-accounts allowed to see the shop, in one transaction; an id that is not the member's sub-account changes nothing. */
export async function saveAccess(db: Db, viewer: Viewer, shopId: number, userIds: readonly number[]): Promise<number> {
  if (viewer.userId !== viewer.ownerId) throw new MyshopRefusal('ownerOnly');
  await visibleShop(db, viewer, shopId);
  const ids = [...new Set(userIds)];
  return db.transaction(async (tx) => {
    // Holds the shop: an unbind waits, or this finds it gone.
    const shop = await tx.execute(sql`SELECT id FROM seller_shops WHERE id = ${shopId} AND user_id = ${viewer.ownerId} FOR SHARE`);
    if (!shop.rows.length) throw new MyshopRefusal('notFound', { id: shopId });
    if (ids.length) {
      const subs = await tx.execute<{ id: number }>(sql`SELECT id FROM users WHERE main_user_id = ${viewer.ownerId} AND id IN (SELECT unnest(${`{${ids.join(',')}}`}::int[]))`);
      const known = new Set(subs.rows.map((r) => Number(r.id)));
      const stranger = ids.find((id) => !known.has(id));
      if (stranger !== undefined) throw new MyshopRefusal('subAccountNotFound', { id: stranger });
    }
    await tx.execute(sql`DELETE FROM myshop_access WHERE shop_id = ${shopId}`);
    if (ids.length) await tx.execute(sql`INSERT INTO myshop_access (shop_id, user_id) SELECT ${shopId}, unnest(${`{${ids.join(',')}}`}::int[])`);
    return ids.length;
  });
}
