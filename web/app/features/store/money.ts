import { formatMoney } from '@marketlens/core/format';
import type { Lang } from '@marketlens/core/i18n';
import { useLang } from '../../lib/lang';

/** An amount in fen as yuan in full (`1,299 ¥`, `99.50 ¥`): prices are never abbreviated. */
export function yuan(fen: number, lang: Lang): string {
  return formatMoney(fen, { lang, currency: 'CNY', kind: 'price' });
}

/** The yuan formatter of the page's language. */
export function useYuan(): (fen: number) => string {
  const lang = useLang();
  return (fen: number) => yuan(fen, lang);
}
