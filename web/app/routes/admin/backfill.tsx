import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Input, Segmented, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { admin } from '@marketlens/core/contract';
import { useAdminCall } from '../../features/admin/api';
import { useDateTime } from '../../features/admin/format';

const COLORS = { pending: 'gold', processing: 'blue', done: 'green', rejected: 'red' } as const;

/** The queue of back-fill requests; a status change notifies the member. */
export default function AdminBackfill() {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const client = useQueryClient();
  const { message } = App.useApp();
  const when = useDateTime();
  const [status, setStatus] = useState<admin.BackfillStatus | 'all'>('pending');
  const [page, setPage] = useState(1);
  const [notes, setNotes] = useState<Record<number, string>>({});
  const q = useQuery({
    queryKey: ['admin', 'backfill', status, page],
    queryFn: () => call(admin.backfills, { query: { status: status === 'all' ? undefined : status, pageNum: page, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });
  const change = async (id: number, next: admin.BackfillStatus) => {
    const res = await call(admin.setBackfillStatus, { body: { id, status: next, note: notes[id] ?? '' } });
    if (res.code === 200) void message.success(t('backfill.notified'));
    else void message.error(res.message ?? '');
    await client.invalidateQueries({ queryKey: ['admin', 'backfill'] });
  };
  return (
    <section>
      <h1>{t('backfill.heading')}</h1>
      <div className="admin-toolbar">
        <Segmented
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={[...admin.BACKFILL_STATUSES.map((s) => ({ value: s, label: t(`backfill.statuses.${s}`) })), { value: 'all' as const, label: t('common.all') }]}
        />
      </div>
      <Table<admin.BackfillRow>
        rowKey="id"
        size="middle"
        scroll={{ x: 900 }}
        loading={q.isFetching}
        dataSource={q.data?.data?.list ?? []}
        pagination={{ current: page, pageSize: 20, total: q.data?.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('backfill.type'), dataIndex: 'type', width: 80, render: (v: 'good' | 'mall') => t(`backfill.${v}`) },
          { title: t('backfill.target'), dataIndex: 'suppleId' },
          { title: t('backfill.member'), dataIndex: 'account' },
          { title: t('backfill.createdAt'), dataIndex: 'createdAt', render: (v: string) => when(v) },
          { title: t('backfill.status'), dataIndex: 'status', render: (v: admin.BackfillStatus) => <Tag color={COLORS[v]}>{t(`backfill.statuses.${v}`)}</Tag> },
          {
            title: t('backfill.change'),
            key: 'change',
            width: 360,
            render: (_, row) => (
              <Space.Compact style={{ width: '100%' }}>
                <Input placeholder={t('backfill.note')} maxLength={admin.ADMIN_LIMITS.noteMax} value={notes[row.id] ?? ''} onChange={(e) => setNotes({ ...notes, [row.id]: e.target.value })} />
                <Select<admin.BackfillStatus>
                  aria-label={t('backfill.change')}
                  data-testid={`backfill-status-${row.id}`}
                  value={row.status}
                  style={{ width: 120 }}
                  onChange={(v) => void change(row.id, v)}
                  options={admin.BACKFILL_STATUSES.map((s) => ({ value: s, label: t(`backfill.statuses.${s}`) }))}
                />
              </Space.Compact>
            ),
          },
        ]}
      />
    </section>
  );
}
