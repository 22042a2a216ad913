import { useTranslation } from 'react-i18next';
import { TIERS } from '@marketlens/core/constants';
import { useLocalize } from '../../lib/lang';
import { useIsLoggedIn } from '../../lib/session';

const ORDER = [TIERS.trial, TIERS.starter, TIERS.operation, TIERS.ultimate, TIERS.professional] as const;

/** The membership tiers and their terms; what each tier unlocks, and the prices, are on the plans page (`/pricing`). */
export function PlanTiers() {
  const { t } = useTranslation('home');
  const { t: ts } = useTranslation('store');
  const localize = useLocalize();
  const loggedIn = useIsLoggedIn();
  return (
    <section className="section container" aria-labelledby="plans-title" id="plans">
      <h2 id="plans-title" className="section-title">
        {t('plans.title')}
      </h2>
      <p className="section-subtitle">{t('plans.subtitle')}</p>
      <ul className="plan-grid">
        {ORDER.map((tier) => (
          <li key={tier} className={`plan-card plan-${tier}`}>
            <h3>{t(`plans.${tier}.name`)}</h3>
            <p>{t(`plans.${tier}.body`)}</p>
            {tier === TIERS.trial && !loggedIn ? (
              <a className="btn btn-primary" href={localize('/register')}>
                {t('plans.cta')}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="plan-durations">{t('plans.durations')}</p>
      <p className="plan-durations">
        <a className="btn btn-primary" href={localize('/pricing')} data-testid="home-see-prices">
          {ts('links.pricing')}
        </a>
      </p>
    </section>
  );
}
