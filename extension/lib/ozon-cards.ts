import { ozonPageOf } from './ozon-url';

/** One goods card of an Ozon search, category or shop page. */
export interface OzonCard {
  /** The Ozon goods id, as a number the server indexes (ids past a 32-bit integer are not indexed and are left out). */
  goodsId: number;
  /** The card's element: the largest element around the card's link that holds no other goods. */
  element: HTMLElement;
  /** The card's title as the page shows it (the link's text, else its image's alt text). */
  title: string;
}

const MAX_ID = 2_147_483_647;

/** The goods id a link points to, or undefined for any other link (and for ids the server cannot hold). */
export function goodsIdOfLink(link: HTMLAnchorElement, base: string): number | undefined {
  let url: URL;
  try {
    url = new URL(link.getAttribute('href') ?? '', base);
  } catch {
    return undefined;
  }
  if (!/(^|\.)ozon\.ru$/.test(url.hostname)) return undefined;
  const page = ozonPageOf(url);
  if (page.kind !== 'product') return undefined;
  const id = Number(page.id);
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}

/**
 * The goods cards of a listing page, in page order, one per goods id. A card is found from its
 * links to /product/…-<id>/: the largest element around the link that holds links to this goods only,
 * so the card is the whole tile (image, price, title) and never the grid around several tiles. Each
 * element is visited once per link going up, so a page of thousands of cards stays linear. Links
 * inside our own UI ([data-ml-ui]) are not cards; `skip` leaves out goods already found.
 */
export function ozonCardsOf(root: ParentNode, base: string, skip: ReadonlySet<number> = new Set()): OzonCard[] {
  const links: { link: HTMLAnchorElement; goodsId: number }[] = [];
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href*="/product/"]')) {
    if (link.closest('[data-ml-ui]')) continue;
    const goodsId = goodsIdOfLink(link, base);
    if (goodsId !== undefined) links.push({ link, goodsId });
  }
  // Which goods each ancestor holds: one id, or MANY when it holds links to several.
  const MANY = -1;
  const holds = new Map<Element, number>();
  const stop = (el: Element | null): el is null => !el || el === document.body || el === document.documentElement;
  for (const { link, goodsId } of links) {
    for (let el: Element | null = link.parentElement; !stop(el); el = el.parentElement) {
      const held = holds.get(el);
      if (held === MANY) break;
      if (held === goodsId) break;
      holds.set(el, held === undefined ? goodsId : MANY);
      // An ancestor that already held another id now holds several, and so do all above it.
    }
  }
  const byId = new Map<number, OzonCard>();
  for (const { link, goodsId } of links) {
    const title = (link.textContent ?? '').trim() || (link.querySelector('img')?.getAttribute('alt') ?? '').trim();
    const known = byId.get(goodsId);
    if (known) {
      if (!known.title && title) known.title = title;
      continue;
    }
    if (skip.has(goodsId)) continue;
    let element: HTMLElement = link;
    for (let el = link.parentElement; !stop(el) && holds.get(el) === goodsId; el = el.parentElement) element = el;
    byId.set(goodsId, { goodsId, element, title });
  }
  return [...byId.values()];
}
