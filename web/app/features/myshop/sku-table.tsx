import { App, Button, Checkbox, Input, Skeleton, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MYSHOP_ALERTS } from '@marketlens/core/constants';
import type { myshop } from '@marketlens/core/contract';
import { PagedTable } from './paged-table';
import { ErrorState, RefusedState } from '../../components/workbench/states';
import { useHttp } from '../../lib/http';
import { useLang } from '../../lib/lang';
import { downloadText, toCsv } from '../analytics/csv';
import { loadMyshop, useSkus } from './api';
import { CostCell } from './cost-cell';
import { CostImport } from './cost-import';
import { CostTemplate } from './cost-template';
import type { ShopContext } from './myshop-page';
import { ColumnTitle, skuColumns, skuCsv } from './sku-columns';

type Row = myshop.SkuRow;

/** The shop's SKU table: search, low-stock and loss-making filters, server-side sort and paging, CSV export of every column, unit costs in place. */
export function SkuTable({ shop, days, isMain, state, update }: ShopContext) {
  const { t } = useTranslation('myshop');
  const lang = useLang();
  const http = useHttp();
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const filters = { shopId: shop.id, days, sort: (state.sort ?? 'revenue') as myshop.MyshopSkuSort, order: state.order, ...(state.q ? { q: state.q } : {}), ...(state.lowStock ? { lowStock: 1 } : {}), ...(state.lossMaking ? { lossMaking: 1 } : {}) };
  const input = { ...filters, pageNum: state.page, pageSize: state.size };
  const q = useSkus(input);
  const editable = isMain && shop.own;
  const specs = useMemo(() => skuColumns(t, lang, (row) => <CostCell key={`${row.sku}:${row.unitCost ?? ''}`} shopId={shop.id} row={row} editable={editable} />), [t, lang, shop.id, editable]);

  const onExport = async () => {
    setExporting(true);
    try {
      const res = await http.call((await loadMyshop()).skuExport, { query: filters }, { verifyCode: false });
      if (res.code !== 200 || !res.data) return void message.warning(res.message ?? t('states.loadFailed'));
      const { header, body } = skuCsv(t, res.data.list);
      downloadText(`marketlens-myshop-${shop.clientId}-${res.data.period.from}-${res.data.period.to}.csv`, toCsv(header, body));
      void message.success(t('skus.exported', { count: res.data.list.length }));
    } catch {
      void message.error(t('states.loadFailed'));
    } finally {
      setExporting(false);
    }
  };

  const columns: ColumnsType<Row> = specs.map((c) => ({
    key: c.sortKey ?? c.key,
    title: <ColumnTitle title={c.title} tip={c.tip} />,
    align: c.align,
    sorter: c.sortKey !== undefined,
    sortDirections: ['descend', 'ascend'],
    sortOrder: c.sortKey !== undefined && c.sortKey === filters.sort ? (state.order === 'asc' ? 'ascend' : 'descend') : null,
    render: (_v: unknown, row: Row) => c.render(row),
  }));

  const data = q.data?.code === 200 ? q.data.data : undefined;
  let body;
  if (q.isError) body = <ErrorState onRetry={() => void q.refetch()} />;
  else if (!q.data) body = <Skeleton active paragraph={{ rows: 10 }} data-testid="myshop-loading" />;
  else if (q.data.code !== 200 || !data) body = <RefusedState refused={{ code: q.data.code, message: q.data.message ?? '' }} />;
  else
    body = (
      <PagedTable<Row> testId="myshop-skus-table" columns={columns} list={data.list} total={data.total} fetching={q.isFetching} emptyText={t('skus.empty')} sort={filters.sort} state={state} update={update} />
    );

  return (
    <>
      <div className="analytics-controls">
        <div className="myshop-search">
          <Input.Search
            key={state.q ?? ''}
            className="analytics-search"
            defaultValue={state.q}
            allowClear
            maxLength={100}
            placeholder={t('skus.search')}
            aria-label={t('skus.search')}
            data-testid="myshop-sku-search"
            onSearch={(text) => update({ q: text.trim() || undefined })}
          />
        </div>
        <Tooltip title={t('skus.lowStockTip', { days: MYSHOP_ALERTS.coverDays })}>
          <Checkbox checked={state.lowStock} onChange={(e) => update({ lowStock: e.target.checked })} data-testid="myshop-low-stock">
            {t('skus.lowStock')}
          </Checkbox>
        </Tooltip>
        <Checkbox checked={state.lossMaking} onChange={(e) => update({ lossMaking: e.target.checked })} data-testid="myshop-loss-making">
          {t('skus.lossMaking')}
        </Checkbox>
        <Button onClick={() => void onExport()} loading={exporting} disabled={!data?.list.length} data-testid="myshop-export">
          {t('skus.export')}
        </Button>
        {editable ? <CostImport shopId={shop.id} /> : null}
        {editable ? <CostTemplate shopId={shop.id} /> : null}
      </div>
      {body}
    </>
  );
}
