import { numberFormat } from '@marketlens/core/format';
import type { Lang } from '@marketlens/core/i18n';

const locale = (lang: Lang) => (lang === 'ru' ? 'ru-RU' : 'en-US');

/** A signed percentage from a ratio (0.123 → `+12.3%`, `+12,3 %`); zero unsigned. */
export function formatSignedRatio(ratio: number, lang: Lang): string {
  return numberFormat(locale(lang), { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(ratio);
}

/** The change of a figure against the previous period as a signed percentage; null when the previous period had nothing to compare with. */
export function changeRatio(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}

/** Days with one decimal below ten, whole from there (`3.5`, `42`); the unit word comes from the text around it. */
export function formatDays(value: number, lang: Lang): string {
  return numberFormat(locale(lang), { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
}
