import { useTranslation } from 'react-i18next';
import { MemberGate } from '../../components/workbench/analytics-page';
import { PageMeta } from '../../components/page-meta';
import { ShopsPanel } from '../../features/patrol/shops-panel';
import { AntdScope } from '../../lib/antd-scope';
import { QueryScope } from '../../lib/query-scope';
import analyticsCss from '../../styles/analytics.css?url';
import authCss from '../../styles/auth.css?url';
import patrolCss from '../../styles/patrol.css?url';
import { inlineCss } from '../../lib/inline-css';

export const handle = inlineCss({ auth: authCss, analytics: analyticsCss, patrol: patrolCss });

/** The member's own Ozon shops: bind with the Seller API's Client-Id and API key, read again, remove. */
export default function MoreShopAuthorizePage() {
  const { t } = useTranslation('patrol');
  return (
    <QueryScope>
      <AntdScope>
        <div className="auth-narrow auth-panel shops-page" data-testid="shops-page">
          <PageMeta title={t('shops.title')} description={t('shops.lead')} />
          <h1 className="auth-title">{t('shops.title')}</h1>
          <p>{t('shops.lead')}</p>
          <MemberGate>
            <ShopsPanel />
          </MemberGate>
        </div>
      </AntdScope>
    </QueryScope>
  );
}
