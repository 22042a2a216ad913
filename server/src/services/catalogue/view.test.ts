import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase, testTargets } from '../../testing/db';
import { WHOLE_CATALOGUE } from '@marketlens/core/ozon/catalogue-text';
import { rows } from '../market/window';
import { CATALOGUE_PAGE_SIZE, STOCK_SHOWN_MAX, catalogueView } from './view';

/** The first element, which the test expects to be there. */
function one<T>(items: readonly T[] | T | undefined): T extends readonly (infer U)[] ? U : NonNullable<T> {
  const item = Array.isArray(items) ? items[0] : items;
  if (item === undefined || item === null) throw new Error('expected a row');
  return item as T extends readonly (infer U)[] ? U : NonNullable<T>;
}

const shift = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

describe.each(testTargets)('catalogue view ($name)', ({ url }) => {
  let database: Database;
  let day: string;
  beforeAll(async () => {
    database = await openTestDatabase(url);
    const [latest] = await rows<{ day: string }>(database.db, sql`SELECT max(day)::text AS day FROM goods_daily`);
    day = shift(one(latest).day, -3);
  });
  afterAll(() => database.close());

  it('ranks by recent sales, 36 a page, with every matching goods counted', async () => {
    // A letter nearly every Russian title holds gives a list longer than a page on the small test market.
    const [count] = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM goods WHERE strpos(lower(title), 'о') > 0 AND listed_on <= ${day}::date`);
    expect(one(count).n).toBeGreaterThan(CATALOGUE_PAGE_SIZE);
    const first = await catalogueView(database.db, { day, page: 'search', query: 'о' });
    expect(first.total).toBe(one(count).n);
    expect(first.cards).toHaveLength(CATALOGUE_PAGE_SIZE);
    expect(first.cards.map((c) => c.position)).toEqual(first.cards.map((_, i) => i + 1));
    const second = await catalogueView(database.db, { day, page: 'search', query: 'о', pageNo: 2 });
    expect(second.cards[0]?.position).toBe(CATALOGUE_PAGE_SIZE + 1);
    expect(new Set([...first.cards, ...second.cards].map((c) => c.goodsId)).size).toBe(first.cards.length + second.cards.length);
    const beyond = await catalogueView(database.db, { day, page: 'search', query: 'о', pageNo: 50 });
    expect(beyond).toEqual({ cards: [], total: one(count).n });
    // Mostly recent sales: the first page sold more in the last 7 days than the second.
    const sales7 = async (ids: number[]) => {
      const [r] = await rows<{ n: number }>(
        database.db,
        sql`SELECT coalesce(sum(sales), 0)::int AS n FROM goods_daily WHERE goods_id IN (${sql.join(ids.map((i) => sql`${i}::int`), sql`, `)}) AND day BETWEEN ${day}::date - 6 AND ${day}::date`,
      );
      return one(r).n;
    };
    expect(await sales7(first.cards.map((c) => c.goodsId))).toBeGreaterThan(await sales7(second.cards.map((c) => c.goodsId)));
    expect(await catalogueView(database.db, { day, page: 'search', query: 'о' })).toEqual(first);
  });

  it('lists a category at its top and sub level', async () => {
    const [sub] = await rows<{ type_id: number; sub_type_id: number; n: number }>(
      database.db,
      sql`SELECT type_id, sub_type_id, count(*)::int AS n FROM goods WHERE listed_on <= ${day}::date GROUP BY 1, 2 ORDER BY n DESC LIMIT 1`,
    );
    const [top] = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM goods WHERE type_id = ${one(sub).type_id} AND listed_on <= ${day}::date`);
    expect((await catalogueView(database.db, { day, page: 'category', categoryId: one(sub).type_id })).total).toBe(one(top).n);
    const page = await catalogueView(database.db, { day, page: 'category', categoryId: one(sub).sub_type_id });
    expect(page.total).toBe(one(sub).n);
    expect(page.cards.length).toBe(Math.min(one(sub).n, CATALOGUE_PAGE_SIZE));
  });

  it('lists every category\'s goods on the bestseller listing by the same relevance, 36 a page', async () => {
    const [count] = await rows<{ n: number; tops: number }>(
      database.db,
      sql`SELECT count(*)::int AS n, count(DISTINCT type_id)::int AS tops FROM goods WHERE listed_on <= ${day}::date`,
    );
    expect(one(count).tops).toBeGreaterThan(1);
    const first = await catalogueView(database.db, { day, page: 'category', categoryId: WHOLE_CATALOGUE });
    expect(first.total).toBe(one(count).n);
    expect(first.cards).toHaveLength(CATALOGUE_PAGE_SIZE);
    expect(first.cards.map((c) => c.position)).toEqual(first.cards.map((_, i) => i + 1));
    const second = await catalogueView(database.db, { day, page: 'category', categoryId: WHOLE_CATALOGUE, pageNo: 2 });
    expect(second.cards.map((c) => c.position)).toEqual(second.cards.map((_, i) => CATALOGUE_PAGE_SIZE + i + 1));
    const listed = [...first.cards, ...second.cards];
    expect(new Set(listed.map((c) => c.goodsId)).size).toBe(listed.length);
    // The heads of several top categories share the first page.
    const typeOf = new Map(
      (await rows<{ id: number; type_id: number }>(database.db, sql`SELECT id, type_id FROM goods WHERE listed_on <= ${day}::date`)).map((g) => [g.id, g.type_id]),
    );
    const tops = [...new Set(first.cards.map((c) => typeOf.get(c.goodsId)))];
    expect(tops.length).toBeGreaterThan(1);
    // Each top category's goods stand in the order of its own page: one relevance a goods and day,
    // whichever page lists it; the listing's first place is the first place of its category's page.
    for (const top of tops.slice(0, 3)) {
      const own = await catalogueView(database.db, { day, page: 'category', categoryId: Number(top) });
      const ownIds = own.cards.map((c) => c.goodsId);
      const onListing = listed.filter((c) => typeOf.get(c.goodsId) === top).map((c) => c.goodsId);
      expect(onListing.filter((id) => ownIds.includes(id))).toEqual(ownIds.filter((id) => onListing.includes(id)));
      expect(onListing[0]).toBe(ownIds[0]);
    }
    // Mostly recent sales: the first page sold more in the last 7 days than the second.
    const [sold] = await rows<{ a: number; b: number }>(
      database.db,
      sql`SELECT coalesce(sum(sales) FILTER (WHERE goods_id IN (${sql.join(first.cards.map((c) => sql`${c.goodsId}::int`), sql`, `)})), 0)::int AS a,
                 coalesce(sum(sales) FILTER (WHERE goods_id IN (${sql.join(second.cards.map((c) => sql`${c.goodsId}::int`), sql`, `)})), 0)::int AS b
          FROM goods_daily WHERE day BETWEEN ${day}::date - 6 AND ${day}::date`,
    );
    expect(one(sold).a).toBeGreaterThan(one(sold).b);
    // The same day gives the same page; another day reorders it by that day's sales and noise.
    expect(await catalogueView(database.db, { day, page: 'category', categoryId: WHOLE_CATALOGUE })).toEqual(first);
    const next = await catalogueView(database.db, { day: shift(day, 1), page: 'category', categoryId: WHOLE_CATALOGUE });
    expect(next.cards.map((c) => c.goodsId)).not.toEqual(first.cards.map((c) => c.goodsId));
  });

  it('shows the day\'s price, reviews grown by the units sold, the seller, scheme and brand', async () => {
    const [g] = await rows<{ id: number; price: number; reviews: number; shop: string; fulfilment: string; brand: string }>(
      database.db,
      sql`SELECT g.id, (round(d.gmv::float8 / d.sales / 100) * 100)::int AS price,
            (g.reviews_base + round(g.review_rate * (SELECT sum(sales) FROM goods_daily x WHERE x.goods_id = g.id AND x.day <= ${day}::date)))::int AS reviews,
            s.name AS shop, s.fulfilment, b.name AS brand
          FROM goods g JOIN goods_daily d ON d.goods_id = g.id AND d.day = ${day}::date AND d.sales > 0
          JOIN shops s ON s.id = g.shop_id JOIN brands b ON b.id = g.brand_id ORDER BY d.sales DESC LIMIT 1`,
    );
    const { cards, total } = await catalogueView(database.db, { day, page: 'goods', goodsId: one(g).id });
    expect(total).toBe(1);
    expect(cards[0]).toMatchObject({ goodsId: one(g).id, price: one(g).price, reviews: one(g).reviews, sellerName: one(g).shop, scheme: one(g).fulfilment, brand: one(g).brand });
    expect(one(cards).position).toBeUndefined();
    const later = await catalogueView(database.db, { day: shift(day, 2), page: 'goods', goodsId: one(g).id });
    expect(one(later.cards).reviews).toBeGreaterThanOrEqual(one(cards).reviews);
  });

  it('finds a word in titles whatever its case, and a shop\'s goods', async () => {
    // A word of a best-selling goods' title.
    const [w] = await rows<{ title: string }>(database.db, sql`SELECT g.title FROM goods g JOIN goods_daily d ON d.goods_id = g.id AND d.day = ${day}::date ORDER BY d.sales DESC LIMIT 1`);
    const word = one(one(w).title.split(' ').filter((x) => x.length > 3));
    const [count] = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM goods WHERE strpos(lower(title), lower(${word})) > 0 AND listed_on <= ${day}::date`);
    const found = await catalogueView(database.db, { day, page: 'search', query: word.toUpperCase() });
    expect(found.total).toBe(one(count).n);
    for (const c of found.cards) expect(c.title.toLowerCase()).toContain(word.toLowerCase());
    const shopId = found.cards[0]?.sellerId ?? 0;
    const shop = await catalogueView(database.db, { day, page: 'shop', shopId });
    expect(shop.total).toBeGreaterThan(0);
    for (const c of shop.cards) expect(c.sellerId).toBe(shopId);
  });

  it('states stock only when low, falling by the units sold between restocks', async () => {
    const [cat] = await rows<{ type_id: number }>(database.db, sql`SELECT type_id FROM goods GROUP BY type_id ORDER BY count(*) DESC LIMIT 1`);
    const today = await catalogueView(database.db, { day, page: 'category', categoryId: one(cat).type_id });
    const withStock = today.cards.filter((c) => c.stock !== undefined);
    for (const c of withStock) expect(c.stock).toBeLessThanOrEqual(STOCK_SHOWN_MAX);
    expect(withStock.length).toBeGreaterThan(0);
    const all = [...today.cards.filter((c) => c.oldPrice !== undefined)];
    for (const c of all) expect((c.oldPrice ?? 0) / c.price).toBeGreaterThanOrEqual(1.1);
    // Next day's stock is either this day's less the units sold this day, or a delivery.
    const next = await catalogueView(database.db, { day: shift(day, 1), page: 'goods', goodsId: one(withStock).goodsId });
    const [sold] = await rows<{ n: number }>(database.db, sql`SELECT coalesce(sum(sales), 0)::int AS n FROM goods_daily WHERE goods_id = ${one(withStock).goodsId} AND day = ${day}::date`);
    const after = one(next.cards).stock;
    const before = one(withStock).stock ?? 0;
    if (after !== undefined && after < before) expect(after).toBe(before - one(sold).n);
  });

  it('shows nothing for a page without its subject', async () => {
    expect(await catalogueView(database.db, { day, page: 'search' })).toEqual({ cards: [], total: 0 });
    expect(await catalogueView(database.db, { day, page: 'goods', goodsId: 1 })).toEqual({ cards: [], total: 0 });
  });
});
