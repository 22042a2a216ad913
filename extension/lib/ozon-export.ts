import { toCsvText } from '@marketlens/core/format';
import { hasCost, type BoxItem } from './collection-box';
import { priceForOzon } from './pricing';

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
] as const);

/** Ozon's template value for goods sold without VAT, as cross-border sellers list them. */
const NO_VAT = 'Не облагается';

export type ExportRow = [string, string, number, number, string, string, string, string, string];

/**
 * Why an item cannot go into the upload file: every required column must hold a real value, and a
 * price worked out from an unknown cost would be an invented one.
 */
export type ExportProblem = 'noCost' | 'shares' | 'noTitle' | 'noImage';

export function exportProblemOf(item: BoxItem, rubPerCny: number): ExportProblem | undefined {
  if (!hasCost(item)) return 'noCost';
  if (!priceForOzon({ ...item, costCny: item.costCny, rubPerCny }).ok) return 'shares';
  if (!item.listingTitle.trim()) return 'noTitle';
  if (!item.images[0]) return 'noImage';
  return undefined;
}

/** The listing title still holds Chinese characters: Ozon lists in Russian, so the seller is warned (not stopped). */
export function titleNeedsTranslation(item: Pick<BoxItem, 'listingTitle'>): boolean {
  return /[\u3400-\u9fff]/.test(item.listingTitle);
}

/** The items that can be exported and those that cannot, each with its reason. */
export function splitForExport(items: readonly BoxItem[], rubPerCny: number): { ready: BoxItem[]; held: { item: BoxItem; problem: ExportProblem }[] } {
  const ready: BoxItem[] = [];
  const held: { item: BoxItem; problem: ExportProblem }[] = [];
  for (const item of items) {
    const problem = exportProblemOf(item, rubPerCny);
    if (problem) held.push({ item, problem });
    else ready.push(item);
  }
  return { ready, held };
}

/** One row per exportable item, priced with the item's own formula at the given rate (roubles per yuan); the others are left out. */
export function exportRows(items: readonly BoxItem[], rubPerCny: number): ExportRow[] {
  return splitForExport(items, rubPerCny).ready.flatMap((item) => {
    if (!hasCost(item)) return [];
    const pricing = priceForOzon({ ...item, costCny: item.costCny, rubPerCny });
    if (!pricing.ok) return [];
    const attributes = item.attributes.map((a) => `${a.name}: ${a.value}`).join('; ');
    const row: ExportRow = [
      item.offerId,
      item.listingTitle.trim(),
      pricing.priceRub,
      // A crossed-out price a fifth above the sale price, the usual listing practice.
      Math.ceil(pricing.priceRub * 1.2),
      NO_VAT,
      item.images[0] ?? '',
      item.images.slice(1).join(' '),
      attributes,
      item.sourceUrl,
    ];
    return [row];
  });
}

/**
 * CSV as Ozon's importer and Russian-locale Excel read it: semicolons, CRLF, a UTF-8 byte-order mark;
 * page text that starts like a formula is neutralised.
 */
export function toCsv(items: readonly BoxItem[], rubPerCny: number): string {
  return toCsvText(OZON_COLUMNS, exportRows(items, rubPerCny), ';');
}
