import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminObservations as obs } from '@marketlens/core/contract';
import { useAdminCall } from '../api';
import { useDateTime } from '../format';

/** The catalogue collector: configured or off, its pace and page cap, its origin's hash, and its latest runs. */
export function CollectorRuns() {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const when = useDateTime();
  const q = useQuery({ queryKey: ['admin', 'observations', 'collector'], queryFn: () => call(obs.collector, { query: { pageSize: 10 } }) });
  const data = q.data?.data;
  return (
    <Card title={t('observations.collector')} size="small" style={{ marginBottom: 16 }} loading={q.isLoading} data-testid="obs-collector">
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('observations.collectorState')}>
          <Tag color={data?.configured ? 'green' : 'default'} data-testid="obs-collector-state">
            {t(data?.configured ? 'observations.collectorOn' : 'observations.collectorOff')}
          </Tag>
          {data?.host ? <Typography.Text code>{data.host}</Typography.Text> : null}
        </Descriptions.Item>
        {data?.configured ? (
          <>
            <Descriptions.Item label={t('observations.pace')}>{t('observations.paceValue', { seconds: (data.paceMs ?? 0) / 1000, pages: data.maxPagesPerRun ?? 0 })}</Descriptions.Item>
            <Descriptions.Item label={t('observations.origin')}>
              <Typography.Text code copyable>{data.origin}</Typography.Text>
            </Descriptions.Item>
          </>
        ) : null}
      </Descriptions>
      <Table<obs.CollectorRun>
        rowKey="id"
        size="small"
        scroll={{ x: 700 }}
        pagination={false}
        dataSource={data?.runs ?? []}
        data-testid="obs-collector-runs"
        locale={{ emptyText: t('observations.noRuns') }}
        columns={[
          { title: t('observations.startedAt'), dataIndex: 'startedAt', width: 170, render: (v: string) => when(v) },
          { title: t('observations.finishedAt'), dataIndex: 'finishedAt', width: 170, render: (v: string | null) => (v ? when(v) : <Tag color="gold">{t('observations.running')}</Tag>) },
          { title: t('observations.pagesRead'), dataIndex: 'pages', align: 'right' },
          { title: t('observations.observations'), dataIndex: 'observations', align: 'right' },
          { title: t('observations.failures'), dataIndex: 'failures', align: 'right', render: (v: number) => (v > 0 ? <Tag color="red">{v}</Tag> : v) },
          { title: t('observations.lastError'), dataIndex: 'lastError', render: (v: string | null) => v ?? '—' },
        ]}
      />
    </Card>
  );
}
