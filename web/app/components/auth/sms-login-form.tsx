import { Button, Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_PURPOSES, useAuthState, type Auth } from '@marketlens/core/auth';
import { formRules } from '@marketlens/core/validators';
import { PhoneCodeFields } from './account-fields';
import { useCoreT } from './use-core-t';

interface Fields {
  mobile: string;
  captcha: string;
}

/** SMS login: phone, a code sent after the slider captcha, then login (an unknown number is registered by the server). */
export function SmsLoginForm({ auth }: { auth: Auth }) {
  const { t } = useTranslation('auth');
  const { t: ct } = useCoreT();
  const rules = useMemo(() => formRules(ct), [ct]);
  const loading = useAuthState(auth, (s) => s.loading);
  const [form] = Form.useForm<Fields>();
  const mobile = () => String(form.getFieldValue('mobile') ?? '');
  return (
    <Form form={form} layout="vertical" requiredMark={false} validateTrigger="onChange" onFinish={(v) => void auth.loginWithSms(v)} data-testid="sms-login-form">
      <PhoneCodeFields auth={auth} rules={rules} purpose={MESSAGE_PURPOSES.login} mobile={mobile} onMobileBlur={() => void auth.checkUserExists(mobile())} />
      <Button type="primary" htmlType="submit" size="large" block loading={loading}>
        {t('actions.login')}
      </Button>
    </Form>
  );
}
