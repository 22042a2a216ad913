import { useTranslation } from 'react-i18next';
import { LOGIN_MODES } from '@marketlens/core/auth';
import { AuthPage } from '../../components/auth/auth-page';
import { LoginCard } from '../../components/auth/login-card';
import authCss from '../../styles/auth.css?url';
import type { Route } from './+types/register';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: authCss }];

/** The registration page. */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage title={t('page.registerTitle')}>
      <LoginCard initialMode={LOGIN_MODES.accountRegister} afterLogin="/workbench/dashboard" />
    </AuthPage>
  );
}
