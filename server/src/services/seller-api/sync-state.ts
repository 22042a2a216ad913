import { sql } from 'drizzle-orm';
import { TIER_LIMITS } from '@marketlens/core/constants';
import type { Db } from '../../db/client';
import { productOf } from '../accounts/plans';
import { rows } from '../market/window';
import type { Cursor } from './sync-store';

/**
 * The state row of each shop's sync (myshop_sync): created with the plan's history when the shop is
 * first synced, claimed by one worker at a time with a lease (one conditional UPDATE: a second
 * sync of the same shop finds it taken), and closed with the outcome the page shows.
 */

/** The error codes the page says in the member's words. */
export type SyncErrorCode = 'badCredentials' | 'rateLimited' | 'unavailable' | 'malformed';

export interface ClaimedSync {
  phase: 'backfill' | 'current';
  historyFrom: string;
  cursors: Record<string, Cursor>;
  clientId: string;
  apiKeyEnc: string;
}

/** The back-fill reaches this far at most when the plan's history has no end. */
export const UNLIMITED_HISTORY_DAYS = 730;

export const shiftDay = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

/** Days of history the member's plan back-fills; null without a live membership (nothing is synced then). */
export async function historyDaysOf(db: Db, userId: number): Promise<number | null> {
  const product = await productOf(db, userId);
  if (!product.tier || product.expired) return null;
  return TIER_LIMITS[product.tier].historyDays ?? UNLIMITED_HISTORY_DAYS;
}

/** Creates the shop's sync state; the first day of the back-fill is fixed once something was stored. */
export async function ensureSyncRow(db: Db, shopId: number, historyFrom: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO myshop_sync (shop_id, history_from) SELECT id, ${historyFrom}::date FROM seller_shops WHERE id = ${shopId}
    ON CONFLICT (shop_id) DO UPDATE SET history_from = excluded.history_from WHERE myshop_sync.cursors = '{}'::jsonb`);
}

/** A shop whose member has no live membership is looked at again in six hours (nothing is read meanwhile). */
export async function parkInactive(db: Db, shopId: number, today: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO myshop_sync (shop_id, history_from, next_run_at) SELECT id, ${today}::date, now() + interval '6 hours' FROM seller_shops WHERE id = ${shopId}
    ON CONFLICT (shop_id) DO UPDATE SET next_run_at = now() + interval '6 hours'`);
}

/** Takes the shop's sync for `workerId` unless another worker holds an unexpired lease or the key was refused; null when not taken. */
export async function claimSync(db: Db, shopId: number, workerId: string, leaseMs: number): Promise<ClaimedSync | null> {
  const [row] = await rows<{ phase: 'backfill' | 'current'; history_from: string; cursors: Record<string, Cursor>; client_id: string; api_key_enc: string }>(
    db,
    sql`UPDATE myshop_sync m SET locked_by = ${workerId}, locked_until = now() + ${`${leaseMs} milliseconds`}::interval, updated_at = now()
        FROM seller_shops s
        WHERE m.shop_id = ${shopId} AND s.id = m.shop_id AND m.phase <> 'revoked'
          AND (m.locked_until IS NULL OR m.locked_until < now() OR m.locked_by = ${workerId})
        RETURNING m.phase, m.history_from::text AS history_from, m.cursors, s.client_id, s.api_key_enc`,
  );
  if (!row) return null;
  return { phase: row.phase, historyFrom: row.history_from, cursors: row.cursors ?? {}, clientId: row.client_id, apiKeyEnc: row.api_key_enc };
}

export type SyncEnd =
  | { kind: 'done'; nextRunMs: number }
  | { kind: 'paused'; nextRunMs: number }
  | { kind: 'error'; code: SyncErrorCode; nextRunMs: number }
  | { kind: 'revoked' };

/** Records how the run ended and gives the lease back. */
export async function endSync(db: Db, shopId: number, workerId: string, end: SyncEnd): Promise<void> {
  const next = (ms: number) => sql`now() + ${`${Math.max(0, Math.round(ms))} milliseconds`}::interval`;
  const set =
    end.kind === 'revoked'
      ? sql`phase = 'revoked', last_error_code = 'badCredentials', last_error_at = now(), next_run_at = NULL`
      : end.kind === 'error'
        ? sql`last_error_code = ${end.code}, last_error_at = now(), next_run_at = ${next(end.nextRunMs)}`
        : end.kind === 'done'
          ? sql`phase = 'current', last_success_at = now(), last_error_code = NULL, next_run_at = ${next(end.nextRunMs)}`
          : sql`last_success_at = now(), last_error_code = NULL, next_run_at = ${next(end.nextRunMs)}`;
  await db.execute(sql`UPDATE myshop_sync SET ${set}, locked_by = NULL, locked_until = NULL, updated_at = now() WHERE shop_id = ${shopId} AND locked_by = ${workerId}`);
}

/** Bound shops whose sync is due: never synced, or due by next_run_at and not held by a live lease; the longest waiting first. */
export async function dueShops(db: Db, limit: number): Promise<{ shopId: number; userId: number }[]> {
  const found = await rows<{ id: number; user_id: number }>(
    db,
    sql`SELECT s.id, s.user_id FROM seller_shops s LEFT JOIN myshop_sync m ON m.shop_id = s.id
        WHERE m.shop_id IS NULL OR (m.phase <> 'revoked' AND m.next_run_at <= now() AND (m.locked_until IS NULL OR m.locked_until < now()))
        ORDER BY m.next_run_at NULLS FIRST, s.id LIMIT ${limit}`,
  );
  return found.map((r) => ({ shopId: Number(r.id), userId: Number(r.user_id) }));
}

/** A shop whose key was refused starts again once the member bound it anew (its goods were read with the stored key). */
export async function reviveSync(db: Pick<Db, 'execute'>, shopId: number): Promise<void> {
  await db.execute(sql`UPDATE myshop_sync SET phase = 'backfill', last_error_code = NULL, next_run_at = now(), updated_at = now() WHERE shop_id = ${shopId} AND phase = 'revoked'`);
}
