import { Alert, Button, Result, Spin, Tabs } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_MODES, useAuthState, type LoginMode } from '@marketlens/core/auth';
import { useLocalize } from '../../lib/lang';
import { AgreementLinks } from './agreement-links';
import { IdentityVerify } from './identity-verify';
import { PasswordLoginForm } from './password-login-form';
import { RegisterForm } from './register-form';
import { ResetForm } from './reset-form';
import { SmsLoginForm } from './sms-login-form';
import { useAuth } from './use-auth';
import { useCoreT } from './use-core-t';

// Shown only after a QR tab click or a login with sub-accounts: kept out of the page's first load.
const WechatQrLogin = lazy(() => import('./wechat-qr-login'));
const AccountSelect = lazy(() => import('./account-select'));

interface LoginCardProps {
  initialMode: LoginMode;
  /** Where a finished login goes. */
  afterLogin: string;
  /** False where the card sits under a title of its own (the registration prompt's modal). */
  showTitle?: boolean;
}

/** The login and registration card: every mode of the flow, driven by core's auth state. */
export function LoginCard({ initialMode, afterLogin, showTitle = true }: LoginCardProps) {
  const { t } = useTranslation('auth');
  const { text } = useCoreT();
  const localize = useLocalize();
  const auth = useAuth(initialMode);
  const mode = useAuthState(auth, (s) => s.mode);
  const error = useAuthState(auth, (s) => s.error);
  useEffect(() => {
    if (mode === LOGIN_MODES.authSuccess) window.location.assign(localize(afterLogin));
  }, [mode, afterLogin, localize]);
  const errorBox = error ? <Alert className="auth-error" type="error" showIcon title={text(error)} /> : null;
  // A number with sub-accounts stops here with its credential until one account is chosen.
  if (mode === LOGIN_MODES.accountSelect) {
    return (
      <Suspense fallback={<Spin />}>
        <AccountSelect auth={auth} />
      </Suspense>
    );
  }
  if (mode === LOGIN_MODES.authSuccess) {
    return (
      <Result
        status="success"
        title={t('success.loginTitle')}
        subTitle={t('success.welcomeBack')}
        extra={<Button type="primary" href={localize(afterLogin)}>{t('success.toDashboard')}</Button>}
      />
    );
  }
  if (mode === LOGIN_MODES.identityAuth) {
    return (
      <section className="auth-card-body">
        <h1 className="auth-title">{t('identity.title')}</h1>
        {errorBox}
        <IdentityVerify auth={auth} />
      </section>
    );
  }
  if (mode === LOGIN_MODES.passwordReset) {
    return (
      <section className="auth-card-body">
        <h1 className="auth-title">{t('reset.title')}</h1>
        {errorBox}
        <ResetForm auth={auth} onDone={() => auth.setLoginType('password')} />
        <button type="button" className="link-button auth-switch" onClick={() => auth.setLoginType('password')}>
          {t('actions.backToLogin')}
        </button>
      </section>
    );
  }
  if (mode === LOGIN_MODES.accountRegister) {
    return (
      <section className="auth-card-body">
        <h1 className="auth-title">{t('page.registerTitle')}</h1>
        {errorBox}
        <RegisterForm auth={auth} />
        <button type="button" className="link-button auth-switch" onClick={() => auth.setLoginType('password')}>
          {t('actions.toLogin')}
        </button>
      </section>
    );
  }
  return (
    <section className="auth-card-body">
      {showTitle ? <h1 className="auth-title">{t('page.loginTitle')}</h1> : null}
      <Tabs
        activeKey={mode === LOGIN_MODES.smsLogin ? 'sms' : mode === LOGIN_MODES.qrCodeLogin || mode === LOGIN_MODES.qrCodeBindWx ? 'qr' : 'password'}
        onChange={(key) => (key === 'qr' ? auth.setMode(LOGIN_MODES.qrCodeLogin) : auth.setLoginType(key === 'sms' ? 'sms' : 'password'))}
        items={[
          { key: 'password', label: t('tabs.password'), children: <PasswordLoginForm auth={auth} /> },
          { key: 'sms', label: t('tabs.sms'), children: <SmsLoginForm auth={auth} /> },
          {
            key: 'qr',
            label: t('tabs.qr'),
            // Leaving the tab unmounts it, which stops the polling.
            destroyOnHidden: true,
            children: (
              <Suspense fallback={<Spin />}>
                <WechatQrLogin auth={auth} />
              </Suspense>
            ),
          },
        ]}
      />
      {errorBox}
      <div className="auth-links">
        <button type="button" className="link-button" onClick={() => auth.setMode(LOGIN_MODES.accountRegister)}>
          {t('actions.toRegister')}
        </button>
        <button type="button" className="link-button" onClick={() => auth.setMode(LOGIN_MODES.passwordReset)}>
          {t('actions.forgot')}
        </button>
      </div>
      <p className="auth-note">
        <AgreementLinks prefix="loginNote" />
      </p>
    </section>
  );
}
