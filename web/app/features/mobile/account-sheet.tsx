import { Alert, Drawer, Spin, Tabs } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { activityExpandInfo, LOGIN_MODES, useAuthState } from '@marketlens/core/auth';
import { PasswordLoginForm, SmsLoginForm } from '@marketlens/ui/auth';
import { useCoreT } from '@marketlens/ui/i18n';
import { AgreementLinks } from '../auth/agreement-links';
import { RegisterForm } from '../auth/register-form';
import { useAuth } from '../auth/use-auth';
import { IdentityVerify } from '../auth/identity-verify';
import type { SheetKind } from './sheet-kind';
// The login forms are plain HTML styled by the auth stylesheet; it loads with the sheet.
import '../../styles/auth.css';

// Only a number with sub-accounts reaches the account choice: kept out of the sheet's first load.
const AccountChoice = lazy(() => import('@marketlens/ui/auth/account-choice'));

interface AccountSheetProps {
  kind: SheetKind;
  onKind: (kind: SheetKind) => void;
  onClose: () => void;
  onDone: (() => void) | undefined;
}

/**
 * The login sheet (password tab first, SMS tab) and the registration sheet in its normal variant
 * ('register to get a free new-user gift pack', then the success page) and its activity variant
 * ('complete registration/login to draw a prize'), all on core's auth flows.
 */
export function AccountSheet({ kind, onKind, onClose, onDone }: AccountSheetProps) {
  const { t } = useTranslation('mobile');
  const { t: ta } = useTranslation('auth');
  const { text } = useCoreT();
  const { search } = useLocation();
  const activity = kind === 'activity' || kind === 'activityLogin';
  const registering = kind === 'register' || kind === 'activity';
  const auth = useAuth(registering ? LOGIN_MODES.accountRegister : LOGIN_MODES.accountLogin, 'mobile');
  const mode = useAuthState(auth, (s) => s.mode);
  const done = useAuthState(auth, (s) => s.done);
  const error = useAuthState(auth, (s) => s.error);
  useEffect(() => {
    // A login ends in authSuccess; an activity registration ends with done (a normal one navigates away itself).
    const finished = mode === LOGIN_MODES.authSuccess || (kind === 'activity' && done);
    if (!finished) return;
    onClose();
    if (onDone) onDone();
    else if (mode === LOGIN_MODES.authSuccess) window.location.reload();
  }, [mode, done, kind, onClose, onDone]);
  const title = kind === 'activity' || kind === 'activityLogin' ? t('sheet.activityTitle') : kind === 'register' ? t('sheet.registerTitle') : t('sheet.loginTitle');
  return (
    <Drawer open placement="bottom" size="auto" onClose={onClose} title={title} closable={{ 'aria-label': t('sheet.close') }} className="m-sheet" data-testid={`m-sheet-${kind}`}>
      {error ? <Alert className="auth-error" type="error" showIcon title={text(error)} /> : null}
      {mode === LOGIN_MODES.accountSelect ? (
        <Suspense fallback={<Spin />}>
          <AccountChoice auth={auth} level={1} />
        </Suspense>
      ) : mode === LOGIN_MODES.identityAuth ? (
        <IdentityVerify auth={auth} />
      ) : registering ? (
        <>
          <RegisterForm auth={auth} variant={activity ? 'activity' : 'normal'} expandInfo={activity ? activityExpandInfo(search) : undefined} submitLabel={t('sheet.registerNow')} />
          <button type="button" className="link-button m-sheet-switch" onClick={() => onKind(activity ? 'activityLogin' : 'login')} data-testid="m-sheet-to-login">
            {t('sheet.toLogin')}
          </button>
        </>
      ) : (
        <>
          <Tabs
            defaultActiveKey="password"
            onChange={(key) => auth.setLoginType(key === 'sms' ? 'sms' : 'password')}
            items={[
              { key: 'password', label: ta('tabs.password'), children: <PasswordLoginForm auth={auth} /> },
              { key: 'sms', label: ta('tabs.sms'), children: <SmsLoginForm auth={auth} /> },
            ]}
          />
          <button type="button" className="link-button m-sheet-switch" onClick={() => onKind(activity ? 'activity' : 'register')} data-testid="m-sheet-to-register">
            {t('sheet.noAccount')}
          </button>
          <p className="auth-note">
            <AgreementLinks prefix="loginNote" />
          </p>
        </>
      )}
    </Drawer>
  );
}
