import { useTranslation } from 'react-i18next';
import type { identity } from '@marketlens/core/contract';
import { planView, pricingUrl } from '../lib/membership-state';

/**
 * The member's plan: tier, state (trial, active, ending soon, ended, none), its end, and the step
 * that fits it (see plans, renew, upgrade), which opens the site's plans page in the popup's language.
 */
export function PlanCard({ product, siteOrigin, now }: { product: identity.Product | null | undefined; siteOrigin: string; now?: number }) {
  const { t, i18n } = useTranslation('extension');
  const plan = planView(product, now);
  const date = plan.endsAt ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(plan.endsAt)) : '';
  const hint = plan.state === 'none' ? t('account.noPlanHint') : plan.state === 'endingSoon' || plan.state === 'ended' ? t('account.endingHint') : null;
  return (
    <div className={`ml-plan is-${plan.state}`} data-testid="membership" data-state={plan.state}>
      <p className="ml-plan-line">
        <strong data-testid="plan-tier">{plan.tier ? t(`account.tiers.${plan.tier}`) : t('account.noPlan')}</strong>
        {plan.state !== 'none' && (
          <span className="ml-plan-state" data-testid="plan-state">
            {t(`account.states.${plan.state}`)}
          </span>
        )}
      </p>
      {plan.endsAt && (
        <p className="ml-muted" data-testid="plan-end">
          {plan.state === 'ended' ? t('account.endedOn', { date }) : t('account.until', { date })}
          {plan.state === 'trial' || plan.state === 'endingSoon' ? ` · ${t('account.daysLeft', { count: plan.daysLeft })}` : ''}
        </p>
      )}
      {hint && <p className="ml-muted">{hint}</p>}
      <a className="ml-button ml-plan-action" href={pricingUrl(siteOrigin, i18n.language)} target="_blank" rel="noreferrer" data-testid="plan-action">
        {t(`account.actions.${plan.action}`)}
      </a>
    </div>
  );
}
