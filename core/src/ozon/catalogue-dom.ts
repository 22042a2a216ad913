import type { ObservationRow } from '../contract/observations';
import { pricesIn, ratingIn, reviewsIn, stockIn } from './catalogue-text';

/** The DOM side of the catalogue page parser: ids from links, widget states, tiles and their visible text. */

const MAX_ID = 2_147_483_647;

/** A card as a page shows it, before the page's context (kind, word, category, position) is added. */
export type Card = Omit<ObservationRow, 'observedAt' | 'page' | 'query' | 'categoryId' | 'shopId' | 'position'>;

export const idOf = (s: string | undefined) => {
  const n = Number(s);
  return Number.isSafeInteger(n) && n > 0 && n <= MAX_ID ? n : undefined;
};

/** The goods id of a link on a page at `base` (same site or ozon.ru), or undefined. */
export function goodsIdOfHref(href: string | null, base: URL): number | undefined {
  if (!href) return undefined;
  let u: URL;
  try {
    u = new URL(href, base);
  } catch {
    return undefined;
  }
  if (u.host !== base.host && !/(^|\.)ozon\.ru$/.test(u.hostname)) return undefined;
  const m = /^\/product\/(?:[^/]*-)?(\d{1,19})\/?/.exec(u.pathname);
  return idOf(m?.[1]);
}

export const sellerIdOfHref = (href: string | null | undefined) => idOf(/\/seller\/(?:[^/]*-)?(\d{1,19})\/?/.exec(href ?? '')?.[1]);

export function stateOf(root: ParentNode, widget: string): unknown[] {
  const out: unknown[] = [];
  for (const el of Array.from(root.querySelectorAll(`[id^="state-${widget}-"]`))) {
    try {
      out.push(JSON.parse(el.getAttribute('data-state') ?? ''));
    } catch {
      // A state that is not JSON is left to the visible text.
    }
  }
  return out;
}

/** The tiles of a list: per goods id in page order, the largest element around its links holding no other goods. */
export function tilesOf(root: ParentNode, base: URL): { goodsId: number; element: Element; title: string }[] {
  const links: { link: Element; goodsId: number }[] = [];
  for (const link of Array.from(root.querySelectorAll('a[href*="/product/"]'))) {
    if (link.closest('[data-ml-ui]')) continue;
    const goodsId = goodsIdOfHref(link.getAttribute('href'), base);
    if (goodsId !== undefined) links.push({ link, goodsId });
  }
  const MANY = -1;
  const holds = new Map<Element, number>();
  const stop = (el: Element | null): el is null => !el || el === root || /^(BODY|HTML)$/i.test(el.tagName);
  for (const { link, goodsId } of links) {
    for (let el: Element | null = link.parentElement; !stop(el); el = el.parentElement) {
      const held = holds.get(el);
      if (held === MANY || held === goodsId) break;
      holds.set(el, held === undefined ? goodsId : MANY);
    }
  }
  const byId = new Map<number, { goodsId: number; element: Element; title: string }>();
  for (const { link, goodsId } of links) {
    const title = (link.textContent ?? '').trim() || (link.querySelector('img')?.getAttribute('alt') ?? '').trim();
    const known = byId.get(goodsId);
    if (known) {
      if (title.length > known.title.length) known.title = title;
      continue;
    }
    let element: Element = link;
    for (let el = link.parentElement; !stop(el) && holds.get(el) === goodsId; el = el.parentElement) element = el;
    byId.set(goodsId, { goodsId, element, title });
  }
  return [...byId.values()];
}

/** The text of an element with its text nodes on lines of their own, so "450 ₽", "4,2" and "8 отзывов" in adjacent spans stay apart. */
function textOf(element: Node): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === 3) parts.push(child.textContent ?? '');
      else if (child.nodeType === 1 && !/^(SCRIPT|STYLE|TEMPLATE)$/i.test((child as Element).tagName)) walk(child);
    }
  };
  walk(element);
  return parts.join('\n');
}

/** What a tile's visible text says: its prices (the lower the price, a higher one the old price), rating, reviews, stock, seller. */
export function cardOfText(element: Element, title: string): Partial<Card> {
  const text = textOf(element);
  const card: Partial<Card> = {};
  if (title) card.title = title;
  const [price, second] = pricesIn(text);
  if (price !== undefined) card.price = price;
  if (price !== undefined && second !== undefined && second > price) card.oldPrice = second;
  const reviews = reviewsIn(text);
  if (reviews !== undefined) card.reviews = reviews;
  const rating = ratingIn(text);
  if (rating !== undefined) card.rating = rating;
  const stock = stockIn(text);
  if (stock !== undefined) card.stock = stock;
  const seller = element.querySelector('a[href*="/seller/"]');
  const sellerId = sellerIdOfHref(seller?.getAttribute('href'));
  if (seller && sellerId) {
    card.sellerId = sellerId;
    const name = (seller.textContent ?? '').trim();
    if (name) card.sellerName = name;
  }
  return card;
}

