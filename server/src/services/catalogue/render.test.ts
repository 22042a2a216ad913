import { parseCataloguePage } from '@marketlens/core/ozon/catalogue-page';
import { BESTSELLERS_PATH, CATALOGUE_PAGE_SIZE, WHOLE_CATALOGUE } from '@marketlens/core/ozon/catalogue-text';
import { sql } from 'drizzle-orm';
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../testing/db';
import { rows } from '../market/window';
import { renderCataloguePage } from './render';
import { catalogueView, type CatalogueCard } from './view';

const BASE = 'http://127.0.0.1:8310';
const parse = (markup: string, path: string) => parseCataloguePage(parseHTML(markup).document, `${BASE}${path}`);

/** What the parser should read back of a card: everything the page showed (a card without reviews has no rating on Ozon). */
const expected = (c: CatalogueCard) => ({
  goodsId: c.goodsId,
  title: c.title,
  price: c.price,
  ...(c.oldPrice !== undefined && { oldPrice: c.oldPrice }),
  ...(c.reviews > 0 && c.rating > 0 && { rating: c.rating }),
  reviews: c.reviews,
  sellerId: c.sellerId,
  sellerName: c.sellerName,
  scheme: c.scheme,
  ...(c.stock !== undefined && { stock: c.stock }),
  ...(c.brand !== undefined && { brand: c.brand }),
  ...(c.position !== undefined && { position: c.position }),
});

describe('rendered catalogue pages read back by the page parser', () => {
  let database: Database;
  let day: string;
  beforeAll(async () => {
    database = await openTestDatabase(undefined);
    const [latest] = await rows<{ day: string }>(database.db, sql`SELECT (max(day) - 1)::text AS day FROM goods_daily`);
    day = latest?.day ?? '';
  });
  afterAll(() => database.close());

  it('a search page gives every card as the truth made it, from the widget state and from the tiles alone', async () => {
    const view = await catalogueView(database.db, { day, page: 'search', query: 'о', pageNo: 2 });
    expect(view.cards.length).toBeGreaterThan(0);
    const markup = renderCataloguePage({ kind: 'search', query: 'о', pageNo: 2, ...view });
    const want = view.cards.map((c) => ({ ...expected(c), page: 'search', query: 'о' }));
    expect(parse(markup, '/search/?text=%D0%BE&page=2')).toEqual(want);
    // Without the widget state the visible tiles say the same (the brand shows as text only in the state).
    const tilesOnly = markup.replace(/<div id="state-searchResultsV2-[^>]*><\/div>/, '');
    expect(tilesOnly).not.toBe(markup);
    expect(parse(tilesOnly, '/search/?text=%D0%BE&page=2')).toEqual(want.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'brand' && key !== 'scheme'))));
  });

  it('a category and a shop page carry their id and the cards\' positions', async () => {
    const [cat] = await rows<{ id: number; name: string }>(database.db, sql`SELECT type_id AS id, name_ru AS name FROM categories WHERE parent_id IS NULL ORDER BY type_id LIMIT 1`);
    const view = await catalogueView(database.db, { day, page: 'category', categoryId: cat?.id ?? 0 });
    const markup = renderCataloguePage({ kind: 'category', categoryId: cat?.id ?? 0, name: cat?.name ?? '', pageNo: 1, ...view });
    expect(parse(markup, `/category/x-${cat?.id}/`)).toEqual(view.cards.map((c) => ({ ...expected(c), page: 'category', categoryId: cat?.id })));
    const shopId = view.cards[0]?.sellerId ?? 0;
    const shop = await catalogueView(database.db, { day, page: 'shop', shopId });
    const shopMarkup = renderCataloguePage({ kind: 'shop', shopId, name: view.cards[0]?.sellerName ?? '', pageNo: 1, ...shop });
    expect(parse(shopMarkup, `/seller/x-${shopId}/`)).toEqual(shop.cards.map((c) => ({ ...expected(c), page: 'shop', shopId })));
  });

  it('the bestseller listing reads back as the whole catalogue\'s category page, its next page linked', async () => {
    const view = await catalogueView(database.db, { day, page: 'category', categoryId: WHOLE_CATALOGUE, pageNo: 2 });
    expect(view.cards).toHaveLength(CATALOGUE_PAGE_SIZE);
    const markup = renderCataloguePage({ kind: 'bestsellers', pageNo: 2, ...view });
    expect(parse(markup, `${BESTSELLERS_PATH}?page=2`)).toEqual(view.cards.map((c) => ({ ...expected(c), page: 'category', categoryId: WHOLE_CATALOGUE })));
    expect(markup).toContain(`href="${BESTSELLERS_PATH}?page=3"`);
    expect(markup).toContain(`href="${BESTSELLERS_PATH}?page=1"`);
  });

  it('a goods page gives its one card, with stock and old price where the truth has them', async () => {
    const list: CatalogueCard[] = [];
    for (let pageNo = 1; pageNo <= 4; pageNo++) list.push(...(await catalogueView(database.db, { day, page: 'search', query: 'о', pageNo })).cards);
    const withStock = list.find((c) => c.stock !== undefined && c.oldPrice !== undefined) ?? list.find((c) => c.stock !== undefined);
    expect(withStock).toBeDefined();
    const { cards } = await catalogueView(database.db, { day, page: 'goods', goodsId: withStock?.goodsId ?? 0 });
    const card = cards[0];
    expect(card).toBeDefined();
    if (!card) return;
    const markup = renderCataloguePage({ kind: 'goods', card });
    expect(parse(markup, `/product/x-${card.goodsId}/`)).toEqual([{ ...expected(card), page: 'goods' }]);
    expect(markup).toContain('application/ld+json');
    expect(parse(renderCataloguePage({ kind: 'goods', card: undefined }), '/product/x-1234567/')).toEqual([]);
  });

  it('escapes what the market holds: a title with markup stays text', () => {
    const card: CatalogueCard = { goodsId: 4242, title: `Кружка "<b>'A&B'</b>" </script>`, price: 99_900, rating: 4.5, reviews: 3, sellerId: 7, sellerName: 'Shop <i>', scheme: 'FBO' };
    const markup = renderCataloguePage({ kind: 'search', query: 'кружка', pageNo: 1, cards: [{ ...card, position: 1 }], total: 1 });
    expect(markup).not.toContain('<b>');
    expect(parse(markup, '/search/?text=кружка')).toEqual([{ ...expected({ ...card, position: 1 }), page: 'search', query: 'кружка' }]);
    const goods = renderCataloguePage({ kind: 'goods', card });
    expect(parse(goods, '/product/x-4242/')).toEqual([{ ...expected(card), page: 'goods' }]);
  });
});
