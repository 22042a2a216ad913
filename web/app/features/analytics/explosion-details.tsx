import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Empty, Skeleton, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useHttp } from '../../lib/http';
import { useLang, useLocalize } from '../../lib/lang';
import { Chart } from '../../components/workbench/chart';
import { loadWorkbench } from './contract';
import { HonestNote } from './honest-note';
import { formatCount, formatRub, formatScore } from '../../components/workbench/numbers';
import { ErrorState, RefusedState } from '../../components/workbench/states';
import { Panel } from '../../components/panel';
import { Translated } from '../../components/workbench/translated';
import { CheckLine, DATA_LIST, HISTORY, positiveInt, RatioCell } from './explosion-parts';

const OZON_PRODUCT = 'https://www.ozon.ru/product/';

/** 1688's search-by-image page for a goods picture. */
function sourceUrl(imageUrl: string): string {
  const url = new URL('https://s.1688.com/youyuan/index.htm');
  url.searchParams.set('tab', 'imageSearch');
  url.searchParams.set('imageAddress', imageUrl);
  return url.toString();
}

/** /ExplosionDetection/details: one case of a check, its daily units against its own median and the threshold. */
export function ExplosionDetails() {
  const { t } = useTranslation('analytics');
  const http = useHttp();
  const lang = useLang();
  const localize = useLocalize();
  const [params] = useSearchParams();
  const checkId = positiveInt(params.get('checkId'));
  const goodsId = positiveInt(params.get('goodsId'));
  const input = { checkId: checkId ?? 0, goodsId: goodsId ?? 0, lang };
  const q = useQuery({
    queryKey: ['analytics', 'explosion-detail', input],
    queryFn: async () => http.call((await loadWorkbench()).explosionDetail, { query: input }, { verifyCode: false }),
    enabled: checkId !== undefined && goodsId !== undefined,
  });
  const data = q.data?.code === 200 ? q.data.data : undefined;
  const option = useMemo(() => {
    if (!data) return undefined;
    const days = data.series.map((p) => p.day);
    return {
      tooltip: { trigger: 'axis' },
      legend: { bottom: 0 },
      animationDuration: 400,
      grid: { left: 8, right: 8, top: 16, bottom: 56, containLabel: true },
      xAxis: { type: 'category', data: days },
      yAxis: { type: 'value', axisLabel: { formatter: (v: number) => formatCount(v, lang) } },
      series: [
        {
          name: t('explosion.chartSales'),
          type: 'bar',
          data: data.series.map((p) => ({ value: p.sales, itemStyle: { color: p.recent ? '#f5222d' : '#5b8ff9' } })),
        },
        { name: t('explosion.chartMedian'), type: 'line', showSymbol: false, data: data.series.map(() => data.row.median) },
        { name: t('explosion.chartThreshold', { multiple: data.check.multiple }), type: 'line', showSymbol: false, lineStyle: { type: 'dashed' }, data: data.series.map(() => data.row.median * data.check.multiple) },
      ],
    };
  }, [data, t, lang]);

  if (checkId === undefined || goodsId === undefined)
    return (
      <Empty description={t('explosion.noCase')}>
        <Link to={localize(HISTORY)}>{t('explosion.history')}</Link>
      </Empty>
    );
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  if (!q.data) return <Skeleton active paragraph={{ rows: 10 }} data-testid="analytics-loading" />;
  if (q.data.code !== 200 || !data) return <RefusedState refused={{ code: q.data.code, message: q.data.message ?? '' }} />;
  const g = data.row.goods;
  return (
    <section className="analytics-frame" data-testid="explosion-details">
      <div className="analytics-detail-head">
        <img className="analytics-detail-img" src={g.thumbUrl} alt="" width={120} height={120} />
        <div>
          <Translated original={g.title} translated={g.titleTranslated}>
            <h2 className="analytics-detail-title">{g.titleTranslated ?? g.title}</h2>
          </Translated>
          <p className="analytics-muted">
            {g.goodsId} · {g.subTypeName} · {g.shopName} · {g.brandName}
          </p>
          <Space wrap>
            <RatioCell row={data.row} />
            <Button type="primary" href={localize(`/workbench/goods/detail?goodsId=${g.goodsId}`)} data-testid="explosion-goods-link">
              {t('explosion.goodsView')}
            </Button>
            <Button href={`${OZON_PRODUCT}${g.goodsId}/`} target="_blank" rel="noopener noreferrer" data-testid="explosion-ozon">
              {t('explosion.ozon')}
            </Button>
            <Button href={sourceUrl(g.thumbUrl)} target="_blank" rel="noopener noreferrer" data-testid="explosion-1688">
              {t('explosion.source1688')}
            </Button>
            <Link to={localize(`${DATA_LIST}?checkId=${data.check.checkId}`)}>{t('explosion.backToList')}</Link>
          </Space>
        </div>
      </div>
      <CheckLine check={data.check} />
      <HonestNote meta={data.meta} rows={false} />
      <Descriptions size="small" column={{ xs: 1, md: 4 }} bordered>
        <Descriptions.Item label={t('explosion.recent')}>{formatScore(data.row.recent, lang)}</Descriptions.Item>
        <Descriptions.Item label={t('explosion.median')}>{formatScore(data.row.median, lang)}</Descriptions.Item>
        <Descriptions.Item label={t('explosion.sales')}>{formatCount(data.row.sales, lang)}</Descriptions.Item>
        <Descriptions.Item label={t('columns.price')}>{formatRub(g.price, lang, 'price')}</Descriptions.Item>
      </Descriptions>
      <Panel className="analytics-card">{option ? <Chart option={option} height={360} testId="explosion-chart" /> : null}</Panel>
    </section>
  );
}
