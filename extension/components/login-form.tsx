import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_TYPES, useAuthState, type Auth, type LoginType } from '@marketlens/core/auth';
import type { CoreMessageKey } from '@marketlens/core/i18n';
import { FIELD_MAX_LENGTH, stripSpaces } from '@marketlens/core/validators';
import { checkLoginForm } from '../lib/login-form-check';
import { SmsCodeButton } from './sms-code-button';

export type LoginField = 'mobile' | 'password' | 'code';
export type LoginFields = Record<LoginField, string>;

/** Login by password or SMS code through core's flows; the fields live with the caller, which needs the number later. */
export function LoginForm({ auth, loginType, fields, onFields }: { auth: Auth; loginType: LoginType; fields: LoginFields; onFields: (change: (f: LoginFields) => LoginFields) => void }) {
  const { t } = useTranslation(['extension', 'core']);
  const loading = useAuthState(auth, (s) => s.loading);
  const [errors, setErrors] = useState<Partial<Record<LoginField, CoreMessageKey>>>({});

  const field = (name: LoginField, max: number) => ({
    id: `ml-login-${name}`,
    value: fields[name],
    maxLength: max,
    'aria-invalid': Boolean(errors[name]),
    onChange: (e: { target: { value: string } }) => onFields((f) => ({ ...f, [name]: stripSpaces(e.target.value) })),
  });
  const fieldError = (name: LoginField) => errors[name] && <em className="ml-error">{t(`core:${errors[name]}`)}</em>;
  const checkMobile = () => {
    const check = checkLoginForm('mobileOnly', fields);
    setErrors(check.errors);
    return check.ok;
  };

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
    </form>
  );
}
