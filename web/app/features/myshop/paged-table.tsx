import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { LazyTable } from '../../components/workbench/lazy-table';
import { formatCount } from '../../components/workbench/numbers';
import { useLang } from '../../lib/lang';
import { MYSHOP_PAGE_SIZES, type MyshopState } from './url-state';

/**
 * A My shops table of SKU rows sorted and paged by the server: a header click sorts (by revenue when
 * cleared), the pager pages; both go into the URL state.
 */
export function PagedTable<Row extends { sku: number }>(props: {
  testId: string;
  columns: ColumnsType<Row>;
  list: Row[];
  total: number;
  fetching: boolean;
  emptyText: string;
  /** The sort the list was asked with. */
  sort: string;
  state: MyshopState;
  update: (change: Partial<MyshopState>) => void;
}) {
  const { t } = useTranslation('myshop');
  const lang = useLang();
  const { state, update } = props;
  return (
    <LazyTable<Row>
      className="analytics-table myshop-table"
      data-testid={props.testId}
      rowKey="sku"
      columns={props.columns}
      dataSource={props.list}
      loading={props.fetching}
      size="middle"
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: props.emptyText }}
      pagination={{
        current: state.page,
        pageSize: state.size,
        total: props.total,
        pageSizeOptions: MYSHOP_PAGE_SIZES.map(String),
        showSizeChanger: true,
        showTotal: (total) => t('skus.total', { count: total, formatted: formatCount(total, lang) }),
      }}
      onChange={(pagination, _filters, sorter) => {
        const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
        const key = typeof s?.columnKey === 'string' && s.order ? s.columnKey : undefined;
        const order = s?.order === 'ascend' ? 'asc' : 'desc';
        if ((key ?? 'revenue') !== props.sort || (key ? order : 'desc') !== state.order) update({ sort: key, order: key ? order : 'desc' });
        else update({ page: pagination.current ?? 1, size: pagination.pageSize ?? state.size });
      }}
    />
  );
}
