import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Empty, Skeleton, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useHttp } from '../../lib/http';
import { useLang } from '../../lib/lang';
import { loadWorkbench } from './contract';
import { DetailMonitorButton } from '../monitor/monitor-button';
import { Chart } from '../../components/workbench/chart';
import { twoAxis } from './chart-options';
import { HonestNote } from './honest-note';
import { formatCount, formatRub, formatScore, formatTimes } from '../../components/workbench/numbers';
import { ErrorState, RefusedState } from '../../components/workbench/states';
import { useViewState } from './url-state';
import { WindowPicker } from './window-picker';
import { Panel } from '../../components/panel';
import { DETAIL_WINDOWS } from '@marketlens/core/constants';
import { GoodsHistory } from './goods-history';
import { GoodsPositions } from './goods-positions';
import { Translated } from '../../components/workbench/translated';

const NO_KEYS: readonly string[] = [];
const OZON_PRODUCT = 'https://www.ozon.ru/product/';

/** One goods over 7 to 365 days: figures of the window, its daily sales, price, revenue, reviews and rank as charts. */
export function GoodsDetail() {
  const { t } = useTranslation('analytics');
  const http = useHttp();
  const lang = useLang();
  const [params] = useSearchParams();
  const goodsId = Number(params.get('goodsId'));
  const valid = Number.isInteger(goodsId) && goodsId > 0;
  const { state, update } = useViewState({ sort: '', sorts: NO_KEYS, filterKeys: NO_KEYS, windows: DETAIL_WINDOWS });
  const input = { goodsId, lang, ...(state.from && state.to ? { from: state.from, to: state.to } : { days: state.days }) };
  const q = useQuery({
    queryKey: ['analytics', 'goods-detail', input],
    queryFn: async () => http.call((await loadWorkbench()).goodsDetail, { query: input }, { verifyCode: false }),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const data = q.data?.code === 200 ? q.data.data : undefined;
  const option = useMemo(
    () =>
      data &&
      twoAxis(
        data.series.map((p) => p.day),
        { name: t('detail.chartSales'), data: data.series.map((p) => p.sales) },
        { name: t('detail.chartPrice'), data: data.series.map((p) => (p.price === null ? null : p.price / 100)), scaleLine: true },
        lang,
      ),
    [data, t, lang],
  );

  if (!valid) return <Empty description={t('detail.missing')} />;
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  if (!q.data) return <Skeleton active paragraph={{ rows: 10 }} data-testid="analytics-loading" />;
  if (q.data.code !== 200 || !data) return <RefusedState refused={{ code: q.data.code, message: q.data.message ?? '' }} />;
  const g = data.goods;
  return (
    <section className="analytics-frame" data-testid="goods-detail">
      <div className="analytics-detail-head">
        <img className="analytics-detail-img" src={g.thumbUrl} alt="" width={120} height={120} />
        <div>
          <Translated original={g.title} translated={g.titleTranslated}>
            <h2 className="analytics-detail-title">{g.titleTranslated ?? g.title}</h2>
          </Translated>
          <p className="analytics-muted">
            {data.rank === null ? t('detail.noRank') : t('detail.rank', { rank: data.rank, count: data.rankOf, category: g.subTypeName })}
          </p>
          <Space wrap>
            <DetailMonitorButton kind="goods" id={g.goodsId} />
            <Button href={`${OZON_PRODUCT}${g.goodsId}/`} target="_blank" rel="noopener noreferrer">
              {t('detail.openOzon')}
            </Button>
          </Space>
        </div>
      </div>
      <div className="analytics-controls">
        <WindowPicker days={state.days} windows={DETAIL_WINDOWS} from={state.from} to={state.to} latestDay={data.meta.latestDay} historyDays={data.meta.historyDays} onChange={(c) => update(c)} />
      </div>
      <HonestNote meta={data.meta} rows={false} dailyGoods />
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 4 }} className="analytics-card">
        <Descriptions.Item label={t('columns.sales')}>{formatCount(g.sales, lang)}</Descriptions.Item>
        <Descriptions.Item label={t('columns.gmv')}>{formatRub(g.gmv, lang)}</Descriptions.Item>
        <Descriptions.Item label={t('columns.price')}>{formatRub(g.price, lang, 'price')}</Descriptions.Item>
        <Descriptions.Item label={t('columns.growth')}>{formatTimes(g.growth, lang, t('honest.noData'))}</Descriptions.Item>
        <Descriptions.Item label={t('columns.category')}>{`${g.typeName} / ${g.subTypeName}`}</Descriptions.Item>
        <Descriptions.Item label={t('columns.shop')}>{g.shopName}</Descriptions.Item>
        <Descriptions.Item label={t('columns.brand')}>{g.brandName}</Descriptions.Item>
        <Descriptions.Item label={t('columns.seller')}>{`${t(`sellerTypes.${g.sellerType}`)} · ${g.fulfilment}`}</Descriptions.Item>
        <Descriptions.Item label={t('columns.listedOn')}>{g.listedOn}</Descriptions.Item>
        <Descriptions.Item label={t('columns.reviews')}>{`${formatCount(g.reviews, lang)} · ${formatScore(g.rating, lang)} ★`}</Descriptions.Item>
        <Descriptions.Item label={t('columns.sellers')}>{`${formatCount(g.sellers, lang)} · ${formatRub(g.minOfferPrice, lang, 'price')}`}</Descriptions.Item>
        <Descriptions.Item label={t('columns.goodsOpportunity')}>{g.opportunity === null ? t('honest.noData') : formatScore(g.opportunity, lang)}</Descriptions.Item>
      </Descriptions>
      <Panel className="analytics-card">{option ? <Chart option={option} height={360} testId="goods-chart" /> : null}</Panel>
      <GoodsHistory series={data.series} category={g.subTypeName} latestDay={data.meta.latestDay} lang={lang} />
      <GoodsPositions goodsId={g.goodsId} />
    </section>
  );
}
