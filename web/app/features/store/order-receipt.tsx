import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { store } from '@marketlens/core/contract';
import { formatDate, formatDateTime } from '@marketlens/core/format';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useYuan } from './money';
import { usePlanName } from './plan-name';

/** A paid order's receipt, laid out for printing (the print stylesheet shows it alone). */
export function OrderReceipt({ order }: { order: store.Order }) {
  const { t } = useTranslation('store');
  const { brand } = useRuntimeConfig();
  const yuan = useYuan();
  const planName = usePlanName();
  const rows: [string, string][] = [
    [t('orders.no'), order.orderNo],
    [t('orders.plan'), planName(order.planId)],
    [t('orders.kind'), t(`quote.kinds.${order.kind}`)],
    [t('orders.method'), t(`methods.${order.method}`)],
    [t('orders.created'), formatDateTime(order.createdAt)],
    [t('orders.paidAt'), formatDateTime(order.paidAt)],
    [t('orders.period'), order.grantedFrom ? `${formatDate(order.grantedFrom)} – ${formatDate(order.grantedUntil)}` : '-'],
    [t('quote.list'), yuan(order.listFen)],
  ];
  if (order.couponFen > 0) rows.push([t('quote.coupon'), `−${yuan(order.couponFen)}`]);
  if (order.creditFen > 0) rows.push([t('quote.credit'), `−${yuan(order.creditFen)}`]);
  rows.push([t('receipt.paid'), yuan(order.amountFen)]);
  if (order.refundedFen > 0) rows.push([t('orders.refunded'), yuan(order.refundedFen)]);
  return (
    <div className="store-receipt" data-testid="store-receipt">
      <header>
        <strong>{brand.name}</strong>
        <h2>{t('receipt.title')}</h2>
      </header>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="store-note">{t('receipt.note', { email: brand.supportEmail })}</p>
      <Button className="store-no-print" onClick={() => window.print()} data-testid="store-print">
        {t('receipt.print')}
      </Button>
    </div>
  );
}
