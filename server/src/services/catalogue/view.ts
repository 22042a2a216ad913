import { CATALOGUE_PAGE_SIZE, WHOLE_CATALOGUE } from '@marketlens/core/ozon/catalogue-text';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { rows } from '../market/window';

/**
 * What a page of Ozon's public catalogue would show on a day, computed from a database that holds
 * the generated market (the truth): the fake catalogue serves it, and the accuracy bench compares
 * the estimates made from what it showed with the sales behind it.
 *
 * Truth rules (all deterministic: the same database and day give the same page):
 * - Price: the goods' price that day, gmv / sales of the day when it sold, else goods.price; shown
 *   in whole roubles like Ozon (kopecks, rounded to 100).
 * - Reviews on a day: reviews_base + round(review_rate × units sold from the start of the series up
 *   to and including that day).
 * - Rating: goods.rating to one decimal. Seller: the shop's id and name; scheme: the shop's
 *   fulfilment; brand: the brand's name.
 * - Old price: goods.old_price when the market sets one above the price; otherwise about 40 % of goods
 *   (by a hash of the id) show a crossed-out price of 1.15–1.6 × the day's price, whole roubles.
 * - Stock: goods are restocked every L days (L = 7–20 by a hash of the id, cycles anchored on a
 *   fixed epoch with a per-goods phase). Each delivery brings the cycle's sales × (1.05–1.45, hashed
 *   per goods and cycle) + 1 units, so stock never runs out. The stock a page shows on a day is the
 *   delivery less the units sold in the cycle before that day; it is shown ("осталось N шт") only
 *   when it is at most STOCK_SHOWN_MAX.
 * - Ranking (search, category and shop pages, the bestseller listing): relevance = units sold in the
 *   7 days up to the day × (0.7–1.3, hashed per goods and day) + a hashed 0–0.5, descending, ties by
 *   id; goods not yet listed on the day do not show. A goods has one relevance a day, whichever page
 *   lists it. Pages hold 36 cards like Ozon's; `total` counts every matching goods.
 * - Category page: the goods whose top, sub or leaf category is the id. Bestseller listing (category
 *   WHOLE_CATALOGUE, 0; Ozon's /highlight/bestsellers-…/): every goods of every category on one list,
 *   by the same relevance, so the heads of all categories stand on one page against each other.
 *   Search page: goods whose title contains the word, case-insensitive. Shop page: the shop's goods.
 *   Goods page: one card.
 */

export { CATALOGUE_PAGE_SIZE };
/** The largest stock a card states; above it the page says nothing of stock. */
export const STOCK_SHOWN_MAX = 20;
const OLD_PRICE_SHARE = 0.4;

export interface CatalogueCard {
  goodsId: number;
  title: string;
  /** Kopecks. */
  price: number;
  oldPrice?: number;
  rating: number;
  reviews: number;
  sellerId: number;
  sellerName: string;
  scheme: 'FBO' | 'FBS' | 'rFBS';
  stock?: number;
  brand?: string;
  /** 1-based place on the list (search, category and shop pages). */
  position?: number;
}

export const catalogueRequestSchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  page: z.enum(['search', 'category', 'goods', 'shop']),
  query: z.string().trim().min(1).max(200).optional(),
  /** A category's id, or WHOLE_CATALOGUE (0) for the bestseller listing. */
  categoryId: z.number().int().nonnegative().optional(),
  goodsId: z.number().int().positive().optional(),
  shopId: z.number().int().positive().optional(),
  pageNo: z.number().int().min(1).max(10_000).optional(),
});
export type CatalogueRequest = z.input<typeof catalogueRequestSchema>;

// A deterministic number in [0, 1) from a salt and SQL expressions, computed inside the database.
const hash = (salt: string, ...parts: SQL[]) =>
  sql`(('x' || substr(md5(${salt} || ${sql.join(
    parts.map((p) => sql`':' || (${p})::text`),
    sql` || `,
  )}), 1, 8))::bit(32)::bigint / 4294967296.0)`;

function filterOf(req: z.output<typeof catalogueRequestSchema>): SQL | undefined {
  switch (req.page) {
    case 'category':
      if (req.categoryId === WHOLE_CATALOGUE) return sql`true`;
      return req.categoryId === undefined
        ? undefined
        : sql`(g.type_id = ${req.categoryId} OR g.sub_type_id = ${req.categoryId} OR g.leaf_type_id = ${req.categoryId})`;
    case 'search':
      return req.query === undefined ? undefined : sql`strpos(lower(g.title), lower(${req.query})) > 0`;
    case 'shop':
      return req.shopId === undefined ? undefined : sql`g.shop_id = ${req.shopId}`;
    case 'goods':
      return req.goodsId === undefined ? undefined : sql`g.id = ${req.goodsId}`;
  }
}

/** The cards a page shows on `day` and how many goods match it in all. */
export async function catalogueView(db: Db, input: CatalogueRequest): Promise<{ cards: CatalogueCard[]; total: number }> {
  const req = catalogueRequestSchema.parse(input);
  const filter = filterOf(req);
  if (!filter) return { cards: [], total: 0 };
  const day = req.day;
  const pageNo = req.page === 'goods' ? 1 : (req.pageNo ?? 1);
  const offset = (pageNo - 1) * CATALOGUE_PAGE_SIZE;
  const ranked = await rows<{ id: number; total: number }>(
    db,
    sql`WITH matching AS (
          SELECT g.id, coalesce(s.sales7, 0) * (0.7 + 0.6 * ${hash('rank', sql`g.id`, sql`${day}::text`)})
                 + 0.5 * ${hash('tie', sql`g.id`, sql`${day}::text`)} AS relevance
          FROM goods g
          LEFT JOIN LATERAL (
            SELECT sum(d.sales)::float8 AS sales7 FROM goods_daily d
            WHERE d.goods_id = g.id AND d.day BETWEEN ${day}::date - 6 AND ${day}::date
          ) s ON true
          WHERE ${filter} AND g.listed_on <= ${day}::date
        )
        SELECT id, (count(*) OVER ())::int AS total FROM matching
        ORDER BY relevance DESC, id
        LIMIT ${CATALOGUE_PAGE_SIZE} OFFSET ${offset}`,
  );
  let total = ranked[0]?.total ?? 0;
  if (ranked.length === 0 && offset > 0) {
    const [count] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM goods g WHERE ${filter} AND g.listed_on <= ${day}::date`);
    total = count?.n ?? 0;
  }
  if (ranked.length === 0) return { cards: [], total };
  const cards = await cardsOf(db, day, ranked.map((r) => r.id));
  const byId = new Map(cards.map((c) => [c.goodsId, c]));
  const listed = req.page !== 'goods';
  return {
    total,
    cards: ranked.flatMap((r, i) => {
      const card = byId.get(r.id);
      return card ? [listed ? { ...card, position: offset + i + 1 } : card] : [];
    }),
  };
}

interface CardRow extends Record<string, unknown> {
  id: number;
  title: string;
  price: number;
  old_price: number | null;
  rating: number;
  reviews: number;
  shop_id: number;
  shop_name: string | null;
  scheme: 'FBO' | 'FBS' | 'rFBS' | null;
  brand: string | null;
  stock: number | null;
}

/** The cards of the given goods as a page shows them on `day` (the truth rules above). */
export async function cardsOf(db: Db, day: string, ids: readonly number[]): Promise<CatalogueCard[]> {
  if (ids.length === 0) return [];
  const idList = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
  // Restocking: cycle length L and phase per goods; cycle start = the day's epoch index rounded down.
  const epoch = sql`(${day}::date - date '2000-01-01')`;
  const cycle = sql`(7 + floor(14 * ${hash('cycle', sql`g.id`)}))::int`;
  const phase = sql`floor(20 * ${hash('phase', sql`g.id`)})::int`;
  const result = await rows<CardRow>(
    db,
    sql`WITH base AS (
          SELECT g.*, ${cycle} AS cyc, ${phase} AS ph FROM goods g WHERE g.id IN (${idList})
        ), c AS (
          SELECT b.*, (${day}::date - ((${epoch} + b.ph) % b.cyc)) AS cycle_start FROM base b
        )
        SELECT c.id, c.title,
          (round(coalesce(today.price, c.price) / 100.0) * 100)::int AS price,
          c.old_price, round(c.rating::numeric, 1)::float8 AS rating,
          (c.reviews_base + round(c.review_rate * coalesce(sold.units, 0)))::int AS reviews,
          c.shop_id, s.name AS shop_name, s.fulfilment AS scheme, br.name AS brand,
          (ceil(coalesce(cyc.units, 0) * (1.05 + 0.4 * ${hash('restock', sql`c.id`, sql`c.cycle_start::text`)})) + 1
            - coalesce(cyc.before, 0))::int AS stock
        FROM c
        LEFT JOIN shops s ON s.id = c.shop_id
        LEFT JOIN brands br ON br.id = c.brand_id
        LEFT JOIN LATERAL (
          SELECT CASE WHEN d.sales > 0 THEN d.gmv::float8 / d.sales END AS price FROM goods_daily d
          WHERE d.goods_id = c.id AND d.day = ${day}::date
        ) today ON true
        LEFT JOIN LATERAL (
          SELECT sum(d.sales)::float8 AS units FROM goods_daily d WHERE d.goods_id = c.id AND d.day <= ${day}::date
        ) sold ON true
        LEFT JOIN LATERAL (
          SELECT sum(d.sales)::float8 AS units, sum(d.sales) FILTER (WHERE d.day < ${day}::date)::float8 AS before
          FROM goods_daily d WHERE d.goods_id = c.id AND d.day >= c.cycle_start AND d.day < c.cycle_start + c.cyc
        ) cyc ON true`,
  );
  return result.map((r) => {
    const price = Math.max(100, Number(r.price));
    const card: CatalogueCard = {
      goodsId: Number(r.id),
      title: r.title,
      price,
      rating: Number(r.rating),
      reviews: Number(r.reviews),
      sellerId: Number(r.shop_id),
      sellerName: r.shop_name ?? `${r.shop_id}`,
      scheme: r.scheme ?? 'FBO',
    };
    const old = oldPriceOf(card.goodsId, price, r.old_price === null ? null : Number(r.old_price));
    if (old !== undefined) card.oldPrice = old;
    if (r.stock !== null && Number(r.stock) <= STOCK_SHOWN_MAX) card.stock = Number(r.stock);
    if (r.brand) card.brand = r.brand;
    return card;
  });
}

// FNV-1a over the id and a salt, as a number in [0, 1): the old-price share is decided outside SQL.
function unit(id: number, salt: string): number {
  let h = 0x811c9dc5;
  for (const ch of `${salt}:${id}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h / 4294967296;
}

function oldPriceOf(goodsId: number, price: number, marketOld: number | null): number | undefined {
  if (marketOld !== null) return marketOld > price ? marketOld : undefined;
  if (unit(goodsId, 'old') >= OLD_PRICE_SHARE) return undefined;
  return Math.round((price * (1.15 + 0.45 * unit(goodsId, 'old-factor'))) / 100) * 100;
}
