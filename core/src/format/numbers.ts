import { NUMBER_UNITS } from '../constants/limits';
import type { Lang } from '../i18n/index';
import { numberFormat } from './intl';

/**
 * Unit symbols of the formatters. zh-CN follows the spec exactly (`1.2w`, `1.3倍`); en-US and ru-RU
 * use their own conventions through Intl compact notation (`12.3K`, `12,3 тыс.`) and `×` for growth.
 */
export const NUMBER_SYMBOLS = Object.freeze({
  empty: '-',
  tenThousand: 'w',
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

/**
 * A count or amount for display: five or more integer digits are shown in units (zh: ten-thousands
 * with `w` and thousands separators, `12345` → `1.2w`); missing or invalid values show `-`.
 */
export function formatNumber(value: unknown, options: NumberFormatOptions = {}): string {
  const n = toNumber(value);
  if (n === undefined) return NUMBER_SYMBOLS.empty;
  const lang = options.lang ?? 'zh';
  const decimals = options.decimals ?? NUMBER_UNITS.defaultDecimals;
  if (Math.abs(n) < NUMBER_UNITS.tenThousand) return plain(n, lang, decimals);
  if (lang === 'zh') return `${plain(n / NUMBER_UNITS.tenThousand, lang, decimals, decimals)}${NUMBER_SYMBOLS.tenThousand}`;
  return numberFormat(INTL_LOCALE[lang], {
    notation: 'compact',
    maximumFractionDigits: decimals,
    minimumFractionDigits: decimals,
  }).format(n);
}

/** An amount given in cents, shown in currency units with the same unit rules (two decimals below the threshold). */
export function formatCents(value: unknown, options: NumberFormatOptions = {}): string {
  const n = toNumber(value);
  if (n === undefined) return NUMBER_SYMBOLS.empty;
  const units = n / NUMBER_UNITS.centsPerUnit;
  if (Math.abs(units) < NUMBER_UNITS.tenThousand) return plain(units, options.lang ?? 'zh', options.decimals ?? 2);
  return formatNumber(units, options);
}

/** A growth multiple rounded to one decimal with the multiplier word (`1.3倍`), or `-` when empty. */
export function formatGrowth(value: unknown, lang: Lang = 'zh'): string {
  const n = toNumber(value);
  if (n === undefined) return NUMBER_SYMBOLS.empty;
  return `${plain(n, lang, 1, 1)}${NUMBER_SYMBOLS.times[lang]}`;
}

/** Currencies money is shown in (DECISIONS §11: roubles by default, yuan on request). */
export type Currency = 'RUB' | 'CNY';

const CURRENCY_SYMBOL: Readonly<Record<Currency, string>> = Object.freeze({ RUB: '₽', CNY: '¥' });

export interface MoneyFormatOptions extends NumberFormatOptions {
  /** Default RUB (₽). */
  readonly currency?: Currency;
}

/**
 * An amount given in cents with its currency, in the units of the language: zh `₽1.2w` / `₽123.45`,
 * en `₽12.3M` / `₽1,234.50`, ru `12,3 млн ₽` / `1 234,50 ₽`; missing values show `-`.
 */
export function formatMoney(value: unknown, options: MoneyFormatOptions = {}): string {
  const n = toNumber(value);
  if (n === undefined) return NUMBER_SYMBOLS.empty;
  const lang = options.lang ?? 'zh';
  const currency = options.currency ?? 'RUB';
  const units = n / NUMBER_UNITS.centsPerUnit;
  const large = Math.abs(units) >= NUMBER_UNITS.tenThousand;
  if (lang === 'zh') return `${CURRENCY_SYMBOL[currency]}${large ? formatNumber(units, options) : plain(units, lang, options.decimals ?? 2, options.decimals ?? 2)}`;
  const decimals = options.decimals ?? (large ? NUMBER_UNITS.defaultDecimals : 2);
  return numberFormat(INTL_LOCALE[lang], {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: decimals,
    minimumFractionDigits: decimals,
    ...(large ? { notation: 'compact' as const } : {}),
  }).format(units);
}
