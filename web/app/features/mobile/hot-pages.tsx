import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@marketlens/core/i18n';
import { formatCount, formatRub, formatTimes } from '../../components/workbench/numbers';
import { useLang } from '../../lib/lang';
import { HOT_LISTS, type HotListKey } from '../../lib/workbench-paths';
import type { HotLists } from './home-data.server';
import { HotRow } from './hot-row';

/** The six pages of the hot-list carousel, in order. */
export const HOT_PAGES = HOT_LISTS;
export type HotPage = HotListKey;

type Figures = readonly (readonly [string, ReactNode])[];
interface Row {
  key: string | number;
  name: string;
  thumb?: string;
  figures: Figures;
}

function rowsOf(page: HotPage, lists: HotLists, lang: Lang, label: (k: string) => string): Row[] | null {
  const noData = '-';
  switch (page) {
    case 'goods':
      return lists.goods?.map((r) => ({ key: r.goodsId, name: r.goodsName, thumb: r.thumbUrl, figures: [[label('daySales'), formatCount(r.daySales, lang)], [label('price'), formatRub(r.price, lang, 'price')], [label('revenue'), formatRub(r.revenue, lang)]] })) ?? null;
    case 'categories':
      return lists.categories?.map((r) => ({ key: r.typeId, name: r.typeName, figures: [[label('sales'), formatCount(r.sales, lang)], [label('gmv'), formatRub(r.gmv, lang)]] })) ?? null;
    case 'keywords':
      return lists.keywords?.map((r) => ({ key: r.keyWord, name: r.keyWord, figures: [[label('heat'), formatCount(r.heat, lang)], [label('clickHeat'), formatCount(r.clickHeat, lang)]] })) ?? null;
    case 'soaringGoods':
      return lists.soaringGoods?.map((r) => ({ key: r.goodsId, name: r.goodsName, thumb: r.thumbUrl, figures: [[label('dayGrowth'), formatTimes(r.dayGrowth, lang, noData)], [label('daySales'), formatCount(r.daySales, lang)], [label('price'), formatRub(r.price, lang, 'price')]] })) ?? null;
    case 'soaringShops':
      return lists.soaringShops?.map((r) => ({ key: r.mallId, name: r.mallName, thumb: r.thumbUrl, figures: [[label('yesterdayGrowth'), formatTimes(r.yesterdayGrowth, lang, noData)], [label('sales'), formatCount(r.sales, lang)]] })) ?? null;
    case 'brands':
      return lists.brands?.map((r) => ({ key: r.brandId, name: r.brandName, thumb: r.brandImgUrl, figures: [[label('sales'), formatCount(r.sales, lang)], [label('gmv'), formatRub(r.gmv, lang)]] })) ?? null;
  }
}

/** One page of the carousel: its ranked rows, or why there are none. */
export function HotPageList({ page, lists }: { page: HotPage; lists: HotLists }) {
  const { t } = useTranslation('mobile');
  const lang = useLang();
  const rows = rowsOf(page, lists, lang, (k) => t(`hot.cols.${k}` as never));
  if (rows === null) return <p className="m-hot-note">{t('hot.unavailable')}</p>;
  if (rows.length === 0) return <p className="m-hot-note">{t('hot.empty')}</p>;
  return (
    <ol className="m-hot-list">
      {rows.map((r, i) => (
        <HotRow key={r.key} rank={i + 1} name={r.name} thumb={r.thumb} figures={r.figures} eager={page === 'goods' && i < 4} />
      ))}
    </ol>
  );
}
