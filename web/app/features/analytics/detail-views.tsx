import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Empty, Skeleton, Space } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { workbench } from '@marketlens/core/contract';
import { useHttp } from '../../lib/http';
import { useLang, useLocalize } from '../../lib/lang';
import { DetailMonitorButton } from '../monitor/monitor-button';
import { loadWorkbench } from './contract';
import { Chart } from '../../components/workbench/chart';
import { twoAxis } from './chart-options';
import { HonestNote } from './honest-note';
import { detailPath } from './lists';
import { formatCount, formatRub, formatShare, formatTimes } from '../../components/workbench/numbers';
import { ErrorState, RefusedState } from '../../components/workbench/states';
import { useViewState, type ViewState } from './url-state';
import { WindowPicker } from './window-picker';
import { LazyTable } from '../../components/workbench/lazy-table';
import { Panel } from '../../components/panel';
import { Translated } from '../../components/workbench/translated';

const NO_KEYS: readonly string[] = [];
const OZON_SEARCH = 'https://www.ozon.ru/search/?text=';

// The page reads the subject from the URL before this view's code has loaded (see subject-id.ts).
export { useSubjectId } from './subject-id';

const windowInput = (state: ViewState) => (state.from && state.to ? { from: state.from, to: state.to } : { days: state.days });

/** Loading, error and refused states of a detail call; null when the data is there. */
function detailState(q: { isError: boolean; data?: { code: number; message?: string | undefined } | undefined; refetch: () => unknown }): ReactNode {
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  if (!q.data) return <Skeleton active paragraph={{ rows: 10 }} data-testid="analytics-loading" />;
  if (q.data.code !== 200) return <RefusedState refused={{ code: q.data.code, message: q.data.message ?? '' }} />;
  return null;
}

/**
 * One shop, brand or category over the window: its figures against the previous window, its daily
 * sales and revenue as a chart, its rank among its peers, concentration and revenue by subcategory.
 */
export function GroupDetail({ kind, id }: { kind: workbench.GroupDetailKind; id: number }) {
  const { t } = useTranslation('analytics');
  const http = useHttp();
  const lang = useLang();
  const localize = useLocalize();
  const { state, update } = useViewState({ sort: '', sorts: NO_KEYS, filterKeys: NO_KEYS });
  const input = { kind, id, lang, ...windowInput(state) };
  const q = useQuery({
    queryKey: ['analytics', 'group-detail', input],
    queryFn: async () => http.call((await loadWorkbench()).groupDetail, { query: input }, { verifyCode: false }),
    placeholderData: keepPreviousData,
  });
  const data = q.data?.code === 200 ? q.data.data : undefined;
  const option = useMemo(
    () =>
      data &&
      twoAxis(
        data.series.map((p) => p.day),
        { name: t('detail.chartSales'), data: data.series.map((p) => p.sales) },
        { name: t('detail.chartGmv'), data: data.series.map((p) => Math.round(p.gmv / 100)) },
        lang,
      ),
    [data, t, lang],
  );
  const blocked = detailState(q);
  if (blocked) return blocked;
  if (!data) return <Empty description={t('detail.missing')} />;
  const noData = t('honest.noData');
  const vs = (cur: number, prev: number) => t('overview.vsPrev', { growth: formatTimes(prev > 0 && data.meta.comparable ? cur / prev : null, lang, noData) });
  const ratio = (v: number | null) => (v === null ? noData : formatShare(v, lang));
  const peers = t(`detail.peers.${kind}`, { category: data.typeName });
  return (
    <section className="analytics-frame" data-testid="group-detail" data-kind={kind}>
      <div className="analytics-detail-head">
        {data.thumbUrl ? <img className="analytics-detail-img" src={data.thumbUrl} alt="" width={96} height={96} /> : null}
        <div>
          <h2 className="analytics-detail-title">{data.name}</h2>
          <p className="analytics-muted" data-testid="detail-rank">
            {data.rank === null ? t('detail.noRank') : t('detail.rankOf', { rank: data.rank, count: data.rankOf, peers })}
          </p>
          <Space wrap>
            {data.typeId !== null ? (
              <Link to={localize(detailPath('category', data.typeId))}>{t(kind === 'category' ? 'detail.parent' : 'detail.mainCategory', { category: data.typeName })}</Link>
            ) : null}
            {kind === 'shop' ? <DetailMonitorButton kind="shop" id={data.id} /> : null}
            {kind !== 'category' ? (
              <Button size="small" href={`${OZON_SEARCH}${encodeURIComponent(data.name)}`} target="_blank" rel="noopener noreferrer">
                {t('detail.searchOzon')}
              </Button>
            ) : null}
          </Space>
        </div>
      </div>
      <div className="analytics-controls">
        <WindowPicker days={state.days} from={state.from} to={state.to} latestDay={data.meta.latestDay} historyDays={data.meta.historyDays} onChange={(c) => update(c)} />
      </div>
      <HonestNote meta={data.meta} rows={false} />
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 4 }} className="analytics-card" data-testid="detail-figures">
        <Descriptions.Item label={t('columns.sales')}>
          {formatCount(data.totals.sales, lang)} <span className="analytics-muted">{vs(data.totals.sales, data.totals.prevSales)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.gmv')}>
          {formatRub(data.totals.gmv, lang)} <span className="analytics-muted">{vs(data.totals.gmv, data.totals.prevGmv)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.avgPrice')}>{data.totals.sales > 0 ? formatRub(data.totals.avgPrice, lang, 'price') : noData}</Descriptions.Item>
        <Descriptions.Item label={t('columns.activeGoods')}>{formatCount(data.totals.goods, lang)}</Descriptions.Item>
        {kind !== 'shop' ? <Descriptions.Item label={t('overview.shops')}>{formatCount(data.shops, lang)}</Descriptions.Item> : null}
        {kind !== 'brand' ? <Descriptions.Item label={t('overview.brands')}>{formatCount(data.brands, lang)}</Descriptions.Item> : null}
        <Descriptions.Item label={t('detail.goodsConcentration')}>{ratio(data.goodsConcentration)}</Descriptions.Item>
        {kind !== 'brand' ? <Descriptions.Item label={t('columns.concentration')}>{ratio(data.brandConcentration)}</Descriptions.Item> : null}
      </Descriptions>
      <Panel title={t('overview.trend')} className="analytics-card">
        {option && data.series.length ? <Chart option={option} height={340} testId="detail-chart" /> : <p className="analytics-muted">{t('detail.noRank')}</p>}
      </Panel>
      {data.shares.length ? (
        <Panel title={t('detail.bySubcategory')} className="analytics-card">
          <ol className="analytics-shares" data-testid="detail-shares">
            {data.shares.map((s) => (
              <li key={s.typeId}>
                <Link className="analytics-share-name" to={localize(detailPath('category', s.typeId))}>
                  {s.typeName}
                </Link>
                <span className="analytics-share-bar" aria-hidden>
                  <span style={{ width: `${Math.max(1, s.share * 100)}%` }} />
                </span>
                <span className="analytics-share-value">{formatShare(s.share, lang)}</span>
                <span className="analytics-share-gmv">{formatRub(s.gmv, lang)}</span>
              </li>
            ))}
          </ol>
        </Panel>
      ) : null}
    </section>
  );
}

/** One search word: searchers and add-to-cart per day, its rank in its category, and the goods competing for it. */
export function KeywordDetail({ id }: { id: number }) {
  const { t } = useTranslation('analytics');
  const http = useHttp();
  const lang = useLang();
  const localize = useLocalize();
  const { state, update } = useViewState({ sort: '', sorts: NO_KEYS, filterKeys: NO_KEYS });
  const input = { keywordId: id, lang, ...windowInput(state) };
  const q = useQuery({
    queryKey: ['analytics', 'keyword-detail', input],
    queryFn: async () => http.call((await loadWorkbench()).keywordDetail, { query: input }, { verifyCode: false }),
    placeholderData: keepPreviousData,
  });
  const data = q.data?.code === 200 ? q.data.data : undefined;
  const option = useMemo(
    () =>
      data &&
      twoAxis(
        data.series.map((p) => p.day),
        { name: t('columns.clickHeat'), data: data.series.map((p) => p.clickHeat) },
        { name: t('columns.heat'), data: data.series.map((p) => p.heat) },
        lang,
      ),
    [data, t, lang],
  );
  const blocked = detailState(q);
  if (blocked) return blocked;
  if (!data) return <Empty description={t('detail.missing')} />;
  const k = data.keyword;
  const noData = t('honest.noData');
  return (
    <section className="analytics-frame" data-testid="keyword-detail">
      <div className="analytics-detail-head">
        <div>
          <Translated original={k.keyword} translated={k.keywordTranslated}>
            <h2 className="analytics-detail-title">{k.keywordTranslated ?? k.keyword}</h2>
          </Translated>
          {k.keywordZh ? (
            <p className="analytics-word-zh" lang="zh-CN" data-testid="keyword-zh">
              {k.keywordZh}
            </p>
          ) : null}
          <p className="analytics-muted" data-testid="detail-rank">
            {data.rank === null ? t('detail.noRank') : t('detail.rankOf', { rank: data.rank, count: data.rankOf, peers: t('detail.peers.keyword', { category: k.typeName }) })}
          </p>
          <Space wrap>
            <Link to={localize(detailPath('category', k.typeId))}>{t('detail.mainCategory', { category: k.typeName })}</Link>
            <DetailMonitorButton kind="keyword" id={k.keywordId} />
            <Button size="small" href={`${OZON_SEARCH}${encodeURIComponent(k.keyword)}`} target="_blank" rel="noopener noreferrer">
              {t('detail.searchOzon')}
            </Button>
          </Space>
        </div>
      </div>
      <div className="analytics-controls">
        <WindowPicker days={state.days} from={state.from} to={state.to} latestDay={data.meta.latestDay} historyDays={data.meta.historyDays} onChange={(c) => update(c)} />
      </div>
      <HonestNote meta={data.meta} rows={false} />
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} className="analytics-card" data-testid="detail-figures">
        <Descriptions.Item label={t('columns.heat')}>{formatCount(k.heat, lang)}</Descriptions.Item>
        <Descriptions.Item label={t('columns.clickHeat')}>{formatCount(k.clickHeat, lang)}</Descriptions.Item>
        <Descriptions.Item label={t('columns.conversion')}>{formatShare(k.conversion, lang)}</Descriptions.Item>
        <Descriptions.Item label={t('columns.growth')}>{formatTimes(k.growth, lang, noData)}</Descriptions.Item>
        <Descriptions.Item label={t('columns.goodsCount')}>{formatCount(k.goodsCount, lang)}</Descriptions.Item>
        <Descriptions.Item label={t('columns.blueOcean')}>{k.blueOcean === null ? noData : formatCount(k.blueOcean, lang)}</Descriptions.Item>
      </Descriptions>
      <p className="analytics-muted">{t('tips.clickHeat')}</p>
      <Panel title={t('overview.trend')} className="analytics-card">
        {option && data.series.length ? <Chart option={option} height={320} testId="detail-chart" /> : <p className="analytics-muted">{noData}</p>}
      </Panel>
      <Panel title={t('detail.competing')} className="analytics-card">
        {data.goods.length ? (
          <LazyTable<workbench.GoodsRow>
            className="analytics-table"
            data-testid="competing-goods"
            rowKey={(r) => r.goodsId}
            dataSource={data.goods}
            pagination={false}
            size="small"
            scroll={{ x: 'max-content' }}
            columns={[
              {
                key: 'title',
                title: t('columns.goods'),
                render: (_v, r) => (
                  <div className="analytics-goods">
                    <img className="analytics-thumb" src={r.thumbUrl} alt="" width={40} height={40} loading="lazy" />
                    <Translated original={r.title} translated={r.titleTranslated}>
                      <Link to={localize(`/workbench/goods/detail?goodsId=${r.goodsId}`)} className="analytics-goods-title" data-testid="goods-link">
                        {r.titleTranslated ?? r.title}
                      </Link>
                    </Translated>
                  </div>
                ),
              },
              { key: 'price', title: t('columns.price'), align: 'right', render: (_v, r) => formatRub(r.price, lang, 'price') },
              { key: 'sales', title: t('columns.sales'), align: 'right', render: (_v, r) => formatCount(r.sales, lang) },
              { key: 'gmv', title: t('columns.gmv'), align: 'right', responsive: ['md'], render: (_v, r) => formatRub(r.gmv, lang) },
            ]}
          />
        ) : (
          <p className="analytics-muted">{t('detail.noCompeting')}</p>
        )}
      </Panel>
    </section>
  );
}
