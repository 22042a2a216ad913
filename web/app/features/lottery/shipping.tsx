import { useTranslation } from 'react-i18next';
import type { lottery } from '@marketlens/core/contract';
import { formatDate } from '@marketlens/core/format';

/** Where a claimed physical prize is: waiting, shipped with carrier and tracking number, delivered or cancelled. */
export function ShippingStatus({ shipping }: { shipping: NonNullable<lottery.Winning['shipping']> }) {
  const { t } = useTranslation('mobile');
  return (
    <span className={`lt-ship lt-ship-${shipping.status}`} data-testid="lt-shipping">
      {t(`lottery.shipping.${shipping.status}`, { carrier: shipping.carrier ?? '', tracking: shipping.trackingNo ?? '' })}
    </span>
  );
}

/** The member's claimed physical prizes with their shipping, on the prize-claim page. */
export function ShippingList({ rows }: { rows: lottery.Winning[] }) {
  const { t } = useTranslation('mobile');
  const claimed = rows.filter((w) => w.prize.kind === 'physical' && w.claimedAt && w.shipping);
  if (claimed.length === 0) return null;
  return (
    <section className="lt-shipping-list" data-testid="claim-shipping">
      <h2>{t('claim.shippingTitle')}</h2>
      <ul className="lt-records">
        {claimed.map((w) => (
          <li key={w.drawId}>
            <strong>{w.prize.name}</strong>
            <span>{formatDate(w.wonAt)}</span>
            {w.shipping ? <ShippingStatus shipping={w.shipping} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
