import type { CollectedInput } from './messages';
import { parsePrice } from './money';

export { ozonPageOf, type OzonPage } from './ozon-url';

/**
 * A rouble price as Ozon prints it: "1 299 ₽", "12 345,50 ₽", "от 499 ₽", "1 199 ₽ с Ozon Картой".
 * The first group is the amount itself.
 */
export const RUB_PRICE = /^\s*(?:от|до)?\s*(\d[\d\s\u00a0\u2009\u202f]*(?:[.,]\d{1,2})?)\s*₽(?:\s+с\s+Ozon\s+Картой)?\s*$/i;

/** The rouble amount of a price text Ozon prints, or undefined when the text is not one price. */
export function rublesOf(text: string): number | undefined {
  const amount = RUB_PRICE.exec(text)?.[1];
  return amount === undefined ? undefined : parsePrice(amount, 'ru');
}

/** Whether one element is a price to mark: a leaf outside our own UI whose text is one rouble price. */
export function isRublePrice(node: Element, unmarked = false): node is HTMLElement {
  if (!(node instanceof HTMLElement) || node.children.length > 0) return false;
  if (unmarked && node.dataset.mlCny !== undefined) return false;
  const text = node.textContent ?? '';
  if (text.length > 40 || !text.includes('₽') || !RUB_PRICE.test(text)) return false;
  return !node.closest('[data-ml-ui]');
}

/**
 * Elements whose own text is exactly one rouble price (leaf-most, so each price is marked once).
 * `unmarked` leaves out prices that already have a yuan price beside them.
 */
export const PRICE_TAGS = 'span, div, b, strong, p';

export function rublePriceElements(root: ParentNode, { unmarked = false } = {}): HTMLElement[] {
  const found: HTMLElement[] = [];
  root.querySelectorAll<HTMLElement>(PRICE_TAGS).forEach((node) => {
    if (isRublePrice(node, unmarked)) found.push(node);
  });
  return found;
}

/** The main image of a product page: Open Graph first (stable across redesigns), else the first large gallery picture. */
export function mainImageOf(doc: Document): string | undefined {
  const og = doc.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content;
  if (og) return new URL(og, doc.baseURI).toString();
  const img = doc.querySelector<HTMLImageElement>('[data-widget="webGallery"] img, main img');
  return img?.src || undefined;
}

/** The product on an Ozon product page as the collection box stores it; undefined when the title is missing. */
export function ozonProductOf(doc: Document, url: URL): CollectedInput | undefined {
  const title = doc.querySelector('h1')?.textContent?.trim();
  if (!title) return undefined;
  const priceNode = rublePriceElements(doc)[0];
  const price = priceNode ? rublesOf(priceNode.textContent ?? '') : undefined;
  const images = new Set<string>();
  const main = mainImageOf(doc);
  if (main) images.add(main);
  doc.querySelectorAll<HTMLImageElement>('[data-widget="webGallery"] img').forEach((img) => img.src && images.add(img.src));
  const attributes: CollectedInput['attributes'] = [];
  doc.querySelectorAll('#section-characteristics dl, [data-widget="webCharacteristics"] dl').forEach((dl) => {
    const name = dl.querySelector('dt')?.textContent?.trim();
    const value = dl.querySelector('dd')?.textContent?.trim();
    if (name && value) attributes.push({ name, value });
  });
  return {
    source: 'ozon',
    sourceUrl: `${url.origin}${url.pathname}`,
    title,
    ...(price !== undefined ? { price } : {}),
    currency: 'RUB',
    images: [...images].slice(0, 30),
    attributes: attributes.slice(0, 100),
  };
}
