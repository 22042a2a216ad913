import { useTranslation } from 'react-i18next';
import type { Tier } from '@marketlens/core/constants';
import { formatNumber } from '@marketlens/core/format';
import { useLang } from '../../lib/lang';
import { LIMIT_LINES, tierLimits, type LimitLine, type LimitValue } from './catalog';

/** The words of one limit value in the page's language. */
export function useLimitText(): (value: LimitValue) => string {
  const { t } = useTranslation('store');
  const lang = useLang();
  const n = (v: number) => formatNumber(v, { lang, decimals: 0 });
  const every = (minutes: number) => (minutes % 60 === 0 ? t('limits.hours', { count: minutes / 60 }) : t('limits.minutes', { count: minutes }));
  return (value) => {
    switch (value.kind) {
      case 'all':
        return t('limits.all');
      case 'unlimited':
        return t('limits.unlimited');
      case 'days':
        return t('limits.days', { count: value.value });
      case 'count':
        return n(value.value);
      case 'exports':
        return t('limits.exportsValue', { count: value.count, times: n(value.count), rows: n(value.rows) });
      case 'patrol':
        return t('limits.patrolValue', { count: value.items, items: n(value.items), every: every(value.minutes) });
    }
  };
}

/** The label of a limit line. */
export function useLimitLabel(): (line: LimitLine) => string {
  const { t } = useTranslation('store');
  return (line) => t(`limits.${line}`);
}

/** What a tier allows, as a definition list (tier cards, the trial card, the dashboard). */
export function LimitsList({ tier, className = 'store-limits' }: { tier: Tier; className?: string }) {
  const text = useLimitText();
  const label = useLimitLabel();
  const limits = tierLimits(tier);
  return (
    <dl className={className} data-testid={`store-limits-${tier}`}>
      {LIMIT_LINES.map((line) => (
        <div key={line}>
          <dt>{label(line)}</dt>
          <dd>{text(limits[line])}</dd>
        </div>
      ))}
    </dl>
  );
}
