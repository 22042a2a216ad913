import { CURRENCY_SIGN, formatGrowth, formatMoney, formatNumber, numberFormat, type MoneyKind } from '@marketlens/core/format';
import type { Lang } from '@marketlens/core/i18n';

/** The currency sign shown with every amount (DECISIONS §11: money always shows its currency). */
export const RUB_SIGN = CURRENCY_SIGN.RUB;

/** Kopecks in the page's language through core's money formatter: a price in full (`13,790 ₽`), an amount in units (`1.2w ₽`, `12.3K ₽`, `12,3 тыс. ₽`). */
export function formatRub(kopecks: number | null | undefined, lang: Lang, kind: MoneyKind = 'amount'): string {
  return formatMoney(kopecks, { lang, kind });
}

/** The yuan sign of amounts converted at the day's CBR rate. */
export const CNY_SIGN = CURRENCY_SIGN.CNY;

/** Kopecks converted to yuan at `rubPerCny` (roubles per yuan), in the page's language with the yuan sign. */
export function formatCny(kopecks: number | null | undefined, rubPerCny: number, lang: Lang, kind: MoneyKind = 'amount'): string {
  if (kopecks === null || kopecks === undefined) return '-';
  return formatMoney(Math.round(kopecks / rubPerCny), { lang, kind, currency: 'CNY' });
}

/** A count in the page's language (`1.2w`, `12.3K`, `12,3 тыс.`). */
export const formatCount = (value: number | null | undefined, lang: Lang) => formatNumber(value, { lang });

/** A growth multiple (`2.5倍`, `2.5×`); null means the previous window had no observation. */
export const formatTimes = (value: number | null | undefined, lang: Lang, noData: string) => (value === null || value === undefined ? noData : formatGrowth(value, lang));

/** A share 0..1 as a percentage in the page's language. */
export function formatShare(value: number, lang: Lang): string {
  return numberFormat(lang === 'ru' ? 'ru-RU' : 'en-US', { style: 'percent', maximumFractionDigits: 1 }).format(value);
}

/** A score or rating with one decimal in the page's language (`72.5`, `72,5`). */
export function formatScore(value: number, lang: Lang): string {
  return numberFormat(lang === 'ru' ? 'ru-RU' : 'en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
