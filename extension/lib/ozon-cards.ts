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
 * links to /product/…-<id>/: going up from the link while the parent still holds links to this goods
 * only, so the card is the whole tile (image, price, title) and never the grid around several tiles.
 * Links inside our own UI ([data-ml-ui]) are not cards.
 */
export function ozonCardsOf(root: ParentNode, base: string): OzonCard[] {
  const byId = new Map<number, OzonCard>();
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href*="/product/"]')) {
    if (link.closest('[data-ml-ui]')) continue;
    const goodsId = goodsIdOfLink(link, base);
    if (goodsId === undefined) continue;
    let element: HTMLElement = link;
    for (let parent = element.parentElement; parent && parent !== document.body && parent !== document.documentElement; parent = parent.parentElement) {
      const others = [...parent.querySelectorAll<HTMLAnchorElement>('a[href*="/product/"]')].some((a) => {
        const id = goodsIdOfLink(a, base);
        return id !== undefined && id !== goodsId && !a.closest('[data-ml-ui]');
      });
      if (others) break;
      element = parent;
    }
    const title = (link.textContent ?? '').trim() || (link.querySelector('img')?.getAttribute('alt') ?? '').trim();
    const known = byId.get(goodsId);
    if (!known) byId.set(goodsId, { goodsId, element, title });
    else if (!known.title && title) known.title = title;
  }
  return [...byId.values()];
}
