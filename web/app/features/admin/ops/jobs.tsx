import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { admin } from '@marketlens/core/contract';
import { useAdminCall } from '../api';
import { useDateTime } from '../format';

const COLORS = { queued: 'blue', running: 'gold', done: 'green', failed: 'red' } as const;
type Failed = admin.OperationsState['failed'][number];
type Summary = admin.OperationsState['summary'][number];

/** The job queue by kind and state, failed jobs with their error and a retry. */
export function OpsJobs() {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const client = useQueryClient();
  const { message } = App.useApp();
  const when = useDateTime();
  const q = useQuery({ queryKey: ['admin', 'jobs'], queryFn: () => call(admin.jobs) });
  const data = q.data?.data;
  const retry = async (id: number) => {
    const res = await call(admin.retryJob, { body: { id } });
    if (res.code === 200) void message.success(t('operations.retried'));
    else void message.error(res.message ?? '');
    await client.invalidateQueries({ queryKey: ['admin', 'jobs'] });
  };
  return (
    <>
      <div className="admin-toolbar">
        <Button onClick={() => void q.refetch()} loading={q.isFetching}>
          {t('common.refresh')}
        </Button>
      </div>
      <Card title={t('operations.queue')} size="small" style={{ marginBottom: 16 }}>
        <Table<Summary>
          rowKey={(r) => `${r.kind}:${r.state}`}
          size="small"
          scroll={{ x: 600 }}
          loading={q.isFetching}
          pagination={false}
          dataSource={data?.summary ?? []}
          data-testid="ops-summary"
          columns={[
            { title: t('operations.kind'), dataIndex: 'kind' },
            { title: t('operations.state'), dataIndex: 'state', render: (v: admin.JobState) => <Tag color={COLORS[v]}>{t(`operations.states.${v}`)}</Tag> },
            { title: t('operations.count'), dataIndex: 'count', align: 'right' },
            { title: t('operations.lastRun'), dataIndex: 'lastRunAt', render: (v: string | null) => when(v) },
          ]}
        />
      </Card>
      <Card title={t('operations.failed')} size="small">
        <Table<Failed>
          rowKey="id"
          size="small"
          scroll={{ x: 800 }}
          loading={q.isFetching}
          pagination={false}
          dataSource={data?.failed ?? []}
          locale={{ emptyText: t('operations.noFailed') }}
          columns={[
            { title: t('operations.kind'), dataIndex: 'kind', width: 140 },
            { title: t('operations.key'), dataIndex: 'key', width: 200, render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
            { title: t('operations.attempts'), key: 'attempts', width: 90, render: (_, r) => `${r.attempts}/${r.maxAttempts}` },
            { title: t('operations.error'), dataIndex: 'lastError', render: (v: string) => <Typography.Text type="danger">{v}</Typography.Text> },
            { title: t('operations.failedAt'), dataIndex: 'finishedAt', width: 170, render: (v: string | null) => when(v) },
            {
              title: t('common.actions'),
              key: 'retry',
              width: 100,
              render: (_, r) => (
                <Button size="small" onClick={() => void retry(r.id)} data-testid={`ops-retry-${r.id}`}>
                  {t('operations.retry')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}
