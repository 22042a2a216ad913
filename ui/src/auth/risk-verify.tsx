import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthState, type Auth } from '@marketlens/core/auth';
import { FIELD_MAX_LENGTH, stripSpaces } from '@marketlens/core/validators';
import { SmsCodeButton } from './sms-code-button';

/** After a risk code: verify by an SMS code to the account's phone or by the password, as on the site; frozen accounts only see why. */
export function RiskVerify({ auth, mobile }: { auth: Auth; mobile: string }) {
  const { t } = useTranslation('extension');
  const risk = useAuthState(auth, (s) => s.risk);
  const loading = useAuthState(auth, (s) => s.loading);
  const types = (risk?.verifyTypes ?? []).filter((v) => v === 'message' || v === 'password');
  const [type, setType] = useState(types[0] ?? 'message');
  const [value, setValue] = useState('');
  if (!risk) return null;
  if (!risk.resettable && types.length === 0) return <p className="ml-error" data-testid="risk-frozen">{t('risk.frozen')}</p>;
  return (
    <form
      className="ml-stack"
      data-testid="risk-verify"
      onSubmit={(e) => {
        e.preventDefault();
        void auth.verifyRisk(type === 'message' ? { verifyType: type, messageCode: value } : { verifyType: type, password: value });
      }}
    >
      <p className="ml-muted">{t('risk.body')}</p>
      <div className="ml-tabs" role="tablist">
        {types.map((v) => (
          <button key={v} type="button" role="tab" aria-selected={v === type} onClick={() => setType(v)}>
            {t(`risk.${v}`)}
          </button>
        ))}
      </div>
      <div className="ml-field">
        <label htmlFor="ml-risk-value">{type === 'message' ? t('login.code') : t('login.passwordLabel')}</label>
        <span className="ml-row">
          <input
            id="ml-risk-value"
            type={type === 'message' ? 'text' : 'password'}
            inputMode={type === 'message' ? 'numeric' : undefined}
            maxLength={type === 'message' ? FIELD_MAX_LENGTH.smsCode : FIELD_MAX_LENGTH.password}
            value={value}
            onChange={(e) => setValue(stripSpaces(e.target.value))}
          />
          {type === 'message' && <SmsCodeButton auth={auth} mobile={() => mobile} />}
        </span>
      </div>
      <button type="submit" className="ml-primary" disabled={loading || !value}>
        {t('risk.verify')}
      </button>
    </form>
  );
}
