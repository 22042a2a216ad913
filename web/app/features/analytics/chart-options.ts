import type { Lang } from '@marketlens/core/i18n';
import { formatCount } from '../../components/workbench/numbers';

/**
 * The ECharts option of a daily series on two axes: bars on the left axis, a line on the right one. `scaleLine` lets
 * the right axis start near the line's lowest value (prices) instead of at zero.
 */
export function twoAxis(days: string[], bar: { name: string; data: number[] }, line: { name: string; data: (number | null)[]; scaleLine?: boolean }, lang: Lang) {
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    animationDuration: 400,
    grid: { left: 8, right: 8, top: 16, bottom: 56, containLabel: true },
    xAxis: { type: 'category', data: days },
    yAxis: [
      { type: 'value', axisLabel: { formatter: (v: number) => formatCount(v, lang) } },
      { type: 'value', ...(line.scaleLine ? { scale: true } : {}), axisLabel: { formatter: (v: number) => formatCount(v, lang) } },
    ],
    series: [
      { name: bar.name, type: 'bar', data: bar.data },
      { name: line.name, type: 'line', yAxisIndex: 1, showSymbol: false, connectNulls: true, data: line.data },
    ],
  };
}
