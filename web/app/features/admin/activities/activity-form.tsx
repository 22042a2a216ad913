import { DatePicker, Form, Input, InputNumber, Modal, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminActivities as calls } from '@marketlens/core/contract';
import { useAdminCall } from '../api';
import { refusal, zodRule } from '../zod-rule';

interface Fields {
  nameZh: string;
  nameEn: string;
  nameRu: string;
  period: [Dayjs, Dayjs];
  dailyDrawLimit: number;
  paused: boolean;
}

const shape = calls.activityFormSchema.shape;

/** Creates or edits a lottery activity: its name in each language, period, daily draw limit and pause. */
export function ActivityForm({ row, onClose, onSaved }: { row: calls.ActivityRow | 'new'; onClose: () => void; onSaved: (saved: calls.ActivityRow) => void }) {
  const { t } = useTranslation('admin');
  const tk = t as unknown as (key: string) => string;
  const call = useAdminCall();
  const [form] = Form.useForm<Fields>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const initial: Partial<Fields> =
    row === 'new'
      ? { dailyDrawLimit: 10, paused: false }
      : { nameZh: row.nameZh, nameEn: row.nameEn, nameRu: row.nameRu, period: [dayjs(row.startsAt), dayjs(row.endsAt)], dailyDrawLimit: row.dailyDrawLimit, paused: row.paused };
  const submit = async (v: Fields) => {
    const [start, end] = v.period;
    if (!end.isAfter(start)) return setError(t('activities.errors.period'));
    setBusy(true);
    setError('');
    const body = { nameZh: v.nameZh, nameEn: v.nameEn, nameRu: v.nameRu, startsAt: start.toISOString(), endsAt: end.toISOString(), dailyDrawLimit: v.dailyDrawLimit, paused: v.paused, ...(row === 'new' ? {} : { id: row.id }) };
    const res = await call(calls.saveActivity, { body }).catch(() => null);
    setBusy(false);
    if (res?.code === 200 && res.data) return onSaved(res.data);
    setError(refusal(res, t('common.loadFailed')) || t('common.loadFailed'));
  };
  return (
    <Modal open title={row === 'new' ? t('activities.create') : t('activities.edit')} onCancel={onClose} onOk={() => form.submit()} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={busy} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)} data-testid="activity-form">
        {(['nameZh', 'nameEn', 'nameRu'] as const).map((f) => (
          <Form.Item key={f} name={f} label={t(`activities.fields.${f}`)} rules={[zodRule(shape[f], tk)]}>
            <Input maxLength={calls.LIMITS.nameMax} />
          </Form.Item>
        ))}
        <Form.Item name="period" label={t('activities.fields.period')} rules={[{ required: true, message: t('activities.errors.period') }]}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="dailyDrawLimit" label={t('activities.fields.dailyDrawLimit')} rules={[zodRule(shape.dailyDrawLimit, tk)]}>
          <InputNumber min={1} max={calls.LIMITS.drawLimitMax} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="paused" label={t('activities.fields.paused')} valuePropName="checked" extra={t('activities.pausedHint')}>
          <Switch />
        </Form.Item>
        {error ? (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        ) : null}
      </Form>
    </Modal>
  );
}
