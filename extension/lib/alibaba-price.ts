import { parseAmount } from '@marketlens/core/format';

/** One price tier of a 1688 offer: the yuan price per unit from `minQuantity` units up. */
export interface PriceTier {
  price: number;
  minQuantity: number;
  maxQuantity?: number;
}

/**
 * The purchase cost read from a 1688 offer page: the tier that applies to one unit, else the tier
 * with the smallest order. When the page does not say one clear price (nothing found, a price range
 * across variants, several prices without quantities, text that is not a number), the cost is left
 * unknown and the reason kept, so the seller enters it instead of trusting a guess.
 */
export type AlibabaPrice = { ok: true; price: number; minQuantity: number; tiers: PriceTier[] } | { ok: false; problem: 'missing' | 'range' | 'ambiguous' };

/** A price element's whole text: one yuan amount, e.g. "¥120", "￥ 12.50", "35.00元", "12.5". */
const PRICE_TEXT = /^\s*[¥￥]?\s*\d[\d,]*(?:\.\d+)?\s*元?\s*$/;
/** A price range across variants: "¥12.50-15.00". */
const RANGE_TEXT = /^\s*[¥￥]?\s*\d[\d,]*(?:\.\d+)?\s*[-~～—]\s*[¥￥]?\s*\d[\d,]*(?:\.\d+)?\s*元?\s*$/;
/** A quantity band: "3-9件", "≥10件", "10件以上", "1件起批", "2~49个", ">=50 pcs". */
const QUANTITY_TEXT = /^\s*(?:(≥|>=|大于等于)\s*)?(\d+)\s*(?:[-~～—至]\s*(\d+))?\s*(?:件|个|套|只|双|条|台|张|把|盒|包|箱|pcs?|pieces?)\s*(以上|及以上|起批|起订|起)?\s*$/i;

/**
 * Elements whose whole text matches, outermost only: a price split into "¥", "35" and ".80" spans is
 * one price, "¥35.80", read from the element that holds all of it.
 */
function outermost(scope: ParentNode, test: (el: HTMLElement) => boolean): HTMLElement[] {
  const all = [...scope.querySelectorAll<HTMLElement>('*')].filter((el) => el.childElementCount <= 4 && test(el));
  return all.filter((el) => !all.some((other) => other !== el && other.contains(el)));
}

function quantityOf(text: string): { min: number; max?: number } | undefined {
  const m = QUANTITY_TEXT.exec(text);
  if (!m?.[2]) return undefined;
  const min = Number(m[2]);
  return m[3] ? { min, max: Number(m[3]) } : { min };
}

/** Where the offer's price block sits on 1688's current and older layouts; the whole page if none matches. */
const PRICE_AREAS = '.price-component, .price-wrapper, .od-pc-offer-price-contain, .price-content, .d-content .obj-price, [class*="price-area"], [class*="priceArea"]';

/** The 1688 purchase price of an offer page, read from the page's structure rather than its run-together text. */
export function readAlibabaPrice(doc: ParentNode): AlibabaPrice {
  const scope = doc.querySelector(PRICE_AREAS) ?? doc;
  // A price is marked as one: a price class on the element, or the yuan sign in its text.
  const looksLikePrice = (el: HTMLElement) => /price|value|num/i.test(el.getAttribute('class') ?? '') || /[¥￥元]/.test(el.textContent ?? '');
  const prices = outermost(scope, (el) => PRICE_TEXT.test(el.textContent ?? '') && looksLikePrice(el));
  const quantities = outermost(scope, (el) => QUANTITY_TEXT.test(el.textContent ?? ''));
  if (prices.length === 0) {
    return outermost(scope, (el) => RANGE_TEXT.test(el.textContent ?? '')).length > 0 ? { ok: false, problem: 'range' } : { ok: false, problem: 'missing' };
  }

  const tiers: PriceTier[] = [];
  for (const priceEl of prices) {
    const parsed = parseAmount(priceEl.textContent ?? '', 'zh');
    if (!parsed.ok) return { ok: false, problem: 'ambiguous' };
    // The tier is the nearest block that holds this price and exactly one quantity band.
    let block: HTMLElement | null = priceEl.parentElement;
    let quantity: { min: number; max?: number } | undefined;
    for (let depth = 0; block && depth < 4; depth++, block = block.parentElement) {
      const inside = quantities.filter((q) => block?.contains(q));
      const pricesInside = prices.filter((p) => block?.contains(p));
      if (pricesInside.length > 1) break;
      if (inside.length === 1 && inside[0]) {
        quantity = quantityOf(inside[0].textContent ?? '');
        break;
      }
    }
    if (quantity) tiers.push({ price: parsed.value, minQuantity: quantity.min, ...(quantity.max !== undefined ? { maxQuantity: quantity.max } : {}) });
    else if (quantities.length === 0) tiers.push({ price: parsed.value, minQuantity: 1 });
  }

  // A table of prices above a row of quantities: the columns pair them in order.
  if (tiers.length === 0 && quantities.length === prices.length) {
    prices.forEach((priceEl, i) => {
      const parsed = parseAmount(priceEl.textContent ?? '', 'zh');
      const quantity = quantityOf(quantities[i]?.textContent ?? '');
      if (parsed.ok && quantity) tiers.push({ price: parsed.value, minQuantity: quantity.min, ...(quantity.max !== undefined ? { maxQuantity: quantity.max } : {}) });
    });
    if (tiers.length !== prices.length) return { ok: false, problem: 'ambiguous' };
  }
  if (tiers.length === 0) return { ok: false, problem: 'ambiguous' };
  // Several prices with no quantities to tell them apart: a guess would be a guess.
  if (quantities.length === 0 && new Set(tiers.map((t) => t.price)).size > 1) return { ok: false, problem: 'ambiguous' };
  const sorted = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
  const chosen = sorted.find((t) => t.minQuantity <= 1) ?? sorted[0];
  if (!chosen) return { ok: false, problem: 'missing' };
  return { ok: true, price: chosen.price, minQuantity: chosen.minQuantity, tiers: sorted };
}
