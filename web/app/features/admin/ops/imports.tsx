import { useQuery } from '@tanstack/react-query';
import { Button, Segmented, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminOperations as ops } from '@marketlens/core/contract';
import { useAdminCall } from '../api';
import { useDateTime } from '../format';

const COLORS = { running: 'gold', imported: 'green', refused: 'red', failed: 'volcano' } as const;
type Kind = (typeof ops.IMPORT_KINDS)[number];

/** Every run of the import commands: who ran what on which files, rows per section, and a refusal's report. */
export function OpsImports() {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const when = useDateTime();
  const [kind, setKind] = useState<Kind | 'all'>('all');
  const [pageNum, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['admin', 'imports', kind, pageNum],
    queryFn: () => call(ops.imports, { query: { pageNum, pageSize: 20, kind: kind === 'all' ? undefined : kind } }),
  });
  const data = q.data?.data;
  return (
    <>
      <p className="admin-lead">{t('operations.importsLead')}</p>
      <div className="admin-toolbar">
        <Segmented
          value={kind}
          onChange={(v) => {
            setKind(v as Kind | 'all');
            setPage(1);
          }}
          options={[{ value: 'all', label: t('common.all') }, ...ops.IMPORT_KINDS.map((k) => ({ value: k, label: t(`operations.kinds.${k}`) }))]}
        />
        <Button onClick={() => void q.refetch()} loading={q.isFetching}>
          {t('common.refresh')}
        </Button>
      </div>
      <Table<ops.ImportRun>
        rowKey="id"
        size="small"
        scroll={{ x: 900 }}
        loading={q.isFetching}
        dataSource={data?.list ?? []}
        data-testid="ops-imports"
        locale={{ emptyText: t('operations.noImports') }}
        pagination={{ current: pageNum, pageSize: 20, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        expandable={{
          rowExpandable: (r) => r.report.length > 0,
          expandedRowRender: (r) => <pre className="admin-report">{r.report.join('\n')}</pre>,
        }}
        columns={[
          { title: t('operations.startedAt'), dataIndex: 'startedAt', width: 160, render: (v: string) => when(v) },
          { title: t('operations.importKind'), dataIndex: 'kind', width: 100, render: (v: Kind) => t(`operations.kinds.${v}`) },
          { title: t('operations.outcome'), dataIndex: 'outcome', width: 100, render: (v: ops.ImportRun['outcome']) => <Tag color={COLORS[v]}>{t(`operations.outcomes.${v}`)}</Tag> },
          {
            title: t('operations.rows'),
            dataIndex: 'rows',
            render: (rows: Record<string, number>) =>
              Object.entries(rows)
                .filter(([, n]) => n > 0)
                .map(([s, n]) => `${s} ${n}`)
                .join(' · ') || '—',
          },
          { title: t('operations.files'), dataIndex: 'files', render: (v: string[]) => <Typography.Text code>{v.join(', ')}</Typography.Text> },
          { title: t('operations.summary'), dataIndex: 'summary' },
          { title: t('operations.runBy'), key: 'who', width: 200, render: (_, r) => <span title={r.command}>{r.runBy}</span> },
          { title: t('operations.finishedAt'), dataIndex: 'finishedAt', width: 160, render: (v: string | null) => when(v) },
        ]}
      />
    </>
  );
}
