import { Button, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { useLocalize } from '../../lib/lang';
import { useIsLoggedIn } from '../../lib/session';
import { AntdScope } from '../../lib/antd-scope';

/** Seconds before a signed-in visitor is taken on to the workbench. */
const REDIRECT_SECONDS = 3;

/** How one arrived: `?from=register` after a registration; anything else is a login or an authorisation. */
export const SUCCESS_FROM = Object.freeze({ register: 'register', login: 'login' } as const);

/**
 * After a registration, a login or an authorisation: says which, then opens the workbench after a
 * short countdown. A visitor without a session is offered the login instead.
 */
function SuccessPageBody() {
  const { t } = useTranslation('auth');
  const localize = useLocalize();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const [params] = useSearchParams();
  const variant = params.get('from') === SUCCESS_FROM.register ? 'register' : 'login';
  const [left, setLeft] = useState(REDIRECT_SECONDS);
  const dashboard = localize('/workbench/dashboard');
  useEffect(() => {
    if (!loggedIn) return;
    if (left <= 0) {
      void navigate(dashboard, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [loggedIn, left, navigate, dashboard]);
  const title = t(`success.${variant}Title`);
  return (
    <div className="auth-narrow" data-testid="success-page" data-variant={variant}>
      <PageMeta title={title} description={t('page.metaDescription')} />
      <Result
        status={loggedIn ? 'success' : 'info'}
        title={<h1 className="result-heading">{loggedIn ? title : t('success.noSessionTitle')}</h1>}
        subTitle={loggedIn ? <span aria-live="polite">{t(`success.${variant}Body`, { seconds: left })}</span> : t('success.noSessionBody')}
        extra={[
          loggedIn ? (
            <Button key="d" type="primary" href={dashboard}>
              {t('success.toDashboard')}
            </Button>
          ) : (
            <Button key="l" type="primary" href={localize('/login')}>
              {t('success.toLogin')}
            </Button>
          ),
          <Button key="h" href={localize('/')}>
            {t('success.toHome')}
          </Button>,
        ]}
      />
    </div>
  );
}

/** antd's scope for this page alone: the blank frame's login pages are drawn without antd. */
export default function SuccessPage() {
  return (
    <AntdScope>
      <SuccessPageBody />
    </AntdScope>
  );
}
