/**
 * How an ambiguous single comma followed by three digits is read: in Russian "1,299" is one and
 * a bit (the comma is the decimal mark), in Chinese and English it is one thousand two hundred.
 */
export type AmountStyle = 'ru' | 'zh' | 'en';

export type AmountParse = { ok: true; value: number } | { ok: false; reason: 'empty' | 'invalid' | 'negative' };

const FULL_WIDTH = /[\uff10-\uff19\uff0c\uff0e\uff0d]/g;
const LEADING_UNIT = /^(?:[¥￥$₽]|RMB|CNY|RUB|USD)\s*/i;
const TRAILING_UNIT = /\s*(?:[¥￥$₽]|元|руб\.?|р\.|RMB|CNY|RUB|USD)$/i;
const MINUS = /^[-−–]\s*/;

function fullWidthToAscii(text: string): string {
  return text.replace(FULL_WIDTH, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

/** Integer digit groups: the first of one to three digits, every later one of exactly three. */
function groupedDigits(groups: string[]): string | undefined {
  if (groups.length === 1) return /^\d+$/.test(groups[0] ?? '') ? groups[0] : undefined;
  const [first, ...rest] = groups;
  if (!first || !/^\d{1,3}$/.test(first) || rest.some((g) => !/^\d{3}$/.test(g))) return undefined;
  return groups.join('');
}

/**
 * Reads an amount as people write it in Russian, Chinese or English: "1 299,50" (spaces, no-break,
 * thin and narrow no-break spaces between thousands, comma decimals), "1,299.50", "1.299.000",
 * full-width digits, a currency sign or unit at either end. A negative amount is refused, and so is
 * anything that is not one number (thousands groups that are not of three digits, two decimal marks).
 */
export function parseAmount(input: string, style: AmountStyle = 'ru'): AmountParse {
  let text = fullWidthToAscii(input).replace(/\s+/g, ' ').trim();
  text = text.replace(LEADING_UNIT, '').replace(TRAILING_UNIT, '').trim();
  if (!text) return { ok: false, reason: 'empty' };
  const negative = MINUS.test(text);
  text = text.replace(MINUS, '').replace(/^\+\s*/, '');
  if (!/^\d[\d ,.]*$/.test(text) || /[ ,.]{2}/.test(text) || /[ ,.]$/.test(text)) return { ok: false, reason: 'invalid' };

  const commas = text.split(',').length - 1;
  const points = text.split('.').length - 1;
  let decimal: ',' | '.' | undefined;
  if (commas && points) decimal = text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.';
  else if (commas === 1) decimal = style === 'ru' || !/,\d{3}$/.test(text) ? ',' : undefined;
  else if (points === 1) decimal = '.';
  if (decimal && text.split(decimal).length - 1 > 1) return { ok: false, reason: 'invalid' };

  const [whole = '', fraction] = decimal ? text.split(decimal) : [text];
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return { ok: false, reason: 'invalid' };
  const digits = groupedDigits(whole.split(/[ ,.]/));
  if (digits === undefined) return { ok: false, reason: 'invalid' };
  const value = Number(fraction === undefined ? digits : `${digits}.${fraction}`);
  if (!Number.isFinite(value)) return { ok: false, reason: 'invalid' };
  if (negative && value !== 0) return { ok: false, reason: 'negative' };
  return { ok: true, value };
}
