import { useTranslation } from 'react-i18next';
import type { Term, TierOffer } from './catalog';
import { LimitsList } from './limits-list';
import { useYuan } from './money';
import { MobilePlanLink, PlanLink } from './plan-link';
import type { TierRelation } from './use-membership';

/** The tier most sellers choose: the card stands out. */
const FEATURED = 'operation';

/** One tier on the plans page: its price for the chosen duration, what a month costs, the saving, and what the tier allows. */
export function TierCard({ offer, term, mobile, relation = 'open' }: { offer: TierOffer; term: Term; mobile: boolean; relation?: TierRelation }) {
  const { t } = useTranslation('store');
  const yuan = useYuan();
  const plan = offer.plans[term];
  const Link = mobile ? MobilePlanLink : PlanLink;
  return (
    <li className={`store-tier store-tier-${offer.tier}${offer.tier === FEATURED ? ' is-featured' : ''}`} data-testid={`store-tier-${offer.tier}`}>
      {relation === 'current' ? (
        <span className="store-badge is-current" data-testid="store-current">
          {t('pricing.current')}
        </span>
      ) : offer.tier === FEATURED ? (
        <span className="store-badge">{t('pricing.popular')}</span>
      ) : null}
      <h3>{t(`tiers.${offer.tier}`)}</h3>
      <p className="store-tier-for">{t(`tierFor.${offer.tier}`)}</p>
      {plan ? (
        <>
          <p className="store-price">
            <strong>{yuan(plan.priceFen)}</strong>
            <span>{t(`pricing.per.${term}`)}</span>
          </p>
          <p className="store-per-month">
            {term === 'month' ? t('pricing.billedMonthly') : t('pricing.perMonth', { price: yuan(plan.perMonthFen) })}
            {plan.savingPercent > 0 ? <span className="store-saving">{t('pricing.save', { percent: plan.savingPercent })}</span> : null}
          </p>
          {relation === 'lower' ? (
            <p className="store-lower">{t('pricing.lower')}</p>
          ) : (
            <Link planId={plan.planId} className={`btn ${offer.tier === FEATURED || relation !== 'open' ? 'btn-primary' : 'btn-ghost'} store-choose`} data-testid={`store-choose-${plan.planId}`}>
              {t(`pricing.action.${relation}`, { tier: t(`tiers.${offer.tier}`) })}
            </Link>
          )}
        </>
      ) : (
        <p className="store-per-month">{t('pricing.termOff')}</p>
      )}
      <LimitsList tier={offer.tier} />
    </li>
  );
}
