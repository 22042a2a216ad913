import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { attempt, continueLogin } from '@marketlens/core/auth';
import { CHANNELS } from '@marketlens/core/constants';
import { identity } from '@marketlens/core/contract';
import { PageMeta } from '../../components/page-meta';
import { useAuth } from '../../features/auth/use-auth';
import { webAnalytics } from '../../lib/analytics';
import { useHttp, useStores } from '../../lib/http';
import { useLocalize } from '../../lib/lang';
import { AntdScope } from '../../lib/antd-scope';

/** The passport's return address: `?code=` is exchanged for a login (auth2CodeLogin), then the workbench opens. */
function OauthPageBody() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const http = useHttp();
  const { user, promote } = useStores();
  const auth = useAuth();
  const localize = useLocalize();
  const code = params.get('code');
  const [failed, setFailed] = useState(!code);
  useEffect(() => {
    if (!code) return;
    let cancelled = false;
    void (async () => {
      const call = http.call(identity.loginV2, { body: { appName: CHANNELS.appName, action: 'auth2CodeLogin', data: { messageCode: code, tenantId: CHANNELS.tenantId }, firstId: await http.platform.anonymousId() } });
      const outcome = await attempt(call);
      const deps = { http, user, promote, state: auth.state, analytics: webAnalytics, navigate: () => undefined };
      const ok = await continueLogin(deps, outcome);
      if (cancelled) return;
      if (ok) window.location.replace(localize('/workbench/dashboard'));
      else setFailed(true);
    })();
    return () => {
      cancelled = true;
    };
  }, [code, http, user, promote, auth, localize]);
  return (
    <div className="auth-narrow">
      <PageMeta title={t('oauth.title')} description={t('page.metaDescription')} />
      {failed ? (
        <Result
          status="warning"
          title={<h1 className="result-heading">{t('oauth.failed')}</h1>}
          extra={
            <Button type="primary" href={localize('/login')}>
              {t('actions.backToLogin')}
            </Button>
          }
        />
      ) : (
        <Result icon={<Spin size="large" />} title={<h1 className="result-heading">{t('oauth.title')}</h1>} subTitle={t('oauth.working')} />
      )}
    </div>
  );
}

/** antd's scope for this page alone: the blank frame's login pages are drawn without antd. */
export default function OauthPage() {
  return (
    <AntdScope>
      <OauthPageBody />
    </AntdScope>
  );
}
