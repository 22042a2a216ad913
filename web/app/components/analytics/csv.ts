import { downloadBlob } from '../../lib/download';

/**
 * One cell of a CSV file: quoted when it holds a separator, a quote or a line break. Text from the
 * market (titles, shop and brand names) that starts like a formula is prefixed with an apostrophe,
 * so a spreadsheet shows it instead of evaluating it; numbers stay numbers.
 */
function cell(value: string | number | null): string {
  const text = value === null ? '' : typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV text (RFC 4180, CRLF) with a byte-order mark so spreadsheet programs read UTF-8. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return `\ufeff${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Saves text as a file. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(fileName, new Blob([text], { type }));
}
