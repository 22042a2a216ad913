import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthState, type Auth } from '@marketlens/core/auth';
import { FIELD_MAX_LENGTH, formRules, stripSpaces } from '@marketlens/core/validators';
import { PasswordField, SubmitButton, TextField } from './fields';
import { useRuledForm } from './ruled-form';
import { useCoreT } from '../i18n/use-core-t';

/** Account login: phone and password, then the slider captcha, then the risk-controlled login. */
export function PasswordLoginForm({ auth }: { auth: Auth }) {
  const { t } = useTranslation('auth');
  const { t: ct } = useCoreT();
  const rules = useMemo(() => formRules(ct), [ct]);
  const loading = useAuthState(auth, (s) => s.loading);
  const form = useRuledForm({ account: '', password: '' }, { account: rules.mobile(), password: rules.loginPassword() }, stripSpaces);
  return (
    <form className="lf-form" noValidate onSubmit={form.onSubmit((v) => void auth.loginWithPassword(v))} data-testid="password-login-form">
      <TextField
        label={t('fields.mobile')}
        value={form.values.account}
        errors={form.errors.account}
        onValue={(v) => form.set('account', v)}
        maxLength={FIELD_MAX_LENGTH.mobile}
        inputMode="tel"
        autoComplete="username"
      />
      <PasswordField
        label={t('fields.password')}
        value={form.values.password}
        errors={form.errors.password}
        onValue={(v) => form.set('password', v)}
        maxLength={FIELD_MAX_LENGTH.password}
        autoComplete="current-password"
      />
      <SubmitButton loading={loading}>{t('actions.login')}</SubmitButton>
    </form>
  );
}
