import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_MODES, LOGIN_TYPES, useAuthState } from '@marketlens/core/auth';
import type { CoreMessageKey } from '@marketlens/core/i18n';
import { FIELD_MAX_LENGTH, stripSpaces } from '@marketlens/core/validators';
import { useExtensionEnv } from '../lib/extension-context';
import { checkLoginForm } from '../lib/login-form-check';
import type { SiteSession } from '../lib/site-session';
import type { PageCore } from '../lib/use-core';
import { useMessageText } from '../lib/use-message-text';
import { usePopupAuth } from '../lib/use-popup-auth';
import { RiskVerify } from './risk-verify';
import { SmsCodeButton } from './sms-code-button';

type Field = 'mobile' | 'password' | 'code';

/** Login by password or SMS code through core's flows; success logs in the site as well. */
export function LoginForm({ core, onLoggedIn }: { core: PageCore; onLoggedIn: (session: SiteSession) => void }) {
  const { t } = useTranslation(['extension', 'core']);
  const text = useMessageText();
  const { jar } = useExtensionEnv();
  const auth = usePopupAuth(core, jar, onLoggedIn);
  const loginType = useAuthState(auth, (s) => s.loginType);
  const mode = useAuthState(auth, (s) => s.mode);
  const loading = useAuthState(auth, (s) => s.loading);
  const error = useAuthState(auth, (s) => s.error);
  const [fields, setFields] = useState<Record<Field, string>>({ mobile: '', password: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, CoreMessageKey>>>({});

  const field = (name: Field, max: number) => ({
    id: `ml-login-${name}`,
    value: fields[name],
    maxLength: max,
    'aria-invalid': Boolean(errors[name]),
    onChange: (e: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: stripSpaces(e.target.value) })),
  });
  const fieldError = (name: Field) => errors[name] && <em className="ml-error">{t(`core:${errors[name]}`)}</em>;
  const checkMobile = () => {
    const check = checkLoginForm('mobileOnly', fields);
    setErrors(check.errors);
    return check.ok;
  };

  if (mode === LOGIN_MODES.identityAuth) {
    return (
      <div className="ml-stack">
        {error && <p className="ml-error" role="alert">{text(error)}</p>}
        <RiskVerify auth={auth} mobile={fields.mobile} />
      </div>
    );
  }
  return (
    <form
      className="ml-stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const check = checkLoginForm(loginType, fields);
        setErrors(check.errors);
        if (!check.ok) return;
        void (loginType === LOGIN_TYPES.password
          ? auth.loginWithPassword({ account: fields.mobile, password: fields.password })
          : auth.loginWithSms({ mobile: fields.mobile, captcha: fields.code }));
      }}
    >
      <div className="ml-tabs" role="tablist">
        {([LOGIN_TYPES.password, LOGIN_TYPES.sms] as const).map((type) => (
          <button key={type} type="button" role="tab" aria-selected={loginType === type} onClick={() => auth.setLoginType(type)}>
            {t(`login.${type}`)}
          </button>
        ))}
      </div>
      <div className="ml-field">
        <label htmlFor="ml-login-mobile">{t('login.mobile')}</label>
        <input type="tel" autoComplete="username" placeholder={t('login.mobilePlaceholder')} {...field('mobile', FIELD_MAX_LENGTH.mobile)} />
        {fieldError('mobile')}
      </div>
      {loginType === LOGIN_TYPES.password ? (
        <div className="ml-field">
          <label htmlFor="ml-login-password">{t('login.passwordLabel')}</label>
          <input type="password" autoComplete="current-password" placeholder={t('login.passwordPlaceholder')} {...field('password', FIELD_MAX_LENGTH.password)} />
          {fieldError('password')}
        </div>
      ) : (
        <div className="ml-field">
          <label htmlFor="ml-login-code">{t('login.code')}</label>
          <span className="ml-row">
            <input inputMode="numeric" autoComplete="one-time-code" placeholder={t('login.codePlaceholder')} {...field('code', FIELD_MAX_LENGTH.smsCode)} />
            <SmsCodeButton auth={auth} mobile={() => fields.mobile} onBeforeSend={checkMobile} />
          </span>
          {fieldError('code')}
        </div>
      )}
      <button type="submit" className="ml-primary" disabled={loading}>
        {loading ? t('login.submitting') : t('login.submit')}
      </button>
      {error && <p className="ml-error" role="alert">{text(error)}</p>}
    </form>
  );
}
