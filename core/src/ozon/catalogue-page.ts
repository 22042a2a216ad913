import { z } from 'zod';
import { observationRowSchema, type ObservationRow } from '../contract/observations';
import { cardOfText, goodsIdOfHref, idOf, sellerIdOfHref, stateOf, tilesOf, type Card } from './catalogue-dom';
import { BESTSELLERS_SLUG, CATALOGUE_PAGE_SIZE, WHOLE_CATALOGUE, pricesIn, ratingIn, reviewsIn, stockIn } from './catalogue-text';

/**
 * What a page of Ozon's public catalogue shows, as observation rows (without the time, which the
 * caller adds). One parser for the extension's content script (a browser Document) and the
 * collector (a server DOM such as linkedom's): it uses the DOM interfaces both provide only.
 *
 * It reads the page's data the way Ozon ships it first: on search, category and shop lists the
 * widget states `<div id="state-searchResultsV2-…" data-state='{"items":[…]}'>`; on a goods page the
 * `application/ld+json` Product (name, sku, brand, offers.price, aggregateRating) and the states of
 * `webPrice` (price, originalPrice), `webCurrentSeller` (seller and delivery scheme) and
 * `webStockInfo`. Where a state is missing it falls back to the visible text of each tile (the
 * element around the card's /product/<slug>-<id>/ links): "1 299 ₽", "4.8", "1 234 отзыва",
 * "Осталось 3 шт". The page kind, search word and category id come from the URL; the bestseller
 * listing (/highlight/bestsellers-<id>/, every category's goods on one list) is a category page of
 * the whole catalogue, category id WHOLE_CATALOGUE (0).
 */

export type CatalogueObservation = Omit<ObservationRow, 'observedAt'>;
export type CataloguePageKind = 'search' | 'category' | 'goods' | 'shop';

const rowSchema = observationRowSchema.omit({ observedAt: true });

export interface CataloguePageRef {
  kind: CataloguePageKind;
  query?: string;
  /** Ozon's category id; WHOLE_CATALOGUE (0) on the bestseller listing. */
  categoryId?: number;
  shopId?: number;
  goodsId?: number;
  /** 1-based page of a list (?page=N). */
  pageNo: number;
}

/**
 * Which catalogue page a URL is: /search/?text=…, /category/<slug>-<id>/, /seller/<slug>-<id>/,
 * /product/<slug>-<id>/, and the bestseller listing /highlight/bestsellers-<id>/ (category 0). Other
 * /highlight/ pages are promotions of chosen goods, not lists by popularity: they are none.
 */
export function cataloguePageOf(url: string | URL): CataloguePageRef | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return undefined;
  }
  const pageNo = Math.max(1, Math.min(10_000, Math.trunc(Number(u.searchParams.get('page') ?? '1')) || 1));
  const path = u.pathname;
  const product = /^\/product\/(?:[^/]*-)?(\d{1,19})\/?/.exec(path);
  if (product) {
    const goodsId = idOf(product[1]);
    return goodsId ? { kind: 'goods', goodsId, pageNo: 1 } : undefined;
  }
  const seller = /^\/seller\/(?:[^/]*-)?(\d{1,19})\/?/.exec(path);
  if (seller) {
    const shopId = idOf(seller[1]);
    return shopId ? { kind: 'shop', shopId, pageNo } : undefined;
  }
  const category = /^\/category\/(?:[^/]*-)?(\d{1,19})\/?/.exec(path);
  if (category) {
    const categoryId = idOf(category[1]);
    return categoryId ? { kind: 'category', categoryId, pageNo } : undefined;
  }
  const highlight = /^\/highlight\/([^/]+)\/?$/.exec(path);
  if (highlight && BESTSELLERS_SLUG.test(highlight[1] ?? '')) return { kind: 'category', categoryId: WHOLE_CATALOGUE, pageNo };
  if (/^\/search\/?$/.test(path)) {
    const query = (u.searchParams.get('text') ?? '').trim().toLowerCase();
    return query ? { kind: 'search', query, pageNo } : undefined;
  }
  return undefined;
}

const schemeSchema = z.enum(['FBO', 'FBS', 'rFBS']);
const sellerSchema = z.object({ id: z.coerce.number().int().positive(), name: z.string().min(1), link: z.string().optional() });
const atomSchema = z.looseObject({
  type: z.string(),
  id: z.string().optional(),
  priceV2: z.object({ price: z.array(z.object({ text: z.string(), textStyle: z.string().optional() })) }).optional(),
  textAtom: z.object({ text: z.string() }).optional(),
  labelList: z.object({ items: z.array(z.looseObject({ title: z.string() })) }).optional(),
});
const itemSchema = z.looseObject({
  sku: z.union([z.string(), z.number()]).optional(),
  action: z.looseObject({ link: z.string() }).optional(),
  mainState: z.array(z.unknown()).default([]),
  seller: sellerSchema.optional().catch(undefined),
  deliverySchema: schemeSchema.optional().catch(undefined),
});
const listingSchema = z.looseObject({ items: z.array(z.unknown()) });

function cardOfItem(raw: unknown, base: URL): Partial<Card> | undefined {
  const item = itemSchema.safeParse(raw);
  if (!item.success) return undefined;
  const goodsId = idOf(String(item.data.sku ?? '')) ?? goodsIdOfHref(item.data.action?.link ?? null, base);
  if (!goodsId) return undefined;
  const card: Partial<Card> = { goodsId };
  for (const rawAtom of item.data.mainState) {
    const atom = atomSchema.safeParse(rawAtom);
    if (!atom.success) continue;
    const a = atom.data;
    if (a.priceV2) {
      for (const p of a.priceV2.price) {
        const [value] = pricesIn(p.text);
        if (value === undefined) continue;
        if (p.textStyle === 'ORIGINAL_PRICE') card.oldPrice = value;
        else card.price ??= value;
      }
    }
    if (a.textAtom) {
      const text = a.textAtom.text.trim();
      if (a.id === 'name') card.title = text;
      else if (a.id === 'brand') card.brand = text;
      else if (stockIn(text) !== undefined) card.stock = stockIn(text);
    }
    for (const label of a.labelList?.items ?? []) {
      const reviews = reviewsIn(label.title);
      if (reviews !== undefined) card.reviews = reviews;
      else if (ratingIn(label.title) !== undefined) card.rating = ratingIn(label.title);
    }
  }
  if (item.data.seller) {
    card.sellerId = sellerIdOfHref(item.data.seller.link) ?? item.data.seller.id;
    card.sellerName = item.data.seller.name;
  }
  if (item.data.deliverySchema) card.scheme = item.data.deliverySchema;
  return card;
}

function finish(card: Partial<Card>, ref: CataloguePageRef, position: number | undefined): CatalogueObservation | undefined {
  const row: Record<string, unknown> = Object.fromEntries(Object.entries(card).filter(([, v]) => v !== undefined));
  // A card without reviews has no rating on Ozon: a stray score there is the page's placeholder, not a rating.
  if (!card.reviews || !card.rating) delete row.rating;
  row.page = ref.kind;
  if (ref.kind === 'search') row.query = ref.query;
  if (ref.kind === 'category') row.categoryId = ref.categoryId;
  if (ref.kind === 'shop') row.shopId = ref.shopId;
  if (position !== undefined) row.position = position;
  const parsed = rowSchema.safeParse(row);
  return parsed.success ? (parsed.data as CatalogueObservation) : undefined;
}

function listRows(root: ParentNode, ref: CataloguePageRef, base: URL): CatalogueObservation[] {
  const fromState: Partial<Card>[] = [];
  for (const state of stateOf(root, 'searchResultsV2')) {
    const list = listingSchema.safeParse(state);
    if (!list.success) continue;
    for (const item of list.data.items) {
      const card = cardOfItem(item, base);
      if (card) fromState.push(card);
    }
  }
  const tiles = tilesOf(root, base);
  const tileOf = new Map(tiles.map((t) => [t.goodsId, t]));
  const cards: Partial<Card>[] = fromState.length ? fromState : tiles.map((t) => ({ goodsId: t.goodsId }));
  const seen = new Set<number>();
  const out: CatalogueObservation[] = [];
  const first = (ref.pageNo - 1) * CATALOGUE_PAGE_SIZE;
  for (const card of cards) {
    if (card.goodsId === undefined || seen.has(card.goodsId)) continue;
    seen.add(card.goodsId);
    const tile = tileOf.get(card.goodsId);
    // The state's fields win; the tile's text fills what the state lacks.
    const merged = tile ? { ...cardOfText(tile.element, tile.title), ...card } : card;
    const row = finish(merged, ref, first + seen.size);
    if (row) out.push(row);
  }
  return out;
}

const ldProductSchema = z.looseObject({
  '@type': z.literal('Product'),
  name: z.string().optional(),
  sku: z.union([z.string(), z.number()]).optional(),
  brand: z.union([z.string(), z.looseObject({ name: z.string() })]).optional(),
  offers: z.union([z.looseObject({ price: z.coerce.number() }), z.array(z.looseObject({ price: z.coerce.number() }))]).optional(),
  aggregateRating: z.looseObject({ ratingValue: z.coerce.number().optional(), reviewCount: z.coerce.number().optional() }).optional(),
});
const priceStateSchema = z.looseObject({ price: z.string().optional(), originalPrice: z.string().optional() });
const sellerStateSchema = z.looseObject({ seller: sellerSchema.optional().catch(undefined), deliverySchema: schemeSchema.optional().catch(undefined) });
const stockStateSchema = z.looseObject({ text: z.string() });

function goodsRow(root: ParentNode, ref: CataloguePageRef): CatalogueObservation[] {
  const card: Partial<Card> = { goodsId: ref.goodsId };
  // Visible text first, so that the page's data below overrides it where present.
  const title = (root.querySelector('[data-widget="webProductHeading"] h1, h1')?.textContent ?? '').trim();
  if (title) card.title = title;
  const priceEl = root.querySelector('[data-widget="webPrice"]');
  if (priceEl) {
    const { price, oldPrice } = cardOfText(priceEl, '');
    Object.assign(card, price !== undefined && { price }, oldPrice !== undefined && { oldPrice });
  }
  const score = root.querySelector('[data-widget="webReviewProductScore"]');
  if (score) {
    const { rating, reviews } = cardOfText(score, '');
    Object.assign(card, rating !== undefined && { rating }, reviews !== undefined && { reviews });
  }
  const page = root.querySelector('main') ?? root.querySelector('body');
  const { stock, sellerId, sellerName } = page ? cardOfText(page, '') : {};
  Object.assign(card, stock !== undefined && { stock }, sellerId !== undefined && { sellerId, sellerName });
  for (const script of Array.from(root.querySelectorAll('script[type="application/ld+json"]'))) {
    let data: unknown;
    try {
      data = JSON.parse(script.textContent ?? '');
    } catch {
      continue;
    }
    const ld = ldProductSchema.safeParse(data);
    if (!ld.success) continue;
    const p = ld.data;
    if (p.name) card.title = p.name.trim();
    const offer = Array.isArray(p.offers) ? p.offers[0] : p.offers;
    if (offer && offer.price > 0) card.price = Math.round(offer.price * 100);
    if (p.brand) card.brand = typeof p.brand === 'string' ? p.brand : p.brand.name;
    if (p.aggregateRating?.ratingValue !== undefined) card.rating = p.aggregateRating.ratingValue;
    if (p.aggregateRating?.reviewCount !== undefined) card.reviews = Math.trunc(p.aggregateRating.reviewCount);
  }
  for (const raw of stateOf(root, 'webPrice')) {
    const s = priceStateSchema.safeParse(raw);
    const price = s.success && s.data.price ? pricesIn(s.data.price)[0] : undefined;
    const old = s.success && s.data.originalPrice ? pricesIn(s.data.originalPrice)[0] : undefined;
    if (price !== undefined) card.price = price;
    if (old !== undefined) card.oldPrice = old;
  }
  for (const raw of stateOf(root, 'webCurrentSeller')) {
    const s = sellerStateSchema.safeParse(raw);
    if (!s.success) continue;
    if (s.data.seller) {
      card.sellerId = sellerIdOfHref(s.data.seller.link) ?? s.data.seller.id;
      card.sellerName = s.data.seller.name;
    }
    if (s.data.deliverySchema) card.scheme = s.data.deliverySchema;
  }
  for (const raw of stateOf(root, 'webStockInfo')) {
    const s = stockStateSchema.safeParse(raw);
    const stock = s.success ? stockIn(s.data.text) : undefined;
    if (stock !== undefined) card.stock = stock;
  }
  if (card.oldPrice !== undefined && card.price !== undefined && card.oldPrice <= card.price) delete card.oldPrice;
  const row = finish(card, ref, undefined);
  return row ? [row] : [];
}

/** The observation rows (without observedAt) of a catalogue page at `url`; none for any other page. */
export function parseCataloguePage(root: ParentNode, url: string): CatalogueObservation[] {
  const ref = cataloguePageOf(url);
  if (!ref) return [];
  const base = new URL(url);
  return ref.kind === 'goods' ? goodsRow(root, ref) : listRows(root, ref, base);
}
