import { useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@marketlens/core/api';
import { report } from '@marketlens/core/contract';
import { formatMoney, formatNumber } from '@marketlens/core/format';
import { useHttp } from '../../lib/http';
import { useLang } from '../../lib/lang';

/** Narrower than this the table scrolls inside its card, so a phone still shows whole product names. */
const TABLE_MIN_WIDTH_PX = 720;

/** Today's best-selling goods of the whole market (goods-ranking, latest day). */
export function HotGoodsTable() {
  const { t } = useTranslation('workbench');
  const http = useHttp();
  const lang = useLang();
  const input = { query: { dateType: 1, pageSize: 10 } } as const;
  const q = useQuery({ queryKey: queryKeys.call(report.goodsRanking, input), queryFn: () => http.call(report.goodsRanking, input) });
  const rows = q.data?.code === 200 ? q.data.data : [];
  return (
    <Table
      size="middle"
      rowKey="goodsId"
      loading={q.isLoading}
      pagination={false}
      scroll={{ x: TABLE_MIN_WIDTH_PX }}
      dataSource={rows}
      locale={{ emptyText: q.isError ? t('dashboard.failed') : t('dashboard.loading') }}
      columns={[
        { title: t('dashboard.rank'), key: 'rank', width: 64, render: (_v, _r, i) => i + 1, fixed: 'left' },
        { title: t('dashboard.goods'), dataIndex: 'goodsName', ellipsis: { showTitle: true } },
        { title: t('dashboard.daySales'), dataIndex: 'daySales', align: 'right', width: 120, render: (v: number) => formatNumber(v, { lang }) },
        { title: t('dashboard.price'), dataIndex: 'price', align: 'right', width: 120, render: (v: number) => formatMoney(v, { lang }) },
        { title: t('dashboard.revenue'), dataIndex: 'revenue', align: 'right', width: 140, render: (v: number) => formatMoney(v, { lang }) },
      ]}
    />
  );
}
