import { DatePicker, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
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
  /** In yuan; stored in fen. */
  amount: number;
  threshold: number;
  planIds: number[];
  validUntil: Dayjs;
  stock: number | null;
}

const shape = calls.couponFormSchema.shape;
const fen = (yuan: number | null | undefined) => Math.round((yuan ?? 0) * 100);

/** Creates or edits a coupon: name, amount off, the order total it needs, plans, validity and stock (empty: no limit). */
export function CouponForm({ row, onClose, onSaved }: { row: calls.CouponRow | 'new'; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const tk = t as unknown as (key: string) => string;
  const call = useAdminCall();
  const [form] = Form.useForm<Fields>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const initial: Partial<Fields> =
    row === 'new'
      ? { amount: 100, threshold: 0, planIds: [], stock: null, validUntil: dayjs().add(30, 'day').endOf('day') }
      : { ...row, amount: row.amount / 100, threshold: row.threshold / 100, validUntil: dayjs(row.validUntil) };
  const submit = async (v: Fields) => {
    setBusy(true);
    setError('');
    const body = { ...v, amount: fen(v.amount), threshold: fen(v.threshold), validUntil: v.validUntil.toISOString(), stock: v.stock ?? null, ...(row === 'new' ? {} : { id: row.id }) };
    const res = await call(calls.saveCoupon, { body }).catch(() => null);
    setBusy(false);
    if (res?.code === 200) return onSaved();
    setError(refusal(res, t('common.loadFailed')) || t('common.loadFailed'));
  };
  return (
    <Modal open title={row === 'new' ? t('promotions.coupons.create') : t('promotions.coupons.edit')} onCancel={onClose} onOk={() => form.submit()} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={busy}>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)} data-testid="coupon-form">
        {(['nameZh', 'nameEn', 'nameRu'] as const).map((f) => (
          <Form.Item key={f} name={f} label={t(`activities.fields.${f}`)} rules={[zodRule(shape[f], tk)]}>
            <Input maxLength={calls.LIMITS.nameMax} />
          </Form.Item>
        ))}
        <Form.Item name="amount" label={t('promotions.coupons.amount')} rules={[{ validator: async (_r, v: number | null) => zodRule(shape.amount, tk).validator(_r, fen(v)) }]}>
          <InputNumber min={0.01} step={1} precision={2} prefix="¥" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="threshold" label={t('promotions.coupons.threshold')} extra={t('promotions.coupons.thresholdHint')} rules={[{ validator: async (_r, v: number | null) => zodRule(shape.threshold, tk).validator(_r, fen(v)) }]}>
          <InputNumber min={0} step={1} precision={2} prefix="¥" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="planIds" label={t('promotions.coupons.plans')} rules={[zodRule(shape.planIds, tk)]}>
          <Select mode="multiple" options={calls.COUPON_PLAN_IDS.map((p) => ({ value: p, label: t('promotions.coupons.plan', { id: p }) }))} />
        </Form.Item>
        <Form.Item name="validUntil" label={t('promotions.coupons.validUntil')} rules={[{ required: true, message: t('activities.errors.date') }]}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="stock" label={t('promotions.coupons.stock')} extra={row === 'new' ? t('promotions.coupons.stockHint') : t('promotions.coupons.stockIssued', { issued: row.issued })}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
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
