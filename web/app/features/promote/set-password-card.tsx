import { Alert, Button, Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthState, type Auth } from '@marketlens/core/auth';
import { formRules } from '@marketlens/core/validators';
import { NewPasswordFields } from '../auth/account-fields';
import { useCoreT } from '@marketlens/ui/i18n';

interface Fields {
  password: string;
  confirmPassword: string;
}

/** After a fast registration: the first login password, typed twice (setPassword). */
export function SetPasswordCard({ auth }: { auth: Auth }) {
  const { t } = useTranslation('promote');
  const { t: ct, text } = useCoreT();
  const rules = useMemo(() => formRules(ct), [ct]);
  const loading = useAuthState(auth, (s) => s.loading);
  const done = useAuthState(auth, (s) => s.done);
  const error = useAuthState(auth, (s) => s.error);
  const [form] = Form.useForm<Fields>();
  if (done) return <Alert type="success" showIcon title={t('password.done')} data-testid="password-set" />;
  return (
    <section className="promote-password" aria-labelledby="promote-password-title" data-testid="set-password">
      <h2 id="promote-password-title">{t('password.title')}</h2>
      <p>{t('password.lead')}</p>
      {error ? <Alert className="auth-error" type="error" showIcon title={text(error)} /> : null}
      <Form form={form} layout="vertical" requiredMark={false} validateTrigger="onChange" onFinish={(v) => void auth.setPassword(v)}>
        <NewPasswordFields rules={rules} form={form} />
        <Button type="primary" htmlType="submit" size="large" block loading={loading}>
          {t('password.submit')}
        </Button>
      </Form>
    </section>
  );
}
