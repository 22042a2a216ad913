import { useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@marketlens/core/api';
import { report } from '@marketlens/core/contract';
import { formatCents, formatNumber } from '@marketlens/core/format';
import { useHttp } from '../../lib/http';

/** Today's best-selling goods of the whole market (goods-ranking, latest day). */
export function HotGoodsTable() {
  const { t } = useTranslation('workbench');
  const http = useHttp();
  const input = { query: { dateType: 1, pageSize: 10 } } as const;
  const q = useQuery({ queryKey: queryKeys.call(report.goodsRanking, input), queryFn: () => http.call(report.goodsRanking, input) });
  const rows = q.data?.code === 200 ? q.data.data : [];
  return (
    <Table
      size="middle"
      rowKey="goodsId"
      loading={q.isLoading}
      pagination={false}
      dataSource={rows}
      locale={{ emptyText: q.isError ? t('dashboard.failed') : t('dashboard.loading') }}
      columns={[
        { title: t('dashboard.rank'), key: 'rank', width: 64, render: (_v, _r, i) => i + 1 },
        { title: t('dashboard.goods'), dataIndex: 'goodsName', ellipsis: true },
        { title: t('dashboard.daySales'), dataIndex: 'daySales', align: 'right', render: (v: number) => formatNumber(v) },
        { title: t('dashboard.price'), dataIndex: 'price', align: 'right', render: (v: number) => formatCents(v) },
        { title: t('dashboard.revenue'), dataIndex: 'revenue', align: 'right', render: (v: number) => formatCents(v) },
      ]}
    />
  );
}
