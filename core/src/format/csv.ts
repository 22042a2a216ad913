/**
 * CSV that spreadsheets read safely. Text taken from marketplace pages (titles, shop names,
 * attributes) may start like a formula (`=`, `+`, `-`, `@`, a tab or a carriage return); such a
 * cell is prefixed with an apostrophe so Excel and LibreOffice show it as text instead of running it.
 * Numbers stay numbers: a negative number is a value, not a formula.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One CSV cell: formula-neutralised, then quoted when it holds the separator, a quote or a line break. */
export function csvCell(value: string | number | null | undefined, separator = ','): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : neutraliseFormula(value);
  const needsQuotes = text.includes(separator) || /["\n\r]/.test(text);
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV text with CRLF line ends and a byte-order mark, so spreadsheet programs read UTF-8. */
export function toCsvText(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[], separator = ','): string {
  return `\ufeff${[header, ...rows].map((row) => row.map((cell) => csvCell(cell, separator)).join(separator)).join('\r\n')}\r\n`;
}
