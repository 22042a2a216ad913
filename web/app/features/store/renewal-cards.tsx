import { useTranslation } from 'react-i18next';
import type { TierOffer } from './catalog';
import { useYuan } from './money';
import { MobilePlanLink, PlanLink } from './plan-link';

/** The renewal cards: a tier's time extended at the card's price, for members who have (or had) that tier. */
export function RenewalCards({ offers, mobile }: { offers: readonly TierOffer[]; mobile: boolean }) {
  const { t } = useTranslation('store');
  const yuan = useYuan();
  const cards = offers.flatMap((o) => (o.renewal ? [{ tier: o.tier, plan: o.renewal }] : []));
  if (!cards.length) return null;
  const Link = mobile ? MobilePlanLink : PlanLink;
  return (
    <section className="store-section" aria-labelledby="store-renewals">
      <h2 id="store-renewals">{t('renewals.title')}</h2>
      <p className="store-lead">{t('renewals.lead')}</p>
      <ul className="store-renewals">
        {cards.map(({ tier, plan }) => (
          <li key={plan.planId} className="store-renewal" data-testid={`store-renewal-${plan.planId}`}>
            <h3>{t('renewals.card', { tier: t(`tiers.${tier}`) })}</h3>
            <p className="store-price">
              <strong>{yuan(plan.priceFen)}</strong>
              <span>{t('renewals.days', { count: plan.days })}</span>
            </p>
            <p className="store-per-month">{t('pricing.perMonth', { price: yuan(plan.perMonthFen) })}</p>
            <Link planId={plan.planId} className="btn btn-ghost store-choose">
              {t('renewals.buy')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
