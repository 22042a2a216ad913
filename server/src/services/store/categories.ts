import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import { TIER_LIMITS } from '@marketlens/core/constants';
import { store } from '@marketlens/core/contract';
import type { Locale } from '@marketlens/locales';
import type { Db, Tx } from '../../db/client';
import { categories, userCategories } from '../../db/schema/index';
import { productOf } from '../accounts/plans';

// The categories a plan binds (WORKBENCH.md §4): the member fills slots 0…n−1 with top categories.
// A slot's category is locked for SLOT_CHANGE_DAYS days from when it was last set (its first
// choice included): `changed_at` when it was changed, else `created_at`. Slots at or beyond the
// plan's number (a plan that shrank) keep their rows but do not count until the plan grows again.

const { STORE_CODES, SLOT_CHANGE_DAYS } = store;
const DAY_MS = 86_400_000;

/** Why a bind was refused; the route answers the store code with its localized message. */
export type BindRefusal = 'noMembership' | 'badSlot' | 'categoryTaken' | 'slotLocked' | 'mainAccountOnly';

export class BindRefused extends Error {
  constructor(
    readonly key: BindRefusal,
    readonly code: number,
  ) {
    super(key);
  }
}

const refuse = (key: Exclude<BindRefusal, 'mainAccountOnly'>) => new BindRefused(key, STORE_CODES[key]);

/** The plan's number of slots: null when every category counts as bound, 0 without a running membership. */
export async function allowedSlots(db: Tx, ownerId: number): Promise<number | null> {
  const product = await productOf(db, ownerId);
  if (!product.tier || product.expired) return 0;
  return TIER_LIMITS[product.tier].boundCategories;
}

const nameOf = (locale: Locale, r: { nameZh: string; nameEn: string; nameRu: string }) => (locale === 'en-US' ? r.nameEn : locale === 'ru-RU' ? r.nameRu : r.nameZh);

/** When a slot set at `setAt` may change again; null when it may now. */
function nextChange(setAt: Date, now: number): Date | null {
  const next = new Date(setAt.getTime() + SLOT_CHANGE_DAYS * DAY_MS);
  return next.getTime() > now ? next : null;
}

/** The member's slots, the top categories to choose from in `locale`, and whether a slot is still empty. */
export async function categoryChoice(db: Db, ownerId: number, locale: Locale, canChange: boolean): Promise<store.CategoryChoice & { canChange: boolean }> {
  const allowed = await allowedSlots(db, ownerId);
  if (allowed === 0) throw refuse('noMembership');
  const top = await db.select().from(categories).where(isNull(categories.parentId)).orderBy(asc(categories.sort), asc(categories.typeId));
  const options = top.map((c) => ({ typeId: c.typeId, name: nameOf(locale, c) }));
  if (allowed === null) return { allowed, slots: [], options, needsChoice: false, canChange };
  const held = await db.select().from(userCategories).where(eq(userCategories.userId, ownerId));
  const now = Date.now();
  const slots = Array.from({ length: allowed }, (_v, slot) => {
    const row = held.find((r) => r.slot === slot);
    if (!row) return { slot, typeId: null, name: null, changedAt: null, nextChangeAt: null };
    const setAt = row.changedAt ?? row.createdAt;
    const option = options.find((o) => o.typeId === row.typeId);
    return { slot, typeId: row.typeId, name: option?.name ?? String(row.typeId), changedAt: setAt.toISOString(), nextChangeAt: nextChange(setAt, now)?.toISOString() ?? null };
  });
  return { allowed, slots, options, needsChoice: slots.some((s) => s.typeId === null), canChange };
}

/** A unique index refused the write (the category is bound in another slot, or the slot was filled meanwhile). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

/**
 * Binds the top category `typeId` to `slot` of the main account `ownerId`. An empty slot is filled
 * by one INSERT … ON CONFLICT DO NOTHING; a chosen slot changes by one conditional UPDATE whose
 * WHERE holds the 30-day rule, so of any number of parallel changes of one slot exactly one wins.
 * The same category twice is refused by the (user, category) primary key, in parallel too.
 */
export async function bindCategory(db: Db, ownerId: number, slot: number, typeId: number): Promise<void> {
  const allowed = await allowedSlots(db, ownerId);
  if (allowed === 0) throw refuse('noMembership');
  // Ultimate and professional bind nothing (every category counts as bound); a slot past the plan's number is no slot.
  if (allowed === null || slot >= allowed) throw refuse('badSlot');
  const [category] = await db.select({ parentId: categories.parentId }).from(categories).where(eq(categories.typeId, typeId)).limit(1);
  if (!category || category.parentId !== null) throw refuse('badSlot');

  const held = await db.select().from(userCategories).where(eq(userCategories.userId, ownerId));
  const current = held.find((r) => r.slot === slot);
  if (current?.typeId === typeId) return;
  const elsewhere = held.find((r) => r.typeId === typeId && r.slot < allowed);
  if (elsewhere) throw refuse('categoryTaken');

  let done: boolean;
  try {
    done = await db.transaction(async (tx) => {
      // The category may still sit in a slot the plan no longer counts: that row gives way.
      await tx.delete(userCategories).where(and(eq(userCategories.userId, ownerId), eq(userCategories.typeId, typeId), gte(userCategories.slot, allowed)));
      if (!current) {
        const added = await tx.insert(userCategories).values({ userId: ownerId, typeId, slot }).onConflictDoNothing().returning();
        return added.length > 0;
      }
      const unlocked = sql`coalesce(${userCategories.changedAt}, ${userCategories.createdAt}) <= now() - make_interval(days => ${SLOT_CHANGE_DAYS})`;
      const changed = await tx
        .update(userCategories)
        .set({ typeId, changedAt: sql`now()` })
        .where(and(eq(userCategories.userId, ownerId), eq(userCategories.slot, slot), unlocked))
        .returning();
      return changed.length > 0;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw refuse('categoryTaken');
    throw err;
  }
  if (done) return;
  // Nothing written: another request bound the category or set the slot first; say which.
  const after = await db.select().from(userCategories).where(eq(userCategories.userId, ownerId));
  if (after.some((r) => r.typeId === typeId && r.slot !== slot)) throw refuse('categoryTaken');
  throw refuse('slotLocked');
}
