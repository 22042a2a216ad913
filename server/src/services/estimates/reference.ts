import { WHOLE_CATALOGUE } from '@marketlens/core/ozon/catalogue-text';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/**
 * The reference side of the estimate step: what the day's accepted observations say about each
 * goods (its card as shown, its place in the category tree, its seller and brand), written to
 * goods, shops, brands and keywords, and the day's best search positions to keyword_positions.
 */

/** One accepted observation as the step reads it. */
export interface SeenRow {
  goods_id: number;
  page: 'search' | 'category' | 'goods' | 'shop';
  query: string | null;
  category_id: number | null;
  position: number | null;
  title: string;
  price: number;
  old_price: number | null;
  rating: number | null;
  reviews: number | null;
  seller_id: number | null;
  seller_name: string | null;
  scheme: 'FBO' | 'FBS' | 'rFBS' | null;
  stock: number | null;
  brand: string | null;
  observed_at: string;
  source: 'extension' | 'collector';
  origin: string;
}

/** A goods' card of the day, from all of the day's observations of it. */
export interface DayCard {
  goodsId: number;
  title: string;
  price: number;
  oldPrice: number | null;
  rating: number | null;
  reviews: number | null;
  sellerId: number | null;
  sellerName: string | null;
  scheme: 'FBO' | 'FBS' | 'rFBS' | null;
  brand: string | null;
  /** The deepest category page it was seen on (most often), if any; the bestseller listing places no goods in the tree. */
  categoryId: number | null;
  /** Best place per category page seen on (category 0: the bestseller listing, every category on one list). */
  positions: Map<number, number>;
  /** Search words it was found under (lower-case). */
  words: string[];
  /** Best place per search word (lower-case) it was found under with a place. */
  searchPositions: Map<string, number>;
  observed: number;
}

const rowsOf = async <T>(tx: Tx, query: ReturnType<typeof sql>) => (await tx.execute(query)).rows as T[];

function middle<T>(values: T[], by: (v: T) => number): T | undefined {
  return [...values].sort((a, b) => by(a) - by(b))[values.length >> 1];
}

/**
 * The value the day's rows agree on: the collector's where it read the card (a member's client
 * cannot outvote it), else the median over origins of each origin's median, so one origin counts
 * once however many rows it sent.
 */
function agreed(list: SeenRow[], key: 'price' | 'reviews' | 'rating'): number | null {
  const trusted = list.filter((r) => r.source === 'collector');
  const rows = (trusted.length ? trusted : list).filter((r) => r[key] !== null);
  const byOrigin = new Map<string, number[]>();
  for (const r of rows) byOrigin.set(r.origin, [...(byOrigin.get(r.origin) ?? []), r[key] as number]);
  const perOrigin = [...byOrigin.values()].map((v) => middle(v, (x) => x) as number);
  return perOrigin.length ? (middle(perOrigin, (x) => x) as number) : null;
}

/** The day's accepted observations, oldest first. Quarantined rows never reach the estimates. */
export async function dayObservations(tx: Tx, day: string): Promise<SeenRow[]> {
  return rowsOf<SeenRow>(
    tx,
    sql`SELECT goods_id::int AS goods_id, page, query, category_id, position, title, price, old_price, rating, reviews, seller_id, seller_name, scheme, stock, brand, observed_at::text AS observed_at, source, origin
        FROM observations WHERE day = ${day}::date AND status = 'accepted' ORDER BY observed_at, id`,
  );
}

/** A list page of the day: 'c:<category id>' or 'q:<word>'. */
const pageKey = (r: SeenRow) => (r.page === 'category' ? `c:${r.category_id}` : `q:${(r.query ?? '').trim().toLowerCase()}`);

/**
 * Per list page the collector read on the day, the last place it read: its reading is the page's
 * places up to there, so a member's claim of one of those places for a goods the collector did not
 * see there is contradicted and never counts (the bestseller listing's first place, say).
 */
function collectorReach(rows: SeenRow[]): Map<string, number> {
  const reach = new Map<string, number>();
  for (const r of rows) {
    if (r.source !== 'collector' || r.position === null || (r.page !== 'category' && r.page !== 'search')) continue;
    reach.set(pageKey(r), Math.max(reach.get(pageKey(r)) ?? 0, r.position));
  }
  return reach;
}

/** Folds the day's rows into one card per goods: the latest title, seller and brand, the median price, reviews and rating. */
export function dayCards(rows: SeenRow[], depth: Map<number, number>): Map<number, DayCard> {
  const byGoods = new Map<number, SeenRow[]>();
  for (const r of rows) byGoods.set(r.goods_id, [...(byGoods.get(r.goods_id) ?? []), r]);
  const reach = collectorReach(rows);
  const uncontradicted = (r: SeenRow) => r.position === null || r.position > (reach.get(pageKey(r)) ?? 0);
  const cards = new Map<number, DayCard>();
  for (const [goodsId, list] of byGoods) {
    const last = list[list.length - 1] as SeenRow;
    const latest = <K extends keyof SeenRow>(key: K) => [...list].reverse().find((r) => r[key] !== null)?.[key] ?? null;
    const positions = new Map<number, number>();
    const categoryVotes = new Map<number, number>();
    // Places as the collector read them where it read the goods' pages; a member's client cannot move
    // them, nor claim a place on a page within the places the collector read of it.
    const onPages = list.filter((r) => r.page === 'category' && r.category_id !== null);
    const trustedPages = onPages.filter((r) => r.source === 'collector');
    for (const r of trustedPages.length ? trustedPages : onPages.filter(uncontradicted)) {
      const id = r.category_id as number;
      if (id !== WHOLE_CATALOGUE) categoryVotes.set(id, (categoryVotes.get(id) ?? 0) + 1);
      if (r.position !== null) positions.set(id, Math.min(positions.get(id) ?? Infinity, r.position));
    }
    const searchPositions = new Map<string, number>();
    const onSearch = list.filter((r) => r.page === 'search' && r.query !== null && r.position !== null);
    const trustedSearch = onSearch.filter((r) => r.source === 'collector');
    for (const r of trustedSearch.length ? trustedSearch : onSearch.filter(uncontradicted)) {
      const word = (r.query as string).trim().toLowerCase();
      searchPositions.set(word, Math.min(searchPositions.get(word) ?? Infinity, r.position as number));
    }
    const categoryId = [...categoryVotes].sort((a, b) => (depth.get(b[0]) ?? 0) - (depth.get(a[0]) ?? 0) || b[1] - a[1])[0]?.[0] ?? null;
    cards.set(goodsId, {
      goodsId,
      title: last.title,
      price: agreed(list, 'price') as number,
      oldPrice: latest('old_price') as number | null,
      rating: agreed(list, 'rating'),
      reviews: agreed(list, 'reviews'),
      sellerId: latest('seller_id') as number | null,
      sellerName: latest('seller_name') as string | null,
      scheme: latest('scheme') as DayCard['scheme'],
      brand: latest('brand') as string | null,
      categoryId,
      positions,
      words: [...new Set(list.flatMap((r) => (r.page === 'search' && r.query ? [r.query.trim().toLowerCase()] : [])))],
      searchPositions,
      observed: list.length,
    });
  }
  return cards;
}

/** The category tree: id → [top, sub, leaf] (sub and leaf null above their level). */
export async function categoryPaths(tx: Tx): Promise<Map<number, [number, number | null, number | null]>> {
  const found = await rowsOf<{ type_id: number; parent_id: number | null; grand: number | null }>(
    tx,
    sql`SELECT c.type_id, c.parent_id, p.parent_id AS grand FROM categories c LEFT JOIN categories p ON p.type_id = c.parent_id`,
  );
  const out = new Map<number, [number, number | null, number | null]>();
  for (const c of found) {
    if (c.parent_id === null) out.set(c.type_id, [c.type_id, null, null]);
    else if (c.grand === null) out.set(c.type_id, [c.parent_id, c.type_id, null]);
    else out.set(c.type_id, [c.grand, c.parent_id, c.type_id]);
  }
  return out;
}

/**
 * Writes the day's cards: shops (their scheme as fulfilment), brands (by name within the
 * category), goods (card as observed, category from the category pages or as known before). A
 * card seen on no category page and not known before has no place in the tree yet and waits.
 * Newer days are never overwritten by an older day run again.
 */
export async function writeCards(tx: Tx, day: string, cards: Map<number, DayCard>, paths: Map<number, [number, number | null, number | null]>): Promise<number[]> {
  const known = new Map(
    (await rowsOf<{ id: number; type_id: number; sub_type_id: number; leaf_type_id: number | null }>(
      tx,
      sql`SELECT id, type_id, sub_type_id, leaf_type_id FROM goods WHERE id IN (SELECT DISTINCT goods_id FROM observations WHERE day = ${day}::date AND status = 'accepted')`,
    )).map((g) => [g.id, g]),
  );
  const words = new Map(
    (await rowsOf<{ word: string; type_id: number; sub_type_id: number }>(tx, sql`SELECT word, type_id, sub_type_id FROM keywords`)).map((k) => [k.word, k]),
  );
  const placed: Record<string, unknown>[] = [];
  for (const c of cards.values()) {
    // Seen on no category page: a known search word it was found under names its subcategory.
    const before = known.get(c.goodsId);
    const word = c.categoryId === null && !before ? c.words.map((w) => words.get(w)).find((k) => k !== undefined) : undefined;
    const path = c.categoryId === null ? (word ? paths.get(word.sub_type_id) : undefined) : paths.get(c.categoryId);
    // A top-level page alone does not place a goods in a subcategory; what was known stays.
    const top = path?.[0] ?? before?.type_id;
    const sub = path?.[1] ?? (before && before.type_id === top ? before.sub_type_id : null);
    if (top === undefined || sub === null || sub === undefined) continue;
    const leaf = path?.[2] ?? (before && before.sub_type_id === sub ? before.leaf_type_id : null);
    placed.push({ ...c, positions: undefined, words: undefined, typeId: top, subTypeId: sub, leafTypeId: leaf });
  }
  if (!placed.length) return [];
  const json = JSON.stringify(placed);
  const recordset = sql`jsonb_to_recordset(${json}::jsonb) AS c("goodsId" int, title text, price int, "oldPrice" int, rating float8, reviews int, "sellerId" int, "sellerName" text, scheme text, brand text, "typeId" int, "subTypeId" int, "leafTypeId" int)`;
  await tx.execute(sql`
    INSERT INTO shops (id, name, type_id, seller_type, fulfilment)
    SELECT DISTINCT ON (c."sellerId") c."sellerId", coalesce(c."sellerName", c."sellerId"::text), c."typeId",
           CASE WHEN c.scheme = 'rFBS' THEN 'cn' ELSE 'local' END, coalesce(c.scheme, 'FBO')
    FROM ${recordset} WHERE c."sellerId" IS NOT NULL ORDER BY c."sellerId"
    ON CONFLICT (id) DO UPDATE SET name = excluded.name, fulfilment = excluded.fulfilment`);
  await tx.execute(sql`
    INSERT INTO brands (id, name, type_id)
    SELECT (SELECT coalesce(max(id), 0) FROM brands) + row_number() OVER (ORDER BY n.name, n."typeId"), n.name, n."typeId"
    FROM (SELECT DISTINCT c.brand AS name, c."typeId" FROM ${recordset} WHERE c.brand IS NOT NULL) n
    WHERE NOT EXISTS (SELECT 1 FROM brands b WHERE b.name = n.name AND b.type_id = n."typeId")`);
  await tx.execute(sql`
    INSERT INTO goods (id, title, type_id, sub_type_id, leaf_type_id, shop_id, brand_id, price, old_price, base_sales, trend, listed_on, rating, reviews_base, review_rate, sellers, min_offer_price, last_seen_on)
    SELECT c."goodsId", c.title, c."typeId", c."subTypeId", c."leafTypeId", coalesce(c."sellerId", 0),
           coalesce((SELECT min(b.id) FROM brands b WHERE b.name = c.brand AND b.type_id = c."typeId"), 0),
           c.price, c."oldPrice", 0, 0, ${day}::date, coalesce(c.rating, 0), coalesce(c.reviews, 0), 0, 1, c.price, ${day}::date
    FROM ${recordset}
    ON CONFLICT (id) DO UPDATE SET title = excluded.title, type_id = excluded.type_id, sub_type_id = excluded.sub_type_id, leaf_type_id = excluded.leaf_type_id,
      shop_id = CASE WHEN excluded.shop_id = 0 THEN goods.shop_id ELSE excluded.shop_id END,
      brand_id = CASE WHEN excluded.brand_id = 0 THEN goods.brand_id ELSE excluded.brand_id END,
      price = excluded.price, old_price = excluded.old_price, min_offer_price = excluded.min_offer_price,
      rating = CASE WHEN excluded.rating > 0 THEN excluded.rating ELSE goods.rating END,
      reviews_base = GREATEST(goods.reviews_base, excluded.reviews_base), review_rate = 0,
      listed_on = LEAST(goods.listed_on, excluded.listed_on), last_seen_on = excluded.last_seen_on,
      -- A changed title loses its translations: the next market-translate run makes them again.
      title_zh = CASE WHEN excluded.title = goods.title THEN goods.title_zh END, title_en = CASE WHEN excluded.title = goods.title THEN goods.title_en END
    WHERE goods.last_seen_on IS NULL OR goods.last_seen_on <= excluded.last_seen_on`);
  return placed.map((p) => p.goodsId as number);
}

/**
 * The day's best place of each goods under each search word; a word not known yet becomes a
 * keyword in the category most of its goods belong to.
 */
export async function writeKeywordPositions(tx: Tx, day: string): Promise<number> {
  await tx.execute(sql`DELETE FROM keyword_positions WHERE day = ${day}::date`);
  const seen = sql`SELECT lower(btrim(o.query)) AS word, o.goods_id, min(o.position) AS position FROM observations o
                   WHERE o.day = ${day}::date AND o.status = 'accepted' AND o.page = 'search' AND o.query IS NOT NULL AND o.position IS NOT NULL
                   GROUP BY 1, 2`;
  await tx.execute(sql`
    INSERT INTO keywords (id, word, type_id, sub_type_id, base_heat, trend)
    SELECT (SELECT coalesce(max(id), 0) FROM keywords) + row_number() OVER (ORDER BY w.word), w.word, w.type_id, w.sub_type_id, 0, 0
    FROM (SELECT DISTINCT ON (s.word) s.word, g.type_id, g.sub_type_id FROM (${seen}) s JOIN goods g ON g.id = s.goods_id
          WHERE NOT EXISTS (SELECT 1 FROM keywords k WHERE k.word = s.word)
          GROUP BY s.word, g.type_id, g.sub_type_id ORDER BY s.word, count(*) DESC, g.sub_type_id) w`);
  const inserted = await tx.execute(sql`
    INSERT INTO keyword_positions (keyword_id, goods_id, day, position)
    SELECT k.id, s.goods_id, ${day}::date, s.position FROM (${seen}) s JOIN keywords k ON k.word = s.word
    ON CONFLICT (keyword_id, goods_id, day) DO UPDATE SET position = LEAST(keyword_positions.position, excluded.position)`);
  return (inserted as { rowCount?: number | null; affectedRows?: number }).rowCount ?? (inserted as { affectedRows?: number }).affectedRows ?? 0;
}
