import { useQuery } from '@tanstack/react-query';
import { Segmented } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Lang } from '@marketlens/core/i18n';
import type { MainCategory } from '@marketlens/core/stores';
import { detailPath, FULL_LIST_PATH, HOT_LISTS, type HotListKey } from '../../lib/workbench-paths';
import { formatCount, formatRub, formatTimes } from '../../components/workbench/numbers';
import { useHttp } from '../../lib/http';
import { useLang, useLocalize } from '../../lib/lang';
import { LazyTable } from '../../components/workbench/lazy-table';
import { loadReport } from '../analytics/contract';

type ListKey = HotListKey;

const ROWS = 10;

interface Row {
  key: string | number;
  name: string;
  href: string | null;
  thumb?: string | undefined;
  figures: readonly ReactNode[];
}

type Loaded = { rows: Row[]; columns: readonly string[] };

/** Calls one list for a category (undefined = the whole market) and shapes its rows; null when the call failed. */
async function loadList(http: ReturnType<typeof useHttp>, list: ListKey, typeId: number | undefined, lang: Lang, noData: string): Promise<Loaded | null> {
  const t = typeId === undefined ? {} : { typeId };
  const quiet = { verifyCode: false } as const;
  const ok = <T,>(r: { code: number; data?: T | undefined }) => (r.code === 200 && r.data !== undefined ? r.data : null);
  const report = await loadReport();
  switch (list) {
    case 'goods': {
      const d = ok(await http.call(report.goodsRanking, { query: { ...t, dateType: 1, pageSize: ROWS } }, quiet));
      return d && { columns: ['daySales', 'price', 'revenue'], rows: d.map((r) => ({ key: r.goodsId, name: r.goodsName, href: detailPath('goods', r.goodsId), thumb: r.thumbUrl, figures: [formatCount(r.daySales, lang), formatRub(r.price, lang, 'price'), formatRub(r.revenue, lang)] })) };
    }
    case 'categories': {
      const d = ok(await http.call(report.hotSalesTypes, { query: { ...(typeId === undefined ? {} : { pId: typeId }), dateType: 1, lang } }, quiet));
      return d && { columns: ['sales', 'gmv'], rows: d.slice(0, ROWS).map((r) => ({ key: r.typeId, name: r.typeName, href: detailPath('category', r.typeId), figures: [formatCount(r.sales, lang), formatRub(r.gmv, lang)] })) };
    }
    case 'keywords': {
      const d = ok(await http.call(report.keywordList, { query: { ...t, dateType: 1, rankingType: 1, pageSize: ROWS } }, quiet));
      return d && { columns: ['heat', 'clickHeat'], rows: d.map((r) => ({ key: r.keyWord, name: r.keyWord, href: r.keywordId ? detailPath('keyword', r.keywordId) : null, figures: [formatCount(r.heat, lang), formatCount(r.clickHeat, lang)] })) };
    }
    case 'soaringGoods': {
      const d = ok(await http.call(report.goodsGrowth, { query: { ...t, pageSize: ROWS } }, quiet));
      return d && { columns: ['dayGrowth', 'daySales', 'price'], rows: d.map((r) => ({ key: r.goodsId, name: r.goodsName, href: detailPath('goods', r.goodsId), thumb: r.thumbUrl, figures: [formatTimes(r.dayGrowth, lang, noData), formatCount(r.daySales, lang), formatRub(r.price, lang, 'price')] })) };
    }
    case 'soaringShops': {
      const d = ok(await http.call(report.mallSoaring, { query: { ...t, dateType: 1, pageSize: ROWS } }, quiet));
      return d && { columns: ['yesterdayGrowth', 'sales'], rows: d.map((r) => ({ key: r.mallId, name: r.mallName, href: detailPath('shop', r.mallId), thumb: r.thumbUrl, figures: [formatTimes(r.yesterdayGrowth, lang, noData), formatCount(r.sales, lang)] })) };
    }
    case 'brands': {
      const d = ok(await http.call(report.brandTop10, { query: { ...t, salesOrGmv: 1, dayOrWeek: 1 } }, quiet));
      return d && { columns: ['sales', 'gmv'], rows: d.map((r) => ({ key: r.brandId, name: r.brandName, href: detailPath('brand', r.brandId), thumb: r.brandImgUrl, figures: [formatCount(r.sales, lang), formatRub(r.gmv, lang)] })) };
    }
  }
}

/**
 * Today's six hot lists for one of the member's bound categories (the first by default) or the whole
 * market; each row opens its detail view and each list continues in full in the workbench.
 */
export function DashboardHotLists({ categories }: { categories: readonly MainCategory[] }) {
  const { t } = useTranslation('workbench');
  const { t: tm } = useTranslation('mobile');
  const http = useHttp();
  const lang = useLang();
  const localize = useLocalize();
  const [list, setList] = useState<ListKey>('goods');
  const [chosen, setChosen] = useState<number | 'all' | null>(null);
  const typeId = chosen === 'all' ? undefined : (chosen ?? categories[0]?.typeId);
  const noData = t('dashboard.noData');
  const q = useQuery({ queryKey: ['dashboard', 'hot-list', list, typeId ?? 0, lang], queryFn: () => loadList(http, list, typeId, lang, noData) });
  const data = q.data;
  const more = `${localize(FULL_LIST_PATH[list])}${typeId === undefined ? '' : `?typeId=${typeId}`}`;
  const empty = q.isError || data === null ? t('dashboard.failed') : q.isFetching ? t('dashboard.loading') : tm('hot.empty');
  return (
    <div className="dashboard-lists" data-testid="dashboard-hot-lists" data-list={list} data-ready={q.isFetching ? 'false' : 'true'}>
      <div className="dashboard-lists-bar">
        <Segmented<ListKey> value={list} onChange={setList} options={HOT_LISTS.map((l) => ({ value: l, label: tm(`hot.pages.${l}`) }))} data-testid="dashboard-list-switch" />
        <select
          value={typeId ?? 'all'}
          onChange={(e) => setChosen(e.target.value === 'all' ? 'all' : Number(e.target.value))}
          aria-label={tm('hot.category')}
          className="native-select dashboard-lists-category"
          data-testid="dashboard-list-category"
        >
          {categories.map((c) => (
            <option key={c.typeId} value={c.typeId}>
              {c.typeName}
            </option>
          ))}
          <option value="all">{tm('hot.allMarket')}</option>
        </select>
      </div>
      <LazyTable<Row>
        size="small"
        rowKey="key"
        loading={q.isFetching}
        pagination={false}
        className="dashboard-hot-table"
        dataSource={data?.rows ?? []}
        locale={{ emptyText: empty }}
        columns={[
          { title: t('dashboard.rank'), key: 'rank', width: 56, render: (_v, _r, i) => <span className={i < 3 ? 'dashboard-rank is-top' : 'dashboard-rank'}>{i + 1}</span> },
          {
            title: tm(`hot.pages.${list}`),
            key: 'name',
            render: (_v, r) => (
              <>
                <span className="dashboard-name">
                  {r.thumb ? <img src={r.thumb} alt="" width={32} height={32} loading="lazy" decoding="async" /> : null}
                  {r.href ? <Link to={localize(r.href)}>{r.name}</Link> : <span>{r.name}</span>}
                </span>
                {/* On a phone the figures stand under the name instead of in columns of their own. */}
                <dl className="dashboard-row-figures" data-testid="dashboard-row-figures">
                  {(data?.columns ?? []).map((col, i) => (
                    <div key={col}>
                      <dt>{tm(`hot.cols.${col}` as never)}</dt>
                      <dd>{r.figures[i]}</dd>
                    </div>
                  ))}
                </dl>
              </>
            ),
          },
          ...(data?.columns ?? []).map((col, i) => ({ title: tm(`hot.cols.${col}` as never), key: col, align: 'right' as const, className: 'dashboard-figure', render: (_v: unknown, r: Row) => r.figures[i] })),
        ]}
      />
      <p className="dashboard-more">
        <Link to={more} data-testid="dashboard-list-more">
          {tm('hot.more')}
        </Link>
      </p>
    </div>
  );
}
