import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { myshop } from '@marketlens/core/contract';
import type { Lang } from '@marketlens/core/i18n';
import { formatCount, formatRub, formatShare } from '../../components/workbench/numbers';
import { useLocalize } from '../../lib/lang';
import { detailPath } from '../../lib/workbench-paths';
import { formatSignedRatio } from './format';
import { GoodsCell } from './sku-columns';

type T = TFunction<'myshop'>;
type Row = myshop.MarketRow;

export interface MarketColumn {
  key: string;
  title: string;
  tip?: string;
  sortKey?: myshop.MyshopMarketSort;
  align?: 'right';
  render: (row: Row) => ReactNode;
}

function CategoryCell({ row, t }: { row: Row; t: T }) {
  const localize = useLocalize();
  if (row.typeId === null) return <span className="analytics-muted" title={t('market.notIndexedTip')}>{t('market.notIndexed')}</span>;
  return <Link to={localize(detailPath('category', row.typeId))}>{row.typeName ?? row.typeId}</Link>;
}

/** The price against the category median: above, below or at it, by how much. */
function position(row: Row, lang: Lang, t: T): ReactNode {
  if (row.pricePosition === null) return '-';
  const pct = formatShare(Math.abs(row.pricePosition), lang);
  if (Math.abs(row.pricePosition) < 0.005) return t('market.atMedian');
  return <span className={row.pricePosition > 0 ? 'myshop-above' : 'myshop-below'}>{row.pricePosition > 0 ? t('market.above', { pct }) : t('market.below', { pct })}</span>;
}

/** The estimate's gap against the exact figure in percent, signed; null shows why there is none. */
function gap(pct: number | null, row: Row, lang: Lang, t: T): ReactNode {
  if (!row.indexed) return <span className="analytics-muted">{t('market.noEstimate')}</span>;
  if (pct === null) return '-';
  return <span className={Math.abs(pct) >= 20 ? 'myshop-gap-wide' : undefined}>{formatSignedRatio(pct / 100, lang)}</span>;
}

/** The columns of the "against the market" table. */
export function marketColumns(t: T, lang: Lang): MarketColumn[] {
  const est = (v: number | null, money = false) => (v === null ? '-' : money ? formatRub(v, lang) : formatCount(v, lang));
  return [
    { key: 'goods', title: t('market.col.goods'), render: (r) => <GoodsCell row={r} /> },
    { key: 'category', title: t('market.col.category'), render: (r) => <CategoryCell row={r} t={t} /> },
    { key: 'revenue', title: t('market.col.revenue'), sortKey: 'revenue', align: 'right', render: (r) => formatRub(r.revenue, lang) },
    { key: 'share', title: t('market.col.share'), tip: t('market.tip.share'), sortKey: 'share', align: 'right', render: (r) => (r.share === null ? '-' : formatShare(r.share, lang)) },
    {
      key: 'units',
      title: t('market.col.estimateVsExact'),
      tip: t('market.tip.estimateGap'),
      sortKey: 'estimateGap',
      render: (r) => (
        <span className="myshop-stack" data-testid="myshop-estimate">
          <span>
            {est(r.estimatedUnits)} / {formatCount(r.units, lang)}
          </span>
          <small>{gap(r.unitsGapPct, r, lang, t)}</small>
        </span>
      ),
    },
    {
      key: 'revenueGap',
      title: t('market.col.revenueEstimateVsExact'),
      tip: t('market.tip.estimateGap'),
      render: (r) => (
        <span className="myshop-stack">
          <span>
            {est(r.estimatedRevenue, true)} / {formatRub(r.revenue, lang)}
          </span>
          <small>{gap(r.revenueGapPct, r, lang, t)}</small>
        </span>
      ),
    },
    {
      key: 'price',
      title: t('market.col.pricePosition'),
      tip: t('market.tip.pricePosition'),
      sortKey: 'pricePosition',
      render: (r) => (
        <span className="myshop-stack">
          <span>{formatRub(r.price, lang, 'price')}</span>
          <small>{position(r, lang, t)}</small>
        </span>
      ),
    },
    {
      key: 'followers',
      title: t('market.col.followers'),
      tip: t('market.tip.followers'),
      sortKey: 'followers',
      render: (r) =>
        r.followers > 0 ? (
          <span className="myshop-stack" data-testid="myshop-followers">
            <span>{formatCount(r.followers, lang)}</span>
            <small className={r.lowestFollowerPrice !== null && r.price !== null && r.lowestFollowerPrice < r.price ? 'analytics-profit-neg' : undefined}>
              {t('market.col.lowestPrice')} {formatRub(r.lowestFollowerPrice, lang, 'price')}
            </small>
          </span>
        ) : (
          <span className="analytics-muted">{t('market.noFollowers')}</span>
        ),
    },
    { key: 'median', title: t('market.col.medianPrice'), align: 'right', render: (r) => formatRub(r.categoryMedianPrice, lang, 'price') },
    { key: 'categoryUnits', title: t('market.col.marketUnits'), align: 'right', render: (r) => est(r.categoryUnits) },
    { key: 'categoryRevenue', title: t('market.col.marketRevenue'), align: 'right', render: (r) => est(r.categoryRevenue, true) },
    { key: 'categoryGoods', title: t('market.col.marketGoods'), align: 'right', render: (r) => est(r.categoryGoods) },
  ];
}
