import { Button, Form, Input, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_PURPOSES, useAuthState, type Auth } from '@marketlens/core/auth';
import { FIELD_MAX_LENGTH, formRules, stripSpaces } from '@marketlens/core/validators';
import { SmsCodeButton } from './sms-code-button';
import { useCoreT } from './use-core-t';

interface Fields {
  mobile: string;
  captcha: string;
  password: string;
  confirmPassword: string;
}

/** Binds a scanned WeChat to a phone number (registering a new number), then the registration's success page. */
export function WechatBindForm({ auth, sceneId }: { auth: Auth; sceneId: string }) {
  const { t } = useTranslation('auth');
  const { t: ct } = useCoreT();
  const rules = useMemo(() => formRules(ct), [ct]);
  const loading = useAuthState(auth, (s) => s.loading);
  const [form] = Form.useForm<Fields>();
  const mobile = () => String(form.getFieldValue('mobile') ?? '');
  return (
    <Form form={form} layout="vertical" requiredMark={false} validateTrigger="onChange" onFinish={(v) => void auth.registerWithWechat({ ...v, sceneId })} data-testid="wechat-bind-form">
      <Form.Item name="mobile" label={t('fields.mobile')} rules={rules.mobile()} normalize={stripSpaces}>
        <Input size="large" maxLength={FIELD_MAX_LENGTH.mobile} inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item label={t('fields.code')} required>
        <Space.Compact block>
          <Form.Item name="captcha" noStyle rules={rules.smsCode()} normalize={stripSpaces}>
            <Input size="large" maxLength={FIELD_MAX_LENGTH.smsCode} inputMode="numeric" autoComplete="one-time-code" aria-label={t('fields.code')} />
          </Form.Item>
          <SmsCodeButton auth={auth} purpose={MESSAGE_PURPOSES.register} mobile={mobile} />
        </Space.Compact>
      </Form.Item>
      <Form.Item name="password" label={t('fields.newPassword')} rules={rules.password()}>
        <Input.Password size="large" maxLength={FIELD_MAX_LENGTH.password} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('fields.confirmPassword')} dependencies={['password']} rules={rules.passwordConfirm(() => form.getFieldValue('password'))}>
        <Input.Password size="large" maxLength={FIELD_MAX_LENGTH.password} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={loading}>
        {t('bind.submit')}
      </Button>
    </Form>
  );
}
