import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { isMembershipExpired } from '@marketlens/core/auth';
import { TIER_LIMITS, type Tier } from '@marketlens/core/constants';
import { formatDateTime, formatNumber } from '@marketlens/core/format';
import { useHttp } from '../../lib/http';
import { useLang, useLocalize } from '../../lib/lang';
import { neverHadMembership, type MembershipProduct } from './membership-state';

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

/**
 * The dashboard's membership: active (plan, dates and what the tier allows), expired (with what
 * renewing unlocks), or none yet (the plans, never "expired"). The plans are the home page's.
 */
export function MembershipSummary({ product, onLogout }: { product: MembershipProduct | null | undefined; onLogout: () => void }) {
  const { t } = useTranslation('workbench');
  const localize = useLocalize();
  const http = useHttp();
  const none = neverHadMembership(product);
  const expired = !none && isMembershipExpired(product ?? {}, http.platform.clock.now());
  const tier = typeof product?.tier === 'string' && product.tier in TIER_LIMITS ? (product.tier as Tier) : null;
  const plans = `${localize('/')}#plans`;
  return (
    <>
      {none ? (
        <>
          <p>
            <Tag data-testid="dashboard-no-membership">{t('dashboard.noMembership')}</Tag>
          </p>
          <p className="dashboard-note">{t('dashboard.noMembershipNote')}</p>
        </>
      ) : (
        <>
          <p>
            <Tag color={expired ? 'red' : 'green'}>{expired ? t('dashboard.expired') : t('dashboard.active')}</Tag>
            {tier ? <span data-testid="dashboard-plan">{t('dashboard.plan', { tier: t(`dashboard.tiers.${tier}`) })}</span> : null}
          </p>
          {product?.maturityTime ? <p>{t('dashboard.expires', { date: formatDateTime(product.maturityTime) })}</p> : null}
          {product?.bonus?.endTime ? <p>{t('dashboard.bonusEnds', { date: formatDateTime(product.bonus.endTime) })}</p> : null}
          {tier && !expired ? <Limits tier={tier} /> : <p className="dashboard-note">{t('dashboard.renewNote')}</p>}
        </>
      )}
      <div className="dashboard-actions">
        {none ? (
          <Button type="primary" href={plans}>
            {t('dashboard.seePlans')}
          </Button>
        ) : expired || !tier ? (
          <Button type="primary" href={plans}>
            {t('dashboard.renew')}
          </Button>
        ) : null}
        <Button onClick={onLogout} data-testid="logout">
          {t('dashboard.logout')}
        </Button>
      </div>
    </>
  );
}
