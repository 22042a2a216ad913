import { useTranslation } from 'react-i18next';
import type { myshop } from '@marketlens/core/contract';
import { formatRub, formatShare } from '../../components/workbench/numbers';
import { useLang } from '../../lib/lang';

const KINDS = ['commission', 'logistics', 'lastMile', 'acquiring', 'services', 'returnDelivery'] as const;
const LABELS = { commission: 'charges.commission', logistics: 'charges.delivery', lastMile: 'charges.lastMile', acquiring: 'charges.acquiring', services: 'charges.services', returnDelivery: 'charges.returnDelivery' } as const;

/** What Ozon charged in the period by kind, largest first, each as a share of the charges and of the revenue. */
export function ChargesBreakdown({ charges, revenue }: { charges: myshop.Charges; revenue: number }) {
  const { t } = useTranslation('myshop');
  const lang = useLang();
  const rows = KINDS.map((k) => ({ kind: k, value: charges[k] }))
    .filter((r) => r.value !== 0)
    .sort((a, b) => b.value - a.value);
  if (!rows.length) return <p className="analytics-muted">{t('charges.empty')}</p>;
  const largest = Math.max(...rows.map((r) => Math.abs(r.value)), 1);
  return (
    <ol className="analytics-shares myshop-charges" data-testid="myshop-charges">
      {rows.map((r) => (
        <li key={r.kind} data-kind={r.kind}>
          <span className="myshop-charge-name">{t(LABELS[r.kind])}</span>
          <span className="analytics-share-bar" aria-hidden>
            <span style={{ width: `${Math.max(1, (Math.abs(r.value) / largest) * 100)}%` }} />
          </span>
          <span className="analytics-share-gmv">{formatRub(r.value, lang)}</span>
          <span className="analytics-share-value" title={t('charges.ofRevenue', { share: revenue > 0 ? formatShare(r.value / revenue, lang) : '-' })}>
            {revenue > 0 ? formatShare(r.value / revenue, lang) : '-'}
          </span>
        </li>
      ))}
      <li className="myshop-charges-total">
        <strong className="myshop-charge-name">{t('charges.total')}</strong>
        <span />
        <strong className="analytics-share-gmv" data-testid="myshop-charges-total">
          {formatRub(charges.total, lang)}
        </strong>
        <span className="analytics-share-value">{revenue > 0 ? formatShare(charges.total / revenue, lang) : '-'}</span>
      </li>
    </ol>
  );
}
