import { Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { workbench } from '@marketlens/core/contract';
import { useLang, useLocalize } from '../../lib/lang';
import { formatCount, formatRub, formatScore } from '../../components/workbench/numbers';
import { Translated } from '../../components/workbench/translated';
import { DETAILS, RatioCell, type ExplosionSort } from './explosion-parts';

/** The columns of a check's results, for the table and the export alike. */
export function useExplosionColumns(sort: ExplosionSort, order: 'asc' | 'desc', page: number, size: number) {
  const { t } = useTranslation('analytics');
  const lang = useLang();
  const localize = useLocalize();
  const [params] = useSearchParams();
  const checkId = params.get('checkId') ?? '';
  return useMemo(() => {
    const sorted = (key: ExplosionSort) => ({
      key,
      sorter: true,
      sortDirections: ['descend', 'ascend'] as ('descend' | 'ascend')[],
      sortOrder: key === sort ? (order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
    });
    const table: ColumnsType<workbench.ExplosionRow> = [
      { key: 'rank', title: t('columns.rank'), width: 56, render: (_v, _r, i) => (page - 1) * size + i + 1 },
      {
        key: 'goods',
        title: t('columns.goods'),
        render: (_v, r) => (
          <div className="analytics-goods">
            <img className="analytics-thumb" src={r.goods.thumbUrl} alt="" width={40} height={40} loading="lazy" decoding="async" />
            <div>
              <Translated original={r.goods.title} translated={r.goods.titleTranslated}>
                <Link to={localize(`${DETAILS}?checkId=${checkId}&goodsId=${r.goods.goodsId}`)} className="analytics-goods-title" data-testid="explosion-case-link">
                  {r.goods.titleTranslated ?? r.goods.title}
                </Link>
              </Translated>
              <div className="analytics-muted analytics-id-line">{r.goods.goodsId}</div>
            </div>
          </div>
        ),
      },
      { ...sorted('ratio'), title: t('explosion.ratio'), align: 'right', render: (_v, r) => <RatioCell row={r} /> },
      { ...sorted('recent'), title: <Tooltip title={t('explosion.tipRecent')}><span className="analytics-tip">{t('explosion.recent')}</span></Tooltip>, align: 'right', render: (_v, r) => formatScore(r.recent, lang) },
      { ...sorted('median'), title: <Tooltip title={t('explosion.tipMedian')}><span className="analytics-tip">{t('explosion.median')}</span></Tooltip>, align: 'right', responsive: ['md'], render: (_v, r) => formatScore(r.median, lang) },
      { ...sorted('sales'), title: t('explosion.sales'), align: 'right', responsive: ['md'], render: (_v, r) => formatCount(r.sales, lang) },
      { ...sorted('price'), title: t('columns.price'), align: 'right', responsive: ['md'], render: (_v, r) => formatRub(r.goods.price, lang, 'price') },
      { key: 'category', title: t('columns.category'), responsive: ['md'], render: (_v, r) => r.goods.subTypeName },
      { key: 'shop', title: t('columns.shop'), responsive: ['xl'], render: (_v, r) => r.goods.shopName },
    ];
    // Every column the table shows, in its order, with the ids beside the names.
    const csv: { title: string; value: (r: workbench.ExplosionRow, index: number) => string | number | null }[] = [
      { title: t('columns.rank'), value: (_r, i) => i + 1 },
      { title: t('columns.goods'), value: (r) => r.goods.titleTranslated ?? r.goods.title },
      // The Russian original beside a translated title (Russian pages show the original alone).
      ...(lang === 'ru' ? [] : [{ title: t('columns.titleOriginal'), value: (r: workbench.ExplosionRow) => r.goods.title }]),
      { title: t('columns.goodsId'), value: (r) => r.goods.goodsId },
      { title: t('explosion.ratio'), value: (r) => r.ratio },
      { title: t('explosion.recent'), value: (r) => r.recent },
      { title: t('explosion.median'), value: (r) => r.median },
      { title: t('explosion.sales'), value: (r) => r.sales },
      { title: t('columns.price'), value: (r) => r.goods.price / 100 },
      { title: t('columns.category'), value: (r) => r.goods.subTypeName },
      { title: t('columns.categoryId'), value: (r) => r.goods.subTypeId },
      { title: t('columns.shop'), value: (r) => r.goods.shopName },
      { title: t('columns.shopId'), value: (r) => r.goods.shopId },
    ];
    return { table, csv };
  }, [t, lang, localize, checkId, sort, order, page, size]);
}
