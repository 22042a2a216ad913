import { NUMBER_UNITS } from '../constants/limits';
import type { Lang } from '../i18n/index';
import { numberFormat } from './intl';

/**
 * Unit symbols of the formatters. zh-CN follows the spec (`1.2w`, `132.4亿` from 10⁸ up, `1.3倍`); en-US and ru-RU
 * use their own conventions through Intl compact notation (`12.3K`, `12,3 тыс.`) and `×` for growth.
 */
export const NUMBER_SYMBOLS = Object.freeze({
  empty: '-',
  tenThousand: 'w',
  hundredMillion: '亿',
  times: Object.freeze({ zh: '倍', en: '×', ru: '×' } as const satisfies Record<Lang, string>),
});

const INTL_LOCALE: Readonly<Record<Lang, string>> = Object.freeze({ zh: 'en-US', en: 'en-US', ru: 'ru-RU' });

export interface NumberFormatOptions {
  readonly lang?: Lang;
  /** Decimals of values shown in units (and the most shown below the unit threshold); default 1. */
  readonly decimals?: number;
}

/** The number of a value, or undefined for missing, empty or non-numeric input. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.replace(/,/g, ''));
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

function plain(n: number, lang: Lang, maxDecimals: number, minDecimals = 0): string {
  return numberFormat(INTL_LOCALE[lang], { maximumFractionDigits: maxDecimals, minimumFractionDigits: minDecimals }).format(n);
}

const HUNDRED_MILLION = NUMBER_UNITS.tenThousand * NUMBER_UNITS.tenThousand;

/** A value of five or more integer digits in the units of the language, with `decimals` decimals. */
function compact(n: number, lang: Lang, decimals: number): string {
  if (lang !== 'zh') return numberFormat(INTL_LOCALE[lang], { notation: 'compact', maximumFractionDigits: decimals, minimumFractionDigits: decimals }).format(n);
  const inTenThousands = n / NUMBER_UNITS.tenThousand;
  // 99,999,999 rounds to 10,000.0w: from there on the unit is 亿.
  if (Math.abs(Number(inTenThousands.toFixed(decimals))) < NUMBER_UNITS.tenThousand) return `${plain(inTenThousands, lang, decimals, decimals)}${NUMBER_SYMBOLS.tenThousand}`;
  return `${plain(n / HUNDRED_MILLION, lang, decimals, decimals)}${NUMBER_SYMBOLS.hundredMillion}`;
}

/**
 * A count or amount for display: five or more integer digits are shown in units (zh: ten-thousands
 * with `w`, hundred-millions with `亿`, `12345` → `1.2w`, `13235474000` → `132.4亿`); missing or
 * invalid values show `-`.
 */
export function formatNumber(value: unknown, options: NumberFormatOptions = {}): string {
  const n = toNumber(value);
  if (n === undefined) return NUMBER_SYMBOLS.empty;
  const lang = options.lang ?? 'zh';
  const decimals = options.decimals ?? NUMBER_UNITS.defaultDecimals;
  if (Math.abs(n) < NUMBER_UNITS.tenThousand) return plain(n, lang, decimals);
  return compact(n, lang, decimals);
}

/** A growth multiple rounded to one decimal with the multiplier word (`1.3倍`), or `-` when empty. */
export function formatGrowth(value: unknown, lang: Lang = 'zh'): string {
  const n = toNumber(value);
  if (n === undefined) return NUMBER_SYMBOLS.empty;
  return `${plain(n, lang, 1, 1)}${NUMBER_SYMBOLS.times[lang]}`;
}

/** Currencies money is shown in (DECISIONS §11: roubles by default, yuan on request). */
export type Currency = 'RUB' | 'CNY';

/** The sign of each currency, written after the figure in every language (`13,790 ₽`, `55 ¥`). */
export const CURRENCY_SIGN: Readonly<Record<Currency, string>> = Object.freeze({ RUB: '₽', CNY: '¥' });

/**
 * The kinds of money figure: a `price` (of one item, a fee, a profit per item) is always shown in
 * full (`13,790 ₽`); an `amount` (revenue, turnover, a total) is shown in units from five integer
 * digits (`1.2w ₽`, `132.4亿 ₽`, `12.3K ₽`, `12,3 тыс. ₽`).
 */
export type MoneyKind = 'price' | 'amount';

export interface MoneyFormatOptions {
  readonly lang?: Lang;
  /** Default RUB (₽). */
  readonly currency?: Currency;
  /** Default `amount`. */
  readonly kind?: MoneyKind;
  /** The value is in cents (kopecks, fen: the default) or in whole currency units. */
  readonly in?: 'cents' | 'units';
}

/**
 * The one money formatter of the site and the extension: the figure in the page's language, then a
 * no-break space and the currency sign. A figure in full has two decimals when it has cents and
 * none otherwise; a figure in units has one decimal. Missing values show `-`.
 */
export function formatMoney(value: unknown, options: MoneyFormatOptions = {}): string {
  const n = toNumber(value);
  if (n === undefined) return NUMBER_SYMBOLS.empty;
  const lang = options.lang ?? 'zh';
  const cents = Math.round(options.in === 'units' ? n * NUMBER_UNITS.centsPerUnit : n);
  const units = cents / NUMBER_UNITS.centsPerUnit;
  const whole = cents % NUMBER_UNITS.centsPerUnit === 0;
  const figure =
    (options.kind ?? 'amount') === 'amount' && Math.abs(units) >= NUMBER_UNITS.tenThousand
      ? compact(units, lang, NUMBER_UNITS.defaultDecimals)
      : plain(units, lang, whole ? 0 : 2, whole ? 0 : 2);
  return `${figure}\u00a0${CURRENCY_SIGN[options.currency ?? 'RUB']}`;
}
