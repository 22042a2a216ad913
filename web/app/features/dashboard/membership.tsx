import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { TIER_LIMITS, planOf, type Tier } from '@marketlens/core/constants';
import { formatDateTime, formatNumber } from '@marketlens/core/format';
import { useHttp } from '../../lib/http';
import { useLang, useLocalize } from '../../lib/lang';
import { membershipState, type MembershipProduct, type MembershipState } from './membership-state';

function Limits({ tier }: { tier: Tier }) {
  const { t } = useTranslation('workbench');
  const lang = useLang();
  const l = TIER_LIMITS[tier];
  const n = (v: number) => formatNumber(v, { lang, decimals: 0 });
  const items = [
    [t('dashboard.limits.rows'), n(l.rows)],
    [t('dashboard.limits.history'), l.historyDays === null ? t('dashboard.limits.all') : t('dashboard.limits.days', { days: l.historyDays })],
    [t('dashboard.limits.exports'), l.exportsPerDay === null ? t('dashboard.limits.unlimited') : t('dashboard.limits.exportsValue', { count: l.exportsPerDay, rows: n(l.exportRows) })],
    [t('dashboard.limits.categories'), l.boundCategories === null ? t('dashboard.limits.allCategories') : n(l.boundCategories)],
    [t('dashboard.limits.monitors'), n(l.monitors)],
  ] as const;
  return (
    <dl className="dashboard-limits" data-testid="dashboard-limits">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The next steps of each state: a plan for none, trial and ended; renewing when it ends soon; an upgrade and categories while active. */
function NextSteps({ state, tier, planId }: { state: MembershipState; tier: Tier | null; planId: number | null | undefined }) {
  const { t } = useTranslation('store');
  const localize = useLocalize();
  const info = planId ? planOf(planId) : undefined;
  // Renewing goes straight to the checkout of the plan the member has, when it is a plan on sale by term.
  const renew = info && info.tier !== 'trial' && info.duration !== 'renewalCard' ? `/pricing/checkout?plan=${planId}` : '/pricing';
  const categories = tier && TIER_LIMITS[tier].boundCategories !== null && state !== 'ended';
  const steps: { key: string; href: string; label: string; primary?: boolean }[] = [];
  if (state === 'none' || state === 'trial') steps.push({ key: 'plans', href: '/pricing', label: t('dashboard.choosePlan'), primary: true });
  if (state === 'endingSoon' || state === 'ended') steps.push({ key: 'renew', href: renew, label: t('dashboard.renew'), primary: true });
  if (state === 'active' && tier !== 'professional') steps.push({ key: 'upgrade', href: '/pricing', label: t('dashboard.upgrade'), primary: true });
  if (categories) steps.push({ key: 'categories', href: '/account/categories', label: t('dashboard.categories') });
  if (state !== 'none' && state !== 'trial') steps.push({ key: 'orders', href: '/account/orders', label: t('dashboard.orders') });
  return (
    <>
      {steps.map((s) => (
        <Button key={s.key} type={s.primary ? 'primary' : 'default'} href={localize(s.href)} data-testid={`dashboard-next-${s.key}`}>
          {s.label}
        </Button>
      ))}
    </>
  );
}

/**
 * The dashboard's membership in one of five states, each with its next step: none (the plans, never
 * "expired"), the trial (its days left; choose a plan), active (plan, dates and what the tier allows;
 * upgrade, categories), ending soon (seven days or less: renew) and ended (what renewing unlocks).
 */
export function MembershipSummary({ product, onLogout }: { product: MembershipProduct | null | undefined; onLogout: () => void }) {
  const { t } = useTranslation('workbench');
  const { t: ts } = useTranslation('store');
  const http = useHttp();
  const { state, daysLeft } = membershipState(product, http.platform.clock.now());
  const tier = typeof product?.tier === 'string' && product.tier in TIER_LIMITS ? (product.tier as Tier) : null;
  return (
    <div data-state={state} data-testid="dashboard-membership-state">
      {state === 'none' ? (
        <p>
          <Tag data-testid="dashboard-no-membership">{t('dashboard.noMembership')}</Tag>
        </p>
      ) : (
        <>
          <p>
            <Tag color={state === 'ended' ? 'red' : 'green'}>{state === 'ended' ? t('dashboard.expired') : t('dashboard.active')}</Tag>
            {state === 'trial' ? <Tag color="blue">{ts('dashboard.trialLeft', { count: daysLeft })}</Tag> : null}
            {state === 'endingSoon' ? (
              <Tag color="orange" data-testid="dashboard-ending">
                {ts('dashboard.endsIn', { count: daysLeft })}
              </Tag>
            ) : null}
            {tier ? <span data-testid="dashboard-plan">{t('dashboard.plan', { tier: t(`dashboard.tiers.${tier}`) })}</span> : null}
          </p>
          {product?.maturityTime ? <p>{t('dashboard.expires', { date: formatDateTime(product.maturityTime) })}</p> : null}
          {product?.bonus?.endTime ? <p>{t('dashboard.bonusEnds', { date: formatDateTime(product.bonus.endTime) })}</p> : null}
          {tier && state !== 'ended' ? <Limits tier={tier} /> : null}
        </>
      )}
      <p className="dashboard-note" data-testid="dashboard-next">
        {ts(`dashboard.next.${state}`, { count: daysLeft })}
      </p>
      <div className="dashboard-actions">
        <NextSteps state={state} tier={tier} planId={product?.planId} />
        <Button onClick={onLogout} data-testid="logout">
          {t('dashboard.logout')}
        </Button>
      </div>
    </div>
  );
}
