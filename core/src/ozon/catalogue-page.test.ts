import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { cataloguePageOf, parseCataloguePage } from './catalogue-page';
import { BESTSELLERS_PATH, WHOLE_CATALOGUE, formatRub, pricesIn, ratingIn, reviewsIn, reviewsText, slugOf, stockIn } from './catalogue-text';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../tests/e2e/extension/fixtures');
const dom = (markup: string) => parseHTML(markup).document;
const fixture = (name: string) => dom(fs.readFileSync(path.join(fixtures, name), 'utf8'));

describe('catalogue texts', () => {
  it('read what they write', () => {
    for (const kop of [9900, 129_900, 1_234_500, 100, 12_345]) expect(pricesIn(formatRub(kop))).toEqual([kop]);
    expect(pricesIn('1 299 ₽ 1 899 ₽')).toEqual([129_900, 189_900]);
    expect(pricesIn('2\u00a0450\u2009₽')).toEqual([245_000]);
    for (const n of [0, 1, 2, 5, 11, 21, 22, 112, 1234]) expect(reviewsIn(reviewsText(n))).toBe(n);
    expect(reviewsText(1)).toBe('1 отзыв');
    expect(reviewsText(3)).toBe('3 отзыва');
    expect(reviewsText(12)).toBe('12 отзывов');
    expect(reviewsIn('1 234 отзыва')).toBe(1234);
    expect(ratingIn('4.8\n · \n12 отзывов')).toBe(4.8);
    expect(ratingIn('Аэрогриль, 1,7 л\n4.4')).toBe(4.4);
    expect(ratingIn('4,7')).toBe(4.7);
    expect(ratingIn('нет оценок')).toBeUndefined();
    expect(stockIn('осталось 3 шт')).toBe(3);
    expect(stockIn('Осталось\u00a012\u00a0шт')).toBe(12);
    expect(stockIn('в наличии')).toBeUndefined();
    expect(slugOf('Термокружка стальная 500 мл')).toBe('termokruzhka-stalnaya-500-ml');
  });
});

describe('catalogue page of a URL', () => {
  it.each([
    ['https://www.ozon.ru/search/?text=%D0%A2%D0%B5%D1%80%D0%BC%D0%BE%D0%BA%D1%80%D1%83%D0%B6%D0%BA%D0%B0&page=3', { kind: 'search', query: 'термокружка', pageNo: 3 }],
    ['https://www.ozon.ru/category/kruzhki-17040/', { kind: 'category', categoryId: 17040, pageNo: 1 }],
    ['http://127.0.0.1:8310/seller/dom-500013/?page=2', { kind: 'shop', shopId: 500013, pageNo: 2 }],
    ['https://www.ozon.ru/product/kruzhka-1000000001/?asb=1', { kind: 'goods', goodsId: 1000000001, pageNo: 1 }],
    // The bestseller listing is the whole catalogue's category page.
    [`https://www.ozon.ru${BESTSELLERS_PATH}`, { kind: 'category', categoryId: WHOLE_CATALOGUE, pageNo: 1 }],
    ['https://www.ozon.ru/highlight/bestsellers-10985822/?page=3&sorting=score', { kind: 'category', categoryId: 0, pageNo: 3 }],
    ['http://127.0.0.1:8310/highlight/bestsellers/?page=2', { kind: 'category', categoryId: 0, pageNo: 2 }],
  ])('tells %s as %o', (url, page) => {
    expect(cataloguePageOf(url)).toEqual(page);
  });

  it.each([
    'https://www.ozon.ru/search/?text=%20',
    'https://www.ozon.ru/cart',
    'not a url',
    'https://www.ozon.ru/product/x-99999999999/',
    // Promotions of chosen goods are not lists by popularity.
    'https://www.ozon.ru/highlight/tovary-iz-kitaya-935133/',
    'https://www.ozon.ru/highlight/bestsellers-elektronika/',
    'https://www.ozon.ru/highlight/bestsellers-10985822/kruzhki/',
    // A category link never names the whole catalogue.
    'https://www.ozon.ru/category/vse-0/',
  ])('tells no catalogue page in %s', (url) => {
    expect(cataloguePageOf(url)).toBeUndefined();
  });
});

describe('parseCataloguePage', () => {
  it('reads the search fixture from its tiles\' visible text, with positions', () => {
    const rows = parseCataloguePage(fixture('ozon-search.html'), 'https://www.ozon.ru/search/?text=термокружка');
    expect(rows).toEqual([
      { goodsId: 1000000001, page: 'search', query: 'термокружка', position: 1, title: 'Термокружка 350 мл', price: 99_000 },
      { goodsId: 1000000002, page: 'search', query: 'термокружка', position: 2, title: 'Термокружка 500 мл', price: 129_900 },
    ]);
  });

  it('reads the goods fixture: title, price and old price from the visible page', () => {
    const rows = parseCataloguePage(fixture('ozon-product.html'), 'https://www.ozon.ru/product/termokruzhka-stalnaya-1000000002/');
    expect(rows).toEqual([{ goodsId: 1000000002, page: 'goods', title: 'Термокружка стальная 500 мл, чёрная', price: 129_900, oldPrice: 189_900 }]);
  });

  it('gives nothing for a page without a card or a page that is not the catalogue\'s', () => {
    expect(parseCataloguePage(fixture('ozon-missing.html'), 'https://www.ozon.ru/product/x-1000000009/')).toEqual([]);
    expect(parseCataloguePage(fixture('ozon-search.html'), 'https://www.ozon.ru/cart/')).toEqual([]);
    expect(parseCataloguePage(fixture('ozon-chat.html'), 'https://www.ozon.ru/search/?text=a')).toEqual([]);
  });

  it('reads the widget state first and counts positions from the page number', () => {
    const state = {
      items: [
        {
          sku: '1000000005',
          action: { link: '/product/kruzhka-1000000005/' },
          mainState: [
            { type: 'priceV2', priceV2: { price: [{ text: '1 299 ₽', textStyle: 'PRICE' }, { text: '1 899 ₽', textStyle: 'ORIGINAL_PRICE' }] } },
            { type: 'textAtom', id: 'name', textAtom: { text: 'Кружка керамическая' } },
            { type: 'textAtom', id: 'brand', textAtom: { text: 'Домик' } },
            { type: 'labelList', labelList: { items: [{ title: '4.6' }, { title: '57 отзывов' }] } },
            { type: 'textAtom', id: 'stock', textAtom: { text: 'Осталось 4 шт' } },
          ],
          seller: { id: 500013, name: 'Дом и сад', link: '/seller/dom-i-sad-500013/' },
          deliverySchema: 'FBS',
        },
        { sku: 'broken', mainState: 'x' },
        { sku: '1000000006', mainState: [{ type: 'textAtom', id: 'name', textAtom: { text: 'Без цены' } }] },
      ],
    };
    const doc = dom(`<html><body>
      <div id="state-searchResultsV2-1-default-1" data-state='${JSON.stringify(state).replace(/'/g, '&#39;')}'></div>
      <div><a href="/product/kruzhka-1000000005/">Кружка</a><span>999 ₽</span></div>
      <div><a href="/product/x-1000000006/">Без цены</a><span>450 ₽</span><span>4,2</span><span>8 отзывов</span></div>
    </body></html>`);
    const rows = parseCataloguePage(doc, 'https://www.ozon.ru/category/kruzhki-17040/?page=2');
    expect(rows).toEqual([
      {
        goodsId: 1000000005, page: 'category', categoryId: 17040, position: 37, title: 'Кружка керамическая', price: 129_900, oldPrice: 189_900,
        brand: 'Домик', rating: 4.6, reviews: 57, stock: 4, sellerId: 500013, sellerName: 'Дом и сад', scheme: 'FBS',
      },
      // The state lacks its price: the tile's text fills it in.
      { goodsId: 1000000006, page: 'category', categoryId: 17040, position: 38, title: 'Без цены', price: 45_000, rating: 4.2, reviews: 8 },
    ]);
  });

  it('reads the bestseller listing\'s cards as category 0, with positions across its pages', () => {
    const item = (id: number, title: string) => ({
      sku: String(id),
      action: { link: `/product/x-${id}/` },
      mainState: [
        { type: 'priceV2', priceV2: { price: [{ text: '990 ₽', textStyle: 'PRICE' }] } },
        { type: 'textAtom', id: 'name', textAtom: { text: title } },
      ],
    });
    const state = { items: [item(1000000021, 'Кружка'), item(1000000022, 'Чехол')] };
    const doc = dom(`<html><body><div id="state-searchResultsV2-2-default-1" data-state='${JSON.stringify(state)}'></div></body></html>`);
    expect(parseCataloguePage(doc, `https://www.ozon.ru${BESTSELLERS_PATH}?page=2`)).toEqual([
      { goodsId: 1000000021, page: 'category', categoryId: 0, position: 37, title: 'Кружка', price: 99_000 },
      { goodsId: 1000000022, page: 'category', categoryId: 0, position: 38, title: 'Чехол', price: 99_000 },
    ]);
  });

  it('reads a goods page\'s ld+json and states over its visible text', () => {
    const ld = { '@type': 'Product', name: 'Кружка', sku: '1000000007', brand: { name: 'Домик' }, offers: { price: '1299' }, aggregateRating: { ratingValue: '4.9', reviewCount: '1234' } };
    const doc = dom(`<html><head><script type="application/ld+json">${JSON.stringify(ld)}</script><script type="application/ld+json">{bad</script></head><body><main>
      <h1>Кружка (видимая)</h1>
      <div id="state-webPrice-1" data-state='{"price":"1 199 ₽","originalPrice":"1 599 ₽"}'></div>
      <div data-widget="webPrice"><span>1 250 ₽</span></div>
      <div id="state-webCurrentSeller-1" data-state='{"seller":{"id":500013,"name":"Дом и сад","link":"/seller/dom-500013/"},"deliverySchema":"rFBS"}'></div>
      <div id="state-webStockInfo-1" data-state='{"text":"Осталось 2 шт"}'></div>
      <div id="state-webPrice-2" data-state='not json'></div>
    </main></body></html>`);
    expect(parseCataloguePage(doc, 'https://www.ozon.ru/product/kruzhka-1000000007/')).toEqual([
      { goodsId: 1000000007, page: 'goods', title: 'Кружка', price: 119_900, oldPrice: 159_900, brand: 'Домик', rating: 4.9, reviews: 1234, sellerId: 500013, sellerName: 'Дом и сад', scheme: 'rFBS', stock: 2 },
    ]);
  });

  it('leaves out links to other sites and keeps one row per goods', () => {
    const doc = dom(`<html><body>
      <div><a href="https://evil.example/product/x-1000000011/">Чужой</a><span>100 ₽</span></div>
      <div><a href="https://www.ozon.ru/product/x-1000000012/"><img alt="Картинка"></a><a href="/product/x-1000000012/">Товар двенадцать</a><span>200 ₽</span></div>
      <div><a href="/product/x-1000000012/">Товар двенадцать</a></div>
    </body></html>`);
    const rows = parseCataloguePage(doc, 'https://www.ozon.ru/search/?text=товар');
    expect(rows.map((r) => [r.goodsId, r.title, r.price])).toEqual([[1000000012, 'Товар двенадцать', 20_000]]);
  });
});
