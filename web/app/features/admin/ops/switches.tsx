import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, InputNumber, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { adminOperations as ops } from '@marketlens/core/contract';
import { useAdminCall } from '../api';
import { useDateTime } from '../format';

const KEY = ['admin', 'settings'];

/** The site's switches: the popups' defaults (isOpenWindowV2) and the trial gift (userGivTrialVipWindow), in force at once. */
export function OpsSwitches() {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const client = useQueryClient();
  const { message } = App.useApp();
  const when = useDateTime();
  const q = useQuery({ queryKey: KEY, queryFn: () => call(ops.settings) });
  const data = q.data?.data;
  const [windows] = Form.useForm<ops.OpenWindows>();
  const [gift] = Form.useForm<ops.TrialGift>();
  useEffect(() => {
    if (!data) return;
    windows.setFieldsValue(data.openWindows);
    gift.setFieldsValue(data.trialGift);
  }, [data, windows, gift]);

  const done = async (res: { code: number; message?: string | undefined }) => {
    if (res.code === 200) void message.success(t('settings.saved'));
    else void message.error(res.message ?? t('common.loadFailed'));
    await client.invalidateQueries({ queryKey: KEY });
  };
  const stamp = (s: { at: string; by: string } | null | undefined) => (
    <Typography.Text type="secondary">{s ? t('settings.changed', { at: when(s.at), by: s.by }) : t('settings.defaults')}</Typography.Text>
  );

  return (
    <div className="admin-cards">
      <Card title={t('settings.trialGift')} size="small" extra={stamp(data?.updated.trialGift)}>
        <p className="admin-lead">{t('settings.trialGiftLead')}</p>
        <Form form={gift} layout="vertical" disabled={!data} onFinish={async (v) => done(await call(ops.saveTrialGift, { body: v }))} data-testid="settings-trial">
          <Form.Item name="enabled" label={t('settings.trialEnabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="days"
            label={t('settings.trialDays')}
            rules={[{ required: true, type: 'integer', min: ops.LIMITS.trialDaysMin, max: ops.LIMITS.trialDaysMax, message: t('settings.trialDaysRange', { min: ops.LIMITS.trialDaysMin, max: ops.LIMITS.trialDaysMax }) }]}
          >
            <InputNumber min={ops.LIMITS.trialDaysMin} max={ops.LIMITS.trialDaysMax} precision={0} style={{ width: 140 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('common.save')}
          </Button>
        </Form>
      </Card>
      <Card title={t('settings.openWindows')} size="small" extra={stamp(data?.updated.openWindows)}>
        <p className="admin-lead">{t('settings.openWindowsLead')}</p>
        <Form form={windows} layout="vertical" disabled={!data} onFinish={async (v) => done(await call(ops.saveOpenWindows, { body: v }))} data-testid="settings-windows">
          {ops.OPEN_WINDOW_TYPES.map((type) => (
            <Form.Item key={type} name={type} label={t(`settings.windows.${type}`)} extra={t(`settings.windowsHelp.${type}`)} valuePropName="checked">
              <Switch />
            </Form.Item>
          ))}
          <Button type="primary" htmlType="submit">
            {t('common.save')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
