import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BreakdownItem } from '@marketlens/core/pricing';
import { Chart } from '../../components/workbench/chart';
import { useLang } from '../../lib/lang';
import { money } from './money';

const COST = '#5b8ff9';
const PROFIT = '#16a34a';
const LOSS = '#dc2626';

/** Where each unit's price goes: one bar per cost, the profit last. */
export function BreakdownChart({ items, currency }: { items: readonly BreakdownItem[]; currency: 'RUB' | 'CNY' }) {
  const { t } = useTranslation('pricing');
  const lang = useLang();
  const option = useMemo(() => {
    const fmt = (v: number) => money(v, currency, lang);
    return {
      grid: { left: 8, right: 72, top: 8, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (v: number) => fmt(v) },
      // Every bar carries its amount; axis figures would only crowd a phone-wide chart.
      xAxis: { type: 'value', axisLabel: { show: false } },
      yAxis: { type: 'category', inverse: true, data: items.map((i) => t(`breakdown.${i.key}`)) },
      series: [
        {
          type: 'bar',
          barMaxWidth: 18,
          data: items.map((i) => ({ value: i.amount, itemStyle: { color: i.key !== 'profit' ? COST : i.amount < 0 ? LOSS : PROFIT } })),
          label: { show: true, position: 'right', formatter: (p: { value: number }) => fmt(p.value) },
        },
      ],
    };
  }, [items, currency, lang, t]);
  return <Chart option={option} height={Math.max(220, items.length * 30 + 24)} testId="pricing-breakdown" />;
}
