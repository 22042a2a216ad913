import { Alert, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LOGIN_MODES, useAuthState, type PromoteAttribution } from '@marketlens/core/auth';
import type { identity } from '@marketlens/core/contract';
import { RegisterForm } from '../auth/register-form';
import { useAuth } from '../auth/use-auth';
import { useCoreT } from '@marketlens/ui/i18n';
import { useLocalize } from '../../lib/lang';
import { useIsLoggedIn } from '../../lib/session';
import { WORKBENCH_URL } from '../../components/header/menus';
import { PromoteSuccess } from './promote-success';

// The WeChat scan loads only on the page whose registration starts with it.
const WechatQrLogin = lazy(() => import('../auth/wechat-qr-login'));
const AccountChoice = lazy(() => import('@marketlens/ui/auth/account-choice'));

const FORM_COPY = { promote_register: 'register', promote_register_fast: 'fast', promote_regsiter_bind_wx: 'wechat' } as const;
type PromoteMode = keyof typeof FORM_COPY;

interface PromoteRegisterProps {
  mode: PromoteMode & identity.RegisterMode;
  urlCode?: string | undefined;
  promotionId?: number | undefined;
  /** The mobile variant's success page; desktop pages show the success in place (undefined). */
  successPath?: string | undefined;
  site: 'desktop' | 'mobile';
  /** Heading level text override (a promotion's sign-up). */
  title?: string | undefined;
  note?: string | undefined;
}

/**
 * The registration form of a promote page in its mode: phone, code and password; phone and code only
 * (the password later); or a WeChat scan then the phone. The page's channel, the stored invite and
 * utm, the search words and the promotion travel with it.
 */
export function PromoteRegister({ mode, urlCode, promotionId, successPath, site, title, note }: PromoteRegisterProps) {
  const { t } = useTranslation('promote');
  const { text } = useCoreT();
  const localize = useLocalize();
  const { pathname } = useLocation();
  const auth = useAuth(mode === 'promote_regsiter_bind_wx' ? LOGIN_MODES.qrCodeLogin : LOGIN_MODES.promoteRegister, site);
  const error = useAuthState(auth, (s) => s.error);
  const done = useAuthState(auth, (s) => s.done);
  const promote: PromoteAttribution = { mode, urlCode, promotionId, landingPath: pathname };
  const options = { promote, successPath: successPath === undefined ? null : localize(successPath) } as const;
  const copy = FORM_COPY[mode];
  const loggedIn = useIsLoggedIn();
  // A scan by a WeChat already linked to an account logs that account in instead of registering.
  const signedInByScan = useAuthState(auth, (s) => s.done && s.mode === LOGIN_MODES.authSuccess);
  const registered = done && !signedInByScan;
  const choosingAccount = useAuthState(auth, (s) => s.mode === LOGIN_MODES.accountSelect);
  // A linked WeChat whose number has sub-accounts: the member picks the account to sign in to.
  if (choosingAccount) {
    return (
      <section className="promote-form" id="promote-form" data-testid="promote-form" data-mode={mode}>
        <Suspense fallback={<Spin />}>
          <AccountChoice auth={auth} level={1} />
        </Suspense>
      </section>
    );
  }
  if (registered && successPath === undefined) return <PromoteSuccess promotionId={promotionId} site={site} />;
  // A member who is already signed in has nothing to register: the page says so and leads on.
  if ((loggedIn && !registered) || signedInByScan) {
    return (
      <section className="promote-form promote-form-member" id="promote-form" aria-labelledby="promote-form-title" data-testid="promote-signed-in">
        <h2 id="promote-form-title" className="promote-form-title">
          {t('form.signedIn.title')}
        </h2>
        <p className="promote-form-note">{t(signedInByScan ? 'form.signedIn.byWechat' : 'form.signedIn.note')}</p>
        <a className={site === 'mobile' ? 'm-button m-button-primary m-button-block' : 'btn btn-primary btn-lg'} href={localize(site === 'mobile' ? '/m' : WORKBENCH_URL)}>
          {t(site === 'mobile' ? 'form.signedIn.toMobile' : 'form.signedIn.toWorkbench')}
        </a>
      </section>
    );
  }
  return (
    <section className={`promote-form promote-form-${copy}`} id="promote-form" aria-labelledby="promote-form-title" data-testid="promote-form" data-mode={mode}>
      <h2 id="promote-form-title" className="promote-form-title">
        {title ?? t(`form.${copy}.title`)}
      </h2>
      <p className="promote-form-note">{note ?? t(`form.${copy}.note`)}</p>
      {error ? <Alert className="auth-error" type="error" showIcon title={text(error)} /> : null}
      {mode === 'promote_regsiter_bind_wx' ? (
        <Suspense fallback={<Spin />}>
          <WechatQrLogin auth={auth} registerOptions={options} />
        </Suspense>
      ) : (
        <RegisterForm auth={auth} submitLabel={t('form.submit')} withPassword={mode === 'promote_register'} promote={promote} successPath={options.successPath} />
      )}
      <p className="promote-form-login">
        {t('form.haveAccount')}{' '}
        <a href={localize(`/login${urlCode ? `?urlCode=${encodeURIComponent(urlCode)}` : ''}`)}>{t('form.toLogin')}</a>
      </p>
    </section>
  );
}
