import writeXlsxFile from 'write-excel-file/universal';
import type { BoxItem } from './collection-box';
import type { PricingBasis } from './box-pricing';
import { exportRows, OZON_COLUMNS } from './ozon-export';

/** The collection box as an XLSX workbook laid out like Ozon's bulk upload template; text cells are text, never formulas. */
export async function toXlsx(items: readonly BoxItem[], basis: PricingBasis): Promise<Blob> {
  const header = OZON_COLUMNS.map((value) => ({ value, fontWeight: 'bold' as const }));
  const rows = exportRows(items, basis).map((row) => row.map((value) => ({ value })));
  return writeXlsxFile([header, ...rows], {
    sheet: 'Шаблон',
    stickyRowsCount: 1,
    columns: [{ width: 16 }, { width: 60 }, { width: 12 }, { width: 14 }, { width: 14 }, { width: 40 }, { width: 40 }, { width: 60 }, { width: 40 }, { width: 12 }, { width: 12 }, { width: 14 }, { width: 10 }],
  }).toBlob();
}
