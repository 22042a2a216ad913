import type { BoxItem } from './collection-box';
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

export type ExportRow = [string, string, number | null, number | null, string, string, string, string, string];

/** One row per item, priced with the item's own formula at the given rate (roubles per yuan). */
export function exportRows(items: readonly BoxItem[], rubPerCny: number): ExportRow[] {
  return items.map((item) => {
    const pricing = priceForOzon({ ...item, rubPerCny });
    const price = pricing.ok ? pricing.priceRub : null;
    const attributes = item.attributes.map((a) => `${a.name}: ${a.value}`).join('; ');
    return [
      item.offerId,
      item.listingTitle,
      price,
      // A crossed-out price a fifth above the sale price, the usual listing practice.
      price === null ? null : Math.ceil(price * 1.2),
      NO_VAT,
      item.images[0] ?? '',
      item.images.slice(1).join(' '),
      attributes,
      item.sourceUrl,
    ];
  });
}

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV as Ozon's importer and Russian-locale Excel read it: semicolons, CRLF, a UTF-8 byte-order mark. */
export function toCsv(items: readonly BoxItem[], rubPerCny: number): string {
  const lines = [OZON_COLUMNS, ...exportRows(items, rubPerCny)].map((row) => row.map(csvCell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
