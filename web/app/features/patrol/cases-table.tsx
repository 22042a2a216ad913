import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Modal, Segmented, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { patrol } from '@marketlens/core/contract';
import { formatRub } from '../../components/workbench/numbers';
import { ErrorState } from '../../components/workbench/states';
import { useHttp } from '../../lib/http';
import { useLang } from '../../lib/lang';
import { formatMoment, loadPatrol, PATROL_KEYS } from './contract';
import { useEvidenceExport } from './use-evidence-export';
import { LazyTable } from '../../components/workbench/lazy-table';
import { Panel } from '../../components/panel';

const PAGE_SIZE = 20;

/** Their price against the member's, as a signed percentage. */
const diffOf = (c: { price: number; ownPrice: number }) => (c.ownPrice > 0 ? Math.round(((c.price - c.ownPrice) / c.ownPrice) * 1000) / 10 : 0);

/** Follow-sell cases on the patrolled cards (on the card now, or all), each with its evidence; export of all evidence. */
export function CasesTable() {
  const { t } = useTranslation('patrol');
  const http = useHttp();
  const lang = useLang();
  const [status, setStatus] = useState<'active' | 'all'>('active');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<patrol.Case | null>(null);
  const exporter = useEvidenceExport();
  const q = useQuery({
    queryKey: PATROL_KEYS.cases(status, page),
    queryFn: async () => http.call((await loadPatrol()).cases, { query: { status, pageNum: page, pageSize: PAGE_SIZE } }, { verifyCode: false }),
    placeholderData: keepPreviousData,
  });
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  const data = q.data?.code === 200 ? q.data.data : undefined;
  return (
    <Panel
      className="analytics-card"
      title={t('cases.title')}
      extra={
        <Space wrap>
          <Segmented
            value={status}
            onChange={(v) => {
              setStatus(v === 'all' ? 'all' : 'active');
              setPage(1);
            }}
            options={[
              { value: 'active', label: t('cases.active') },
              { value: 'all', label: t('cases.all') },
            ]}
          />
          <Button onClick={() => void exporter.run()} loading={exporter.busy} data-testid="patrol-export">
            {t('cases.export')}
          </Button>
        </Space>
      }
    >
      {exporter.notice ? <Alert className="patrol-alert" type={exporter.notice.type} showIcon title={exporter.notice.text} /> : null}
      {!data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <LazyTable<patrol.Case>
          rowKey="id"
          size="small"
          scroll={{ x: 'max-content' }}
          dataSource={data.list}
          locale={{ emptyText: t('cases.empty') }}
          data-testid="patrol-cases"
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data.total, onChange: setPage, hideOnSinglePage: true, showSizeChanger: false }}
          columns={[
            { key: 'goods', title: t('cases.goods'), render: (_v, c) => <span className="patrol-name" title={String(c.goodsId)}>{c.title}</span> },
            {
              key: 'seller',
              title: t('cases.seller'),
              render: (_v, c) => (
                <span>
                  {c.sellerName}
                  {c.baseline && c.episode === 1 ? <Tag className="monitor-tag">{t('cases.baseline')}</Tag> : null}
                </span>
              ),
            },
            { key: 'price', title: t('cases.price'), align: 'right', render: (_v, c) => formatRub(c.price, lang, 'price') },
            { key: 'own', title: t('cases.own'), align: 'right', render: (_v, c) => formatRub(c.ownPrice, lang, 'price') },
            {
              key: 'diff',
              title: t('cases.diff'),
              align: 'right',
              render: (_v, c) => {
                const d = diffOf(c);
                return <span className={d < 0 ? 'monitor-up' : 'monitor-flat'}>{`${d > 0 ? '+' : ''}${d}%`}</span>;
              },
            },
            { key: 'first', title: t('cases.firstSeen'), responsive: ['md'], render: (_v, c) => formatMoment(c.firstSeenAt, lang) },
            { key: 'last', title: t('cases.lastSeen'), responsive: ['lg'], render: (_v, c) => formatMoment(c.lastSeenAt, lang) },
            {
              key: 'status',
              title: t('cases.status'),
              render: (_v, c) => (c.endedAt ? <Tag>{t('cases.statusLeft')}</Tag> : <Tag color="red">{t('cases.statusActive')}</Tag>),
            },
            {
              key: 'actions',
              title: '',
              render: (_v, c) => (
                <Button size="small" onClick={() => setOpen(c)} data-testid="patrol-history">
                  {t('cases.history')}
                </Button>
              ),
            },
          ]}
        />
      )}
      {open ? <CaseHistory row={open} onClose={() => setOpen(null)} /> : null}
    </Panel>
  );
}

function CaseHistory({ row, onClose }: { row: patrol.Case; onClose: () => void }) {
  const { t } = useTranslation('patrol');
  const http = useHttp();
  const lang = useLang();
  const { message } = App.useApp();
  const q = useQuery({
    queryKey: PATROL_KEYS.detail(row.id),
    queryFn: async () => {
      const res = await http.call((await loadPatrol()).caseDetail, { query: { id: row.id } }, { verifyCode: false });
      if (res.code !== 200) void message.warning(res.message ?? '');
      return res;
    },
  });
  const evidence = q.data?.data?.evidence;
  return (
    <Modal open title={t('history.title', { seller: row.sellerName, goods: row.title })} onCancel={onClose} footer={null} width={640} destroyOnHidden>
      {!evidence ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <LazyTable<patrol.Evidence>
          rowKey={(e) => `${e.checkedAt}-${e.status}`}
          size="small"
          scroll={{ x: 'max-content' }}
          dataSource={evidence}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          data-testid="patrol-evidence"
          columns={[
            { key: 'at', title: t('history.checkedAt'), render: (_v, e) => formatMoment(e.checkedAt, lang) },
            { key: 'price', title: t('history.price'), align: 'right', render: (_v, e) => formatRub(e.price, lang, 'price') },
            { key: 'own', title: t('history.own'), align: 'right', render: (_v, e) => formatRub(e.ownPrice, lang, 'price') },
            { key: 'status', title: t('history.status'), render: (_v, e) => (e.status === 'left' ? t('history.left') : t('history.seen')) },
          ]}
        />
      )}
    </Modal>
  );
}
