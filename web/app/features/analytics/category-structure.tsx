import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Skeleton, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { workbench } from '@marketlens/core/contract';
import { useHttp } from '../../lib/http';
import { useLang, useLocalize } from '../../lib/lang';
import { loadWorkbench } from './contract';
import { formatCount, formatRub, formatShare, formatTimes } from '../../components/workbench/numbers';
import { LazyTable } from '../../components/workbench/lazy-table';
import { Panel } from '../../components/panel';
import { useViewState } from './url-state';

const NO_KEYS: readonly string[] = [];

/**
 * A category's structure under its detail: the price bands with their goods, how many of them sold,
 * units, revenue and share; the share of the category's goods that sold at all; and the same weeks a
 * year earlier when the history reaches back. Same window as the detail above (the URL's).
 */
export function CategoryStructure({ id }: { id: number }) {
  const { t } = useTranslation('analytics');
  const http = useHttp();
  const lang = useLang();
  const localize = useLocalize();
  const { state } = useViewState({ sort: '', sorts: NO_KEYS, filterKeys: NO_KEYS });
  const input = { id, lang, ...(state.from && state.to ? { from: state.from, to: state.to } : { days: state.days }) };
  const q = useQuery({
    queryKey: ['analytics', 'category-structure', input],
    queryFn: async () => http.call((await loadWorkbench()).categoryStructure, { query: input }, { verifyCode: false }),
    placeholderData: keepPreviousData,
  });
  if (!q.data) return q.isError ? null : <Skeleton active paragraph={{ rows: 6 }} />;
  const data = q.data.code === 200 ? q.data.data : undefined;
  // The detail above already says why a refused window shows nothing.
  if (!data) return null;
  const band = (s: workbench.PriceSegment) =>
    s.to === null ? t('structure.bandFrom', { from: formatRub(s.from, lang, 'price') }) : t('structure.band', { from: formatRub(s.from, lang, 'price'), to: formatRub(s.to, lang, 'price') });
  const columns: ColumnsType<workbench.PriceSegment> = [
    { key: 'band', title: t('structure.priceBand'), render: (_, s) => band(s) },
    { key: 'goods', title: t('structure.goods'), align: 'right', render: (_, s) => formatCount(s.goods, lang) },
    { key: 'sold', title: t('structure.sold'), align: 'right', render: (_, s) => `${formatCount(s.sold, lang)} (${formatShare(s.goods ? s.sold / s.goods : 0, lang)})` },
    { key: 'sales', title: t('columns.sales'), align: 'right', render: (_, s) => formatCount(s.sales, lang) },
    { key: 'gmv', title: t('columns.gmv'), align: 'right', render: (_, s) => formatRub(s.gmv, lang) },
    {
      key: 'share',
      title: t('structure.share'),
      render: (_, s) => (
        <span className="analytics-segment-share">
          <span className="analytics-share-bar" aria-hidden>
            <span style={{ width: `${Math.max(1, s.share * 100)}%` }} />
          </span>
          {formatShare(s.share, lang)}
        </span>
      ),
    },
    { key: 'perSold', title: t('structure.salesPerSold'), align: 'right', render: (_, s) => formatCount(s.salesPerSold, lang) },
  ];
  const year = data.yearAgo;
  return (
    <Panel title={t('structure.title')} className="analytics-card">
      <div data-testid="category-structure">
        <Space wrap size="large">
          <Link to={localize(`/workbench/keyword/hot?typeId=${id}&days=${state.days}`)} data-testid="category-words">
            {t('structure.words')}
          </Link>
          <Link to={localize(`/workbench/selection/hot?typeId=${id}&days=${state.days}`)}>{t('structure.goodsList')}</Link>
        </Space>
        <p data-testid="sold-share">{t('structure.soldShare', { sold: formatCount(data.sold, lang), goods: formatCount(data.goods, lang), share: formatShare(data.soldShare, lang) })}</p>
        <LazyTable<workbench.PriceSegment>
          rowKey={(s) => String(s.from)}
          size="small"
          pagination={false}
          columns={columns}
          dataSource={data.segments}
          scroll={{ x: 'max-content' }}
          data-testid="price-segments"
        />
        <p className="analytics-muted" data-testid="year-ago">
          {year
            ? t('structure.yearAgo', {
                from: year.from,
                to: year.to,
                sales: formatCount(year.sales, lang),
                growth: formatTimes(year.sales > 0 ? data.current.sales / year.sales : null, lang, t('honest.noData')),
              })
            : t('structure.noYearAgo')}
        </p>
      </div>
    </Panel>
  );
}
