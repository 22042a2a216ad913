import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { identity } from '@marketlens/core/contract';
import type { CaptchaResult } from '@marketlens/core/http';
import type { CoreMessageKey } from '@marketlens/core/i18n';
import { BusinessError } from '../lib/api';
import { useExtensionEnv } from '../lib/extension-context';
import { failureOf } from '../lib/failure';
import { CaptchaCancelled, loginWithPassword, loginWithSms, sendLoginCode } from '../lib/login';
import { checkLoginForm, type LoginMode } from '../lib/login-form-check';
import type { SiteSession } from '../lib/site-session';
import { FailureNotice } from './failure-notice';
import { SliderCaptcha } from './slider-captcha';

const RESEND_SECONDS = 60;

/** Login by password or SMS code, with the slider captcha; success logs in the site as well. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (session: SiteSession) => void }) {
  const { t } = useTranslation(['extension', 'core']);
  const { http, jar } = useExtensionEnv();
  const [mode, setMode] = useState<LoginMode>('password');
  const [fields, setFields] = useState({ mobile: '', password: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<'mobile' | 'password' | 'code', CoreMessageKey>>>({});
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const captchaResolve = useRef<((r: CaptchaResult) => void) | null>(null);
  const [countdown, setCountdown] = useState(0);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const captcha = () =>
    new Promise<CaptchaResult>((resolve) => {
      captchaResolve.current = resolve;
      setCaptchaOpen(true);
    });

  const sendCode = useMutation({
    mutationFn: async () => {
      const check = checkLoginForm('mobileOnly', fields);
      setErrors(check.errors);
      if (!check.ok) return false;
      await sendLoginCode(http, check.mobile, captcha);
      return true;
    },
    onSuccess: (sent) => sent && setCountdown(RESEND_SECONDS),
  });

  const login = useMutation({
    mutationFn: async () => {
      const check = checkLoginForm(mode, fields);
      setErrors(check.errors);
      if (!check.ok) return null;
      return mode === 'password'
        ? loginWithPassword(http, jar, { account: check.mobile, password: fields.password.replace(/\s/g, '') }, captcha)
        : loginWithSms(http, jar, { mobile: check.mobile, captcha: fields.code.trim() });
    },
    onSuccess: (session) => session && onLoggedIn(session),
  });

  function problem(error: unknown): string | null {
    if (error instanceof CaptchaCancelled) return null;
    if (error instanceof BusinessError) {
      if (error.code === identity.IDENTITY_CODES.wrongCredentials) return t('login.wrongCredentials');
      if (error.code === identity.IDENTITY_CODES.smsCodeWrong || error.code === identity.IDENTITY_CODES.smsCodeExpired) return t('login.smsWrong');
      if (error.code === identity.IDENTITY_CODES.pcVerifyRequired) return t('core:auth.needsPcVerify');
      if (error.code >= 70_000 && error.code < 91_000) return t('core:auth.riskControl');
      return error.message || t('core:auth.loginFailed');
    }
    return null;
  }
  const activeError = login.error ?? sendCode.error;
  const message = activeError ? problem(activeError) : null;
  const field = (name: 'mobile' | 'password' | 'code') => ({
    value: fields[name],
    onChange: (e: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: e.target.value })),
    'aria-invalid': Boolean(errors[name]),
  });

  return (
    <form
      className="ml-stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        login.mutate();
      }}
    >
      <div className="ml-tabs" role="tablist">
        {(['password', 'sms'] as const).map((m) => (
          <button key={m} type="button" role="tab" aria-selected={mode === m} onClick={() => setMode(m)}>
            {t(`login.${m}`)}
          </button>
        ))}
      </div>
      <label className="ml-field">
        <span>{t('login.mobile')}</span>
        <input type="tel" maxLength={11} autoComplete="username" placeholder={t('login.mobilePlaceholder')} {...field('mobile')} />
        {errors.mobile && <em className="ml-error">{t(`core:${errors.mobile}`)}</em>}
      </label>
      {mode === 'password' ? (
        <label className="ml-field">
          <span>{t('login.passwordLabel')}</span>
          <input type="password" maxLength={32} autoComplete="current-password" placeholder={t('login.passwordPlaceholder')} {...field('password')} />
          {errors.password && <em className="ml-error">{t(`core:${errors.password}`)}</em>}
        </label>
      ) : (
        <label className="ml-field">
          <span>{t('login.code')}</span>
          <span className="ml-row">
            <input inputMode="numeric" maxLength={6} autoComplete="one-time-code" placeholder={t('login.codePlaceholder')} {...field('code')} />
            <button type="button" disabled={countdown > 0 || sendCode.isPending} onClick={() => sendCode.mutate()}>
              {countdown > 0 ? t('core:auth.resendIn', { n: countdown }) : t('core:auth.sendCode')}
            </button>
          </span>
          {errors.code && <em className="ml-error">{t(`core:${errors.code}`)}</em>}
        </label>
      )}
      {sendCode.isSuccess && sendCode.data && <p role="status" className="ml-muted">{t('core:auth.smsSent')}</p>}
      <button type="submit" className="ml-primary" disabled={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </button>
      {message && <p className="ml-error" role="alert">{message}</p>}
      {activeError && !message && !(activeError instanceof CaptchaCancelled) && <FailureNotice failure={failureOf(activeError)} onRetry={() => login.mutate()} />}
      {captchaOpen && (
        <SliderCaptcha
          http={http}
          onDone={(result) => {
            setCaptchaOpen(false);
            captchaResolve.current?.(result);
          }}
        />
      )}
    </form>
  );
}
