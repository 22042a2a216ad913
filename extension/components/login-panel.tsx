import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from 'react-i18next';
import { LOGIN_MODES, LOGIN_TYPES, useAuthState } from '@marketlens/core/auth';
import { useExtensionEnv } from '../lib/extension-context';
import type { SiteSession } from '../lib/site-session';
import type { PageCore } from '../lib/use-core';
import { useMessageText } from '../lib/use-message-text';
import { usePopupAuth } from '../lib/use-popup-auth';
import { AccountChoice } from './account-choice';
import { LoginForm, type LoginFields } from './login-form';
import { RiskVerify } from './risk-verify';
import { WechatLogin } from './wechat-login';

const TABS = Object.freeze([LOGIN_TYPES.password, LOGIN_TYPES.sms, 'wechat'] as const);
type LoginTab = (typeof TABS)[number];

/**
 * The popup's login through core's flows (the site's own: password or SMS with the slider captcha,
 * WeChat QR, risk checks, the account choice); core writes the session into the site's cookies, so a
 * login here logs the site in as the same account.
 */
export function LoginPanel({ core, onLoggedIn }: { core: PageCore; onLoggedIn: (session: SiteSession) => void }) {
  const { t } = useTranslation('extension');
  const text = useMessageText();
  const { jar, notices } = useExtensionEnv();
  const notice = useStore(notices.store);
  const auth = usePopupAuth(core, jar, onLoggedIn);
  const mode = useAuthState(auth, (s) => s.mode);
  const loginType = useAuthState(auth, (s) => s.loginType);
  const error = useAuthState(auth, (s) => s.error);
  // Kept here: the risk check after a login sends its SMS code to the number typed in the form.
  const [fields, setFields] = useState<LoginFields>({ mobile: '', password: '', code: '' });
  const tab: LoginTab = mode === LOGIN_MODES.qrCodeLogin || mode === LOGIN_MODES.qrCodeBindWx ? 'wechat' : loginType;
  // The server's refusal (a wrong password) reaches both the login state and the notice line; it is said once, by the form.
  const duplicate = Boolean(error && notice?.level === 'error' && text(notice.message) === text(error));
  useEffect(() => {
    if (duplicate) notices.store.setState(null, true);
  }, [duplicate, notices.store]);
  const alert = error && (
    <p className="ml-error" role="alert">
      {text(error)}
    </p>
  );

  if (mode === LOGIN_MODES.accountSelect || mode === LOGIN_MODES.identityAuth) {
    return (
      <div className="ml-stack">
        {mode === LOGIN_MODES.accountSelect ? <AccountChoice auth={auth} /> : <RiskVerify auth={auth} mobile={fields.mobile} />}
        {alert}
      </div>
    );
  }
  return (
    <div className="ml-stack">
      <div className="ml-tabs" role="tablist">
        {TABS.map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} onClick={() => (name === 'wechat' ? auth.setMode(LOGIN_MODES.qrCodeLogin) : auth.setLoginType(name))}>
            {t(`login.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'wechat' ? <WechatLogin auth={auth} /> : <LoginForm auth={auth} loginType={tab} fields={fields} onFields={setFields} />}
      {alert}
    </div>
  );
}
