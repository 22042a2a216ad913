import type { TFunction } from 'i18next';
import type { Rates } from './money';

/**
 * What a converted price rests on, for a tooltip or a line under a figure: the rate, its source and
 * day, and, when the server could not be reached, that this is the last known rate.
 */
export function ratesNote(t: TFunction<'extension'>, rates: Rates, language: string): string {
  const rate = new Intl.NumberFormat(language, { maximumFractionDigits: 4 }).format(rates.rubPer.CNY);
  const source = t(rates.source === 'cbr' ? 'convert.sources.cbr' : 'convert.sources.seed');
  const line = t('rates.note', { rate, source, date: rates.asOf });
  return rates.stale ? `${line}. ${t('rates.stale')}` : line;
}
