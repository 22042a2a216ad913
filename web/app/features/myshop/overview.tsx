import { Alert, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Chart } from '../../components/workbench/chart';
import { ErrorState, RefusedState } from '../../components/workbench/states';
import { Panel } from '../../components/panel';
import { useLang, useLocalize } from '../../lib/lang';
import { AccessPanel } from './access-panel';
import { useOverview } from './api';
import { ChargesBreakdown } from './charges-breakdown';
import { dailyOption } from './daily-chart';
import { KpiCards } from './kpi-cards';
import type { ShopContext } from './myshop-page';
import { sharedSearch } from './url-state';

/** The shop's overview: the period's figures against the previous period, the daily chart, the charges by kind and, for the owner, who else may see the shop. */
export function ShopOverview({ shop, days, isMain }: ShopContext) {
  const { t } = useTranslation('myshop');
  const lang = useLang();
  const localize = useLocalize();
  const [params] = useSearchParams();
  const q = useOverview({ shopId: shop.id, days }, shop.phase === 'backfill' || shop.phase === null);
  const data = q.data?.code === 200 ? q.data.data : undefined;
  const option = useMemo(() => data && dailyOption(data.series, { revenue: t('chart.revenue'), charges: t('chart.charges'), profit: t('chart.profit') }, lang), [data, t, lang]);

  let body;
  if (q.isError) body = <ErrorState onRetry={() => void q.refetch()} />;
  else if (!q.data) body = <Skeleton active paragraph={{ rows: 10 }} data-testid="myshop-loading" />;
  else if (q.data.code !== 200 || !data) body = <RefusedState refused={{ code: q.data.code, message: q.data.message ?? '' }} />;
  else
    body = (
      <>
        {data.period.latestDay ? (
          <p className="analytics-muted" data-testid="myshop-period-range">
            {t('frame.range', { from: data.period.from, to: data.period.to })}
            <span className="analytics-dot">{t('frame.asOf', { day: data.period.latestDay })}</span>
          </p>
        ) : null}
        <KpiCards totals={data.totals} prev={data.prev} />
        {data.skusWithoutCost > 0 ? (
          <Alert
            type="info"
            showIcon
            data-testid="myshop-missing-costs"
            title={t('kpi.missingCosts', { count: data.skusWithoutCost })}
            action={
              <Link to={localize('/workbench/myshop/skus') + sharedSearch(params)} data-testid="myshop-missing-costs-link">
                {t('kpi.missingCostsAction')}
              </Link>
            }
          />
        ) : null}
        <div className="myshop-overview-grid">
          <Panel title={t('chart.title')} className="analytics-card">
            {data.series.some((d) => d.revenue !== 0 || d.charges.total !== 0) && option ? <Chart option={option} testId="myshop-chart" /> : <p className="analytics-muted">{t('chart.empty')}</p>}
          </Panel>
          <Panel title={t('charges.title')} extra={<span className="analytics-muted">{t('charges.shareNote')}</span>} className="analytics-card">
            <ChargesBreakdown charges={data.totals.charges} revenue={data.totals.revenue} />
          </Panel>
        </div>
      </>
    );
  return (
    <>
      {body}
      {isMain && shop.own ? <AccessPanel shopId={shop.id} /> : null}
    </>
  );
}
