import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storeApi } from '@marketlens/core/api';
import { store } from '@marketlens/core/contract';
import { useHttp } from '../../lib/http';

type Values = { title: string; taxNo: string; email: string };

const { invoiceInput } = store;

/** An antd rule from one field of the contract's schema, with the page's own message. */
const rule = (field: keyof Values, message: string) => ({
  validator: async (_: unknown, value: unknown) => {
    if (!invoiceInput.shape[field].safeParse(value ?? '').success) throw new Error(message);
  },
});

/**
 * The fapiao request of a paid order: the company's name, its taxpayer number (the unified social
 * credit code, checked as the server checks it) and where to send the fapiao. Operators issue it.
 */
export function InvoiceForm({ orderNo, onDone }: { orderNo: string; onDone: () => void }) {
  const { t } = useTranslation('store');
  const http = useHttp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const submit = async (v: Values) => {
    setBusy(true);
    setError('');
    try {
      const res = await storeApi.requestInvoice(http, { body: { orderNo, title: v.title.trim(), taxNo: v.taxNo.trim().toUpperCase(), email: v.email.trim() } }, { verifyCode: false });
      if (res.code !== 200) return setError(res.message || t('errors.generic'));
      await client.invalidateQueries({ queryKey: ['store', 'orders'] });
      onDone();
    } catch {
      setError(t('errors.network'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} data-testid="store-invoice-form">
      <p className="store-note">{t('invoice.lead')}</p>
      <Form.Item name="title" label={t('invoice.title')} rules={[rule('title', t('invoice.errors.title'))]}>
        <Input maxLength={100} placeholder={t('invoice.titleHint')} data-testid="store-invoice-title" />
      </Form.Item>
      <Form.Item name="taxNo" label={t('invoice.taxNo')} normalize={(v: string | undefined) => v?.toUpperCase()} rules={[rule('taxNo', t('invoice.errors.taxNo'))]}>
        <Input maxLength={20} placeholder={t('invoice.taxNoHint')} data-testid="store-invoice-tax" />
      </Form.Item>
      <Form.Item name="email" label={t('invoice.email')} rules={[rule('email', t('invoice.errors.email'))]}>
        <Input type="email" maxLength={120} placeholder="finance@example.com" data-testid="store-invoice-email" />
      </Form.Item>
      {error ? <Alert type="error" showIcon title={error} data-testid="store-error" /> : null}
      <Button type="primary" htmlType="submit" loading={busy} data-testid="store-invoice-submit">
        {t('invoice.submit')}
      </Button>
    </Form>
  );
}
