import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from 'react-i18next';
import { LOGIN_MODES, useAuthState } from '@marketlens/core/auth';
import { AccountChoice, CardAlert, LightTabs, PasswordLoginForm, RiskVerify, SmsLoginForm, WechatLogin } from '@marketlens/ui/auth';
import { useCoreT } from '@marketlens/ui/i18n';
import '@marketlens/ui/styles/auth.css';
import '@marketlens/ui/styles/qr.css';
import { useExtensionEnv } from '../lib/extension-context';
import type { SiteSession } from '../lib/site-session';
import type { PageCore } from '../lib/use-core';
import { usePopupAuth } from '../lib/use-popup-auth';

type LoginTab = 'password' | 'sms' | 'qr';

/**
 * The popup's login, the site's own parts (@marketlens/ui) through core's flows: password or SMS with
 * the slider captcha, WeChat QR, risk checks, the account choice. core writes the session into the
 * site's cookies, so a login here logs the site in as the same account.
 */
export function LoginPanel({ core, onLoggedIn }: { core: PageCore; onLoggedIn: (session: SiteSession) => void }) {
  const { t } = useTranslation('extension');
  const { t: ta } = useTranslation('auth');
  const { text } = useCoreT();
  const { jar, notices } = useExtensionEnv();
  const notice = useStore(notices.store);
  const auth = usePopupAuth(core, jar, onLoggedIn);
  const mode = useAuthState(auth, (s) => s.mode);
  const error = useAuthState(auth, (s) => s.error);
  // The server's refusal (a wrong password) reaches both the login state and the notice line; it is said once, by the form.
  const duplicate = Boolean(error && notice?.level === 'error' && text(notice.message) === text(error));
  useEffect(() => {
    if (duplicate) notices.store.setState(null, true);
  }, [duplicate, notices.store]);
  const alert = error ? <CardAlert>{text(error)}</CardAlert> : null;

  if (mode === LOGIN_MODES.accountSelect || mode === LOGIN_MODES.identityAuth) {
    return (
      <div className="ml-stack">
        {mode === LOGIN_MODES.accountSelect ? <AccountChoice auth={auth} /> : <RiskVerify auth={auth} />}
        {alert}
      </div>
    );
  }
  const active: LoginTab = mode === LOGIN_MODES.smsLogin ? 'sms' : mode === LOGIN_MODES.qrCodeLogin || mode === LOGIN_MODES.qrCodeBindWx ? 'qr' : 'password';
  return (
    <div className="ml-stack">
      <LightTabs<LoginTab>
        active={active}
        onChange={(key) => (key === 'qr' ? auth.setMode(LOGIN_MODES.qrCodeLogin) : auth.setLoginType(key))}
        tabs={[
          { key: 'password', label: ta('tabs.password'), keep: true, render: () => <PasswordLoginForm auth={auth} /> },
          { key: 'sms', label: ta('tabs.sms'), keep: true, render: () => <SmsLoginForm auth={auth} /> },
          {
            key: 'qr',
            label: ta('tabs.qr'),
            // Leaving the tab unmounts it, which stops the polling. Binding a new WeChat needs the site's registration form.
            render: () => (
              <WechatLogin
                auth={auth}
                unbound={({ rescan }) => (
                  <div className="ml-stack" data-testid="wechat-unbound">
                    <p role="alert">{t('wechat.unbound')}</p>
                    <button type="button" onClick={rescan}>
                      {t('wechat.rescan')}
                    </button>
                  </div>
                )}
              />
            ),
          },
        ]}
      />
      {alert}
    </div>
  );
}
