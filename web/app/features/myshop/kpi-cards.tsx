import { Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { myshop } from '@marketlens/core/contract';
import { formatCount, formatRub } from '../../components/workbench/numbers';
import { Panel } from '../../components/panel';
import { useLang } from '../../lib/lang';
import { changeRatio, formatSignedRatio } from './format';

type Kpi = 'orders' | 'units' | 'revenue' | 'returns' | 'charges' | 'costs' | 'profit';
const KPIS: readonly Kpi[] = ['orders', 'units', 'revenue', 'returns', 'charges', 'costs', 'profit'];

const pick = (f: myshop.Figures, k: Kpi): number => {
  if (k === 'returns') return f.returnedUnits;
  if (k === 'charges') return f.charges.total;
  return f[k];
};
const isMoney = (k: Kpi) => k === 'revenue' || k === 'charges' || k === 'costs' || k === 'profit';

/** The period's seven figures, each with its change against the previous period of the same length. */
export function KpiCards({ totals, prev }: { totals: myshop.Figures; prev: myshop.Figures }) {
  const { t } = useTranslation('myshop');
  const lang = useLang();
  return (
    <div className="myshop-kpis" data-testid="myshop-kpis">
      {KPIS.map((k) => {
        const value = pick(totals, k);
        const ratio = changeRatio(value, pick(prev, k));
        const shown = isMoney(k) ? formatRub(value, lang) : formatCount(value, lang);
        return (
          <Panel key={k} className={k === 'profit' ? 'myshop-kpi myshop-kpi-profit' : 'myshop-kpi'} data-testid={`myshop-kpi-${k}`}>
            <Statistic title={t(`kpi.${k}`)} value={shown} classNames={value < 0 ? { content: 'analytics-profit-neg' } : undefined} />
            <p className="analytics-muted" data-testid={`myshop-kpi-${k}-change`}>
              {ratio === null ? t('kpi.noPrev') : t('kpi.vsPrev', { change: formatSignedRatio(ratio, lang) })}
            </p>
            {k === 'returns' && totals.cancelledUnits > 0 ? <p className="analytics-muted">{t('kpi.cancelled', { count: totals.cancelledUnits })}</p> : null}
            {k === 'profit' ? <p className="analytics-muted myshop-formula">{t('kpi.profitFormula')}</p> : null}
          </Panel>
        );
      })}
    </div>
  );
}
