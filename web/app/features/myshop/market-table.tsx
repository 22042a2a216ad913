import { Alert, Input, Skeleton } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { myshop } from '@marketlens/core/contract';
import { PagedTable } from './paged-table';
import { ErrorState, RefusedState } from '../../components/workbench/states';
import { MethodologyLink } from '../../components/methodology-link';
import { useLang, useLocalize } from '../../lib/lang';
import { useMarket } from './api';
import { marketColumns } from './market-columns';
import type { ShopContext } from './myshop-page';
import { ColumnTitle } from './sku-columns';

type Row = myshop.MarketRow;

/** The shop's SKUs against their categories' market, the follow-sellers and the market's estimate of each goods beside the exact numbers. */
export function MarketTable({ shop, days, state, update }: ShopContext) {
  const { t } = useTranslation('myshop');
  const lang = useLang();
  const localize = useLocalize();
  const sort = (state.sort ?? 'revenue') as myshop.MyshopMarketSort;
  const q = useMarket({ shopId: shop.id, days, sort, order: state.order, pageNum: state.page, pageSize: state.size, ...(state.q ? { q: state.q } : {}) });
  const specs = useMemo(() => marketColumns(t, lang), [t, lang]);
  const columns: ColumnsType<Row> = specs.map((c) => ({
    key: c.sortKey ?? c.key,
    title: <ColumnTitle title={c.title} tip={c.tip} />,
    align: c.align,
    sorter: c.sortKey !== undefined,
    sortDirections: ['descend', 'ascend'],
    sortOrder: c.sortKey !== undefined && c.sortKey === sort ? (state.order === 'asc' ? 'ascend' : 'descend') : null,
    render: (_v: unknown, row: Row) => c.render(row),
  }));
  const data = q.data?.code === 200 ? q.data.data : undefined;

  let body;
  if (q.isError) body = <ErrorState onRetry={() => void q.refetch()} />;
  else if (!q.data) body = <Skeleton active paragraph={{ rows: 10 }} data-testid="myshop-loading" />;
  else if (q.data.code !== 200 || !data) body = <RefusedState refused={{ code: q.data.code, message: q.data.message ?? '' }} />;
  else
    body = (
      <>
        <p className="analytics-muted" data-testid="myshop-market-asof">
          {t('frame.range', { from: data.period.from, to: data.period.to })}
          {data.marketLatestDay ? <span className="analytics-dot">{t('market.asOf', { day: data.marketLatestDay })}</span> : null}
          <span className="analytics-dot">
            <MethodologyLink />
          </span>
        </p>
        <PagedTable<Row> testId="myshop-market-table" columns={columns} list={data.list} total={data.total} fetching={q.isFetching} emptyText={t('market.empty')} sort={sort} state={state} update={update} />
      </>
    );

  return (
    <>
      <Alert
        type="info"
        showIcon
        className="myshop-explain"
        data-testid="myshop-market-explain"
        title={t('market.explainTitle')}
        description={
          <>
            {t('market.explain')} {t('market.patrolHint')} <Link to={localize('/tools/patrol/')}>{t('market.toPatrol')}</Link>
          </>
        }
      />
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
            onSearch={(text) => update({ q: text.trim() || undefined })}
          />
        </div>
      </div>
      {body}
    </>
  );
}
