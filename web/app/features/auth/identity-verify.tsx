import { Alert, Button, Form, Input, Space, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_PURPOSES, useAuthState, type Auth } from '@marketlens/core/auth';
import { FIELD_MAX_LENGTH, stripSpaces } from '@marketlens/core/validators';
import { SmsCodeButton } from './sms-code-button';

// Loaded only when the WeChat check is chosen.
const IdentityQr = lazy(() => import('./identity-qr'));

/** Identity verification after a risk code: by SMS code to the account's phone, by a scan with the bound WeChat, or by password. */
export function IdentityVerify({ auth }: { auth: Auth }) {
  const { t } = useTranslation('auth');
  const risk = useAuthState(auth, (s) => s.risk);
  const loading = useAuthState(auth, (s) => s.loading);
  const types = (risk?.verifyTypes ?? []).filter((v) => v === 'message' || v === 'qrCode' || v === 'password');
  const [type, setType] = useState(types[0] ?? 'message');
  const [value, setValue] = useState('');
  const [mobile, setMobile] = useState('');
  if (!risk) return null;
  const frozen = !risk.resettable && types.length === 0;
  return (
    <div className="identity-verify" data-testid="identity-verify">
      <Alert type={frozen ? 'error' : 'warning'} showIcon title={frozen ? t('identity.frozen') : t('identity.body')} description={t('identity.level', { level: risk.level })} />
      {frozen ? null : (
        <Form layout="vertical" onFinish={() => void auth.verifyRisk(type === 'message' ? { verifyType: type, messageCode: value } : { verifyType: type, password: value })}>
          <Space wrap className="identity-types">
            {types.map((v) => (
              <Button key={v} type={v === type ? 'primary' : 'default'} onClick={() => setType(v)}>
                {t(`identity.${v}`)}
              </Button>
            ))}
          </Space>
          {type === 'qrCode' ? (
            <Suspense fallback={<Spin />}>
              <IdentityQr auth={auth} />
            </Suspense>
          ) : null}
          {type === 'message' ? (
            <Form.Item label={t('fields.mobile')}>
              <Input size="large" value={mobile} maxLength={FIELD_MAX_LENGTH.mobile} inputMode="tel" onChange={(e) => setMobile(stripSpaces(e.target.value))} />
            </Form.Item>
          ) : null}
          {type === 'message' ? (
            <Form.Item label={t('fields.code')}>
              <Space.Compact block>
                <Input size="large" value={value} maxLength={FIELD_MAX_LENGTH.smsCode} inputMode="numeric" onChange={(e) => setValue(stripSpaces(e.target.value))} aria-label={t('fields.code')} />
                <SmsCodeButton auth={auth} purpose={MESSAGE_PURPOSES.login} mobile={() => mobile} />
              </Space.Compact>
            </Form.Item>
          ) : type === 'password' ? (
            <Form.Item label={t('fields.password')}>
              <Input.Password size="large" value={value} maxLength={FIELD_MAX_LENGTH.password} onChange={(e) => setValue(stripSpaces(e.target.value))} />
            </Form.Item>
          ) : null}
          {type === 'qrCode' ? null : (
            <Button type="primary" htmlType="submit" size="large" block loading={loading}>
              {t('actions.verify')}
            </Button>
          )}
        </Form>
      )}
    </div>
  );
}
