import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_PURPOSES, useAuthState, type Auth } from '@marketlens/core/auth';
import { FIELD_MAX_LENGTH, stripSpaces } from '@marketlens/core/validators';
import { PasswordField, SubmitButton, TextField } from './fields';
import { SmsCodeButton } from './sms-code-button';

/**
 * Identity verification after a risk code (10099): by an SMS code to the account's phone, by the
 * password, or by a scan with the bound WeChat where the app hands in that check (`qrCheck`); a frozen
 * account only sees why.
 */
export function RiskVerify({ auth, qrCheck }: { auth: Auth; /** The WeChat scan check, where the app offers it. */ qrCheck?: () => ReactNode }) {
  const { t } = useTranslation('auth');
  const risk = useAuthState(auth, (s) => s.risk);
  const loading = useAuthState(auth, (s) => s.loading);
  const types = (risk?.verifyTypes ?? []).filter((v) => v === 'message' || v === 'password' || (v === 'qrCode' && qrCheck !== undefined));
  const [type, setType] = useState(types[0] ?? 'message');
  const [value, setValue] = useState('');
  const [mobile, setMobile] = useState('');
  if (!risk) return null;
  const frozen = !risk.resettable && types.length === 0;
  return (
    <div className="mlu-risk" data-testid="identity-verify">
      <div className={frozen ? 'mlu-risk-note mlu-risk-frozen' : 'mlu-risk-note'} role={frozen ? 'alert' : undefined}>
        <strong>{frozen ? t('identity.frozen') : t('identity.body')}</strong>
        <span>{t('identity.level', { level: risk.level })}</span>
      </div>
      {frozen ? null : (
        <form
          className="lf-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (value) void auth.verifyRisk(type === 'message' ? { verifyType: type, messageCode: value } : { verifyType: 'password', password: value });
          }}
        >
          <div className="mlu-risk-types">
            {types.map((v) => (
              <button key={v} type="button" className={v === type ? 'mlu-risk-type mlu-active' : 'mlu-risk-type'} aria-pressed={v === type} onClick={() => setType(v)}>
                {t(`identity.${v}`)}
              </button>
            ))}
          </div>
          {type === 'qrCode' ? qrCheck?.() : null}
          {type === 'message' ? (
            <>
              <TextField label={t('fields.mobile')} value={mobile} onValue={(v) => setMobile(stripSpaces(v))} maxLength={FIELD_MAX_LENGTH.mobile} inputMode="tel" autoComplete="tel" />
              <TextField
                label={t('fields.code')}
                value={value}
                onValue={(v) => setValue(stripSpaces(v))}
                maxLength={FIELD_MAX_LENGTH.smsCode}
                inputMode="numeric"
                autoComplete="one-time-code"
                addon={<SmsCodeButton auth={auth} purpose={MESSAGE_PURPOSES.login} mobile={() => mobile} />}
              />
            </>
          ) : type === 'password' ? (
            <PasswordField label={t('fields.password')} value={value} onValue={(v) => setValue(stripSpaces(v))} maxLength={FIELD_MAX_LENGTH.password} autoComplete="current-password" />
          ) : null}
          {type === 'qrCode' ? null : <SubmitButton loading={loading}>{t('actions.verify')}</SubmitButton>}
        </form>
      )}
    </div>
  );
}
