import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { createRng } from './rng';
import { rows } from './window';

export interface OfferRow {
  goodsId: number;
  sellerId: number;
  price: number;
  firstSeen: string;
}

interface CardRow {
  id: number;
  shopId: number;
  typeId: number;
  price: number;
  sellers: number;
  minOfferPrice: number;
  listedOn: string;
}

const shiftDay = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

/**
 * The other sellers on each card, matching the card's `sellers` count and lowest offer: the cheapest
 * offer is the card's `minOfferPrice`, the rest sit between it and a little above the card's price;
 * sellers come mostly from shops of the card's category. Drawn from a stream of their own (seed × 31
 * + 13), so the rest of the market stays what the seed always made. Deterministic per seed and rows.
 */
export function generateOffers(seed: number, cards: readonly CardRow[], shops: readonly { id: number; typeId: number }[], latest: string): OfferRow[] {
  const rng = createRng(seed * 31 + 13);
  const byType = new Map<number, number[]>();
  for (const s of shops) byType.set(s.typeId, [...(byType.get(s.typeId) ?? []), s.id]);
  const all = shops.map((s) => s.id);
  const out: OfferRow[] = [];
  for (const card of [...cards].sort((a, b) => a.id - b.id)) {
    const others = card.sellers - 1;
    if (others <= 0) continue;
    const taken = new Set<number>([card.shopId]);
    const sameType = byType.get(card.typeId) ?? [];
    const sinceListing = Math.max(0, Math.round((Date.parse(`${latest}T00:00:00Z`) - Date.parse(`${card.listedOn}T00:00:00Z`)) / 86_400_000));
    for (let i = 0; i < others && taken.size < all.length; i++) {
      let sellerId = rng.next() < 0.7 && sameType.length > 1 ? rng.pick(sameType) : rng.pick(all);
      for (let tries = 0; taken.has(sellerId) && tries < 20; tries++) sellerId = rng.pick(all);
      if (taken.has(sellerId)) sellerId = all.find((id) => !taken.has(id)) ?? sellerId;
      taken.add(sellerId);
      const price = i === 0 ? card.minOfferPrice : Math.max(card.minOfferPrice, Math.round((card.price * (0.9 + 0.15 * rng.next())) / 100) * 100);
      out.push({ goodsId: card.id, sellerId, price, firstSeen: shiftDay(latest, -rng.int(0, Math.min(60, sinceListing))) });
    }
  }
  return out;
}

/** Generates the offers once, from the goods and shops in the database (an older database gains them on its next start). */
export async function seedOffers(db: Db, seed: number): Promise<void> {
  const [state] = await rows<{ offers: number; goods: number; latest: string | null }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM offers) AS offers, (SELECT count(*)::int FROM goods) AS goods, (SELECT max(day)::text FROM goods_daily) AS latest`,
  );
  if (!state || state.offers > 0 || state.goods === 0 || !state.latest) return;
  const cards = await rows<{ id: number; shop_id: number; type_id: number; price: number; sellers: number; min_offer_price: number; listed_on: string }>(
    db,
    sql`SELECT id, shop_id, type_id, price, sellers, min_offer_price, listed_on::text FROM goods WHERE sellers > 1 ORDER BY id`,
  );
  const shops = await rows<{ id: number; type_id: number }>(db, sql`SELECT id, type_id FROM shops ORDER BY id`);
  const generated = generateOffers(
    Math.trunc(seed),
    cards.map((c) => ({ id: Number(c.id), shopId: Number(c.shop_id), typeId: Number(c.type_id), price: Number(c.price), sellers: Number(c.sellers), minOfferPrice: Number(c.min_offer_price), listedOn: c.listed_on })),
    shops.map((s) => ({ id: Number(s.id), typeId: Number(s.type_id) })),
    state.latest,
  );
  await db.transaction(async (tx) => {
    for (let i = 0; i < generated.length; i += 2000) {
      await tx.execute(sql`
        INSERT INTO offers (goods_id, seller_id, price, first_seen)
        SELECT o.goods_id, o.seller_id, o.price, o.first_seen::date
        FROM jsonb_to_recordset(${JSON.stringify(generated.slice(i, i + 2000).map((o) => ({ goods_id: o.goodsId, seller_id: o.sellerId, price: o.price, first_seen: o.firstSeen })))}::jsonb)
             AS o(goods_id int, seller_id int, price int, first_seen text)
        ON CONFLICT DO NOTHING`);
    }
  });
}

/** Sets each card's seller count and lowest offer from its current offers (`ids`: only these cards). */
export async function refreshCardOffers(tx: Pick<Db, 'execute'>, ids?: readonly number[]): Promise<void> {
  const only = ids ? sql`WHERE g2.id IN (SELECT unnest(${`{${ids.join(',')}}`}::int[]))` : sql``;
  await tx.execute(sql`
    UPDATE goods g SET sellers = 1 + coalesce(x.n, 0), min_offer_price = LEAST(g.price, coalesce(x.low, g.price))
    FROM (SELECT g2.id, o.n, o.low FROM goods g2
          LEFT JOIN (SELECT goods_id, count(*)::int AS n, min(price) AS low FROM offers WHERE left_on IS NULL GROUP BY goods_id) o ON o.goods_id = g2.id
          ${only}) x
    WHERE x.id = g.id AND (g.sellers <> 1 + coalesce(x.n, 0) OR g.min_offer_price <> LEAST(g.price, coalesce(x.low, g.price)))`);
  // The lists filter on the rollup's copy of the count.
  const copies = ids ? sql` AND g.id IN (SELECT unnest(${`{${ids.join(',')}}`}::int[]))` : sql``;
  await tx.execute(sql`UPDATE goods_window gw SET sellers = g.sellers FROM goods g WHERE g.id = gw.goods_id AND gw.sellers <> g.sellers${copies}`);
}

// A deterministic number in [0, 1) per seed, salt, row and day, computed inside the database.
const noise = (seed: number, salt: string, id: string, day: string) =>
  sql.raw(`(('x' || substr(md5('${seed}:${salt}:' || ${id} || ':' || '${day}'), 1, 8))::bit(32)::bigint / 4294967296.0)`);

/**
 * The offers' move of one market day (inside the daily step's transaction): about 3 % of sellers
 * leave their card, some change price, and new sellers join selling cards — a busier card draws
 * them more often (1 % … 25 % a day), each joining a little below or near the card's price. A seller
 * that left may come back. Deterministic per seed and day; the cards' counts follow.
 */
export async function stepOffers(tx: Pick<Db, 'execute'>, seed: number, day: string): Promise<void> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`bad day ${day}`);
  await tx.execute(sql`
    UPDATE offers o SET left_on = ${day}::date
    WHERE o.left_on IS NULL AND o.first_seen < ${day}::date AND ${noise(seed, 'ol', "o.goods_id || '-' || o.seller_id", day)} < 0.03`);
  await tx.execute(sql`
    UPDATE offers o SET price = GREATEST(100, (round(o.price * (0.9 + 0.15 * ${noise(seed, 'op', "o.goods_id || '-' || o.seller_id", day)}) / 100) * 100)::int)
    WHERE o.left_on IS NULL AND ${noise(seed, 'opm', "o.goods_id || '-' || o.seller_id", day)} < 0.05`);
  // The joining seller: one of the other shops of the card's category, drawn by the card's noise and
  // found by its place in the category (an index, not a sort of every shop per card); a category with
  // no other shop draws from the whole market the same way.
  await tx.execute(sql`
    WITH ranked AS MATERIALIZED (
      SELECT id, type_id,
             (row_number() OVER (PARTITION BY type_id ORDER BY id) - 1)::int AS rn,
             (row_number() OVER (ORDER BY id) - 1)::int AS grn, count(*) OVER ()::int AS gn
      FROM shops),
    drawn AS (
      SELECT g.id, g.price, g.type_id, floor(${noise(seed, 'ojs', 'g.id', day)} * 1000000000)::bigint AS r,
             coalesce(t.n, 0) - (CASE WHEN own.type_id = g.type_id THEN 1 ELSE 0 END) AS m,
             CASE WHEN own.type_id = g.type_id THEN own.rn END AS own_rn, own.grn AS own_grn, own.gn
      FROM goods g
      JOIN ranked own ON own.id = g.shop_id
      LEFT JOIN (SELECT type_id, count(*)::int AS n FROM shops GROUP BY type_id) t ON t.type_id = g.type_id
      WHERE g.base_sales >= 1 AND own.gn > 1 AND ${noise(seed, 'oj', 'g.id', day)} < LEAST(0.25, 0.01 + g.base_sales / 400)),
    joining AS (
      -- The drawn place among the others: past the card's own shop, one further.
      SELECT id, price, type_id, m,
             CASE WHEN m > 0 THEN (r % m)::int + (CASE WHEN own_rn IS NOT NULL AND (r % m)::int >= own_rn THEN 1 ELSE 0 END) END AS pick,
             (r % (gn - 1))::int + (CASE WHEN (r % (gn - 1))::int >= own_grn THEN 1 ELSE 0 END) AS any_pick
      FROM drawn),
    picked AS (
      SELECT j.id, j.price, coalesce(same.id, other.id) AS seller_id FROM joining j
      LEFT JOIN ranked same ON j.m > 0 AND same.type_id = j.type_id AND same.rn = j.pick
      LEFT JOIN ranked other ON j.m <= 0 AND other.grn = j.any_pick)
    INSERT INTO offers AS o (goods_id, seller_id, price, first_seen)
    SELECT p.id, p.seller_id, GREATEST(100, (round(p.price * (0.82 + 0.2 * ${noise(seed, 'ojp', 'p.id', day)}) / 100) * 100)::int), ${day}::date
    FROM picked p WHERE p.seller_id IS NOT NULL
    ON CONFLICT (goods_id, seller_id) DO UPDATE SET left_on = NULL, first_seen = excluded.first_seen, price = excluded.price
      WHERE o.left_on IS NOT NULL`);
  await refreshCardOffers(tx);
}

/** The import file of offers: the sellers observed on each listed card on `asOf` (kopecks). */
export const offersImportSchema = z.object({
  asOf: z.iso.date(),
  offers: z
    .array(
      z.object({
        goodsId: z.number().int().positive(),
        sellerId: z.number().int().positive(),
        price: z.number().int().min(100).max(1_000_000_000),
        firstSeen: z.iso.date().optional(),
      }),
    )
    .min(1)
    .max(1_000_000),
});
export type OffersImport = z.infer<typeof offersImportSchema>;

export type OffersImportOutcome = { kind: 'invalid'; issues: string[] } | { kind: 'ok'; cards: number; offers: number; left: number };

/**
 * Imports observed offers, all or nothing: the file is checked whole (shape, known goods and shops,
 * one row per card and seller, no card's own shop, no day after `asOf`), then in one transaction each
 * listed card's offers become exactly those in the file — sellers no longer there leave on `asOf`,
 * new ones join (on `firstSeen`, else `asOf`), prices move — and the cards' counts follow.
 */
export async function importOffers(db: Db, raw: unknown): Promise<OffersImportOutcome> {
  const parsed = offersImportSchema.safeParse(raw);
  if (!parsed.success) return { kind: 'invalid', issues: parsed.error.issues.slice(0, 20).map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`) };
  const file = parsed.data;
  const issues: string[] = [];
  const seen = new Set<string>();
  file.offers.forEach((o, i) => {
    const key = `${o.goodsId}:${o.sellerId}`;
    if (seen.has(key)) issues.push(`offers.${i}: goods ${o.goodsId} lists seller ${o.sellerId} twice`);
    seen.add(key);
    if (o.firstSeen && o.firstSeen > file.asOf) issues.push(`offers.${i}.firstSeen: after asOf ${file.asOf}`);
  });
  const goodsIds = [...new Set(file.offers.map((o) => o.goodsId))];
  const sellerIds = [...new Set(file.offers.map((o) => o.sellerId))];
  const known = await rows<{ id: number; shop_id: number }>(db, sql`SELECT id, shop_id FROM goods WHERE id IN (SELECT unnest(${`{${goodsIds.join(',')}}`}::int[]))`);
  const ownShop = new Map(known.map((g) => [Number(g.id), Number(g.shop_id)]));
  const shops = new Set((await rows<{ id: number }>(db, sql`SELECT id FROM shops WHERE id IN (SELECT unnest(${`{${sellerIds.join(',')}}`}::int[]))`)).map((s) => Number(s.id)));
  file.offers.forEach((o, i) => {
    if (!ownShop.has(o.goodsId)) issues.push(`offers.${i}.goodsId: no goods ${o.goodsId} in the market`);
    else if (ownShop.get(o.goodsId) === o.sellerId) issues.push(`offers.${i}.sellerId: ${o.sellerId} is the card's own shop`);
    if (!shops.has(o.sellerId)) issues.push(`offers.${i}.sellerId: no shop ${o.sellerId} in the market`);
  });
  if (issues.length) return { kind: 'invalid', issues: issues.slice(0, 50) };
  return db.transaction(async (tx) => {
    const payload = JSON.stringify(file.offers.map((o) => ({ goods_id: o.goodsId, seller_id: o.sellerId, price: o.price, first_seen: o.firstSeen ?? file.asOf })));
    const left = await tx.execute<{ n: number }>(sql`
      WITH gone AS (
        UPDATE offers o SET left_on = ${file.asOf}::date
        WHERE o.left_on IS NULL AND o.goods_id IN (SELECT unnest(${`{${goodsIds.join(',')}}`}::int[]))
          AND NOT EXISTS (SELECT 1 FROM jsonb_to_recordset(${payload}::jsonb) AS f(goods_id int, seller_id int) WHERE f.goods_id = o.goods_id AND f.seller_id = o.seller_id)
        RETURNING 1)
      SELECT count(*)::int AS n FROM gone`);
    await tx.execute(sql`
      INSERT INTO offers AS o (goods_id, seller_id, price, first_seen)
      SELECT f.goods_id, f.seller_id, f.price, f.first_seen::date FROM jsonb_to_recordset(${payload}::jsonb) AS f(goods_id int, seller_id int, price int, first_seen text)
      ON CONFLICT (goods_id, seller_id) DO UPDATE SET price = excluded.price,
        first_seen = CASE WHEN o.left_on IS NULL THEN o.first_seen ELSE excluded.first_seen END, left_on = NULL`);
    await refreshCardOffers(tx, goodsIds);
    return { kind: 'ok' as const, cards: goodsIds.length, offers: file.offers.length, left: Number(left.rows[0]?.n ?? 0) };
  });
}
