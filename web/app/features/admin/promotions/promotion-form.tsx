import { DatePicker, Form, Input, Modal, Select, Tabs, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminActivities as calls } from '@marketlens/core/contract';
import { useAdminCall } from '../api';
import { refusal, zodRule } from '../zod-rule';

type Texts = Pick<calls.PromotionRow, 'titleZh' | 'titleEn' | 'titleRu' | 'offerZh' | 'offerEn' | 'offerRu' | 'benefitsZh' | 'benefitsEn' | 'benefitsRu'>;
type Fields = Texts & { period: [Dayjs, Dayjs]; couponId: number | null; channelCode: string | null };

const shape = calls.promotionFormSchema.shape;
const LANGS = [
  ['Zh', 'zh'],
  ['En', 'en'],
  ['Ru', 'ru'],
] as const;

/** Creates or edits a promotion: what its page shows in each language, the period, the coupon it gives and its channel. */
export function PromotionForm(props: { row: calls.PromotionRow | 'new'; coupons: calls.CouponRow[]; channels: string[]; onClose: () => void; onSaved: () => void }) {
  const { row, coupons, channels, onClose, onSaved } = props;
  const { t } = useTranslation('admin');
  const tk = t as unknown as (key: string) => string;
  const call = useAdminCall();
  const [form] = Form.useForm<Fields>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const initial: Partial<Fields> = row === 'new' ? { couponId: null, channelCode: null } : { ...row, period: [dayjs(row.startsAt), dayjs(row.endsAt)] };
  const submit = async ({ period, ...v }: Fields) => {
    if (!period[1].isAfter(period[0])) return setError(t('activities.errors.period'));
    setBusy(true);
    setError('');
    const body = { ...v, couponId: v.couponId ?? null, channelCode: v.channelCode ?? null, startsAt: period[0].toISOString(), endsAt: period[1].toISOString(), ...(row === 'new' ? {} : { id: row.id }) };
    const res = await call(calls.savePromotion, { body }).catch(() => null);
    setBusy(false);
    if (res?.code === 200) return onSaved();
    setError(refusal(res, t('common.loadFailed')) || t('common.loadFailed'));
  };
  return (
    <Modal open width={640} title={row === 'new' ? t('promotions.create') : t('promotions.edit')} onCancel={onClose} onOk={() => form.submit()} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={busy}>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)} data-testid="promotion-form">
        <Tabs
          items={LANGS.map(([suffix, lang]) => ({
            key: lang,
            forceRender: true,
            label: t(`promotions.langs.${lang}`),
            children: (
              <>
                <Form.Item name={`title${suffix}`} label={t('promotions.fields.title')} rules={[zodRule(shape[`title${suffix}`], tk)]}>
                  <Input maxLength={calls.LIMITS.nameMax} />
                </Form.Item>
                <Form.Item name={`offer${suffix}`} label={t('promotions.fields.offer')} rules={[zodRule(shape[`offer${suffix}`], tk)]}>
                  <Input.TextArea rows={2} maxLength={calls.LIMITS.textMax} />
                </Form.Item>
                <Form.Item name={`benefits${suffix}`} label={t('promotions.fields.benefits')} extra={t('promotions.fields.benefitsHint')} rules={[zodRule(shape[`benefits${suffix}`], tk)]}>
                  <Input.TextArea rows={4} maxLength={calls.LIMITS.textMax} />
                </Form.Item>
              </>
            ),
          }))}
        />
        <Form.Item name="period" label={t('activities.fields.period')} rules={[{ required: true, message: t('activities.errors.period') }]}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="couponId" label={t('promotions.fields.coupon')}>
          <Select allowClear options={coupons.map((c) => ({ value: c.id, label: `#${c.id} ${c.nameZh} / ${c.nameEn}` }))} />
        </Form.Item>
        <Form.Item name="channelCode" label={t('promotions.fields.channel')}>
          <Select allowClear options={channels.map((c) => ({ value: c, label: c }))} />
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
