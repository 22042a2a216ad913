import type { myshop } from '@marketlens/core/contract';
import type { Lang } from '@marketlens/core/i18n';
import { formatCount, formatRub } from '../../components/workbench/numbers';

/**
 * The ECharts option of the overview's daily chart: revenue as bars, Ozon's charges and the profit
 * as lines, on one axis in roubles (the series are kopecks; the tooltip shows each day's amounts
 * through the site's money formatter).
 */
export function dailyOption(series: readonly myshop.DayFigures[], names: { revenue: string; charges: string; profit: string }, lang: Lang) {
  const rub = (kopecks: number) => kopecks / 100;
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => formatRub(Math.round(v * 100), lang) },
    legend: { bottom: 0 },
    animationDuration: 400,
    grid: { left: 8, right: 8, top: 16, bottom: 56, containLabel: true },
    xAxis: { type: 'category', data: series.map((d) => d.day) },
    yAxis: { type: 'value', axisLabel: { formatter: (v: number) => formatCount(v, lang) } },
    series: [
      { name: names.revenue, type: 'bar', data: series.map((d) => rub(d.revenue)), itemStyle: { color: '#93c5fd' } },
      { name: names.charges, type: 'line', showSymbol: false, data: series.map((d) => rub(d.charges.total)), itemStyle: { color: '#f59e0b' } },
      { name: names.profit, type: 'line', showSymbol: false, data: series.map((d) => rub(d.profit)), itemStyle: { color: '#16a34a' } },
    ],
  };
}
