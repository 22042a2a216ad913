import { toCsvText } from '@marketlens/core/format';
import { hasCost, type BoxItem } from './collection-box';
import { priceItem, type PricingBasis } from './box-pricing';

/**
 * Column headers of Ozon's bulk product upload template. They are the marketplace's file format,
 * read by Ozon's importer in Russian whatever the seller's language, so they are not translated.
 */
export const OZON_COLUMNS = Object.freeze([
  'Артикул*',
  'Название товара*',
  'Цена, руб.*',
  'Цена до скидки, руб.',
  'НДС, %*',
  'Ссылка на главное фото*',
  'Ссылки на дополнительные фото',
  'Аннотация',
  'Ссылка на источник',
  // What the prices rest on, so the file can be checked later: the rate, its day, the tariff and the settings.
  'Курс CNY, руб.',
  'Дата курса',
  'Тариф Ozon от',
  'Маржа, %',
] as const);

/** Ozon's template value for goods sold without VAT, as cross-border sellers list them. */
const NO_VAT = 'Не облагается';

export type ExportRow = [string, string, number, number, string, string, string, string, string, number, string, string, number];

/**
 * Why an item cannot go into the upload file: every required column must hold a real value, and a
 * price worked out from an unknown cost would be an invented one.
 */
export type ExportProblem = 'noCost' | 'shares' | 'noRoute' | 'noTitle' | 'noImage';

export function exportProblemOf(item: BoxItem, basis: PricingBasis): ExportProblem | undefined {
  if (!hasCost(item)) return 'noCost';
  const priced = priceItem(basis, item);
  if (!priced.ok) return priced.reason === 'sharesTooHigh' ? 'shares' : 'noRoute';
  if (!item.listingTitle.trim()) return 'noTitle';
  if (!item.images[0]) return 'noImage';
  return undefined;
}

/** The listing title still holds Chinese characters: Ozon lists in Russian, so the seller is warned (not stopped). */
export function titleNeedsTranslation(item: Pick<BoxItem, 'listingTitle'>): boolean {
  return /[\u3400-\u9fff]/.test(item.listingTitle);
}

/** The items that can be exported and those that cannot, each with its reason. */
export function splitForExport(items: readonly BoxItem[], basis: PricingBasis): { ready: BoxItem[]; held: { item: BoxItem; problem: ExportProblem }[] } {
  const ready: BoxItem[] = [];
  const held: { item: BoxItem; problem: ExportProblem }[] = [];
  for (const item of items) {
    const problem = exportProblemOf(item, basis);
    if (problem) held.push({ item, problem });
    else ready.push(item);
  }
  return { ready, held };
}

/**
 * One row per exportable item, priced by core's cross-border solver on the basis the collection page
 * and the 1688 toolbar use (price tiers, per-shipment fee, every share, freight by weight; strike =
 * price ÷ (1 − discount)), with the rate and its day; the others are left out.
 */
export function exportRows(items: readonly BoxItem[], basis: PricingBasis): ExportRow[] {
  return splitForExport(items, basis).ready.flatMap((item) => {
    if (!hasCost(item)) return [];
    const pricing = priceItem(basis, item);
    if (!pricing.ok) return [];
    const attributes = item.attributes.map((a) => `${a.name}: ${a.value}`).join('; ');
    const row: ExportRow = [
      item.offerId,
      item.listingTitle.trim(),
      pricing.quote.priceRub,
      pricing.quote.strikePriceRub,
      NO_VAT,
      item.images[0] ?? '',
      item.images.slice(1).join(' '),
      attributes,
      item.sourceUrl,
      basis.rates.rubPer.CNY,
      basis.rates.asOf,
      basis.tables.effectiveFrom,
      pricing.quote.marginPct,
    ];
    return [row];
  });
}

/**
 * CSV as Ozon's importer and Russian-locale Excel read it: semicolons, CRLF, a UTF-8 byte-order mark;
 * page text that starts like a formula is neutralised.
 */
export function toCsv(items: readonly BoxItem[], basis: PricingBasis): string {
  return toCsvText(OZON_COLUMNS, exportRows(items, basis), ';');
}
