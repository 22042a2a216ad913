import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminObservations as obs } from '@marketlens/core/contract';
import { useAdminCall } from '../api';
import { useDateTime } from '../format';
import { OriginCell, type ObservationFilters } from './filters';

const PAGE_SIZE = 20;
const strong = (n: number) => (n > 0 ? <b>{n}</b> : n);

/** Batches as they arrived under the filters (the day they arrived), what became of their rows, and the sums. */
export function Batches({ filters, set }: { filters: ObservationFilters; set: (change: Partial<ObservationFilters>) => void }) {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const when = useDateTime();
  const [pageNum, setPage] = useState(1);
  const [heldOnly, setHeldOnly] = useState(true);
  const query = { pageNum, pageSize: PAGE_SIZE, origin: filters.origin, day: filters.day, source: filters.source, held: heldOnly ? ('1' as const) : undefined };
  const q = useQuery({ queryKey: ['admin', 'observations', 'batches', query], queryFn: () => call(obs.batches, { query }), placeholderData: keepPreviousData });
  const data = q.data?.data;
  const sums = data?.totals;
  return (
    <Card
      title={t('observations.batches')}
      size="small"
      style={{ marginBottom: 16 }}
      extra={
        <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <Switch size="small" checked={heldOnly} onChange={(on) => { setHeldOnly(on); setPage(1); }} data-testid="obs-held-only" /> {t('observations.heldOnly')}
        </label>
      }
    >
      {sums ? (
        <p className="admin-lead" data-testid="obs-batch-totals">
          {t('observations.totals', sums)}
        </p>
      ) : null}
      <Table<obs.Batch>
        rowKey={(r) => `${r.origin}:${r.id}`}
        size="small"
        scroll={{ x: 1040 }}
        loading={q.isFetching}
        dataSource={data?.list ?? []}
        data-testid="obs-batches"
        locale={{ emptyText: t('observations.noBatches') }}
        pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false, showTotal: (total) => t('observations.total', { count: total }) }}
        columns={[
          { title: t('observations.receivedAt'), dataIndex: 'receivedAt', width: 170, render: (v: string) => when(v) },
          { title: t('observations.batchId'), dataIndex: 'id', width: 130, render: (v: string) => <Typography.Text code copyable={{ text: v }}>{v.slice(0, 8)}</Typography.Text> },
          { title: t('observations.source'), dataIndex: 'source', width: 110, render: (v: obs.Batch['source']) => t(`observations.sources.${v}`) },
          { title: t('observations.origin'), dataIndex: 'origin', width: 150, render: (v: string) => <OriginCell origin={v} onPick={(origin) => { setPage(1); set({ origin }); }} /> },
          { title: t('observations.rows'), dataIndex: 'rows', align: 'right', width: 80 },
          { title: t('observations.accepted'), dataIndex: 'accepted', align: 'right', width: 90 },
          { title: t('observations.quarantined'), dataIndex: 'quarantined', align: 'right', width: 100, render: strong },
          { title: t('observations.refused'), dataIndex: 'refused', align: 'right', width: 90, render: strong },
          { title: t('observations.duplicates'), dataIndex: 'duplicates', align: 'right', width: 100 },
        ]}
      />
    </Card>
  );
}
