import { and, eq, inArray } from 'drizzle-orm';
import type { observations as contract } from '@marketlens/core/contract';
import type { Db, Tx } from '../../db/client';
import { observationBatches, observations } from '../../db/schema/observations';
import { checkRow, moscowDay, type CheckedRow } from './checks';
import { countBatch } from './metrics';
import { floodCounts, outlierMedians, pruneFloodCounters, type CapKey } from './sql';

export { originOf } from './origin';

type Reason = contract.ObservationReason;
export type ObservationOutcome = contract.ObservationOutcome;
export type ObservationSource = 'extension' | 'collector';

/**
 * The caps on what one origin adds (rows newly stored, whatever their status), per observed Moscow
 * day. A member's extension sees a few hundred cards on a busy day of browsing; 5,000 is far above
 * any person and well below what a script would send. One goods shows on its own page, a shop page
 * and a handful of search words and categories a day: 20 contexts of one goods from one member is
 * already more than browsing gives. The collector reads every tracked category and search word each
 * day, so its caps are those of a crawl of the workbench's market (tens of thousands of cards), with
 * room to spare.
 */
export const FLOOD_CAPS: Readonly<Record<ObservationSource, { perDay: number; perGoodsDay: number }>> = Object.freeze({
  extension: Object.freeze({ perDay: 5_000, perGoodsDay: 20 }),
  collector: Object.freeze({ perDay: 500_000, perGoodsDay: 50 }),
});
/**
 * Rows beyond a cap are kept, quarantined as 'flood', up to this many per origin and day so that an
 * operator can see what was sent; beyond that they are refused (not stored), so a flood cannot fill
 * the table.
 */
export const FLOOD_EVIDENCE_ROWS = 200;
/** A price more than 3× above or below the median of what other origins saw of the goods that day is an outlier… */
export const OUTLIER_FACTOR = 3;
/** …once at least two other origins saw the goods that day (one other origin could itself be the wrong one). */
export const OUTLIER_MIN_ORIGINS = 2;

export interface IngestInput {
  source: ObservationSource;
  origin: string;
  batchId: string;
  rows: unknown[];
  now?: Date;
}

// The Moscow day this process last cleared expired flood counters on: once a day is enough.
let prunedOn: string | undefined;

const rowKey = (r: { goodsId: number; day: string; context: string }) => `${r.goodsId}|${r.day}|${r.context}`;

function valuesOf(c: CheckedRow, input: IngestInput): typeof observations.$inferInsert {
  const r = c.row;
  return {
    goodsId: r.goodsId,
    observedAt: c.observedAt,
    day: c.day,
    source: input.source,
    origin: input.origin,
    page: r.page,
    context: c.context,
    query: c.query,
    categoryId: r.categoryId ?? null,
    position: r.position ?? null,
    title: r.title,
    price: r.price,
    oldPrice: r.oldPrice ?? null,
    rating: r.rating ?? null,
    reviews: r.reviews ?? null,
    sellerId: r.sellerId ?? null,
    sellerName: r.sellerName ?? null,
    scheme: r.scheme ?? null,
    stock: r.stock ?? null,
    brand: r.brand ?? null,
    status: c.timeReason ? 'quarantined' : 'accepted',
    reason: c.timeReason,
    batchId: input.batchId,
  };
}

interface Stored {
  id: number;
  checked: CheckedRow;
  /** Null: accepted; else why it is quarantined; 'refused': taken out again (flood beyond the evidence kept). */
  held: Reason | null;
  refused: boolean;
}

/** Decides which new rows are beyond the origin's caps (rows count in batch order). */
async function applyFloodCaps(tx: Tx, input: IngestInput, stored: Stored[], now: Date): Promise<void> {
  const caps = FLOOD_CAPS[input.source];
  const keys = new Map<string, CapKey & { rows: Stored[] }>();
  const add = (key: string, day: string, s: Stored) => {
    const k = keys.get(key) ?? { key, day, added: 0, rows: [] };
    k.added += 1;
    k.rows.push(s);
    keys.set(key, k);
  };
  for (const s of stored) {
    add(`obs:day:${input.origin}:${s.checked.day}`, s.checked.day, s);
    add(`obs:goods:${input.origin}:${s.checked.day}:${s.checked.row.goodsId}`, s.checked.day, s);
  }
  const totals = await floodCounts(tx, [...keys.values()], now);
  for (const k of keys.values()) {
    const perDay = k.key.startsWith('obs:day:');
    const cap = perDay ? caps.perDay : caps.perGoodsDay;
    const before = (totals.get(k.key) ?? k.added) - k.added;
    k.rows.forEach((s, i) => {
      const rank = before + i + 1;
      if (rank <= cap) return;
      s.held = 'flood';
      if (perDay && rank > cap + FLOOD_EVIDENCE_ROWS) s.refused = true;
    });
  }
}

/** Quarantines accepted new rows whose price is far from what other origins saw of the goods that day. */
async function applyOutliers(tx: Tx, origin: string, stored: Stored[]): Promise<void> {
  const open = stored.filter((s) => s.held === null);
  if (!open.length) return;
  const medians = await outlierMedians(tx, origin, open.map((s) => ({ goodsId: s.checked.row.goodsId, day: s.checked.day })), OUTLIER_MIN_ORIGINS);
  for (const s of open) {
    const median = medians.get(`${s.checked.row.goodsId}|${s.checked.day}`);
    if (median === undefined) continue;
    const price = s.checked.row.price;
    if (price > median * OUTLIER_FACTOR || price * OUTLIER_FACTOR < median) s.held = 'outlier';
  }
}

/**
 * Stores one batch of observed rows from `origin`. Each row is checked on its own: a malformed row
 * ('invalid'), one no real card shows ('impossible') or an id outside Ozon's ('unknownGoods') is
 * refused; one observed too long ago ('stale') or ahead of the clock ('future'), beyond the origin's
 * caps ('flood') or far from other origins' price ('outlier') is stored quarantined with its reason,
 * and never feeds the estimates (they read accepted rows only). A row already stored for the same
 * goods, Moscow day, page context and origin is a duplicate. The batch id is recorded first, in the
 * same transaction: a batch id this origin sent before (even one arriving at the same moment)
 * changes nothing and answers zero accepted, every row a duplicate.
 */
export async function ingestBatch(db: Db, input: IngestInput): Promise<ObservationOutcome> {
  const now = input.now ?? new Date();
  const held: { index: number; reason: Reason }[] = [];
  const candidates: CheckedRow[] = [];
  input.rows.forEach((raw, index) => {
    const check = checkRow(raw, index, now);
    if (check.ok) candidates.push(check.value);
    else held.push({ index, reason: check.reason });
  });
  // One row per dedup key within the batch (the first); rows in key order, so parallel batches of
  // one origin take the index's and the counters' locks in the same order and never deadlock.
  const firsts = new Map<string, CheckedRow>();
  for (const c of candidates) {
    const key = rowKey({ goodsId: c.row.goodsId, day: c.day, context: c.context });
    if (!firsts.has(key)) firsts.set(key, c);
  }
  const unique = [...firsts.values()].sort((a, b) => a.row.goodsId - b.row.goodsId || (a.day < b.day ? -1 : a.day > b.day ? 1 : 0) || (a.context < b.context ? -1 : a.context > b.context ? 1 : 0));

  if (prunedOn !== moscowDay(now)) {
    prunedOn = moscowDay(now);
    await pruneFloodCounters(db, now);
  }
  const result = await db.transaction(async (tx) => {
    const [marker] = await tx
      .insert(observationBatches)
      .values({ id: input.batchId, origin: input.origin, source: input.source, rows: input.rows.length, accepted: 0, quarantined: 0, duplicates: 0 })
      .onConflictDoNothing()
      .returning();
    if (!marker) return null;
    const inserted = unique.length
      ? await tx
          .insert(observations)
          .values(unique.map((c) => valuesOf(c, input)))
          .onConflictDoNothing()
          .returning()
      : [];
    const idOf = new Map(inserted.map((r) => [rowKey(r), r.id]));
    const stored: Stored[] = [];
    for (const c of unique) {
      const id = idOf.get(rowKey({ goodsId: c.row.goodsId, day: c.day, context: c.context }));
      if (id !== undefined) stored.push({ id, checked: c, held: c.timeReason, refused: false });
    }
    stored.sort((a, b) => a.checked.index - b.checked.index);
    if (stored.length) await applyFloodCaps(tx, input, stored, now);
    await applyOutliers(tx, input.origin, stored);
    const refusedIds = stored.filter((s) => s.refused).map((s) => s.id);
    if (refusedIds.length) await tx.delete(observations).where(inArray(observations.id, refusedIds));
    for (const reason of ['flood', 'outlier'] as const) {
      const ids = stored.filter((s) => !s.refused && s.held === reason).map((s) => s.id);
      if (ids.length) await tx.update(observations).set({ status: 'quarantined', reason }).where(inArray(observations.id, ids));
    }
    const accepted = stored.filter((s) => s.held === null).length;
    const quarantined = stored.filter((s) => s.held !== null && !s.refused).length;
    const duplicates = candidates.length - stored.length;
    await tx
      .update(observationBatches)
      .set({ accepted, quarantined, duplicates })
      .where(and(eq(observationBatches.origin, input.origin), eq(observationBatches.id, input.batchId)));
    return { accepted, quarantined, duplicates, stored };
  });

  if (!result) {
    countBatch({ source: input.source, replay: true, accepted: 0, duplicates: input.rows.length, quarantined: {}, refused: {} });
    return { accepted: 0, quarantined: 0, duplicates: input.rows.length, held: [] };
  }
  for (const s of result.stored) if (s.held) held.push({ index: s.checked.index, reason: s.held });
  held.sort((a, b) => a.index - b.index);
  const tally = { source: input.source, replay: false, accepted: result.accepted, duplicates: result.duplicates, quarantined: {} as Partial<Record<Reason, number>>, refused: {} as Partial<Record<Reason, number>> };
  const refusedIndexes = new Set(result.stored.filter((s) => s.refused).map((s) => s.checked.index));
  const storedIndexes = new Set(result.stored.map((s) => s.checked.index));
  for (const h of held) {
    const bucket = storedIndexes.has(h.index) && !refusedIndexes.has(h.index) ? tally.quarantined : tally.refused;
    bucket[h.reason] = (bucket[h.reason] ?? 0) + 1;
  }
  countBatch(tally);
  return { accepted: result.accepted, quarantined: result.quarantined, duplicates: result.duplicates, held };
}

