import { downloadBlob } from '@marketlens/ui/download';

/** CSV text for exports: core's formula-safe CSV (RFC 4180, CRLF, byte-order mark), shared with the extension. */
export { toCsvText as toCsv } from '@marketlens/core/format';

/** Saves text as a file. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(fileName, new Blob([text], { type }));
}
