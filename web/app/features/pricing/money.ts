import { formatMoney, numberFormat } from '@marketlens/core/format';
import type { Lang } from '@marketlens/core/i18n';

const INTL: Readonly<Record<Lang, string>> = Object.freeze({ zh: 'zh-CN', en: 'en-US', ru: 'ru-RU' });

/** An exact amount for a calculator through core's money formatter, in full: `55 ¥`, `2,930 ₽`, `2 930 ₽`. */
export function money(value: number, currency: 'RUB' | 'CNY', lang: Lang): string {
  return formatMoney(value, { lang, currency, kind: 'price', in: 'units' });
}

/** A plain number in the page's language. */
export function plain(value: number, lang: Lang, digits = 2): string {
  return numberFormat(INTL[lang], { maximumFractionDigits: digits }).format(value);
}
