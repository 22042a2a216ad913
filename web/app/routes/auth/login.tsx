import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LOGIN_MODES } from '@marketlens/core/auth';
import { AuthPage } from '../../features/auth/auth-page';
import { LoginCard } from '../../features/auth/login-card';
import { inlineCss } from '../../lib/inline-css';
import authCss from '../../styles/auth.css?url';

/** The card's stylesheet is small and needed for the first paint: it comes inline in the HTML. */
export const handle = inlineCss({ auth: authCss });

/** Where a finished login goes: back to the site page that asked (`?redirect=`, a path of this site), else the dashboard. */
function backTo(redirect: string | null): string {
  return redirect && /^\/(?![/\\])/.test(redirect) ? redirect : '/workbench/dashboard';
}

/** The login page; `?type=register` opens it on registration, `?mode=qr` on the WeChat QR tab. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const register = params.get('type') === 'register';
  const initialMode = register ? LOGIN_MODES.accountRegister : params.get('mode') === 'qr' ? LOGIN_MODES.qrCodeLogin : LOGIN_MODES.accountLogin;
  return (
    <AuthPage title={register ? t('page.registerTitle') : t('page.loginTitle')}>
      <LoginCard initialMode={initialMode} afterLogin={backTo(params.get('redirect'))} />
    </AuthPage>
  );
}
