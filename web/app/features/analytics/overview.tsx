import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Skeleton, Statistic } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { workbench } from '@marketlens/core/contract';
import { useHttp } from '../../lib/http';
import { useLang } from '../../lib/lang';
import { loadWorkbench } from './contract';
import { CategoryPicker } from './category-picker';
import { useTopCategories } from './category-queries';
import { Chart } from '../../components/workbench/chart';
import { HonestNote } from './honest-note';
import { formatCount, formatRub, formatShare, formatTimes } from '../../components/workbench/numbers';
import { EmptyState, ErrorState, RefusedState } from '../../components/workbench/states';
import { useViewState } from './url-state';
import { WindowPicker } from './window-picker';
import { Panel } from '../../components/panel';

const NO_SORTS: readonly string[] = [];

/** Market overview: totals against the previous window, the daily trend and the share of revenue by category. */
export function MarketOverview() {
  const { t } = useTranslation('analytics');
  const http = useHttp();
  const lang = useLang();
  const { state, update } = useViewState({ sort: '', sorts: NO_SORTS, filterKeys: NO_SORTS });
  const input = { typeId: state.typeId, lang, ...(state.from && state.to ? { from: state.from, to: state.to } : { days: state.days }) };
  const q = useQuery({
    queryKey: ['analytics', 'overview', input],
    queryFn: async () => http.call((await loadWorkbench()).marketOverview, { query: input }, { verifyCode: false }),
    placeholderData: keepPreviousData,
  });
  // The last meta received stays while the next answer loads (the window picker needs its limits).
  const latestMeta = q.data?.data?.meta;
  const [meta, setMeta] = useState<workbench.ListMeta | undefined>(latestMeta);
  if (latestMeta && latestMeta !== meta) setMeta(latestMeta);
  const top = useTopCategories();
  const data = q.data?.code === 200 ? q.data.data : undefined;
  const trend = useMemo(
    () =>
      data && {
        tooltip: { trigger: 'axis' },
        legend: { bottom: 0 },
        animationDuration: 400,
        grid: { left: 8, right: 8, top: 16, bottom: 56, containLabel: true },
        xAxis: { type: 'category', data: data.series.map((p) => p.day) },
        yAxis: [
          { type: 'value', axisLabel: { formatter: (v: number) => formatCount(v, lang) } },
          { type: 'value', axisLabel: { formatter: (v: number) => formatCount(v / 100, lang) } },
        ],
        series: [
          { name: t('overview.sales'), type: 'line', smooth: true, showSymbol: false, data: data.series.map((p) => p.sales) },
          { name: t('detail.chartGmv'), type: 'line', smooth: true, showSymbol: false, yAxisIndex: 1, data: data.series.map((p) => Math.round(p.gmv / 100)) },
        ],
      },
    [data, t, lang],
  );

  let body;
  if (q.isError) body = <ErrorState onRetry={() => void q.refetch()} />;
  else if (!q.data) body = <Skeleton active paragraph={{ rows: 10 }} data-testid="analytics-loading" />;
  else if (q.data.code !== 200) body = <RefusedState refused={{ code: q.data.code, message: q.data.message ?? '' }} />;
  else if (!data?.series.length) body = <EmptyState />;
  else {
    const vs = (cur: number, prev: number) => t('overview.vsPrev', { growth: formatTimes(prev > 0 && data.meta.comparable ? cur / prev : null, lang, t('honest.noData')) });
    body = (
      <>
        <div className="analytics-stats" data-testid="overview-totals">
          <Panel>
            <Statistic title={t('overview.sales')} value={formatCount(data.totals.sales, lang)} />
            <p className="analytics-muted">{vs(data.totals.sales, data.totals.prevSales)}</p>
          </Panel>
          <Panel>
            <Statistic title={t('overview.gmv')} value={formatRub(data.totals.gmv, lang)} />
            <p className="analytics-muted">{vs(data.totals.gmv, data.totals.prevGmv)}</p>
          </Panel>
          <Panel>
            <Statistic title={t('overview.goods')} value={formatCount(data.totals.goods, lang)} />
          </Panel>
          <Panel>
            <Statistic title={t('overview.shops')} value={formatCount(data.totals.shops, lang)} />
          </Panel>
          <Panel>
            <Statistic title={t('overview.brands')} value={formatCount(data.totals.brands, lang)} />
          </Panel>
        </div>
        <Panel title={t('overview.trend')} className="analytics-card">
          {trend ? <Chart option={trend} testId="overview-chart" /> : null}
        </Panel>
        <Panel title={t('overview.share')} className="analytics-card">
          {data.shares.length ? (
            <ol className="analytics-shares" data-testid="overview-shares">
              {data.shares.map((s) => (
                <li key={s.typeId}>
                  <button type="button" className="analytics-share-name" onClick={() => update({ typeId: s.typeId })}>
                    {s.typeName}
                  </button>
                  <span className="analytics-share-bar" aria-hidden>
                    <span style={{ width: `${Math.max(1, s.share * 100)}%` }} />
                  </span>
                  <span className="analytics-share-value">{formatShare(s.share, lang)}</span>
                  <span className="analytics-share-gmv">{formatRub(s.gmv, lang)}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="analytics-muted">{t('overview.noShares')}</p>
          )}
        </Panel>
      </>
    );
  }
  return (
    <section className="analytics-frame">
      <div className="analytics-controls">
        <CategoryPicker value={state.typeId} onChange={(typeId) => update({ typeId })} />
        <WindowPicker days={state.days} from={state.from} to={state.to} latestDay={meta?.latestDay} historyDays={meta?.historyDays} onChange={(c) => update(c)} />
      </div>
      {meta && q.data?.code === 200 ? (
        <HonestNote meta={meta} rows={false} categoryName={(id) => top.data?.data?.find((c) => c.typeId === id)?.typeName ?? String(id)} onPickCategory={(typeId) => update({ typeId })} />
      ) : null}
      {body}
    </section>
  );
}
