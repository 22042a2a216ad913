import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GOODS_SORTS, GROUP_SORTS, KEYWORD_SORTS } from '@marketlens/core/constants';
import type { workbench } from '@marketlens/core/contract';
import { useLang, useLocalize } from '../../lib/lang';
import { detailPath } from '../../lib/workbench-paths';
import type { PageKey } from '../../components/workbench/analytics-page';
import { loadWorkbench } from './contract';
import { ListFrame, type ColumnSpec } from './list-frame';
import { useGoodsFilters } from './goods-filters';
import { usePrefetchTopCategories } from './category-queries';
import { formatCount, formatRub, formatScore, formatShare, formatTimes } from '../../components/workbench/numbers';
import { useMarketProfit } from '../pricing/use-market-profit';
import { MonitorButton } from '../monitor/monitor-button';
import { Translated } from '../../components/workbench/translated';

const rub = (kopecks: number) => Math.round(kopecks) / 100;

function Thumb({ src }: { src: string }) {
  return <img className="analytics-thumb" src={src} alt="" width={40} height={40} loading="lazy" decoding="async" />;
}

export { detailPath };

function useCommon() {
  const { t } = useTranslation('analytics');
  const lang = useLang();
  const noData = t('honest.noData');
  const rank = <Row,>(): ColumnSpec<Row> => ({ key: 'rank', title: t('columns.rank'), width: 56, phone: true, render: (_r, i) => i + 1, csv: (_r, i) => i + 1 });
  /** An id written beside the name in exports (the table shows it under the name or in its link). */
  const id = <Row,>(key: string, title: string, value: (row: Row) => number): ColumnSpec<Row> => ({ key, title, exportOnly: true, render: () => null, csv: value });
  /** Exports carry what the screen shows, and last the Russian original where the page's language is another. */
  const originalCsv = <Row,>(key: string, title: string, value: (row: Row) => string): ColumnSpec<Row>[] =>
    lang === 'ru' ? [] : [{ key, title, exportOnly: true, render: () => null, csv: value }];
  return { t, lang, noData, rank, id, originalCsv };
}

/** The member's profit per unit at each goods' market price, with their default pricing template (none without one). */
function useProfitColumn(on: boolean): ColumnSpec<workbench.GoodsRow>[] {
  const { t } = useTranslation('pricing');
  const lang = useLang();
  const market = useMarketProfit();
  if (!on || !market) return [];
  return [
    {
      key: 'profit',
      title: t('profit.column'),
      tip: t('profit.tip', { name: market.name, version: market.version }),
      align: 'right',
      render: (r) => {
        const p = market.profitOf(r);
        if (!p) return <span className="analytics-muted">{t('profit.noRoute')}</span>;
        return (
          <span className={p.profitRub < 0 ? 'analytics-profit analytics-profit-neg' : 'analytics-profit'} data-testid="market-profit">
            {formatRub(Math.round(p.profitRub * 100), lang)}
            <small>{formatShare(p.marginPct / 100, lang)}</small>
          </span>
        );
      },
      csv: (r) => market.profitOf(r)?.profitRub ?? null,
    },
  ];
}

/** Columns some goods lists add: the potential score, reviews, rating, listing day, seller type, sellers on the card. */
export type GoodsExtra = 'opportunity' | 'reviews' | 'rating' | 'listedOn' | 'seller' | 'sellers';

/**
 * Goods lists: hot sellers (by sales), soaring goods (by growth), potential goods, cross-border
 * sellers' goods and new listings; `fixed` holds the page's own selection, `extra` its columns.
 */
export function GoodsList({ page, defaultSort, fixed, testId, extra = [], profit = false }: {
  page: PageKey;
  defaultSort: (typeof GOODS_SORTS)[number];
  fixed?: Record<string, number | string>;
  testId?: string;
  extra?: readonly GoodsExtra[];
  /** Adds the member's profit at market price (their default pricing template). */
  profit?: boolean;
}) {
  const { t, lang, noData, rank, id, originalCsv } = useCommon();
  const localize = useLocalize();
  const has = (key: GoodsExtra) => extra.includes(key);
  // The list frame's categories are asked for while the profit column's pricing data loads.
  usePrefetchTopCategories();
  const profitColumn = useProfitColumn(profit);
  const columns: ColumnSpec<workbench.GoodsRow>[] = [
    rank<workbench.GoodsRow>(),
    {
      key: 'title',
      title: t('columns.goods'),
      phone: true,
      render: (r) => (
        <div className="analytics-goods">
          <Thumb src={r.thumbUrl} />
          <div>
            <Translated original={r.title} translated={r.titleTranslated}>
              <Link to={localize(`/workbench/goods/detail?goodsId=${r.goodsId}`)} className="analytics-goods-title" data-testid="goods-link">
                {r.titleTranslated ?? r.title}
              </Link>
            </Translated>
            <div className="analytics-muted analytics-id-line">
              {r.goodsId} <MonitorButton kind="goods" id={r.goodsId} />
            </div>
          </div>
        </div>
      ),
      csv: (r) => r.titleTranslated ?? r.title,
    },
    id<workbench.GoodsRow>('goodsId', t('columns.goodsId'), (r) => r.goodsId),
    ...(has('opportunity')
      ? [{ key: 'goodsOpportunity', title: t('columns.goodsOpportunity'), tip: t('tips.goodsOpportunity'), sortKey: 'opportunity', align: 'right', phone: true,
          render: (r) => (r.opportunity === null ? noData : formatScore(r.opportunity, lang)), csv: (r) => r.opportunity } satisfies ColumnSpec<workbench.GoodsRow>]
      : []),
    { key: 'subTypeName', title: t('columns.category'), render: (r) => <Link to={localize(detailPath('category', r.subTypeId))}>{r.subTypeName}</Link>, csv: (r) => r.subTypeName },
    id<workbench.GoodsRow>('subTypeId', t('columns.categoryId'), (r) => r.subTypeId),
    { key: 'shopName', title: t('columns.shop'), render: (r) => <Link to={localize(detailPath('shop', r.shopId))}>{r.shopName}</Link>, csv: (r) => r.shopName },
    id<workbench.GoodsRow>('shopId', t('columns.shopId'), (r) => r.shopId),
    ...(has('seller')
      ? [{ key: 'seller', title: t('columns.seller'), tip: t('tips.seller'), render: (r) => `${t(`sellerTypes.${r.sellerType}`)} · ${r.fulfilment}`, csv: (r) => `${t(`sellerTypes.${r.sellerType}`)} ${r.fulfilment}` } satisfies ColumnSpec<workbench.GoodsRow>]
      : []),
    { key: 'brandName', title: t('columns.brand'), wide: true, render: (r) => <Link to={localize(detailPath('brand', r.brandId))}>{r.brandName}</Link>, csv: (r) => r.brandName },
    id<workbench.GoodsRow>('brandId', t('columns.brandId'), (r) => r.brandId),
    { key: 'price', title: t('columns.price'), sortKey: 'price', align: 'right', render: (r) => formatRub(r.price, lang, 'price'), csv: (r) => rub(r.price), money: (r) => r.price },
    { key: 'sales', title: t('columns.sales'), tip: t('tips.sales'), sortKey: 'sales', align: 'right', phone: true, render: (r) => formatCount(r.sales, lang), csv: (r) => r.sales },
    { key: 'gmv', title: t('columns.gmv'), tip: t('tips.gmv'), sortKey: 'gmv', align: 'right', render: (r) => formatRub(r.gmv, lang), csv: (r) => rub(r.gmv), money: (r) => r.gmv },
    { key: 'growth', title: t('columns.growth'), tip: t('tips.growth'), sortKey: 'growth', align: 'right', phone: !has('opportunity'), render: (r) => formatTimes(r.growth, lang, noData), csv: (r) => r.growth },
    ...(has('reviews')
      ? [{ key: 'reviews', title: t('columns.reviews'), tip: t('tips.reviews'), sortKey: 'reviews', align: 'right', render: (r) => formatCount(r.reviews, lang), csv: (r) => r.reviews } satisfies ColumnSpec<workbench.GoodsRow>]
      : []),
    ...(has('rating')
      ? [{ key: 'rating', title: t('columns.rating'), align: 'right', render: (r) => formatScore(r.rating, lang), csv: (r) => r.rating } satisfies ColumnSpec<workbench.GoodsRow>]
      : []),
    ...(has('sellers')
      ? [
          { key: 'sellers', title: t('columns.sellers'), tip: t('tips.sellers'), sortKey: 'sellers', align: 'right', phone: true, render: (r) => formatCount(r.sellers, lang), csv: (r) => r.sellers } satisfies ColumnSpec<workbench.GoodsRow>,
          { key: 'minOfferPrice', title: t('columns.minOfferPrice'), tip: t('tips.minOfferPrice'), align: 'right', render: (r) => formatRub(r.minOfferPrice, lang, 'price'), csv: (r) => rub(r.minOfferPrice), money: (r) => r.minOfferPrice } satisfies ColumnSpec<workbench.GoodsRow>,
        ]
      : []),
    ...(has('listedOn')
      ? [{ key: 'listedOn', title: t('columns.listedOn'), sortKey: 'listedOn', align: 'right', phone: page === 'selectionForSale', render: (r) => r.listedOn, csv: (r) => r.listedOn } satisfies ColumnSpec<workbench.GoodsRow>]
      : []),
    ...profitColumn,
    ...originalCsv<workbench.GoodsRow>('titleOriginal', t('columns.titleOriginal'), (r) => r.title),
  ];
  const { filters, choices } = useGoodsFilters(fixed);
  return (
    <ListFrame<workbench.GoodsRow>
      page={page}
      defaultSort={defaultSort}
      sorts={GOODS_SORTS}
      filters={filters}
      choices={choices}
      savedSets
      fixed={fixed}
      testId={testId}
      columns={columns}
      rowKey={(r) => r.goodsId}
      fetchPage={async (http, q) => http.call((await loadWorkbench()).goodsList, { query: q as workbench.GoodsListQuery }, { verifyCode: false })}
      fetchExport={async (http, q) => http.call((await loadWorkbench()).goodsExport, { query: q as workbench.GoodsListQuery }, { verifyCode: false })}
    />
  );
}

/** Search words by heat, conversion, growth and competition. */
export function KeywordList({ page, defaultSort = 'heat' }: { page: PageKey; defaultSort?: (typeof KEYWORD_SORTS)[number] }) {
  const { t, lang, noData, rank, id, originalCsv } = useCommon();
  const localize = useLocalize();
  const columns: ColumnSpec<workbench.KeywordRow>[] = [
    rank<workbench.KeywordRow>(),
    { key: 'keyword', title: t('columns.keyword'), phone: true, render: (r) => (
        <span className="analytics-id-line">
          <Translated original={r.keyword} translated={r.keywordTranslated}>
            <Link to={localize(detailPath('keyword', r.keywordId))} className="analytics-word" data-testid="keyword-link">
              {r.keywordTranslated ?? r.keyword}
            </Link>
          </Translated>
          <MonitorButton kind="keyword" id={r.keywordId} />
          {r.keywordZh ? (
            <span className="analytics-word-zh analytics-phone-only" lang="zh-CN">
              {r.keywordZh}
            </span>
          ) : null}
        </span>
      ), csv: (r) => r.keywordTranslated ?? r.keyword },
    id<workbench.KeywordRow>('keywordId', t('columns.keywordId'), (r) => r.keywordId),
    { key: 'keywordZh', title: t('columns.keywordZh'), render: (r) => (r.keywordZh ? <span lang="zh-CN" data-testid="keyword-zh">{r.keywordZh}</span> : noData), csv: (r) => r.keywordZh ?? '' },
    { key: 'typeName', title: t('columns.category'), render: (r) => r.typeName, csv: (r) => r.typeName },
    id<workbench.KeywordRow>('typeId', t('columns.categoryId'), (r) => r.typeId),
    { key: 'heat', title: t('columns.heat'), sortKey: 'heat', align: 'right', phone: true, render: (r) => formatCount(r.heat, lang), csv: (r) => r.heat },
    { key: 'clickHeat', title: t('columns.clickHeat'), tip: t('tips.clickHeat'), sortKey: 'clickHeat', align: 'right', render: (r) => formatCount(r.clickHeat, lang), csv: (r) => r.clickHeat },
    { key: 'conversion', title: t('columns.conversion'), tip: t('tips.conversion'), sortKey: 'conversion', align: 'right', render: (r) => formatShare(r.conversion, lang), csv: (r) => r.conversion },
    { key: 'growth', title: t('columns.growth'), tip: t('tips.growth'), sortKey: 'growth', align: 'right', phone: true, render: (r) => formatTimes(r.growth, lang, noData), csv: (r) => r.growth },
    { key: 'goodsCount', title: t('columns.goodsCount'), sortKey: 'goodsCount', align: 'right', render: (r) => formatCount(r.goodsCount, lang), csv: (r) => r.goodsCount },
    { key: 'blueOcean', title: t('columns.blueOcean'), tip: t('tips.blueOcean'), sortKey: 'blueOcean', align: 'right', render: (r) => (r.blueOcean !== null ? formatCount(r.blueOcean, lang) : r.goodsCount === 0 && r.heat > 0 ? <span data-testid="no-competitors">{t('columns.noCompetitors')}</span> : noData),
      csv: (r) => (r.blueOcean !== null ? r.blueOcean : r.goodsCount === 0 && r.heat > 0 ? t('columns.noCompetitors') : null) },
    ...originalCsv<workbench.KeywordRow>('keywordOriginal', t('columns.keywordOriginal'), (r) => r.keyword),
  ];
  return (
    <ListFrame<workbench.KeywordRow>
      page={page}
      defaultSort={defaultSort}
      sorts={KEYWORD_SORTS}
      filters={[
        { label: t('frame.heat'), min: 'heatMin', max: 'heatMax' },
        { label: t('frame.growth'), min: 'growthMin', max: 'growthMax' },
      ]}
      columns={columns}
      rowKey={(r) => r.keywordId}
      fetchPage={async (http, q) => http.call((await loadWorkbench()).keywordList, { query: q as workbench.KeywordListQuery }, { verifyCode: false })}
      fetchExport={async (http, q) => http.call((await loadWorkbench()).keywordExport, { query: q as workbench.KeywordListQuery }, { verifyCode: false })}
    />
  );
}

/** Extra columns a group list may show beside sales, revenue, growth, goods and average price. */
export type GroupExtra = 'prevSales' | 'share' | 'concentration' | 'opportunity';

/** Shops, brands or categories by sales, GMV, growth inside the window and category; each name opens its detail view. */
export function GroupList(props: {
  page: PageKey;
  kind: 'shop' | 'brand' | 'category';
  defaultSort?: (typeof GROUP_SORTS)[number];
  extra?: readonly GroupExtra[];
  search?: boolean;
  testId?: string;
  /** The page's own selection (the high-ticket volume floor). */
  fixed?: Record<string, number | string>;
}) {
  const { page, kind, defaultSort = 'sales', extra = [] } = props;
  const { t, lang, noData, rank, id } = useCommon();
  const localize = useLocalize();
  const ratio = (v: number | null) => (v === null ? noData : formatShare(v, lang));
  const extras: Record<GroupExtra, ColumnSpec<workbench.GroupRow>> = {
    prevSales: { key: 'prevSales', title: t('columns.prevSales'), tip: t('tips.prevSales'), align: 'right', render: (r) => formatCount(r.prevSales, lang), csv: (r) => r.prevSales },
    share: { key: 'share', title: t('columns.share'), tip: t('tips.share'), align: 'right', phone: true, render: (r) => formatShare(r.share, lang), csv: (r) => r.share },
    concentration: { key: 'concentration', title: t('columns.concentration'), tip: t('tips.concentration'), sortKey: 'concentration', align: 'right', phone: kind === 'category', render: (r) => ratio(r.concentration), csv: (r) => r.concentration },
    opportunity: {
      key: 'opportunity', title: t('columns.opportunity'), tip: t('tips.opportunity'), sortKey: 'opportunity', align: 'right', phone: true,
      render: (r) => (r.opportunity === null ? noData : formatCount(r.opportunity, lang)), csv: (r) => r.opportunity,
    },
  };
  const columns: ColumnSpec<workbench.GroupRow>[] = [
    rank<workbench.GroupRow>(),
    {
      key: 'name',
      title: t(kind === 'shop' ? 'columns.shop' : kind === 'brand' ? 'columns.brand' : 'columns.category'),
      phone: true,
      render: (r) => (
        <div className="analytics-goods">
          {r.thumbUrl ? <Thumb src={r.thumbUrl} /> : null}
          <Link to={localize(detailPath(kind, r.id))} className="analytics-goods-title" data-testid="group-link">
            {r.name}
          </Link>
          {kind === 'shop' ? <MonitorButton kind="shop" id={r.id} /> : null}
        </div>
      ),
      csv: (r) => r.name,
    },
    id<workbench.GroupRow>(`${kind}Id`, t(kind === 'shop' ? 'columns.shopId' : kind === 'brand' ? 'columns.brandId' : 'columns.categoryId'), (r) => r.id),
    { key: 'sales', title: t('columns.sales'), tip: t('tips.sales'), sortKey: 'sales', align: 'right', phone: true, render: (r) => formatCount(r.sales, lang), csv: (r) => r.sales },
    ...(extra.includes('prevSales') ? [extras.prevSales] : []),
    { key: 'gmv', title: t('columns.gmv'), tip: t('tips.gmv'), sortKey: 'gmv', align: 'right', render: (r) => formatRub(r.gmv, lang), csv: (r) => rub(r.gmv), money: (r) => r.gmv },
    ...(extra.includes('share') ? [extras.share] : []),
    { key: 'growth', title: t('columns.growth'), tip: t('tips.growth'), sortKey: 'growth', align: 'right', phone: !extra.includes('opportunity'), render: (r) => formatTimes(r.growth, lang, noData), csv: (r) => r.growth },
    { key: 'goodsCount', title: t('columns.activeGoods'), sortKey: 'goodsCount', align: 'right', render: (r) => formatCount(r.goodsCount, lang), csv: (r) => r.goodsCount },
    { key: 'avgPrice', title: t('columns.avgPrice'), sortKey: 'avgPrice', align: 'right', render: (r) => formatRub(r.avgPrice, lang, 'price'), csv: (r) => rub(r.avgPrice), money: (r) => r.avgPrice },
    ...(extra.includes('concentration') ? [extras.concentration] : []),
    ...(extra.includes('opportunity') ? [extras.opportunity] : []),
  ];
  const sorts = kind === 'category' ? GROUP_SORTS : GROUP_SORTS.filter((s) => s !== 'concentration' && s !== 'opportunity');
  const calls = async () => {
    const wb = await loadWorkbench();
    return kind === 'shop' ? [wb.shopList, wb.shopExport] as const : kind === 'brand' ? [wb.brandList, wb.brandExport] as const : [wb.categoryList, wb.categoryExport] as const;
  };
  return (
    <ListFrame<workbench.GroupRow>
      page={page}
      defaultSort={defaultSort}
      sorts={sorts}
      search={props.search}
      testId={props.testId}
      fixed={props.fixed}
      filters={[
        { label: t('frame.sales'), min: 'salesMin', max: 'salesMax' },
        { label: t('frame.growth'), min: 'growthMin', max: 'growthMax' },
      ]}
      columns={columns}
      rowKey={(r) => r.id}
      fetchPage={async (http, q) => http.call((await calls())[0], { query: q as workbench.GroupListQuery }, { verifyCode: false })}
      fetchExport={async (http, q) => http.call((await calls())[1], { query: q as workbench.GroupListQuery }, { verifyCode: false })}
    />
  );
}
