import { Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_MODES, useAuthState, type LoginMode } from '@marketlens/core/auth';
import { CardAlert, CardLoading, LightTabs, PasswordLoginForm, SmsLoginForm } from '@marketlens/ui/auth';
import { useCoreT } from '@marketlens/ui/i18n';
import { lazyAntd } from '../../lib/lazy-antd';
import { useLocalize } from '../../lib/lang';
import { AgreementLinks } from './agreement-links';
import { isLaterMode, type LaterMode } from './login-card-modes';
import { useAuth } from './use-auth';

// The login tabs are plain HTML and CSS; what follows them (registration, reset, the identity check,
// the account choice, the WeChat QR code) uses antd and loads when the card gets there.
const loadSteps = () => import('./login-card-steps').then((m) => m.default);
const LazySteps = lazyAntd(loadSteps);

/** Starts loading the later steps as the visitor begins to fill the card, so the next step shows at once. */
let preloaded = false;
function preloadSteps() {
  if (preloaded) return;
  preloaded = true;
  void Promise.all([import('../../lib/antd-scope'), loadSteps()]).catch(() => {
    // The step loads again when it is reached.
    preloaded = false;
  });
}

export interface StepsProps {
  auth: ReturnType<typeof useAuth>;
  mode: LaterMode;
  afterLogin: string;
  /** True where the card stays on the visitor's page (the registration prompt): no navigation on success. */
  stay?: boolean;
}
const WechatQrLogin = lazyAntd(() => import('./wechat-qr-login').then((m) => m.default));

interface LoginCardProps {
  initialMode: LoginMode;
  /** Where a finished login goes; ignored when `onDone` is given. */
  afterLogin: string;
  /**
   * Keeps the visitor on the page they were reading: called once a login or a registration has
   * finished (the member's data is loaded and 'welcome back' shown) instead of navigating away.
   */
  onDone?: () => void;
  /** False where the card sits under a title of its own (the registration prompt's modal). */
  showTitle?: boolean;
  /** The later steps, given by a page that opens on one of them (registration) so it hydrates at once; else loaded when reached. */
  steps?: ComponentType<StepsProps>;
}

type Tab = 'password' | 'sms' | 'qr';

/** The login and registration card: every mode of the flow, driven by core's auth state. */
export function LoginCard({ initialMode, afterLogin, onDone, showTitle = true, steps: Steps = LazySteps }: LoginCardProps) {
  const { t } = useTranslation('auth');
  const { text } = useCoreT();
  const localize = useLocalize();
  const auth = useAuth(initialMode);
  const mode = useAuthState(auth, (s) => s.mode);
  const error = useAuthState(auth, (s) => s.error);
  const done = useAuthState(auth, (s) => s.done);
  useEffect(() => {
    if (onDone) {
      // A password reset also finishes with `done`, and returns to the login tabs instead.
      if (done && mode !== LOGIN_MODES.passwordReset) onDone();
      return;
    }
    if (mode === LOGIN_MODES.authSuccess) window.location.assign(localize(afterLogin));
  }, [mode, done, afterLogin, onDone, localize]);
  if (isLaterMode(mode)) {
    return (
      <Suspense fallback={<CardLoading />}>
        <Steps auth={auth} mode={mode} afterLogin={afterLogin} stay={Boolean(onDone)} />
      </Suspense>
    );
  }
  const active: Tab = mode === LOGIN_MODES.smsLogin ? 'sms' : mode === LOGIN_MODES.qrCodeLogin || mode === LOGIN_MODES.qrCodeBindWx ? 'qr' : 'password';
  return (
    <section className="auth-card-body" onFocusCapture={preloadSteps} onPointerDownCapture={preloadSteps}>
      {showTitle ? <h1 className="auth-title">{t('page.loginTitle')}</h1> : null}
      <LightTabs<Tab>
        active={active}
        onChange={(key) => (key === 'qr' ? auth.setMode(LOGIN_MODES.qrCodeLogin) : auth.setLoginType(key === 'sms' ? 'sms' : 'password'))}
        tabs={[
          { key: 'password', label: t('tabs.password'), keep: true, render: () => <PasswordLoginForm auth={auth} /> },
          { key: 'sms', label: t('tabs.sms'), keep: true, render: () => <SmsLoginForm auth={auth} /> },
          {
            key: 'qr',
            label: t('tabs.qr'),
            // Leaving the tab unmounts it, which stops the polling.
            render: () => (
              <Suspense fallback={<CardLoading />}>
                <WechatQrLogin auth={auth} />
              </Suspense>
            ),
          },
        ]}
      />
      {error ? <CardAlert>{text(error)}</CardAlert> : null}
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
