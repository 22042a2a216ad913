import { Button, Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthState, type Auth } from '@marketlens/core/auth';
import { FIELD_MAX_LENGTH, formRules, stripSpaces } from '@marketlens/core/validators';
import { useCoreT } from './use-core-t';

interface Fields {
  account: string;
  password: string;
}

/** Account login: phone and password, then the slider captcha, then the risk-controlled login. */
export function PasswordLoginForm({ auth }: { auth: Auth }) {
  const { t } = useTranslation('auth');
  const { t: ct } = useCoreT();
  const rules = useMemo(() => formRules(ct), [ct]);
  const loading = useAuthState(auth, (s) => s.loading);
  const [form] = Form.useForm<Fields>();
  return (
    <Form form={form} layout="vertical" requiredMark={false} validateTrigger="onChange" onFinish={(v) => void auth.loginWithPassword(v)} data-testid="password-login-form">
      <Form.Item name="account" label={t('fields.mobile')} rules={rules.mobile()} normalize={stripSpaces}>
        <Input size="large" maxLength={FIELD_MAX_LENGTH.mobile} inputMode="tel" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" label={t('fields.password')} rules={rules.loginPassword()} normalize={stripSpaces}>
        <Input.Password size="large" maxLength={FIELD_MAX_LENGTH.password} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={loading}>
        {t('actions.login')}
      </Button>
    </Form>
  );
}
