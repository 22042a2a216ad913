import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminObservations as obs } from '@marketlens/core/contract';
import { formatMoney } from '@marketlens/core/format';
import { useLang } from '../../../lib/lang';
import { useAdminCall } from '../api';
import { useDateTime } from '../format';
import { OriginCell, type ObservationFilters, type QuarantineReason } from './filters';

const COLORS: Record<QuarantineReason, string> = { stale: 'default', future: 'purple', flood: 'volcano', outlier: 'orange' };
const PAGE_SIZE = 20;

/** Quarantined observations under the filters, with a count per reason that also picks the reason to list. */
export function HeldRows({ filters, set }: { filters: ObservationFilters; set: (change: Partial<ObservationFilters>) => void }) {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const when = useDateTime();
  const lang = useLang();
  const [pageNum, setPage] = useState(1);
  const query = { pageNum, pageSize: PAGE_SIZE, origin: filters.origin, day: filters.day, source: filters.source, reason: filters.reason };
  const q = useQuery({ queryKey: ['admin', 'observations', 'held', query], queryFn: () => call(obs.held, { query }), placeholderData: keepPreviousData });
  const data = q.data?.data;
  const pick = (change: Partial<ObservationFilters>) => {
    setPage(1);
    set(change);
  };
  return (
    <Card title={t('observations.held')} size="small" style={{ marginBottom: 16 }}>
      <div className="admin-toolbar" data-testid="obs-reasons">
        <Tag.CheckableTag checked={!filters.reason} onChange={() => pick({ reason: undefined })} data-testid="obs-reason-all">
          {t('observations.allReasons')}
        </Tag.CheckableTag>
        {(data?.reasons ?? obs.QUARANTINE_REASONS.map((reason) => ({ reason, rows: 0 }))).map((r) => (
          <Tooltip key={r.reason} title={t(`observations.reasonTips.${r.reason}`)}>
            <Tag.CheckableTag checked={filters.reason === r.reason} onChange={(on) => pick({ reason: on ? r.reason : undefined })} data-testid={`obs-reason-${r.reason}`}>
              {t(`observations.reasons.${r.reason}`)} <b>{r.rows}</b>
            </Tag.CheckableTag>
          </Tooltip>
        ))}
      </div>
      {data?.refusedSinceStart.length ? (
        <p className="admin-lead" data-testid="obs-refused-since-start">
          {t('observations.refusedSinceStart', { list: data.refusedSinceStart.map((r) => `${t(`observations.reasons.${r.reason}`)} ${r.rows}`).join(' · ') })}
        </p>
      ) : null}
      <Table<obs.HeldRow>
        rowKey="id"
        size="small"
        scroll={{ x: 1200 }}
        loading={q.isFetching}
        dataSource={data?.list ?? []}
        data-testid="obs-held"
        locale={{ emptyText: t('observations.noHeld') }}
        pagination={{ current: pageNum, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false, showTotal: (total) => t('observations.total', { count: total }) }}
        columns={[
          { title: t('observations.observedAt'), dataIndex: 'observedAt', width: 170, render: (v: string, r) => <span title={r.day}>{when(v)}</span> },
          { title: t('observations.reason'), dataIndex: 'reason', width: 120, render: (v: QuarantineReason) => <Tag color={COLORS[v] ?? 'default'}>{t(`observations.reasons.${v}`)}</Tag> },
          { title: t('observations.goods'), key: 'goods', width: 340, render: (_, r) => (
              <span>
                <Typography.Text code>{r.goodsId}</Typography.Text> <span lang="ru">{r.title}</span>
              </span>
            ) },
          { title: t('observations.price'), dataIndex: 'price', align: 'right', width: 110, render: (v: number) => formatMoney(v, { lang, kind: 'price' }) },
          { title: t('observations.page'), key: 'page', width: 180, render: (_, r) => `${t(`observations.pages.${r.page}`)}${r.context ? ` · ${r.context.slice(2)}` : ''}${r.position ? ` #${r.position}` : ''}` },
          { title: t('observations.source'), dataIndex: 'source', width: 110, render: (v: obs.HeldRow['source']) => t(`observations.sources.${v}`) },
          { title: t('observations.origin'), dataIndex: 'origin', width: 150, render: (v: string) => <OriginCell origin={v} onPick={(origin) => pick({ origin })} /> },
        ]}
      />
    </Card>
  );
}
