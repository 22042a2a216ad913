import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminActivities as calls } from '@marketlens/core/contract';
import { useAdminCall } from '../api';
import { refusal, zodRule } from '../zod-rule';

const shipped = calls.shipFields;

/** Marks a claimed prize shipped with its carrier and tracking number; the winner is told in the bell. */
export function ShipForm({ row, onClose, onSaved }: { row: calls.WinnerRow; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const tk = t as unknown as (key: string) => string;
  const call = useAdminCall();
  const [form] = Form.useForm<{ carrier: string; trackingNo: string }>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (v: { carrier: string; trackingNo: string }) => {
    setBusy(true);
    const res = await call(calls.ship, { body: { drawId: row.drawId, status: 'shipped', ...v } }).catch(() => null);
    setBusy(false);
    if (res?.code === 200) return onSaved();
    setError(refusal(res, t('common.loadFailed')) || t('common.loadFailed'));
  };
  return (
    <Modal open title={t('activities.winners.markShipped')} onCancel={onClose} onOk={() => form.submit()} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={busy}>
      <Typography.Paragraph type="secondary">{`${row.receiverName ?? ''} · ${row.receiverPhone ?? ''} · ${row.address ?? ''}`}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} data-testid="ship-form">
        <Form.Item name="carrier" label={t('activities.winners.carrier')} rules={[zodRule(shipped.carrier, tk)]}>
          <Input maxLength={calls.LIMITS.carrierMax} data-testid="ship-carrier" />
        </Form.Item>
        <Form.Item name="trackingNo" label={t('activities.winners.trackingNo')} rules={[zodRule(shipped.trackingNo, tk)]}>
          <Input maxLength={calls.LIMITS.trackingMax} data-testid="ship-tracking" />
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
