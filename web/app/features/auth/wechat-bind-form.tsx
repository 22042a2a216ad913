import { Button, Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_PURPOSES, useAuthState, type Auth, type RegistrationOptions } from '@marketlens/core/auth';
import { formRules } from '@marketlens/core/validators';
import { PhoneCodeFields, NewPasswordFields } from './account-fields';
import { useCoreT } from '@marketlens/ui/i18n';

interface Fields {
  mobile: string;
  captcha: string;
  password: string;
  confirmPassword: string;
}

/** Binds a scanned WeChat to a phone number (registering a new number), then the registration's success page. */
export function WechatBindForm({ auth, sceneId, options }: { auth: Auth; sceneId: string; options?: Pick<RegistrationOptions, 'promote' | 'successPath'> | undefined }) {
  const { t } = useTranslation('auth');
  const { t: ct } = useCoreT();
  const rules = useMemo(() => formRules(ct), [ct]);
  const loading = useAuthState(auth, (s) => s.loading);
  const [form] = Form.useForm<Fields>();
  const mobile = () => String(form.getFieldValue('mobile') ?? '');
  return (
    <Form form={form} layout="vertical" requiredMark={false} validateTrigger="onChange" onFinish={(v) => void auth.registerWithWechat({ ...v, sceneId }, options)} data-testid="wechat-bind-form">
      <PhoneCodeFields auth={auth} rules={rules} purpose={MESSAGE_PURPOSES.register} mobile={mobile} />
      <NewPasswordFields rules={rules} form={form} />
      <Button type="primary" htmlType="submit" size="large" block loading={loading}>
        {t('bind.submit')}
      </Button>
    </Form>
  );
}
