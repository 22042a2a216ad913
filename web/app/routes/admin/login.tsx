import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { admin } from '@marketlens/core/contract';
import { useAdminCall } from '../../features/admin/api';
import { LanguageSelect } from '../../layouts/admin';
import { webCaptcha } from '../../lib/captcha-bridge';
import { useLocalize } from '../../lib/lang';

type Fields = { name: string; password: string; code: string };
type Solved = { ticket: string; randstr: string };

/**
 * Operators sign in with name, password and the authenticator's code; members have no way in here.
 * After a few failures of a name the server asks for a captcha (ADMIN_CODES.captchaRequired): the
 * site's captcha opens, as for members (the slider puzzle of the page's CaptchaHost, or the hosted
 * widget when configured), and once passed the sign-in is sent again with its ticket.
 */
export default function AdminLogin() {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const navigate = useNavigate();
  const localize = useLocalize();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const submit = async (values: Fields, solved?: Solved) => {
    setBusy(true);
    setError('');
    try {
      const res = await call(admin.login, { body: { ...values, ...solved } });
      if (res.code === 200) void navigate(localize('/admin/backfill'), { replace: true });
      else if (res.code === admin.ADMIN_CODES.captchaRequired) await askCaptcha(values);
      else setError(res.message ?? '');
    } catch {
      setError(t('common.loadFailed'));
    } finally {
      setBusy(false);
    }
  };
  const askCaptcha = async (values: Fields) => {
    setAsking(true);
    const result = await webCaptcha.verify();
    setAsking(false);
    if (result.ret === 0 && result.ticket) await submit(values, { ticket: result.ticket, randstr: result.randstr ?? '' });
    else setError(t('login.captchaCancelled'));
  };
  return (
    <main className="admin-login">
      <title>{`${t('login.heading')} · ${t('title')}`}</title>
      <Card className="admin-login-card">
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
            <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
              {t('login.heading')}
            </Typography.Title>
            <LanguageSelect />
          </Space>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('login.hint')}
          </Typography.Paragraph>
          {error ? <Alert type="error" showIcon title={error} data-testid="admin-login-error" /> : null}
          {asking ? <Alert type="info" showIcon title={t('login.captchaHint')} data-testid="admin-login-captcha" /> : null}
          <Form<Fields> layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false}>
            <Form.Item name="name" label={t('login.name')} rules={[{ required: true, whitespace: true, message: t('login.nameRequired') }]}>
              <Input autoComplete="username" maxLength={40} />
            </Form.Item>
            <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
              <Input.Password autoComplete="current-password" maxLength={100} />
            </Form.Item>
            <Form.Item name="code" label={t('login.code')} rules={[{ required: true, pattern: /^\d{6}$/, message: t('login.codeRequired') }]}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>
              {t('login.submit')}
            </Button>
          </Form>
        </Space>
      </Card>
    </main>
  );
}
