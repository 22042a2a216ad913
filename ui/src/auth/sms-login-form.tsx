import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_PURPOSES, useAuthState, type Auth } from '@marketlens/core/auth';
import { FIELD_MAX_LENGTH, formRules, stripSpaces } from '@marketlens/core/validators';
import { SubmitButton, TextField } from './fields';
import { useRuledForm } from './ruled-form';
import { SmsCodeButton } from './sms-code-button';
import { useCoreT } from '../i18n/use-core-t';

/** SMS login: phone, a code sent after the slider captcha, then login (an unknown number is registered by the server). */
export function SmsLoginForm({ auth }: { auth: Auth }) {
  const { t } = useTranslation('auth');
  const { t: ct } = useCoreT();
  const rules = useMemo(() => formRules(ct), [ct]);
  const loading = useAuthState(auth, (s) => s.loading);
  const form = useRuledForm({ mobile: '', captcha: '' }, { mobile: rules.mobile(), captcha: rules.smsCode() }, stripSpaces);
  const mobile = () => form.get('mobile');
  // The spec checks whether the number has an account when the field is left and again after a code is sent.
  const checkExisting = () => void auth.checkUserExists(mobile());
  return (
    <form className="lf-form" noValidate onSubmit={form.onSubmit((v) => void auth.loginWithSms(v))} data-testid="sms-login-form">
      <TextField
        label={t('fields.mobile')}
        value={form.values.mobile}
        errors={form.errors.mobile}
        onValue={(v) => form.set('mobile', v)}
        onBlur={checkExisting}
        maxLength={FIELD_MAX_LENGTH.mobile}
        inputMode="tel"
        autoComplete="tel"
      />
      <TextField
        label={t('fields.code')}
        value={form.values.captcha}
        errors={form.errors.captcha}
        onValue={(v) => form.set('captcha', v)}
        maxLength={FIELD_MAX_LENGTH.smsCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        addon={<SmsCodeButton auth={auth} purpose={MESSAGE_PURPOSES.login} mobile={mobile} onSent={checkExisting} />}
      />
      <SubmitButton loading={loading}>{t('actions.login')}</SubmitButton>
    </form>
  );
}
