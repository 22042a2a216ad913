import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminStore as calls } from '@marketlens/core/contract';
import { useAdminCall } from '../api';
import { useYuan, yuanToFen, type AdminOrder } from './shared';

type Values = { yuan: number | null; reason: string };

/**
 * Refunds all or part of a paid order: the amount in yuan (what is left by default) and a reason.
 * The membership the order granted is ended (in full) or shortened in proportion (in part).
 */
export function RefundDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const client = useQueryClient();
  const { message } = App.useApp();
  const yuan = useYuan();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const leftFen = order.amountFen - order.refundedFen;
  const amount = Form.useWatch('yuan', form);
  const fen = yuanToFen(amount);
  const days = fen ? (fen >= leftFen ? null : Math.ceil((order.days * fen) / order.amountFen)) : null;

  const submit = async (v: Values) => {
    const amountFen = yuanToFen(v.yuan);
    if (!amountFen) return;
    setBusy(true);
    setError('');
    try {
      const res = await call(calls.refund, { body: { orderNo: order.orderNo, amountFen, reason: v.reason.trim() } });
      if (res.code !== 200) {
        setError(res.message || t('common.loadFailed'));
        return;
      }
      void message.success(t('store.refund.done', { amount: yuan(amountFen) }));
      await client.invalidateQueries({ queryKey: ['admin', 'store'] });
      onClose();
    } catch {
      setError(t('common.loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('store.refund.title', { orderNo: order.orderNo })}
      okText={t('store.refund.confirm')}
      okButtonProps={{ danger: true, loading: busy }}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('store.refund.lead', { paid: yuan(order.amountFen), left: yuan(leftFen) })}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" initialValues={{ yuan: leftFen / 100, reason: '' }} onFinish={(v) => void submit(v)} requiredMark={false}>
        <Form.Item
          name="yuan"
          label={t('store.refund.amount')}
          extra={fen && fen <= leftFen ? (days === null ? t('store.refund.ends') : t('store.refund.shortens', { count: days })) : undefined}
          rules={[
            {
              validator: async (_r, value: number | null) => {
                const f = yuanToFen(value);
                if (!f) throw new Error(t('store.refund.badAmount'));
                if (f > leftFen) throw new Error(t('store.refund.overLeft', { left: yuan(leftFen) }));
              },
            },
          ]}
        >
          <InputNumber<number> min={0.01} max={leftFen / 100} step={1} precision={2} prefix="¥" style={{ width: 220 }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('store.refund.reason')}
          rules={[
            { required: true, whitespace: true, message: t('store.refund.reasonRequired') },
            { min: 2, message: t('store.refund.reasonRequired') },
            { max: 200, message: t('store.refund.reasonMax') },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={t('store.refund.reasonPlaceholder')} />
        </Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon title={error} data-testid="store-refund-error" /> : null}
    </Modal>
  );
}
