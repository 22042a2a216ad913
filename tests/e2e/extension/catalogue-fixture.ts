/**
 * Ozon catalogue pages in the format Ozon ships and core's parser reads (core/src/ozon/catalogue-page.ts):
 * on a list, the widget state `state-searchResultsV2-…` with its items beside the visible tiles, and
 * a second state with more results appended a moment after load, as Ozon does while the shopper
 * scrolls; on a goods page the ld+json Product and the webPrice and webCurrentSeller states. Each
 * card's figures are given, so a test knows what the page showed.
 */
export interface FixtureCard {
  goodsId: number;
  title: string;
  /** Kopecks (whole roubles, as Ozon shows them). */
  price: number;
  oldPrice?: number;
  rating: number;
  reviews: number;
  sellerId: number;
  sellerName: string;
  scheme: 'FBO' | 'FBS' | 'rFBS';
}

const rub = (kopecks: number) => `${String(Math.round(kopecks / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u2009')}\u2009₽`;
const attr = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function item(c: FixtureCard) {
  return {
    sku: String(c.goodsId),
    action: { link: `/product/tovar-${c.goodsId}/` },
    mainState: [
      { type: 'priceV2', priceV2: { price: [{ text: rub(c.price), textStyle: 'PRICE' }, ...(c.oldPrice ? [{ text: rub(c.oldPrice), textStyle: 'ORIGINAL_PRICE' }] : [])] } },
      { type: 'textAtom', id: 'name', textAtom: { text: c.title } },
      { type: 'labelList', labelList: { items: [{ title: c.rating.toFixed(1) }, { title: `${c.reviews} отзывов` }] } },
    ],
    seller: { id: c.sellerId, name: c.sellerName, link: `/seller/shop-${c.sellerId}/` },
    deliverySchema: c.scheme,
  };
}

const tile = (c: FixtureCard) => `<div class="tile"><a href="/product/tovar-${c.goodsId}/">${text(c.title)}</a><span>${rub(c.price)}</span></div>`;
const state = (n: number, cards: FixtureCard[]) => `<div id="state-searchResultsV2-${n}" data-state='${attr({ items: cards.map(item) })}'></div>`;

/** A search or category page: `first` at load, `more` appended after `moreAfterMs`. */
export function listPage(title: string, first: FixtureCard[], more: FixtureCard[] = [], moreAfterMs = 1500): string {
  const later = more.length
    ? `<script>setTimeout(() => { const box = document.createElement('div'); box.innerHTML = ${JSON.stringify(state(2, more) + more.map(tile).join(''))}; document.getElementById('results').append(box); }, ${moreAfterMs});</script>`
    : '';
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${text(title)}</title></head><body><main id="results">${state(1, first)}${first.map(tile).join('')}</main>${later}</body></html>`;
}

/** A goods page. */
export function goodsPage(c: FixtureCard): string {
  const ld = { '@context': 'https://schema.org', '@type': 'Product', name: c.title, sku: String(c.goodsId), offers: { price: String(Math.round(c.price / 100)), priceCurrency: 'RUB' }, aggregateRating: { ratingValue: c.rating, reviewCount: c.reviews } };
  const price = { price: rub(c.price), ...(c.oldPrice ? { originalPrice: rub(c.oldPrice) } : {}) };
  const seller = { seller: { id: c.sellerId, name: c.sellerName, link: `/seller/shop-${c.sellerId}/` }, deliverySchema: c.scheme };
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${text(c.title)}</title><script type="application/ld+json">${JSON.stringify(ld).replace(/</g, '\\u003c')}</script></head>
<body><main><div data-widget="webProductHeading"><h1>${text(c.title)}</h1></div>
<div data-widget="webPrice"><div id="state-webPrice-1" data-state='${attr(price)}'></div><span>${rub(c.price)}</span></div>
<div data-widget="webCurrentSeller"><div id="state-webCurrentSeller-1" data-state='${attr(seller)}'></div><a href="/seller/shop-${c.sellerId}/">${text(c.sellerName)}</a></div>
</main></body></html>`;
}
