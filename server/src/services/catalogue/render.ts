import { BESTSELLERS_PATH, CATALOGUE_PAGE_SIZE, formatRub, reviewsText, slugOf, stockText } from '@marketlens/core/ozon/catalogue-text';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { CatalogueCard } from './view';

/**
 * The fake catalogue's pages, shaped in their data like Ozon's own so that the one page parser
 * (core/src/ozon/catalogue-page.ts) reads them as it reads Ozon:
 * - Search, category and shop lists: a widget state `<div id="state-searchResultsV2-…" data-state>`
 *   with `items[]` of `{ sku, action.link, mainState[] (priceV2 with PRICE and ORIGINAL_PRICE,
 *   textAtom name / brand / stock, labelList of rating and reviews), seller, deliverySchema }`, and
 *   the tiles a shopper sees: links to /product/<slug>-<id>/, "1 299 ₽", "4.8", "1 234 отзыва",
 *   "Осталось 3 шт", the seller's link. 36 tiles a page; `?page=N` for the next. The bestseller
 *   listing (BESTSELLERS_PATH, every category's goods by popularity) is such a list too.
 * - A goods page: an `application/ld+json` Product (name, sku, brand, offers.price in roubles,
 *   aggregateRating), the states of webPrice (price, originalPrice), webCurrentSeller (seller and
 *   deliverySchema) and webStockInfo, and the same facts as visible text.
 */

export type CataloguePage =
  | { kind: 'search'; query: string; cards: CatalogueCard[]; total: number; pageNo: number }
  | { kind: 'category'; categoryId: number; name: string; cards: CatalogueCard[]; total: number; pageNo: number }
  | { kind: 'bestsellers'; cards: CatalogueCard[]; total: number; pageNo: number }
  | { kind: 'shop'; shopId: number; name: string; cards: CatalogueCard[]; total: number; pageNo: number }
  | { kind: 'goods'; card: CatalogueCard | undefined };

function text(out: HtmlEscapedString | Promise<HtmlEscapedString>): string {
  if (out instanceof Promise) throw new Error('catalogue pages render synchronously');
  return out.toString();
}

/** JSON for a <script> element: nothing in it can close the element. */
const scriptJson = (value: unknown) => raw(JSON.stringify(value).replace(/</g, '\\u003c'));

const productLink = (c: CatalogueCard) => `/product/${slugOf(c.title)}-${c.goodsId}/`;
const sellerLink = (c: CatalogueCard) => `/seller/${slugOf(c.sellerName)}-${c.sellerId}/`;

function itemState(c: CatalogueCard) {
  const price = [{ text: formatRub(c.price), textStyle: 'PRICE' }, ...(c.oldPrice ? [{ text: formatRub(c.oldPrice), textStyle: 'ORIGINAL_PRICE' }] : [])];
  return {
    sku: String(c.goodsId),
    action: { behavior: 'BEHAVIOR_TYPE_REDIRECT', link: productLink(c) },
    mainState: [
      { type: 'priceV2', priceV2: { price } },
      { type: 'textAtom', id: 'name', textAtom: { text: c.title } },
      ...(c.brand ? [{ type: 'textAtom', id: 'brand', textAtom: { text: c.brand } }] : []),
      { type: 'labelList', id: 'rating', labelList: { items: [{ title: c.rating.toFixed(1) }, { title: reviewsText(c.reviews) }] } },
      ...(c.stock !== undefined ? [{ type: 'textAtom', id: 'stock', textAtom: { text: stockText(c.stock) } }] : []),
    ],
    seller: { id: c.sellerId, name: c.sellerName, link: sellerLink(c) },
    deliverySchema: c.scheme,
  };
}

function tile(c: CatalogueCard, index: number) {
  return html`<div class="tile-root" data-index="${index}">
  <a class="tile-clickable-element" href="${productLink(c)}"><span class="tsBody500Medium">${c.title}</span></a>
  <div class="tile-price"><span class="price">${formatRub(c.price)}</span>${c.oldPrice ? html` <span class="price-old">${formatRub(c.oldPrice)}</span>` : ''}</div>
  ${c.brand ? html`<div class="tile-brand">${c.brand}</div>` : ''}
  <div class="tile-rating"><span>${c.rating.toFixed(1)}</span> · <span>${reviewsText(c.reviews)}</span></div>
  ${c.stock !== undefined ? html`<div class="tile-stock">${stockText(c.stock)}</div>` : ''}
  <div class="tile-seller">Продавец: <a href="${sellerLink(c)}">${c.sellerName}</a> · ${c.scheme}</div>
</div>`;
}

function layout(title: string, head: unknown, body: unknown): string {
  return `<!doctype html>\n${text(html`<html lang="ru">
<head><meta charset="utf-8" /><title>${title}</title>${head}</head>
<body><div id="layoutPage"><main>${body}</main></div></body>
</html>`)}`;
}

function listing(page: Exclude<CataloguePage, { kind: 'goods' }>, heading: string, pageLink: (n: number) => string): string {
  const pages = Math.max(1, Math.ceil(page.total / CATALOGUE_PAGE_SIZE));
  const state = { items: page.cards.map(itemState), page: page.pageNo, totalPages: pages, totalFound: page.total };
  const body = html`<h1>${heading}</h1>
<div data-widget="fulltextResultsHeader">${page.total} товаров</div>
<div id="state-searchResultsV2-${page.pageNo}-default-1" data-state="${JSON.stringify(state)}"></div>
<div data-widget="searchResultsV2"><div class="tile-grid">
${page.cards.map((c, i) => tile(c, i))}
</div></div>
<nav data-widget="megaPaginator">${page.pageNo > 1 ? html`<a rel="prev" href="${pageLink(page.pageNo - 1)}">Назад</a>` : ''} <span>${page.pageNo} / ${pages}</span> ${
    page.pageNo < pages ? html`<a rel="next" href="${pageLink(page.pageNo + 1)}">Дальше</a>` : ''
  }</nav>`;
  return layout(`${heading} — купить на OZON`, '', body);
}

function goodsPage(c: CatalogueCard | undefined): string {
  if (!c) return layout('Такой страницы нет', '', html`<h1>Такой страницы нет</h1>`);
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: c.title,
    sku: String(c.goodsId),
    ...(c.brand ? { brand: { '@type': 'Brand', name: c.brand } } : {}),
    offers: { '@type': 'Offer', price: (c.price / 100).toFixed(c.price % 100 ? 2 : 0), priceCurrency: 'RUB', availability: 'https://schema.org/InStock', url: productLink(c) },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: c.rating.toFixed(1), reviewCount: String(c.reviews) },
  };
  const priceState = { price: formatRub(c.price), ...(c.oldPrice ? { originalPrice: formatRub(c.oldPrice) } : {}), isAvailable: true };
  const sellerState = { seller: { id: c.sellerId, name: c.sellerName, link: sellerLink(c) }, deliverySchema: c.scheme };
  const body = html`<div data-widget="webProductHeading"><h1>${c.title}</h1></div>
<div id="state-webPrice-3121879-default-1" data-state="${JSON.stringify(priceState)}"></div>
<div data-widget="webPrice"><span>${formatRub(c.price)}</span>${c.oldPrice ? html` <span>${formatRub(c.oldPrice)}</span>` : ''}</div>
<div data-widget="webReviewProductScore"><span>${c.rating.toFixed(1)}</span> · <span>${reviewsText(c.reviews)}</span></div>
${c.brand ? html`<div data-widget="webBrand">${c.brand}</div>` : ''}
<div id="state-webCurrentSeller-3385933-default-1" data-state="${JSON.stringify(sellerState)}"></div>
<div data-widget="webCurrentSeller">Продавец: <a href="${sellerLink(c)}">${c.sellerName}</a> · ${c.scheme}</div>
${c.stock !== undefined ? html`<div id="state-webStockInfo-3121880-default-1" data-state="${JSON.stringify({ text: stockText(c.stock) })}"></div>
<div data-widget="webStockInfo">${stockText(c.stock)}</div>` : ''}`;
  return layout(`${c.title} купить на OZON`, html`<script type="application/ld+json">${scriptJson(ld)}</script>`, body);
}

/** The HTML of a catalogue page. */
export function renderCataloguePage(page: CataloguePage): string {
  switch (page.kind) {
    case 'goods':
      return goodsPage(page.card);
    case 'search':
      return listing(page, page.query, (n) => `/search/?text=${encodeURIComponent(page.query)}&page=${n}`);
    case 'category':
      return listing(page, page.name, (n) => `/category/${slugOf(page.name)}-${page.categoryId}/?page=${n}`);
    case 'bestsellers':
      return listing(page, 'Бестселлеры', (n) => `${BESTSELLERS_PATH}?page=${n}`);
    case 'shop':
      return listing(page, page.name, (n) => `/seller/${slugOf(page.name)}-${page.shopId}/?page=${n}`);
  }
}
