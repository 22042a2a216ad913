import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { adminStore as calls } from '@marketlens/core/contract';
import { useAdminCall } from '../api';
import { useDateTime } from '../format';
import { INVOICE_COLORS, useYuan } from './shared';

type Invoice = z.infer<typeof calls.invoiceRowSchema>;
type Status = Invoice['status'];
type Filter = Status | 'all';
type Handling = { row: Invoice; status: 'issued' | 'rejected' };

const PAGE_SIZE = 20;
const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** Fapiao requests, open ones first: issue one (with the invoice number) or reject it (with why); the member sees either. */
export function InvoicesTab() {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const client = useQueryClient();
  const { message } = App.useApp();
  const when = useDateTime();
  const yuan = useYuan();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [handling, setHandling] = useState<Handling | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ note: string }>();
  const query = { status: filter === 'all' ? undefined : filter, pageNum: page, pageSize: PAGE_SIZE };
  const q = useQuery({ queryKey: ['admin', 'store', 'invoices', query], queryFn: () => call(calls.invoices, { query }), placeholderData: keepPreviousData });

  const open = (row: Invoice, status: Handling['status']) => {
    setError('');
    form.resetFields();
    setHandling({ row, status });
  };
  const submit = async ({ note }: { note: string }) => {
    if (!handling) return;
    setBusy(true);
    try {
      const res = await call(calls.handleInvoice, { body: { id: handling.row.id, status: handling.status, note: note.trim() } });
      if (res.code !== 200) {
        setError(res.message || t('common.loadFailed'));
        await client.invalidateQueries({ queryKey: ['admin', 'store', 'invoices'] });
        return;
      }
      void message.success(t(handling.status === 'issued' ? 'store.invoices.issuedDone' : 'store.invoices.rejectedDone'));
      setHandling(null);
      await client.invalidateQueries({ queryKey: ['admin', 'store', 'invoices'] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="admin-toolbar">
        <Segmented<Filter>
          value={filter}
          onChange={(v) => {
            setFilter(v);
            setPage(1);
          }}
          options={(['all', 'requested', 'issued', 'rejected'] as const).map((s) => ({ value: s, label: s === 'all' ? t('common.all') : t(`store.invoices.statuses.${s}`) }))}
        />
      </div>
      <Table<Invoice>
        rowKey="id"
        size="middle"
        scroll={{ x: 1200 }}
        loading={q.isFetching}
        dataSource={q.data?.data?.list ?? []}
        data-testid="store-invoices"
        locale={{ emptyText: t('store.invoices.empty') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: q.data?.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('store.invoices.requestedAt'), dataIndex: 'createdAt', width: 160, render: (v: string) => when(v) },
          { title: t('store.orders.orderNo'), dataIndex: 'orderNo', width: 240, render: (v: string) => <code style={NOWRAP}>{v}</code> },
          { title: t('store.orders.member'), key: 'member', width: 140, render: (_, r) => <>{r.mobile}<span className="admin-sub">{` #${r.userId}`}</span></> },
          {
            title: t('store.invoices.title'),
            key: 'title',
            render: (_, r) => (
              <>
                {r.title}
                <Typography.Text type="secondary" className="admin-state-time">{`${r.taxNo} · ${r.email}`}</Typography.Text>
              </>
            ),
          },
          { title: t('store.orders.amount'), dataIndex: 'amountFen', width: 110, align: 'right', render: (v: number) => yuan(v) },
          {
            title: t('store.orders.status'),
            key: 'status',
            width: 170,
            render: (_, r) => (
              <>
                <Tag color={INVOICE_COLORS[r.status]}>{t(`store.invoices.statuses.${r.status}`)}</Tag>
                {r.note ? <Typography.Text className="admin-state-time">{r.note}</Typography.Text> : null}
                {r.handledAt ? <Typography.Text type="secondary" className="admin-state-time">{`${r.handledBy ?? ''} · ${when(r.handledAt)}`}</Typography.Text> : null}
              </>
            ),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 210,
            fixed: 'right',
            render: (_, r) =>
              r.status === 'requested' ? (
                <Space size="small" wrap>
                  <Button size="small" type="primary" onClick={() => open(r, 'issued')} data-testid={`invoice-issue-${r.id}`}>
                    {t('store.invoices.issue')}
                  </Button>
                  <Button size="small" danger onClick={() => open(r, 'rejected')} data-testid={`invoice-reject-${r.id}`}>
                    {t('store.invoices.reject')}
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
      <Modal
        open={handling !== null}
        title={handling ? t(handling.status === 'issued' ? 'store.invoices.issueTitle' : 'store.invoices.rejectTitle', { orderNo: handling.row.orderNo }) : ''}
        okText={handling?.status === 'rejected' ? t('store.invoices.reject') : t('store.invoices.issue')}
        okButtonProps={{ danger: handling?.status === 'rejected', loading: busy }}
        cancelText={t('common.cancel')}
        onOk={() => form.submit()}
        onCancel={() => setHandling(null)}
        destroyOnHidden
      >
        {handling ? (
          <Typography.Paragraph type="secondary">{t('store.invoices.summary', { title: handling.row.title, taxNo: handling.row.taxNo, email: handling.row.email, amount: yuan(handling.row.amountFen) })}</Typography.Paragraph>
        ) : null}
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false}>
          <Form.Item
            name="note"
            label={handling?.status === 'rejected' ? t('store.invoices.why') : t('store.invoices.number')}
            rules={[
              { required: true, whitespace: true, message: t(handling?.status === 'rejected' ? 'store.invoices.whyRequired' : 'store.invoices.numberRequired') },
              { max: calls.STORE_LIMITS.noteMax, message: t('store.invoices.noteMax') },
            ]}
          >
            <Input maxLength={calls.STORE_LIMITS.noteMax} placeholder={handling?.status === 'rejected' ? t('store.invoices.whyPlaceholder') : t('store.invoices.numberPlaceholder')} />
          </Form.Item>
        </Form>
        {error ? <Alert type="error" showIcon title={error} /> : null}
      </Modal>
    </>
  );
}
