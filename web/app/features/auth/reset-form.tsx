import { Button, Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_PURPOSES, useAuthState, type Auth } from '@marketlens/core/auth';
import { formRules } from '@marketlens/core/validators';
import { PhoneCodeFields, NewPasswordFields } from './account-fields';
import { useCoreT } from '@marketlens/ui/i18n';

interface Fields {
  mobile: string;
  captcha: string;
  password: string;
  confirmPassword: string;
}

/** Password reset: phone, SMS code, the new password twice; success returns to password login. */
export function ResetForm({ auth, onDone }: { auth: Auth; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const { t: ct } = useCoreT();
  const rules = useMemo(() => formRules(ct), [ct]);
  const loading = useAuthState(auth, (s) => s.loading);
  const [form] = Form.useForm<Fields>();
  const mobile = () => String(form.getFieldValue('mobile') ?? '');
  const submit = async (v: Fields) => {
    if (await auth.resetPassword(v)) onDone();
  };
  return (
    <Form form={form} layout="vertical" requiredMark={false} validateTrigger="onChange" onFinish={(v) => void submit(v)} data-testid="reset-form">
      <PhoneCodeFields auth={auth} rules={rules} purpose={MESSAGE_PURPOSES.reset} mobile={mobile} />
      <NewPasswordFields rules={rules} form={form} />
      <Button type="primary" htmlType="submit" size="large" block loading={loading}>
        {t('actions.reset')}
      </Button>
    </Form>
  );
}
