import { Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminActivities as calls } from '@marketlens/core/contract';
import { useAdminCall } from '../api';
import { refusal, zodRule } from '../zod-rule';

type Fields = Omit<calls.PrizeRow, 'id' | 'awarded' | 'stock'>;
const shape = calls.prizeFormSchema.shape;

/**
 * Creates or edits a prize: name in each language, kind (physical, membership days, coupon), odds in
 * percent and the quantity in all (never below what was won; the server checks it in the statement).
 */
export function PrizeForm({ activityId, row, oddsLeft, onClose, onSaved }: { activityId: number; row: calls.PrizeRow | 'new'; oddsLeft: number; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const tk = t as unknown as (key: string) => string;
  const call = useAdminCall();
  const [form] = Form.useForm<Fields>();
  const kind = Form.useWatch('kind', form);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const initial: Partial<Fields> = row === 'new' ? { kind: 'physical', odds: 0, total: 1, value: 0 } : row;
  const max = Math.round((oddsLeft + (row === 'new' ? 0 : row.odds)) * 100) / 100;
  const submit = async (v: Fields) => {
    if (v.odds > max) return setError(t('activities.errors.oddsSum', { left: max }));
    if (row !== 'new' && v.total < row.awarded) return setError(t('activities.errors.belowAwarded', { awarded: row.awarded }));
    setBusy(true);
    setError('');
    const res = await call(calls.savePrize, { body: { ...v, value: v.kind === 'physical' ? 0 : v.value, activityId, ...(row === 'new' ? {} : { id: row.id }) } }).catch(() => null);
    setBusy(false);
    if (res?.code === 200) return onSaved();
    setError(refusal(res, t('common.loadFailed')) || t('common.loadFailed'));
  };
  return (
    <Modal open title={row === 'new' ? t('activities.prizes.create') : t('activities.prizes.edit')} onCancel={onClose} onOk={() => form.submit()} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={busy}>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)} data-testid="prize-form">
        {(['nameZh', 'nameEn', 'nameRu'] as const).map((f) => (
          <Form.Item key={f} name={f} label={t(`activities.fields.${f}`)} rules={[zodRule(shape[f], tk)]}>
            <Input maxLength={calls.LIMITS.nameMax} />
          </Form.Item>
        ))}
        <Form.Item name="kind" label={t('activities.prizes.kind')}>
          <Select options={calls.PRIZE_KINDS.map((k) => ({ value: k, label: t(`activities.kinds.${k}`) }))} />
        </Form.Item>
        {kind === 'membership' || kind === 'coupon' ? (
          <Form.Item name="value" label={t(kind === 'membership' ? 'activities.prizes.days' : 'activities.prizes.couponId')} rules={[zodRule(shape.value, tk)]}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        ) : null}
        <Form.Item name="odds" label={t('activities.prizes.odds')} extra={t('activities.prizes.oddsHint', { left: max })} rules={[zodRule(shape.odds, tk)]}>
          <InputNumber min={0} max={100} step={0.01} precision={2} suffix="%" style={{ width: '100%' }} data-testid="prize-odds" />
        </Form.Item>
        <Form.Item
          name="total"
          label={t('activities.prizes.total')}
          extra={row === 'new' ? undefined : t('activities.prizes.totalHint', { awarded: row.awarded })}
          rules={[zodRule(shape.total, tk)]}
        >
          <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="prize-total" />
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
