import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase, testTargets } from '../../testing/db';
import { advanceMarketDay } from './advance';
import { generateMarket } from './generate';
import { generateOffers, importOffers } from './offers';
import { marketSize } from './size';

const LATEST = '2026-11-20';
const cardsOf = (seed: number) => {
  const market = generateMarket({ ...marketSize(), seed });
  return {
    market,
    cards: market.goods.map((g) => ({ id: g.id, shopId: g.shopId, typeId: g.typeId, price: g.price, sellers: g.sellers, minOfferPrice: g.minOfferPrice, listedOn: '2026-01-01' })),
  };
};

describe('generated offers', () => {
  it('are the same for the same seed and match each card\'s sellers and lowest offer', () => {
    const { market, cards } = cardsOf(20240601);
    const a = generateOffers(20240601, cards, market.shops, LATEST);
    const b = generateOffers(20240601, cards, market.shops, LATEST);
    expect(a).toEqual(b);
    expect(a.length).toBeGreaterThan(0);
    for (const card of cards) {
      const mine = a.filter((o) => o.goodsId === card.id);
      expect(mine).toHaveLength(card.sellers - 1);
      expect(new Set(mine.map((o) => o.sellerId)).size).toBe(mine.length);
      expect(mine.some((o) => o.sellerId === card.shopId)).toBe(false);
      if (mine.length) expect(Math.min(...mine.map((o) => o.price))).toBe(card.minOfferPrice);
      for (const o of mine) expect(o.firstSeen <= LATEST).toBe(true);
    }
  });

  it('leave the rest of the market as the seed always made it', () => {
    const before = generateMarket({ ...marketSize(), seed: 7 });
    const { market, cards } = cardsOf(7);
    generateOffers(7, cards, market.shops, LATEST);
    expect(market.goods).toEqual(before.goods);
  });
});

describe.each(testTargets)('offers in the database on $name', ({ url }) => {
  let database: Database;
  const query = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => (await database.db.execute<T>(q)).rows;
  beforeAll(async () => {
    database = await openTestDatabase(url);
  });
  afterAll(async () => database.close());

  it('are seeded consistent with the cards, and the daily step moves them deterministically', async () => {
    const mismatched = await query(sql`
      SELECT g.id FROM goods g LEFT JOIN (SELECT goods_id, count(*)::int AS n, min(price) AS low FROM offers WHERE left_on IS NULL GROUP BY goods_id) o ON o.goods_id = g.id
      WHERE g.sellers <> 1 + coalesce(o.n, 0) OR (o.n > 0 AND g.min_offer_price <> o.low)`);
    expect(mismatched).toHaveLength(0);
    const snapshot = async () => query<{ goods_id: number; seller_id: number; price: number; first_seen: string; left_on: string | null }>(
      sql`SELECT goods_id, seller_id, price, first_seen::text, left_on::text FROM offers ORDER BY goods_id, seller_id`,
    );
    const day = await advanceMarketDay(database.db);
    const after = await snapshot();
    expect(after.filter((o) => o.first_seen === day).length).toBeGreaterThan(0);
    expect(after.filter((o) => o.left_on === day).length).toBeGreaterThan(0);
    // A joining seller is never the card's own shop and comes from the card's category when it has other shops.
    const [joined] = await query<{ own: number; n: number; astray: number }>(sql`
      SELECT count(*) FILTER (WHERE o.seller_id = g.shop_id)::int AS own, count(*)::int AS n,
             count(*) FILTER (WHERE s.type_id <> g.type_id AND EXISTS (SELECT 1 FROM shops x WHERE x.type_id = g.type_id AND x.id <> g.shop_id))::int AS astray
      FROM offers o JOIN goods g ON g.id = o.goods_id JOIN shops s ON s.id = o.seller_id WHERE o.first_seen = ${day}::date`);
    expect(joined?.n).toBeGreaterThan(0);
    expect(joined?.own).toBe(0);
    expect(joined?.astray).toBe(0);
    const again = await query<{ sellers: number; min_offer_price: number; n: number; low: number | null }>(sql`
      SELECT g.sellers, g.min_offer_price, coalesce(o.n, 0)::int AS n, o.low FROM goods g
      LEFT JOIN (SELECT goods_id, count(*)::int AS n, min(price) AS low FROM offers WHERE left_on IS NULL GROUP BY goods_id) o ON o.goods_id = g.id`);
    expect(again.every((g) => g.sellers === 1 + g.n)).toBe(true);

    // The same seed and day on a second copy of the market makes the same moves.
    const twin = await openTestDatabase(url);
    try {
      await advanceMarketDay(twin.db);
      const twinOffers = (await twin.db.execute(sql`SELECT goods_id, seller_id, price, first_seen::text, left_on::text FROM offers ORDER BY goods_id, seller_id`)).rows;
      expect(twinOffers).toEqual(after);
    } finally {
      await twin.close();
    }
  }, 180_000);

  it('import all or nothing: one bad row refuses the file; a good file makes the cards\' offers exactly its rows', async () => {
    const [card] = await query<{ id: number; shop_id: number }>(sql`SELECT id, shop_id FROM goods WHERE sellers > 2 ORDER BY id LIMIT 1`);
    const others = await query<{ id: number }>(sql`SELECT id FROM shops WHERE id <> ${card?.shop_id} ORDER BY id LIMIT 3`);
    const before = await query(sql`SELECT * FROM offers ORDER BY goods_id, seller_id`);
    const bad = await importOffers(database.db, {
      asOf: '2026-11-22',
      offers: [
        { goodsId: Number(card?.id), sellerId: Number(others[0]?.id), price: 99_000 },
        { goodsId: Number(card?.id), sellerId: Number(card?.shop_id), price: 99_000 },
        { goodsId: 7, sellerId: Number(others[1]?.id), price: 99_000 },
      ],
    });
    expect(bad.kind).toBe('invalid');
    expect(bad.kind === 'invalid' ? bad.issues.join('\n') : '').toMatch(/own shop[\s\S]*no goods 7/);
    expect(await query(sql`SELECT * FROM offers ORDER BY goods_id, seller_id`)).toEqual(before);

    const good = await importOffers(database.db, {
      asOf: '2026-11-22',
      offers: [
        { goodsId: Number(card?.id), sellerId: Number(others[0]?.id), price: 99_000 },
        { goodsId: Number(card?.id), sellerId: Number(others[1]?.id), price: 95_000, firstSeen: '2026-11-21' },
      ],
    });
    expect(good).toMatchObject({ kind: 'ok', cards: 1, offers: 2 });
    const active = await query<{ seller_id: number }>(sql`SELECT seller_id FROM offers WHERE goods_id = ${card?.id} AND left_on IS NULL ORDER BY seller_id`);
    expect(active.map((o) => Number(o.seller_id)).sort()).toEqual([Number(others[0]?.id), Number(others[1]?.id)].sort());
    const [after] = await query<{ sellers: number; min_offer_price: number }>(sql`SELECT sellers, min_offer_price FROM goods WHERE id = ${card?.id}`);
    expect(after).toMatchObject({ sellers: 3 });
    expect(after?.min_offer_price).toBeLessThanOrEqual(95_000);
  });
});
