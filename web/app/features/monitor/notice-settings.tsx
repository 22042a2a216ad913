import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Form, Input, InputNumber, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHttp } from '../../lib/http';
import { loadMonitor } from './contract';
import { Panel } from '../../components/panel';

type SettingsForm = { quietFrom: number; quietTo: number; digest: boolean; email: string; webhookUrl: string };

/** How the member is told: quiet hours, the daily digest, e-mail and a signed webhook. */
export default function NoticeSettings() {
  const { t } = useTranslation('monitor');
  const http = useHttp();
  const { message } = App.useApp();
  const [form] = Form.useForm<SettingsForm>();
  const [secret, setSecret] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const q = useQuery({
    queryKey: ['monitor', 'settings'],
    queryFn: async () => http.call((await loadMonitor()).settings, {}, { verifyCode: false }),
  });
  if (!q.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const current = q.data.code === 200 ? q.data.data : undefined;
  const onFinish = async (values: SettingsForm) => {
    setSaving(true);
    try {
      const res = await http.call(
        (await loadMonitor()).saveSettings,
        { body: { quietFrom: values.quietFrom ?? 0, quietTo: values.quietTo ?? 0, digest: Boolean(values.digest), email: (values.email ?? '').trim(), webhookUrl: (values.webhookUrl ?? '').trim() } },
        { verifyCode: false },
      );
      if (res.code === 200) {
        setSecret(res.data?.webhookSecret ?? null);
        void message.success(t('settings.saved'));
        await q.refetch();
      } else void message.warning(res.message ?? '');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Panel className="analytics-card notice-settings" title={t('settings.title')} data-testid="notice-settings">
      <Form<SettingsForm> form={form} layout="vertical" initialValues={current} onFinish={(v) => void onFinish(v)}>
        <Form.Item label={t('settings.quiet')} extra={t('settings.quietHint')}>
          <Space>
            <Form.Item name="quietFrom" noStyle rules={[{ type: 'integer', min: 0, max: 23 }]}>
              <InputNumber min={0} max={23} precision={0} aria-label={t('settings.from')} addonBefore={t('settings.from')} />
            </Form.Item>
            <Form.Item name="quietTo" noStyle rules={[{ type: 'integer', min: 0, max: 23 }]}>
              <InputNumber min={0} max={23} precision={0} aria-label={t('settings.to')} addonBefore={t('settings.to')} />
            </Form.Item>
          </Space>
        </Form.Item>
        <Form.Item name="digest" valuePropName="checked">
          <Checkbox>{t('settings.digest')}</Checkbox>
        </Form.Item>
        <Form.Item name="email" label={t('settings.email')} rules={[{ type: 'email', max: 120 }]}>
          <Input type="email" maxLength={120} autoComplete="email" />
        </Form.Item>
        <Form.Item name="webhookUrl" label={t('settings.webhook')} extra={t('settings.webhookHint')} rules={[{ type: 'url', max: 300 }]}>
          <Input maxLength={300} placeholder="https://" />
        </Form.Item>
        {current?.webhookSigned && !secret ? <p className="analytics-muted">{t('settings.signed')}</p> : null}
        {secret ? (
          <Alert
            type="success"
            showIcon
            title={t('settings.secret')}
            description={<code className="notice-secret">{secret}</code>}
            data-testid="notice-secret"
          />
        ) : null}
        <Button type="primary" htmlType="submit" loading={saving} data-testid="notice-save">
          {t('settings.save')}
        </Button>
      </Form>
    </Panel>
  );
}
