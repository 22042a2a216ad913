import { Alert, Button, Result, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_MODES, useAuthState, type Auth } from '@marketlens/core/auth';
import { useCoreT } from '@marketlens/ui/i18n';
import { useLocalize } from '../../lib/lang';
import { IdentityVerify } from './identity-verify';
import type { LaterMode } from './login-card-modes';
import { RegisterForm } from './register-form';
import { ResetForm } from './reset-form';

// Shown only after a login with sub-accounts.
const AccountChoice = lazy(() => import('@marketlens/ui/auth/account-choice'));

/** Registration, password reset, the identity check (10099), the sub-account choice and success. */
export default function LoginCardSteps({ auth, mode, afterLogin, stay = false }: { auth: Auth; mode: LaterMode; afterLogin: string; stay?: boolean }) {
  const { t } = useTranslation('auth');
  const { text } = useCoreT();
  const localize = useLocalize();
  const error = useAuthState(auth, (s) => s.error);
  const errorBox = error ? <Alert className="auth-error" type="error" showIcon title={text(error)} /> : null;
  // A number with sub-accounts stops here with its credential until one account is chosen.
  if (mode === LOGIN_MODES.accountSelect) {
    return (
      <Suspense fallback={<Spin />}>
        <section className="auth-card-body">
          <AccountChoice auth={auth} level={1} />
        </section>
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
  return (
    <section className="auth-card-body">
      <h1 className="auth-title">{t('page.registerTitle')}</h1>
      {errorBox}
      <RegisterForm auth={auth} {...(stay ? { successPath: null } : {})} />
      <button type="button" className="link-button auth-switch" onClick={() => auth.setLoginType('password')}>
        {t('actions.toLogin')}
      </button>
    </section>
  );
}
