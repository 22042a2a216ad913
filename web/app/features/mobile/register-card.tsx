import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOGIN_MODES, useAuthState } from '@marketlens/core/auth';
import { RegisterForm } from '../auth/register-form';
import { useAuth } from '../auth/use-auth';
import { useCoreT } from '@marketlens/ui/i18n';
import { useSheets } from './sheets';

/** The normal registration form of `/m/register`; success goes to the mobile success page (core's flow). */
export function RegisterCard() {
  const { t } = useTranslation('mobile');
  const { text } = useCoreT();
  const auth = useAuth(LOGIN_MODES.accountRegister, 'mobile');
  const error = useAuthState(auth, (s) => s.error);
  const sheets = useSheets();
  return (
    <>
      {error ? <Alert className="auth-error" type="error" showIcon title={text(error)} /> : null}
      <RegisterForm auth={auth} submitLabel={t('sheet.registerNow')} />
      <button type="button" className="link-button m-sheet-switch" onClick={() => sheets.open('login')}>
        {t('sheet.toLogin')}
      </button>
    </>
  );
}
export default RegisterCard;
