import { Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { myshop } from '@marketlens/core/contract';
import type { Lang } from '@marketlens/core/i18n';
import { formatCount, formatRub, formatShare } from '../../components/workbench/numbers';
import { useLocalize } from '../../lib/lang';
import { detailPath } from '../../lib/workbench-paths';
import { formatDays } from './format';

type T = TFunction<'myshop'>;
type Row = myshop.SkuRow;

/** One column of the SKU table: its title, how a cell shows, the sort key and the CSV cells it exports. */
export interface SkuColumn {
  key: string;
  title: string;
  tip?: string;
  sortKey?: myshop.MyshopSkuSort;
  /** Shown on a phone too (the rest scroll in the table's own box from md up). */
  align?: 'right';
  render: (row: Row) => ReactNode;
}

const rub = (kopecks: number | null) => (kopecks === null ? null : kopecks / 100);
const pct = (ratio: number | null) => (ratio === null ? null : Math.round(ratio * 10_000) / 100);

/** The goods cell: thumbnail, title (to its workbench detail when the market index knows it), offer id and SKU. */
export function GoodsCell({ row }: { row: Pick<Row, 'sku' | 'offerId' | 'name' | 'imageUrl'> & { indexed?: boolean } }) {
  const localize = useLocalize();
  const known = row.indexed ?? row.imageUrl !== '';
  return (
    <div className="analytics-goods myshop-goods">
      {row.imageUrl ? <img className="analytics-thumb" src={row.imageUrl} alt="" loading="lazy" width={40} height={40} /> : <span className="analytics-thumb" aria-hidden />}
      <div className="myshop-goods-text">
        {known ? (
          <Link className="analytics-goods-title" to={localize(detailPath('goods', row.sku))}>
            {row.name}
          </Link>
        ) : (
          <span className="analytics-goods-title">{row.name}</span>
        )}
        <small className="analytics-muted">
          {row.offerId} · {row.sku}
        </small>
      </div>
    </div>
  );
}

/** The funnel cell: card views → add-to-cart → ordered units, or Ozon not providing them. */
function Funnel({ row, lang, t }: { row: Row; lang: Lang; t: T }) {
  if (row.views === null) return <span className="analytics-muted">{t('skus.notProvided')}</span>;
  return (
    <span className="myshop-funnel">
      {[formatCount(row.views, lang), row.toCart === null ? '-' : formatCount(row.toCart, lang), formatCount(row.units, lang)].join(' → ')}
    </span>
  );
}

/** The SKU table's columns (the unit cost cell is drawn by the table, which edits it). */
export function skuColumns(t: T, lang: Lang, costCell: (row: Row) => ReactNode): SkuColumn[] {
  return [
    { key: 'goods', title: t('skus.col.goods'), render: (r) => <GoodsCell row={r} /> },
    { key: 'price', title: t('skus.col.price'), sortKey: 'price', align: 'right', render: (r) => formatRub(r.price, lang, 'price') },
    { key: 'orders', title: t('skus.col.orders'), sortKey: 'orders', align: 'right', render: (r) => formatCount(r.orders, lang) },
    { key: 'units', title: t('skus.col.units'), sortKey: 'units', align: 'right', render: (r) => formatCount(r.units, lang) },
    { key: 'revenue', title: t('skus.col.revenue'), sortKey: 'revenue', align: 'right', render: (r) => formatRub(r.revenue, lang) },
    { key: 'charges', title: t('skus.col.charges'), sortKey: 'charges', align: 'right', render: (r) => formatRub(r.charges, lang) },
    { key: 'unitCost', title: t('skus.col.unitCost'), tip: t('skus.tip.unitCost'), align: 'right', render: costCell },
    { key: 'costs', title: t('skus.col.costs'), align: 'right', render: (r) => formatRub(r.costs, lang) },
    {
      key: 'profit',
      title: t('skus.col.profit'),
      sortKey: 'profit',
      align: 'right',
      render: (r) => (
        <span className={r.profit < 0 ? 'analytics-profit-neg' : undefined} data-testid="myshop-sku-profit">
          {formatRub(r.profit, lang)}
        </span>
      ),
    },
    { key: 'margin', title: t('skus.col.margin'), tip: t('skus.tip.margin'), sortKey: 'margin', align: 'right', render: (r) => (r.margin === null ? '-' : <span className={r.margin < 0 ? 'analytics-profit-neg' : undefined}>{formatShare(r.margin, lang)}</span>) },
    { key: 'returns', title: t('skus.col.returns'), sortKey: 'returnedUnits', align: 'right', render: (r) => formatCount(r.returnedUnits, lang) },
    { key: 'stock', title: t('skus.col.stock'), sortKey: 'stock', align: 'right', render: (r) => formatCount(r.stock, lang) },
    {
      key: 'daysOfCover',
      title: t('skus.col.daysOfCover'),
      tip: t('skus.tip.daysOfCover'),
      sortKey: 'daysOfCover',
      align: 'right',
      render: (r) => (r.daysOfCover === null ? <span className="analytics-muted">{t('skus.noSales')}</span> : formatDays(r.daysOfCover, lang)),
    },
    { key: 'stockOut', title: t('skus.col.stockOut'), tip: t('skus.tip.stockOut'), render: (r) => r.outOfStockOn ?? '-' },
    { key: 'funnel', title: t('skus.col.funnel'), tip: t('skus.tip.funnel'), sortKey: 'views', render: (r) => <Funnel row={r} lang={lang} t={t} /> },
    { key: 'conversion', title: t('skus.col.conversion'), tip: t('skus.tip.conversion'), sortKey: 'conversion', align: 'right', render: (r) => (r.conversion === null ? '-' : formatShare(r.conversion, lang)) },
  ];
}

/** A column title with its definition on hover. */
export function ColumnTitle({ title, tip }: { title: string; tip?: string }) {
  return tip ? (
    <Tooltip title={tip}>
      <span className="analytics-tip">{title}</span>
    </Tooltip>
  ) : (
    title
  );
}

/** The CSV of the SKU table: every column, ids included, money in roubles and shares in percent (plain numbers a spreadsheet sums). */
export function skuCsv(t: T, rows: readonly Row[]): { header: string[]; body: (string | number | null)[][] } {
  const header = [
    t('skus.col.sku'),
    t('skus.col.offerId'),
    t('skus.col.name'),
    `${t('skus.col.price')}, ₽`,
    t('skus.col.orders'),
    t('skus.col.units'),
    `${t('skus.col.revenue')}, ₽`,
    t('skus.col.returns'),
    t('skus.col.cancelled'),
    `${t('skus.col.charges')}, ₽`,
    `${t('skus.col.unitCost')}, ₽`,
    `${t('skus.col.costs')}, ₽`,
    `${t('skus.col.profit')}, ₽`,
    `${t('skus.col.margin')}, %`,
    t('skus.col.stock'),
    t('skus.col.daysOfCover'),
    t('skus.col.stockOut'),
    t('skus.col.views'),
    t('skus.col.toCart'),
    `${t('skus.col.conversion')}, %`,
  ];
  const body = rows.map((r) => [
    r.sku,
    r.offerId,
    r.name,
    rub(r.price),
    r.orders,
    r.units,
    rub(r.revenue),
    r.returnedUnits,
    r.cancelledUnits,
    rub(r.charges),
    rub(r.unitCost),
    rub(r.costs),
    rub(r.profit),
    pct(r.margin),
    r.stock,
    r.daysOfCover === null ? null : Math.round(r.daysOfCover * 10) / 10,
    r.outOfStockOn,
    r.views,
    r.toCart,
    pct(r.conversion),
  ]);
  return { header, body };
}
