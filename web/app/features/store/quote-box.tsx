import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { store } from '@marketlens/core/contract';
import { formatDate } from '@marketlens/core/format';
import { useYuan } from './money';
import { usePlanName } from './plan-name';

/**
 * The server's quote: what the plan does for this member (a new membership, an extension of the same
 * tier, an upgrade, a renewal card), from when until when, and how the amount is made up, the
 * upgrade credit explained.
 */
export function QuoteBox({ quote, loading, error }: { quote: store.Quote | undefined; loading: boolean; error: string }) {
  const { t } = useTranslation('store');
  const yuan = useYuan();
  const planName = usePlanName();
  if (error) return <Alert type="error" showIcon title={error} data-testid="store-quote-error" />;
  if (!quote) return loading ? <Skeleton active paragraph={{ rows: 3 }} /> : null;
  const lines: [string, string, string?][] = [[t('quote.list'), yuan(quote.listFen)]];
  if (quote.couponFen > 0) lines.push([t('quote.coupon'), `−${yuan(quote.couponFen)}`, 'is-minus']);
  if (quote.creditFen > 0) lines.push([t('quote.credit'), `−${yuan(quote.creditFen)}`, 'is-minus']);
  return (
    <div className={`store-quote${loading ? ' is-loading' : ''}`} data-testid="store-quote">
      <p className="store-quote-kind">
        <strong>{t(`quote.kinds.${quote.kind}`)}</strong> {t(`quote.kindNotes.${quote.kind}`)}
      </p>
      <p className="store-quote-period" data-testid="store-quote-period">
        {t('quote.period', { from: formatDate(quote.startsAt), until: formatDate(quote.endsAt), count: quote.days })}
      </p>
      {quote.credit ? (
        <p className="store-note" data-testid="store-quote-credit">
          {t('quote.creditHow', {
            plan: planName(quote.credit.fromPlanId),
            count: quote.credit.remainingDays,
            day: yuan(quote.credit.dayFen),
            total: yuan(quote.credit.remainingDays * quote.credit.dayFen),
          })}
          {quote.credit.remainingDays * quote.credit.dayFen > quote.creditFen ? ` ${t('quote.creditCapped', { total: yuan(quote.creditFen) })}` : null}
        </p>
      ) : null}
      <dl className="store-quote-lines">
        {lines.map(([label, value, cls]) => (
          <div key={label} className={cls}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="store-quote-total">
          <dt>{t('quote.total')}</dt>
          <dd data-testid="store-amount">{yuan(quote.amountFen)}</dd>
        </div>
      </dl>
    </div>
  );
}
