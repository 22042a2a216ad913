import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Modal, Segmented, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { admin } from '@marketlens/core/contract';
import { pathForLang } from '@marketlens/core/i18n';
import { useAdminCall } from '../../features/admin/api';
import { useDateTime } from '../../features/admin/format';

type Filter = 'reported' | 'hidden' | 'all';
type Action = 'hide' | 'restore' | 'delete';

/** Reported questions and answers: hide, restore or delete, each with a reason that goes to the audit log. */
export default function AdminCommunity() {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const client = useQueryClient();
  const { message } = App.useApp();
  const when = useDateTime();
  const [filter, setFilter] = useState<Filter>('reported');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<{ row: admin.ModerationRow; action: Action } | null>(null);
  const [reason, setReason] = useState('');
  const q = useQuery({
    queryKey: ['admin', 'community', filter, page],
    queryFn: () => call(admin.community, { query: { filter, pageNum: page, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });
  const confirm = async () => {
    if (!pending || !reason.trim()) return;
    const res = await call(admin.moderate, { body: { kind: pending.row.kind, id: pending.row.id, action: pending.action, reason: reason.trim() } });
    if (res.code === 200) void message.success(t('community.done'));
    else void message.error(res.message ?? '');
    setPending(null);
    setReason('');
    await client.invalidateQueries({ queryKey: ['admin', 'community'] });
  };
  return (
    <section>
      <h1>{t('community.heading')}</h1>
      <div className="admin-toolbar">
        <Segmented<Filter>
          value={filter}
          onChange={(v) => (setFilter(v), setPage(1))}
          options={(['reported', 'hidden', 'all'] as const).map((f) => ({ value: f, label: t(`community.filters.${f}`) }))}
        />
      </div>
      <Table<admin.ModerationRow>
        rowKey={(r) => `${r.kind}-${r.id}`}
        size="middle"
        scroll={{ x: 1000 }}
        loading={q.isFetching}
        dataSource={q.data?.data?.list ?? []}
        pagination={{ current: page, pageSize: 20, total: q.data?.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('community.kind'), dataIndex: 'kind', width: 90, render: (v: 'question' | 'answer') => t(`community.${v}`) },
          {
            title: t('community.text'),
            dataIndex: 'text',
            render: (v: string, row) => (
              <a href={pathForLang(`/answerDetail/${row.questionId}`, row.lang)} target="_blank" rel="noreferrer" title={t('community.open')}>
                {v.length > 140 ? `${v.slice(0, 140)}…` : v}
              </a>
            ),
          },
          { title: t('community.author'), dataIndex: 'nickName', width: 120 },
          { title: t('community.reports'), dataIndex: 'reports', width: 80 },
          { title: t('community.reasons'), dataIndex: 'reasons', width: 180, render: (v: string[]) => (v.length ? v.join('; ') : '—') },
          { title: t('community.state'), dataIndex: 'hidden', width: 90, render: (v: boolean) => (v ? <Tag color="red">{t('community.hiddenState')}</Tag> : <Tag color="green">{t('community.visible')}</Tag>) },
          { title: t('common.time'), dataIndex: 'createdAt', width: 170, render: (v: string) => when(v) },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 170,
            render: (_, row) => (
              <Space size="small">
                <Button size="small" data-testid={`moderate-${row.kind}-${row.id}`} onClick={() => setPending({ row, action: row.hidden ? 'restore' : 'hide' })}>
                  {row.hidden ? t('community.restore') : t('community.hide')}
                </Button>
                <Button size="small" danger onClick={() => setPending({ row, action: 'delete' })}>
                  {t('community.delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={pending !== null}
        title={pending ? t('community.confirmTitle', { action: t(`community.${pending.action}`), kind: t(`community.${pending.row.kind}`), id: pending.row.id }) : ''}
        onCancel={() => setPending(null)}
        onOk={() => void confirm()}
        okButtonProps={{ disabled: !reason.trim(), danger: pending?.action === 'delete' }}
        okText={pending ? t(`community.${pending.action}`) : ''}
        cancelText={t('common.cancel')}
      >
        <Input.TextArea aria-label={t('community.reason')} placeholder={t('community.reasonRequired')} maxLength={admin.ADMIN_LIMITS.reasonMax} value={reason} onChange={(e) => setReason(e.target.value)} autoSize={{ minRows: 2 }} />
      </Modal>
    </section>
  );
}
