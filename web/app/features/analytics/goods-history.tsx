import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { workbench } from '@marketlens/core/contract';
import type { Lang } from '@marketlens/core/i18n';
import { Chart } from '../../components/workbench/chart';
import { formatCount } from '../../components/workbench/numbers';
import { Panel } from '../../components/panel';
import { twoAxis } from './chart-options';

type Point = NonNullable<Awaited<ReturnType<typeof workbench.goodsDetail.response.parse>>['data']>['series'][number];

/** The rank line: 1 at the top, a day without an observation left as a gap. */
function rankOption(points: readonly Point[], name: string, lang: Lang) {
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    animationDuration: 400,
    grid: { left: 8, right: 8, top: 16, bottom: 56, containLabel: true },
    xAxis: { type: 'category', data: points.map((p) => p.day) },
    yAxis: { type: 'value', inverse: true, min: 1, max: (v: { max: number }) => Math.max(10, Math.ceil(v.max)), minInterval: 1, axisLabel: { formatter: (v: number) => formatCount(v, lang) } },
    series: [{ name, type: 'line', showSymbol: false, connectNulls: false, data: points.map((p) => p.rank) }],
  };
}

/**
 * A goods' daily history beyond sales and price: revenue with its reviews, and its rank in its
 * subcategory. Stock, rating and sellers on the card have no daily history in the market data: the
 * page says so and gives the days without a sale, the stand-in for days out of stock.
 */
export function GoodsHistory({ series, category, latestDay, lang }: { series: readonly Point[]; category: string; latestDay: string; lang: Lang }) {
  const { t } = useTranslation('analytics');
  const revenue = useMemo(
    () =>
      twoAxis(
        series.map((p) => p.day),
        { name: t('detail.chartGmv'), data: series.map((p) => p.gmv / 100) },
        { name: t('detail.chartReviews'), data: series.map((p) => p.reviews), scaleLine: true },
        lang,
      ),
    [series, t, lang],
  );
  const rank = useMemo(() => rankOption(series, t('detail.chartRank', { category }), lang), [series, t, category, lang]);
  const idle = series.filter((p) => p.sales === 0).length;
  return (
    <>
      <Panel className="analytics-card">
        <Chart option={revenue} height={320} testId="goods-revenue-chart" />
      </Panel>
      <Panel className="analytics-card">
        <Chart option={rank} height={280} testId="goods-rank-chart" />
      </Panel>
      <p className="analytics-muted" data-testid="goods-not-in-data">
        {t('detail.idleDays', { count: idle, formatted: formatCount(idle, lang) })} {t('detail.notInData', { day: latestDay })}
      </p>
    </>
  );
}
