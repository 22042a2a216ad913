import { useTranslation } from 'react-i18next';
import { LOGIN_MODES } from '@marketlens/core/auth';
import { AuthPage } from '../../features/auth/auth-page';
import { LoginCard, type StepsProps } from '../../features/auth/login-card';
import LoginCardSteps from '../../features/auth/login-card-steps';
import { AntdScope } from '../../lib/antd-scope';
import { inlineCss } from '../../lib/inline-css';
import authCss from '../../styles/auth.css?url';

/** The card's stylesheet is small and needed for the first paint: it comes inline in the HTML. */
export const handle = inlineCss({ auth: authCss });

/** The registration page opens on the antd registration form: it is part of the page, not loaded later. */
function Steps(props: StepsProps) {
  return (
    <AntdScope>
      <LoginCardSteps {...props} />
    </AntdScope>
  );
}

/** The registration page. */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage title={t('page.registerTitle')}>
      <LoginCard initialMode={LOGIN_MODES.accountRegister} afterLogin="/workbench/dashboard" steps={Steps} />
    </AuthPage>
  );
}
