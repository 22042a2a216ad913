import { useTranslation } from 'react-i18next';
import { LOGIN_MODES } from '@marketlens/core/auth';
import { AuthPage } from '../../components/auth/auth-page';
import { LoginCard } from '../../components/auth/login-card';
import { inlineCss } from '../../lib/inline-css';
import authCss from '../../styles/auth.css?url';

/** The card's stylesheet is small and needed for the first paint: it comes inline in the HTML. */
export const handle = inlineCss('auth', authCss);

/** The registration page. */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage title={t('page.registerTitle')}>
      <LoginCard initialMode={LOGIN_MODES.accountRegister} afterLogin="/workbench/dashboard" />
    </AuthPage>
  );
}
