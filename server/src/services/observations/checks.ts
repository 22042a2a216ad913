import { observations } from '@marketlens/core/contract';

type ObservationRow = observations.ObservationRow;
type ObservationReason = observations.ObservationReason;

/**
 * The checks one observed row passes before it is stored: its shape (the contract's schema), what a
 * real Ozon card can show, its time against the server's clock and Ozon's range of goods ids. The
 * checks that need the database (flood caps, outliers against other origins) are in ingest.ts.
 */

/** Prices in kopecks: no Ozon card sells below 1 ₽ or above 10,000,000 ₽. */
export const PRICE_MIN = 100;
export const PRICE_MAX = 1_000_000_000;
/** A rating shown on a card is 1 to 5 stars, and only once the goods has reviews. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The most reviews any Ozon card has is in the hundreds of thousands; beyond ten million is impossible. */
export const REVIEWS_MAX = 10_000_000;
/** Ozon's lists end long before place 10,000. */
export const POSITION_MAX = 10_000;
/** "Осталось N шт" is shown for small stocks; a stock beyond a million is no card's. */
export const STOCK_MAX = 1_000_000;
/**
 * Ozon's goods ids (SKUs) are integers from 100,000 up; the database keeps them as 32-bit integers,
 * and every id Ozon serves fits (the largest are about 2.1 billion).
 */
export const GOODS_ID_MIN = 100_000;
export const INT32_MAX = 2_147_483_647;
/** A row observed more than 48 hours before it arrives is stale: the extension sends within minutes, the collector within its run. */
export const STALE_AFTER_MS = 48 * 3_600_000;
/** A row observed more than 5 minutes after the server's clock is from the future (clocks drift by seconds, not minutes). */
export const FUTURE_AFTER_MS = 5 * 60_000;

/** No Ozon page was seen before 2000 (and a year-0 time fits no database date): such a time is malformed, not stale. */
export const OBSERVED_FLOOR_MS = Date.UTC(2000, 0, 1);

const MOSCOW_OFFSET_MS = 3 * 3_600_000;

/** The Moscow day (UTC+3, no summer time) of an instant, YYYY-MM-DD. */
export function moscowDay(at: Date): string {
  return new Date(at.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}

/** A search word as it is kept: trimmed, inner spaces collapsed, lower-case. */
export function normalQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A row that passed the checks, ready to store. */
export interface CheckedRow {
  index: number;
  row: ObservationRow;
  observedAt: Date;
  day: string;
  context: string;
  query: string | null;
  /** 'stale' or 'future': stored, but quarantined. */
  timeReason: 'stale' | 'future' | null;
}

export type RowCheck = { ok: true; value: CheckedRow } | { ok: false; reason: ObservationReason };

const hasNul = (s: string | undefined) => s !== undefined && s.includes('\u0000');

/** Fields the schema lets through that the database could not keep: integers beyond 32 bits, NUL characters in text. */
function unstorable(r: ObservationRow): boolean {
  const ints = [r.categoryId, r.shopId, r.sellerId, r.reviews, r.stock, r.price, r.oldPrice];
  if (ints.some((n) => n !== undefined && n > INT32_MAX)) return true;
  return [r.title, r.query, r.sellerName, r.brand].some(hasNul);
}

/** A price, old price, rating, count, position or page field no real card shows. */
function impossible(r: ObservationRow): boolean {
  if (r.price < PRICE_MIN || r.price > PRICE_MAX) return true;
  if (r.oldPrice !== undefined && (r.oldPrice <= r.price || r.oldPrice > PRICE_MAX)) return true;
  if (r.rating !== undefined && (r.rating < RATING_MIN || r.rating > RATING_MAX || !r.reviews)) return true;
  if (r.reviews !== undefined && r.reviews > REVIEWS_MAX) return true;
  if (r.position !== undefined && r.position > POSITION_MAX) return true;
  if (r.stock !== undefined && r.stock > STOCK_MAX) return true;
  // Each page names what it lists, and only that: a search its word, a category its id (0: the
  // bestseller listing, the whole catalogue), a shop its id; a goods page lists nothing, so it has no
  // place either.
  switch (r.page) {
    case 'search':
      return r.query === undefined || r.categoryId !== undefined || r.shopId !== undefined;
    case 'category':
      return r.categoryId === undefined || r.query !== undefined || r.shopId !== undefined;
    case 'shop':
      return r.shopId === undefined || r.query !== undefined || r.categoryId !== undefined;
    case 'goods':
      return r.query !== undefined || r.categoryId !== undefined || r.shopId !== undefined || r.position !== undefined;
  }
}

/** The page context of the dedup key: '' | 'q:<word>' | 'c:<category id>' ('c:0': the bestseller listing) | 's:<shop id>'. */
function contextOf(r: ObservationRow, query: string | null): string {
  if (r.page === 'search') return `q:${query ?? ''}`;
  if (r.page === 'category') return `c:${r.categoryId ?? ''}`;
  if (r.page === 'shop') return `s:${r.shopId ?? ''}`;
  return '';
}

/** Checks one row of a batch received at `now`. */
export function checkRow(input: unknown, index: number, now: Date): RowCheck {
  const parsed = observations.observationRowSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  const r = parsed.data;
  if (unstorable(r)) return { ok: false, reason: 'invalid' };
  if (r.goodsId < GOODS_ID_MIN || r.goodsId > INT32_MAX) return { ok: false, reason: 'unknownGoods' };
  if (impossible(r)) return { ok: false, reason: 'impossible' };
  const observedAt = new Date(r.observedAt);
  if (Number.isNaN(observedAt.getTime()) || observedAt.getTime() < OBSERVED_FLOOR_MS) return { ok: false, reason: 'invalid' };
  const age = now.getTime() - observedAt.getTime();
  const timeReason = age > STALE_AFTER_MS ? 'stale' : -age > FUTURE_AFTER_MS ? 'future' : null;
  const query = r.query === undefined ? null : normalQuery(r.query);
  return { ok: true, value: { index, row: r, observedAt, day: moscowDay(observedAt), context: contextOf(r, query), query, timeReason } };
}
